/**
 * No page scrolls sideways: the header shows its links in a bar only where the bar holds them (a
 * signed-in visitor's from 1280 px, a guest's from 768) and the menu button below that, for every
 * identity and language at a phone's, a tablet's, a small laptop's and a desktop's width; and a
 * dashboard's figures stay on one line in the languages that write them longest.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../src/fixtures';

const LANGUAGES = ['en', 'es', 'ar', 'ja'] as const;
const WIDTHS = [375, 768, 1024, 1280] as const;
type Identity = 'guest' | 'customer' | 'store' | 'operator';

const PAGES: Record<Identity, string> = { guest: '/shop', customer: '/cart', store: '/store/profile', operator: '/operator' };
/** From this width the header's bar shows the links (shell/src/features/layout/barBreakpoint.ts). */
const BAR_FROM: Record<Identity, number> = { guest: 768, customer: 1280, store: 1280, operator: 1280 };

const pathIn = (language: (typeof LANGUAGES)[number], path: string) => (language === 'en' ? path : `/${language}${path}`);

/** How far the document reaches beyond the window, and the elements that stick out. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box of one pixel that hides its overflow: text for screen readers (VisuallyHidden),
    // drawn nowhere whatever its own box says.
    const hidden = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        if (box.getBoundingClientRect().width <= 1 && getComputedStyle(box).overflow === 'hidden') return true;
      }
      return false;
    };
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(element).position !== 'fixed';
      })
      .filter((element) => !hidden(element))
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { beyond: document.documentElement.scrollWidth - width, outside };
  });

for (const identity of ['guest', 'customer', 'store', 'operator'] as const) {
  test(`${identity}: the header fits and no page scrolls sideways at ${WIDTHS.join(', ')} px in every language`, async ({ page, context, api, stack }) => {
    if (identity === 'customer') await signIn(context, (await api.registerCustomer()).token);
    if (identity === 'store') await signIn(context, (await api.registerStore()).token);
    if (identity === 'operator') await signIn(context, await api.operatorLogin(stack.operatorName));
    const bar = page.locator('header nav').first();
    const menuButton = page.locator('header button[aria-controls]');

    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pathIn(language, PAGES[identity]));
      await page.waitForLoadState('networkidle');
      for (const width of WIDTHS) {
        await test.step(`${language}, ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          const barShown = width >= BAR_FROM[identity];
          await expect(bar).toBeVisible({ visible: barShown });
          await expect(menuButton).toBeVisible({ visible: !barShown });
          expect(await sideways(page), `${identity} on ${pathIn(language, PAGES[identity])} at ${width} px`).toEqual({ beyond: 0, outside: [] });
        });
      }
    }
  });
}

test("a store's revenue stays on one line in Arabic and Spanish, on a phone and a tablet", async ({ page, context, api }) => {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: 'Bronze Temple Bell', price: 1692, stock: 5, country: 'Japan', desc: 'Cast in Takaoka.' });
  const customer = await api.registerCustomer();
  await api.addToCart(customer.token, product, 2);
  await api.checkout(customer.token);
  const [order] = await api.myOrders(customer.token);
  await api.completeOrder(store.token, order.order_id);
  await signIn(context, store.token);

  for (const language of ['ar', 'es'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pathIn(language, '/store/profile'));
    // The first figure of the insights is the revenue: 3,384 dollars, "3,384.00 US$" / "3384,00 US$".
    const revenue = page.locator('dl dd').first();
    await expect(revenue).toContainText('3');
    for (const width of [375, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const lines = await revenue.evaluate((figure) => {
        const range = document.createRange();
        range.selectNodeContents(figure);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      });
      expect(lines, `${language} revenue at ${width} px: ${await revenue.textContent()}`).toBe(1);
    }
  }
});
