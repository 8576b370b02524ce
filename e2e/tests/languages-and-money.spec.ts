/**
 * Languages and display currencies on signed-in pages (rendered by the browser inside the server's
 * frame): the switch re-renders the shell and the remote in place, a yen estimate has no decimals,
 * stale rates show dollars only; the guests' page cache never hands one visitor's language or
 * currency to another; Arabic public pages mirror, hydrate cleanly and pass axe in both themes
 * (screenshots at 375 and 1280 px under e2e/artifacts/screenshots/ar-<theme>-<width>/). The rates are the API's answer as the browser receives it (route-mocked, so
 * the test does not depend on today's date against a dated rates file).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from '../src/axe';
import { expect, signIn, test } from '../src/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

async function answerRates(page: Page, updatedAt: Date): Promise<void> {
  await page.route('**/api/currencies', (route) =>
    route.fulfill({
      json: { base: 'USD', updated_at: updatedAt.toISOString(), rates: [{ code: 'EUR', per_usd: 0.92 }, { code: 'JPY', per_usd: 155.37 }, { code: 'USD', per_usd: 1 }] },
    }),
  );
}

/** Opens the frame's preferences (header, desktop width) and returns the group of its fields. */
async function preferences(page: Page, buttonName: RegExp) {
  await page.getByRole('banner').getByRole('button', { name: buttonName }).click();
  return page.getByRole('banner').getByRole('group');
}

const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
const windowMarker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

test("a page's first load leaves the preference fields (and their country table) until the menu is reached for", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((file) => file.includes('preference-fields'))).toEqual([]);
  const fields = await preferences(page, /Preferences/);
  await expect(fields.getByLabel('Ship to')).toBeVisible();
  expect(fetched.filter((file) => file.includes('preference-fields'))).toHaveLength(1);
});

test('on /cart: a yen estimate without decimals, then Arabic in place (shell and cart re-rendered, no reload)', async ({ context, page, api }) => {
  const store = await api.registerStore();
  const teapot = await api.addProduct(store.token, { name: 'Iron Teapot', price: 89, stock: 5, country: 'Japan' });
  const customer = await api.registerCustomer();
  await api.addToCart(customer.token, teapot, 1);
  await signIn(context, customer.token);
  await answerRates(page, new Date());

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await markWindow(page);
  const fields = await preferences(page, /Preferences/);
  await fields.getByLabel('Currency').selectOption('JPY');
  // $89.00 × 155.37 = ¥13,827.93: the yen has no decimals.
  await expect(page.getByText('≈ ¥13,828').first()).toBeVisible();
  await expect(page.getByText(/¥13,827\.93|¥13,828\.00/)).toHaveCount(0);
  await expect(page.getByText('$89.00').first()).toBeVisible();

  await fields.getByLabel('Language').selectOption('ar');
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سلة التسوق' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /السلة/ })).toBeVisible();
  expect(await windowMarker(page)).toBe(7);
});

test('rates older than 7 days: dollars only, no estimate', async ({ context, page, api }) => {
  const store = await api.registerStore();
  const bowl = await api.addProduct(store.token, { name: 'Glazed Bowl', price: 24.5, stock: 5, country: 'Portugal' });
  const customer = await api.registerCustomer();
  await api.addToCart(customer.token, bowl, 1);
  await signIn(context, customer.token);
  await answerRates(page, new Date(Date.now() - 10 * DAY_MS));

  await page.goto('/cart');
  const fields = await preferences(page, /Preferences/);
  const ratesAsked = page.waitForResponse('**/api/currencies');
  await fields.getByLabel('Currency').selectOption('JPY');
  await ratesAsked;
  await expect(page.getByRole('banner').getByRole('button', { name: /EN · JPY/ })).toBeVisible();
  await expect(page.getByText('$24.50').first()).toBeVisible();
  await expect(page.getByText(/≈/)).toHaveCount(0);
});

