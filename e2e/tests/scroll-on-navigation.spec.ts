/**
 * Where the window is after a navigation inside the app: a shopper who picks a product far down a
 * list arrives at the top of its page, and Back brings them to where they were in the list.
 */
import { expect, test } from '../src/fixtures';

test('a product picked far down a store page opens at its top; Back returns to the same place in the list', async ({ page, api }) => {
  const store = await api.registerStore();
  const names = Array.from({ length: 12 }, (_, i) => `Scroll Test Bowl ${i + 1}`);
  for (const name of names) await api.addProduct(store.token, { name, price: 12, stock: 5, country: 'Japan' });

  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`/store/${store.name}`);
  // The store page lists its products in the order they were added: the last one is at the bottom.
  const farDown = page.getByRole('link', { name: names[names.length - 1] }).first();
  await farDown.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(1000);

  await farDown.click();
  await expect(page.getByRole('heading', { level: 1, name: names[names.length - 1] })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('link', { name: names[names.length - 1] }).first()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 100);
});
