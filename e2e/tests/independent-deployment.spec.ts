/**
 * Independent deployment: each remote is built and served on its own, the shell finds them through
 * its runtime configuration, and one remote being down or replaced leaves the rest alone. These tests
 * serve a shell of their own (on the port the API allows for it) so that they can restart it.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { uniqueName } from '../src/apiClient';
import { expect, header, signIn, test } from '../src/fixtures';
import { builds, freePort, manifestUrl, originOf, repoRoot, startStatic, type ServerProcess } from '../src/processes';
import { rebuildCustomerRemote } from '../src/rebuildCustomerRemote';

/** Every file of a build folder with its size and modification time: equal means untouched. */
function fingerprint(dir: string): string[] {
  const entries: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stats = statSync(full);
        entries.push(`${path.relative(dir, full)} ${stats.size} ${stats.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return entries.sort();
}

/** Origins the page fetched anything from, from now on. */
function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

const HOME_LEAD = 'Discover products from stores all over the world';

test('only the customer remote is rebuilt and moved: after a runtime configuration change the new build shows, shell and seller untouched', async ({ page, stack }, testInfo) => {
  // A real webpack production build of the remote happens inside this test.
  test.setTimeout(480_000);
  const shellUrl = originOf(stack.spareShellPort);
  const untouched = { shell: fingerprint(builds.shell), seller: fingerprint(builds.seller), customer: fingerprint(builds.customer) };
  const shellConfig = (customerOrigin: string) => ({
    apiUrl: stack.apiUrl,
    customerRemoteUrl: manifestUrl(customerOrigin),
    sellerRemoteUrl: manifestUrl(stack.sellerUrl),
  });
  let shell: ServerProcess | undefined;
  let newCustomer: ServerProcess | undefined;
  try {
    shell = await startStatic({ name: 'spare-shell', dir: builds.shell, port: stack.spareShellPort, runtimeConfig: shellConfig(stack.customerUrl) });
    await page.goto(`${shellUrl}/`);
    await expect(page.getByText(HOME_LEAD)).toBeVisible();

    const visibleChange = `Version ${uniqueName('v2')} of the shopping pages.`;
    const newDist = await test.step('rebuild only the customer remote, with a visible change', () =>
      rebuildCustomerRemote(testInfo.outputPath('rebuild'), {
        file: 'src/features/home/components/HomePage.tsx',
        from: HOME_LEAD,
        to: `${visibleChange} ${HOME_LEAD}`,
      }),
    );
    newCustomer = await startStatic({ name: 'customer-v2', dir: newDist, port: await freePort() });

    await test.step('change only the runtime configuration (the shell server is restarted with the new remote URL)', async () => {
      await shell!.stop();
      shell = await startStatic({ name: 'spare-shell', dir: builds.shell, port: stack.spareShellPort, runtimeConfig: shellConfig(newCustomer!.url) });
      const config = await (await fetch(`${shellUrl}/config.json`)).json();
      expect(config.remotes).toEqual({ customer: manifestUrl(newCustomer!.url), seller: manifestUrl(stack.sellerUrl) });
    });

    const origins = recordOrigins(page);
    await page.reload();
    await expect(page.getByText(visibleChange)).toBeVisible();
    expect(origins.has(newCustomer.url)).toBe(true);
    expect(origins.has(stack.customerUrl)).toBe(false);

    // The seller remote is the same one as before, from the same place, and works.
    await page.goto(`${shellUrl}/store/login`);
    await expect(page.getByRole('heading', { name: 'Store Login' })).toBeVisible();
    expect(origins.has(stack.sellerUrl)).toBe(true);

    // No other build was touched, the original customer build included.
    expect({ shell: fingerprint(builds.shell), seller: fingerprint(builds.seller), customer: fingerprint(builds.customer) }).toEqual(untouched);
    expect(path.relative(repoRoot, newDist)).toMatch(/^e2e\//);
  } finally {
    await shell?.stop();
    await newCustomer?.stop();
  }
});

test('with the seller remote down, customer pages work and store pages show the fallback; Retry recovers once it is back', async ({ page, stack }) => {
  const shellUrl = originOf(stack.spareShellPort);
  const sellerPort = await freePort();
  let seller: ServerProcess | undefined;
  let shell: ServerProcess | undefined;
  try {
    seller = await startStatic({ name: 'seller-2', dir: builds.seller, port: sellerPort });
    shell = await startStatic({
      name: 'spare-shell',
      dir: builds.shell,
      port: stack.spareShellPort,
      runtimeConfig: { apiUrl: stack.apiUrl, customerRemoteUrl: manifestUrl(stack.customerUrl), sellerRemoteUrl: manifestUrl(seller.url) },
    });
    await seller.stop();

    await page.goto(`${shellUrl}/`);
    await expect(page.getByRole('heading', { name: 'Shop Globally, Buy Locally' })).toBeVisible();

    await page.goto(`${shellUrl}/store/login`);
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell around it still works.
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

    // Customer pages keep working in the same visit.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { name: 'Shop Products' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/store\/login$/);
    await expect(fallback).toBeVisible();

    // Still down: Retry shows the fallback again.
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeVisible();

    seller = await startStatic({ name: 'seller-2', dir: builds.seller, port: sellerPort });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Store Login' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  } finally {
    await shell?.stop();
    await seller?.stop();
  }
});

test("a cart change made in the customer remote updates the shell's badge at once", async ({ page, context, api }) => {
  const store = await api.registerStore();
  const scarf = await api.addProduct(store.token, { name: 'Wool Scarf', price: 30, stock: 4, country: 'Ireland' });
  const cap = await api.addProduct(store.token, { name: 'Tweed Cap', price: 45, stock: 4, country: 'Ireland' });
  const customer = await api.registerCustomer();
  await signIn(context, customer.token);
  const cartLink = (name: string) => header(page).getByRole('link', { name, exact: true });
  const badge = header(page).locator('[data-cart-count]');

  const addThroughDialog = async (productId: number) => {
    await page.goto(`/product/${productId}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Your Location' });
    await dialog.getByPlaceholder('Enter your country and full location').fill('Ireland, Galway, 3 Quay St');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
  };

  await page.goto('/');
  await expect(cartLink('Cart')).toBeVisible();
  await expect(badge).toHaveCount(0);

  await addThroughDialog(scarf.product_id);
  await expect(cartLink('Cart 1 item')).toBeVisible();
  await expect(badge).toHaveText('1');

  await addThroughDialog(cap.product_id);
  await expect(cartLink('Cart 2 items')).toBeVisible();
  await expect(badge).toHaveText('2');

  // Removing in the cart page (customer remote) lowers the shell's badge without a reload.
  await cartLink('Cart 2 items').click();
  await page.getByRole('button', { name: `Remove ${cap.name}` }).click();
  await expect(cartLink('Cart 1 item')).toBeVisible();
  await expect(badge).toHaveText('1');
});
