/**
 * Every route of the spec's table, in both themes: axe-core finds no serious or critical violation,
 * and a full-page screenshot at 375 and 1280 px wide is written under e2e/artifacts/screenshots/.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../src/axe';
import { expect, signIn, test } from '../src/fixtures';

type Role = 'guest' | 'customer' | 'store';
interface RouteCase {
  /** File name of the screenshots. */
  slug: string;
  path: string;
  as: Role;
  /** What shows once the page has arrived. */
  ready: (page: Page) => Locator;
}

interface Seed {
  storeName: string;
  storeToken: string;
  productId: number;
  customerName: string;
  customerToken: string;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true }).first();

function routeCases(seed: Seed): RouteCase[] {
  return [
    { slug: 'home', path: '/', as: 'guest', ready: heading('Shop Globally, Buy Locally') },
    { slug: 'login', path: '/login', as: 'guest', ready: heading('Login') },
    { slug: 'register', path: '/register', as: 'guest', ready: heading('Sign Up') },
    { slug: 'store-register', path: '/store/register', as: 'guest', ready: heading('Register Your Store') },
    { slug: 'store-login', path: '/store/login', as: 'guest', ready: heading('Store Login') },
    { slug: 'product', path: `/product/${seed.productId}`, as: 'guest', ready: heading('Terracotta Vase') },
    { slug: 'store-page', path: `/store/${seed.storeName}`, as: 'guest', ready: heading(seed.storeName) },
    { slug: 'shop', path: '/shop', as: 'guest', ready: (page) => page.getByRole('link', { name: 'Terracotta Vase' }).first() },
    { slug: 'cart', path: '/cart', as: 'customer', ready: heading('Order Summary') },
    { slug: 'profile', path: '/profile', as: 'customer', ready: heading('Your Profile') },
    { slug: 'inbox', path: '/inbox', as: 'customer', ready: (page) => page.getByRole('link', { name: `View Chat with ${seed.storeName}` }) },
    { slug: 'orders', path: '/orders', as: 'customer', ready: (page) => page.getByText("The store's reason: Cracked in the kiln") },
    { slug: 'chat', path: `/chat/${seed.storeName}`, as: 'customer', ready: (page) => page.getByText('Is the vase glazed inside?') },
    { slug: 'store-dashboard', path: '/store/profile', as: 'store', ready: (page) => page.getByRole('tab', { name: 'Profile' }) },
    { slug: 'store-dashboard-orders', path: '/store/profile?tab=orders', as: 'store', ready: (page) => page.getByText('You cancelled it: Cracked in the kiln') },
    { slug: 'store-add-product', path: '/store/add-product', as: 'store', ready: heading('Add New Product') },
    { slug: 'store-edit-product', path: `/store/edit-product/${seed.productId}`, as: 'store', ready: (page) => page.getByRole('button', { name: 'Update Product' }) },
    { slug: 'store-orders', path: '/store/orders', as: 'store', ready: (page) => page.getByText(/^Order #\d+$/).first() },
    { slug: 'store-inbox', path: '/store/inbox', as: 'store', ready: (page) => page.getByRole('heading', { name: seed.customerName }) },
    { slug: 'store-chat', path: `/store/chat/${seed.customerName}`, as: 'store', ready: (page) => page.getByText('Is the vase glazed inside?') },
    { slug: 'not-found', path: '/this/page/does/not/exist', as: 'guest', ready: heading('404 - Page Not Found') },
  ];
}

const artifacts = path.resolve(__dirname, '../artifacts/screenshots');
const WIDTHS = [375, 1280] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`every route, ${theme} theme`, () => {
    let seed: Seed;

    test.beforeAll(async ({ api }) => {
      const store = await api.registerStore();
      const product = await api.addProduct(store.token, { name: 'Terracotta Vase', price: 48.5, stock: 12, country: 'Mexico', desc: 'Thrown by hand in Oaxaca.' });
      const customer = await api.registerCustomer();
      // Orders in every status (the store's orders screen keeps the pending one), then a line left
      // in the cart for the cart page.
      await api.addToCart(customer.token, product, 2);
      await api.addToCart(customer.token, product, 1, 'Mexico, Oaxaca, Calle Macedonio Alcalá 4');
      await api.addToCart(customer.token, product, 3, 'Canada, Toronto, 100 King St W');
      await api.checkout(customer.token);
      const [toCancel, toComplete] = await api.myOrders(customer.token);
      await api.completeOrder(store.token, toComplete.order_id);
      await api.cancelOrder(store.token, toCancel.order_id, 'Cracked in the kiln');
      await api.addToCart(customer.token, product, 1);
      await api.sendMessage(customer.token, store.name, customer.name, 'Is the vase glazed inside?');
      await api.sendMessage(store.token, store.name, customer.name, 'Yes, with a food-safe glaze.');
      seed = { storeName: store.name, storeToken: store.token, productId: product.product_id, customerName: customer.name, customerToken: customer.token };
    });

    // The route list needs the seed, which exists only once beforeAll ran; the slugs are fixed.
    for (const slug of routeCases({ storeName: 's', storeToken: '', productId: 1, customerName: 'c', customerToken: '' }).map((route) => route.slug)) {
      test(`${slug}: no serious or critical axe violation; screenshots at ${WIDTHS.join(' and ')} px`, async ({ page, context }) => {
        const route = routeCases(seed).find((candidate) => candidate.slug === slug)!;
        await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
        if (route.as === 'customer') await signIn(context, seed.customerToken);
        if (route.as === 'store') await signIn(context, seed.storeToken);
        // Hydrating the server's HTML must go without a warning or error (React reports a mismatch
        // on the console). The 404 page's own status is the one message a browser logs there.
        const consoleProblems: string[] = [];
        page.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          if (route.slug === 'not-found' && message.text().includes('status of 404')) return;
          consoleProblems.push(`[${message.type()}] ${message.text()}`);
        });
        page.on('pageerror', (error) => consoleProblems.push(`[pageerror] ${error.message}`));

        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(route.ready(page)).toBeVisible();
        await page.waitForLoadState('networkidle');

        const violations = await axeViolations(page);

        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
          await expect(route.ready(page)).toBeVisible();
          // Images below the fold are lazy: scroll once so a full-page shot shows them.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(artifacts, `${theme}-${width}`, `${route.slug}.png`), fullPage: true, animations: 'disabled' });
        }
        // Asserted after the screenshots, so every route has its pictures even when axe finds something.
        expect(violations, `axe on ${route.path} (${theme})`).toEqual([]);
        expect(consoleProblems, `console on ${route.path} (${theme})`).toEqual([]);
      });
    }
  });
}
