/**
 * The tab's title follows the page as a visitor moves through the app without a page load: each
 * page's own title, the same one the server writes when the page is opened directly, in the page's
 * language; a screen reader hears the new page's title as it would on a page load.
 */
import { expect, test } from '../src/fixtures';

test('a shopper going from the shop to a product, its store and back reads each page in the tab', async ({ page, api }) => {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: 'Title Test Teapot', price: 40, stock: 3, country: 'Japan' });

  await page.goto(`/store/${store.name}`);
  const storeTitle = `${store.name} — Global Marketplace`;
  await expect(page).toHaveTitle(storeTitle);

  await page.getByRole('link', { name: product.name }).first().click();
  const productTitle = `${product.name} — ${store.name} — Global Marketplace`;
  await expect(page).toHaveTitle(productTitle);
  // A screen reader hears it too, as it would on a page load.
  await expect(page.locator('[aria-live="assertive"]')).toHaveText(productTitle);
  // The same title the server writes for the page opened directly.
  const served = await page.request.get(page.url());
  expect(await served.text()).toContain(`<title>${productTitle}</title>`);

  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page).not.toHaveTitle(productTitle);
  await expect(page).toHaveTitle(/^Login — Global Marketplace$/);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveTitle(storeTitle);
});

test('the title is in the page language', async ({ page, api }) => {
  const store = await api.registerStore();
  await page.goto(`/ja/store/${store.name}`);
  await expect(page).toHaveTitle(`${store.name} — Global Marketplace`);
  await page.goto('/ja/shop');
  await expect(page).toHaveTitle('商品一覧 — Global Marketplace');
  await page.getByRole('link', { name: 'ログイン' }).first().click();
  await expect(page).toHaveTitle('ログイン — Global Marketplace');
});
