/** Route guards across roles, the 404 page, logout, and the theme choice across the three apps. */
import type { Page } from '@playwright/test';
import { expect, header, signIn, test } from '../src/fixtures';

const customerRoutes = ['/cart', '/profile', '/inbox', '/chat/somestore'];
const storeRoutes = ['/store/profile', '/store/add-product', '/store/edit-product/1', '/store/orders', '/store/inbox', '/store/chat/someone'];

async function expectRedirect(page: Page, from: string, to: '/login' | '/store/login'): Promise<void> {
  await page.goto(from);
  await expect(page, `${from} should lead to ${to}`).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { name: to === '/login' ? 'Login' : 'Store Login', exact: true })).toBeVisible();
}

test('signed out, customer-only routes lead to /login and store-only routes to /store/login', async ({ page }) => {
  for (const route of customerRoutes) await expectRedirect(page, route, '/login');
  for (const route of storeRoutes) await expectRedirect(page, route, '/store/login');
});

test('a customer session does not open store pages', async ({ page, context, api }) => {
  const customer = await api.registerCustomer();
  await signIn(context, customer.token);
  for (const route of storeRoutes) await expectRedirect(page, route, '/store/login');
  // Its own pages do open.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
});

test('a store session does not open customer pages', async ({ page, context, api }) => {
  const store = await api.registerStore();
  await signIn(context, store.token);
  for (const route of customerRoutes) await expectRedirect(page, route, '/login');
  await page.goto('/store/orders');
  await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
});

test('an unknown path shows the 404 page, whose button goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Shop Globally, Buy Locally' })).toBeVisible();
});

test('logout signs the customer out and goes home; the guards then apply again', async ({ page, context, api }) => {
  const customer = await api.registerCustomer();
  await signIn(context, customer.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name === 'token')).toEqual([]);
  await expectRedirect(page, '/profile', '/login');
});

test('logout signs a store out too', async ({ page, context, api }) => {
  const store = await api.registerStore();
  await signIn(context, store.token);
  await page.goto('/store/profile');
  await expect(page.getByRole('heading', { name: 'Store Dashboard' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expectRedirect(page, '/store/profile', '/store/login');
});

/** The background colour of an element, as the browser computed it. */
const background = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

test('the theme choice survives a reload and applies to the shell and both remotes alike', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const lightHeader = await background(page, 'header');
  await header(page).getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(header(page).getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  const darkHeader = await background(page, 'header');
  expect(darkHeader).not.toBe(lightHeader);

  // The shell's header, the customer remote's home section and the seller remote's card share the
  // one dark surface colour: the remotes render inside the shell's theme.
  await expect(page.getByRole('heading', { name: 'Become a Seller' })).toBeVisible();
  const customerSurface = await background(page, 'section[aria-labelledby="become-seller"]');
  await page.goto('/store/login');
  await expect(page.getByRole('heading', { name: 'Store Login' })).toBeVisible();
  const sellerSurface = await page
    .getByRole('heading', { name: 'Store Login' })
    .evaluate((heading) => {
      // The nearest ancestor with a painted background: the card around the form.
      let element: Element | null = heading;
      while (element && getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)') element = element.parentElement;
      return element ? getComputedStyle(element).backgroundColor : '';
    });
  expect({ customer: customerSurface, seller: sellerSurface }).toEqual({ customer: darkHeader, seller: darkHeader });

  // And back: light is remembered the same way.
  await header(page).getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page, 'header')).toBe(lightHeader);
});
