/**
 * The shop's search in Chromium: a misspelt word shows "Showing results for …" with the text as typed
 * offered (a misspelt word inside a longer one too), the country list counts, and the search box suggests while typing (keyboard: arrows and
 * Enter open a suggestion). Screenshots of the suggestions open and of a corrected search at 375 and
 * 1280 px, light and dark, English and Arabic, under e2e/artifacts/screenshots/search/.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { uniqueName } from '../src/apiClient';
import { expect, test } from '../src/fixtures';

const artifacts = path.resolve(__dirname, '../artifacts/screenshots/search');

test('a misspelt word: "Showing results for", and the text as typed on offer', async ({ page, api }) => {
  const store = await api.registerStore();
  await api.addProduct(store.token, { name: 'Porcelain Teapot', price: 35, stock: 4, country: 'Japan' });

  await page.goto('/shop?q=teapott');
  await expect(page.getByText('Showing results for teapot')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Porcelain Teapot' }).first()).toBeVisible();
  // No counts beside corrected results: no exact text gives them, so a count would contradict the grid.
  await expect(page.locator('#shop-country option[value="Japan"]')).toHaveText('Japan');

  await page.getByRole('link', { name: 'teapott' }).click();
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Did you mean teapot?')).toBeVisible();
  // The text as typed counts what it finds: nothing.
  await expect(page.locator('#shop-country option[value="Japan"]')).toHaveText('Japan (0)');
});

test('a misspelt word inside a longer one, with another word found elsewhere: the issue\'s "cermic bowl"', async ({ page, api }) => {
  // `ceramics` is only in the store's name and `bowl` only in the product's: no exact text finds both.
  const store = await api.registerStore(uniqueName('porto_ceramics'));
  await api.addProduct(store.token, { name: 'Cobalt Fruit Bowl', price: 48, stock: 2, country: 'Portugal' });

  await page.goto(`/shop?q=${encodeURIComponent('cermic bowl')}&country=Portugal`);
  await expect(page.getByText('Showing results for ceramics bowl')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cobalt Fruit Bowl' }).first()).toBeVisible();
  await expect(page.locator('#shop-country option[value="Portugal"]')).toHaveText('Portugal');
});

test('suggestions for a prefix, chosen with the keyboard, open the product', async ({ page, api }) => {
  const store = await api.registerStore();
  const name = uniqueName('Quillon Kettle');
  const kettle = await api.addProduct(store.token, { name, price: 20, stock: 3, country: 'Peru' });

  await page.goto('/shop');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.pressSequentially(name.slice(0, -1), { delay: 20 });
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${kettle.product_id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

async function openSuggestions(page: Page, text: string) {
  const box = page.locator('#shop-search');
  await box.pressSequentially(text, { delay: 20 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await box.press('ArrowDown');
}

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots: suggestions open and a corrected search (${language}, ${theme})`, async ({ page, context, api }) => {
      const store = await api.registerStore(uniqueName('Teahouse'));
      await api.addProduct(store.token, { name: 'Porcelain Teapot', price: 35, stock: 4, country: 'Japan' });
      await api.addProduct(store.token, { name: 'Teapot Warmer', price: 18, stock: 4, country: 'Japan' });
      await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const prefix = language === 'ar' ? '/ar' : '';
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/shop?q=teapott`);
        await expect(page.locator('main strong').first()).toContainText('teapot');
        await page.screenshot({ path: path.join(artifacts, `${language}-${theme}-${width}`, 'corrected.png'), animations: 'disabled' });

        await page.goto(`${prefix}/shop`);
        await openSuggestions(page, 'tea');
        await page.screenshot({ path: path.join(artifacts, `${language}-${theme}-${width}`, 'suggestions.png'), animations: 'disabled' });
      }
    });
  }
}