test('on /store/profile the switch to Spanish re-renders the shell and the seller remote in place', async ({ context, page, api }) => {
  const store = await api.registerStore();
  await signIn(context, store.token);
  await page.goto('/store/profile');
  await expect(page.getByRole('heading', { name: 'Store Dashboard' })).toBeVisible();
  await markWindow(page);
  const fields = await preferences(page, /Preferences/);
  await fields.getByLabel('Language').selectOption('es');
  await expect(page).toHaveURL(/\/es\/store\/profile$/);
  await expect(page.getByRole('heading', { name: 'Panel de la tienda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await windowMarker(page)).toBe(7);
});

test("the guests' page cache never mixes languages or currencies, asked for at once", async ({ stack }) => {
  const visit = async (path: string, cookie?: string) => {
    const response = await fetch(`${stack.shellUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
    return { status: response.status, html: await response.text() };
  };
  const asks = Array.from({ length: 4 }, () => [visit('/'), visit('/', 'currency=JPY'), visit('/es/'), visit('/es/', 'currency=EUR')]).flat();
  const answers = await Promise.all(asks);
  for (let i = 0; i < answers.length; i += 4) {
    const [english, englishYen, spanish, spanishEuro] = answers.slice(i, i + 4);
    for (const answer of [english, englishYen, spanish, spanishEuro]) expect(answer.status).toBe(200);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain('EN · USD');
    expect(englishYen.html).toContain('EN · JPY');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.html).toContain('ES · USD');
    expect(spanishEuro.html).toContain('ES · EUR');
  }
});

const artifacts = path.resolve(__dirname, '../artifacts/screenshots');

for (const theme of ['light', 'dark'] as const) {
  for (const [slug, address, heading] of [
    ['home', '/ar', 'تسوّق عالميًا، واشترِ محليًا'],
    ['shop', '/ar/shop', 'تسوّق المنتجات'],
  ] as const) {
    test(`${address} (${theme}): right to left and mirrored, no hydration warning, no serious axe violation; screenshots`, async ({ page, context }) => {
      await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const consoleProblems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(`[${message.type()}] ${message.text()}`);
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      // Mirrored: the logo (the header's inline start) is on the right.
      const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
      expect(logo!.x).toBeGreaterThan(640);
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.screenshot({ path: path.join(artifacts, `ar-${theme}-${width}`, `${slug}.png`), fullPage: true, animations: 'disabled' });
      }
      expect(violations, `axe on ${address} (${theme})`).toEqual([]);
      expect(consoleProblems, `console on ${address} (${theme})`).toEqual([]);
    });
  }
}

test("the Arabic insights chart mirrors: time runs from the right, the money axis on the right, whole and clear of every bar", async ({ context, page, api }) => {
  const store = await api.registerStore();
  const lamp = await api.addProduct(store.token, { name: 'Paper Lamp', price: 1200, stock: 5, country: 'Japan' });
  const customer = await api.registerCustomer();
  await api.addToCart(customer.token, lamp, 1);
  await api.checkout(customer.token);
  await signIn(context, store.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ar/store/profile');
  const bars = page.locator('.recharts-bar-rectangle');
  await expect(bars.first()).toBeVisible();
  // The money axis's labels (the day labels have no currency sign).
  const moneyLabels = page.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: '$' });
  await expect(moneyLabels.first()).toBeVisible();
  const chart = (await page.locator('.recharts-wrapper').boundingBox())!;
  const barEdges = await bars.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
  // Today's bar, the only one with revenue, is the newest day: at the left end, as the days run from the right.
  expect(Math.min(...barEdges.map((edge) => edge.left))).toBeLessThan(chart.x + chart.width * 0.25);
  const barsRightEdge = Math.max(...barEdges.map((edge) => edge.right));
  for (const label of await moneyLabels.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })))) {
    expect(label.left).toBeGreaterThanOrEqual(barsRightEdge - 1);
    expect(label.right).toBeLessThanOrEqual(chart.x + chart.width + 1);
  }
  await page.screenshot({ path: path.join(artifacts, 'ar-light-1280', 'store-insights.png'), animations: 'disabled' });
});
