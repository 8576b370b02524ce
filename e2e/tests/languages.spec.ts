/**
 * Languages in the browser against the production builds: an Arabic page from the server is right
 * to left with its alternates; the switcher changes the language in place (no reload), the address
 * follows, and the choice is remembered (an unprefixed address then redirects).
 */
import { expect, signIn, test } from '../src/fixtures';

test('/ar/ is rendered right to left; the switcher goes to Spanish in place and is remembered', async ({ page }) => {
  const response = await page.goto('/ar/shop?q=tea');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/shop\?q=tea">/);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'روابط سريعة' })).toBeVisible();

  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('banner').getByRole('button', { name: /التفضيلات/ }).click();
  await page.getByRole('group').getByLabel('اللغة').selectOption('es');
  await expect(page).toHaveURL(/\/es\/shop\?q=tea$/);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Enlaces rápidos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  // Remembered: an unprefixed address now redirects to Spanish (302 from the shell's server).
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/es\/shop$/);
});

test("a signed-in customer's own pages opened directly in another language load their messages and show (no endless loading)", async ({ context, page, api }) => {
  const store = await api.registerStore();
  const bowl = await api.addProduct(store.token, { name: 'Glazed Bowl', price: 24.5, stock: 5, country: 'Portugal' });
  const customer = await api.registerCustomer();
  await api.addToCart(customer.token, bowl, 1);
  await signIn(context, customer.token);
  for (const [address, heading] of [
    ['/es/cart', 'Carrito de compras'],
    ['/ja/orders', '注文履歴'],
    ['/ar/cart', 'سلة التسوق'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The page still answers: its main thread is not stuck in a loop.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(address.slice(1, 3));
  }
});

/**
 * Country names come from the build's tables, not from the ICU of whoever renders: Node's and
 * Chromium's name some regions differently (Palestine in Arabic), and a name that differs breaks
 * hydration (React #418) and re-renders the whole page in the browser.
 */
for (const [address, heading] of [
  ['/ar/shop', 'تسوّق المنتجات'],
  ['/ja/shop', '商品一覧'],
] as const) {
  test(`${address} hydrates without an error, its country filter named as the server wrote it`, async ({ browser, page, pageErrors, stack }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const serverOnly = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await serverOnly.newPage();
    await serverPage.goto(stack.shellUrl + address);
    const serverNames = await serverPage.locator('#shop-country option').allTextContents();
    await serverOnly.close();
    expect(serverNames.length).toBeGreaterThan(190);

    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#shop-country option').allTextContents()).toEqual(serverNames);
    expect(pageErrors, `page errors on ${address}`).toEqual([]);
    expect(consoleErrors, `console errors on ${address}`).toEqual([]);
  });
}
