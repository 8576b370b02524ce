/**
 * Independent deployment: each remote is built and served on its own, the shell finds them through
 * its runtime configuration, and one remote being down or replaced leaves the rest alone. These tests
 * serve a shell of their own (on the port the API allows for it) so that they can restart it.
 */
import { cpSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { uniqueName } from '../src/apiClient';
import { expect, header, signIn, test } from '../src/fixtures';
import { builds, freePort, manifestUrl, originOf, repoRoot, startShell, startStatic, writeRuntimeConfig, type ServerProcess } from '../src/processes';
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

/** The home page's HTML as the shell's server renders it (no browser involved). */
async function serverHtml(shellUrl: string, path = '/'): Promise<{ status: number; render: string | null; html: string }> {
  const response = await fetch(`${shellUrl}${path}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, render: response.headers.get('x-render'), html: await response.text() };
}

/** Console errors and warnings of a page (hydration warnings are console errors). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('only the customer remote is rebuilt: files replaced in place, then a move by configuration, show in the server-rendered HTML within 30 s; shell and seller untouched', async ({ page, stack }, testInfo) => {
  // A real webpack production build of the remote happens inside this test.
  test.setTimeout(600_000);
  const shellUrl = originOf(stack.spareShellPort);
  const untouched = { shell: fingerprint(builds.shell), seller: fingerprint(builds.seller), customer: fingerprint(builds.customer) };
  const configFile = testInfo.outputPath('shell-config.json');
  const configFor = (customerOrigin: string) => ({ apiUrl: stack.apiUrl, remotes: { customer: manifestUrl(customerOrigin), seller: manifestUrl(stack.sellerUrl) } });
  // A customer remote deployed to a folder of its own, whose files a deploy replaces in place.
  const deployedDir = testInfo.outputPath('deployed-customer');
  cpSync(builds.customer, deployedDir, { recursive: true });
  let shell: ServerProcess | undefined;
  let deployed: ServerProcess | undefined;
  try {
    deployed = await startStatic({ name: 'customer-deployed', dir: deployedDir, port: await freePort() });
    writeRuntimeConfig(configFile, configFor(deployed.url));
    shell = await startShell({ port: stack.spareShellPort, configFile });
    const problems = consoleProblems(page);
    await page.goto(`${shellUrl}/`);
    await expect(page.getByText(HOME_LEAD)).toBeVisible();

    const visibleChange = `Version ${uniqueName('v2')} of the shopping pages.`;
    const newDist = await test.step('rebuild only the customer remote, with a visible change', () =>
      rebuildCustomerRemote(testInfo.outputPath('rebuild'), {
        file: 'src/features/home/locales/en.json',
        from: HOME_LEAD,
        to: `${visibleChange} ${HOME_LEAD}`,
      }),
    );

    await test.step('copy the new build over the deployed files: the server renders it within 30 s, no restart', async () => {
      cpSync(newDist, deployedDir, { recursive: true, force: true });
      await expect.poll(async () => (await serverHtml(shellUrl)).html.includes(visibleChange), { timeout: 30_000, intervals: [500] }).toBe(true);
      const rendered = await serverHtml(shellUrl);
      expect(rendered).toMatchObject({ status: 200, render: 'server' });
      await page.reload();
      await expect(page.getByText(visibleChange)).toBeVisible();
    });

    await test.step('point the configuration back at the first build (a new URL): the server follows within 30 s', async () => {
      const origins = recordOrigins(page);
      writeRuntimeConfig(configFile, configFor(stack.customerUrl));
      await expect.poll(async () => (await serverHtml(shellUrl)).html.includes(visibleChange), { timeout: 30_000, intervals: [500] }).toBe(false);
      expect((await (await fetch(`${shellUrl}/config.json`)).json()).remotes).toEqual(configFor(stack.customerUrl).remotes);
      await page.reload();
      await expect(page.getByText(HOME_LEAD)).toBeVisible();
      await expect(page.getByText(visibleChange)).toHaveCount(0);
      // The browser loads the build the HTML was rendered with, from where the configuration says.
      expect(origins.has(stack.customerUrl)).toBe(true);
      expect(origins.has(deployed!.url)).toBe(false);
    });

    // Every page hydrated against the build it was rendered with.
    expect(problems).toEqual([]);

    // The seller remote is the same one as before, from the same place, and works.
    await page.goto(`${shellUrl}/store/login`);
    await expect(page.getByRole('heading', { name: 'Store Login' })).toBeVisible();

    // No other build was touched, the original customer build included.
    expect({ shell: fingerprint(builds.shell), seller: fingerprint(builds.seller), customer: fingerprint(builds.customer) }).toEqual(untouched);
    expect(path.relative(repoRoot, newDist)).toMatch(/^e2e\//);
  } finally {
    await shell?.stop();
    await deployed?.stop();
  }
});

test('with the customer remote down, the server answers 200 with the page for the browser to render, and renders again once it is back', async ({ page, stack }, testInfo) => {
  const shellUrl = originOf(stack.spareShellPort);
  const customerPort = await freePort();
  const configFile = testInfo.outputPath('shell-config.json');
  writeRuntimeConfig(configFile, { apiUrl: stack.apiUrl, remotes: { customer: manifestUrl(originOf(customerPort)), seller: manifestUrl(stack.sellerUrl) } });
  let shell: ServerProcess | undefined;
  let customer: ServerProcess | undefined;
  try {
    shell = await startShell({ port: stack.spareShellPort, configFile });
    for (const path_ of ['/', '/product/1', '/shop']) {
      expect(await serverHtml(shellUrl, path_)).toMatchObject({ status: 200, render: 'browser' });
    }
    expect(shell.output()).toMatch(/left to the browser: .*customer remote could not be loaded/);

    await page.goto(`${shellUrl}/`);
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' });
    await expect(fallback).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

    customer = await startStatic({ name: 'customer-2', dir: builds.customer, port: customerPort });
    await expect.poll(async () => (await serverHtml(shellUrl)).render, { timeout: 30_000, intervals: [500] }).toBe('server');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shop Globally, Buy Locally' })).toBeVisible();
  } finally {
    await shell?.stop();
    await customer?.stop();
  }
});

test('with the seller remote down, customer pages work and store pages show the fallback; Retry recovers once it is back', async ({ page, stack }, testInfo) => {
  const shellUrl = originOf(stack.spareShellPort);
  const sellerPort = await freePort();
  const configFile = testInfo.outputPath('shell-config.json');
  let seller: ServerProcess | undefined;
  let shell: ServerProcess | undefined;
  try {
    seller = await startStatic({ name: 'seller-2', dir: builds.seller, port: sellerPort });
    writeRuntimeConfig(configFile, { apiUrl: stack.apiUrl, remotes: { customer: manifestUrl(stack.customerUrl), seller: manifestUrl(seller.url) } });
    shell = await startShell({ port: stack.spareShellPort, configFile });
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
  page.on('response', (r) => { if (r.request().resourceType() === 'document') console.log('PROBE', r.url(), r.status(), r.headers()['x-render']); });
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
