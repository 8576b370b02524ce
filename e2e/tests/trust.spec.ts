/**
 * Trust and the operator, through the pages (docs/api-contract.md, "Beyond the spec: trust and the
 * operator"): a buyer reviews and the store replies; a shopper's report leads the operator to take a
 * product down, and a guest's kept page of it is gone within seconds; a store is suspended and
 * reinstated; and the operator's console, a remote like the others, joins a running shell by
 * configuration alone.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PASSWORD, uniqueName, type Account, type ApiClient, type Product } from '../src/apiClient';
import { expect, expectToast, header, signIn, storeSignsIn, test, waitForAppOnNavigation } from '../src/fixtures';
import { manifestUrl, originOf, startShell, writeRuntimeConfig, type ServerProcess } from '../src/processes';
import type { StackEnv } from '../src/stackEnv';

/** What a guest's browser would get from the shell's server for a page (no cookies, no scripts). */
async function guestHtml(shellUrl: string, pagePath: string): Promise<{ status: number; location: string | null; html: string; render: string | null }> {
  const response = await fetch(`${shellUrl}${pagePath}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  // X-Render says whether the page was rendered for this request or is a kept copy ('cache').
  return { status: response.status, location: response.headers.get('location'), html: await response.text(), render: response.headers.get('x-render') };
}

/** A store with one product of its own, and a customer who bought it (the store completed the order). */
async function boughtProduct(api: ApiClient): Promise<{ store: Account; customer: Account; product: Product }> {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: uniqueName('Celadon Bowl'), price: 32, stock: 5, country: 'Japan' });
  const customer = await api.registerCustomer();
  await api.addToCart(customer.token, product, 1);
  await api.checkout(customer.token);
  const [order] = await api.myOrders(customer.token);
  await api.completeOrder(store.token, order.order_id);
  return { store, customer, product };
}

/** The consoles of the pages a test opened itself (the `page` fixture keeps its own), attached when it fails. */
let browserLog: string[] = [];
test.beforeEach(() => {
  browserLog = [];
});
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && browserLog.length > 0) {
    await testInfo.attach('browser-console (own contexts)', { body: browserLog.join('\n'), contentType: 'text/plain' });
  }
});

/** A new browser context on `baseURL`, signed in with `token` when given; closed by the caller. */
async function openPage(browser: Browser, contexts: BrowserContext[], baseURL: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  if (token) await signIn(context, token);
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') browserLog.push(`[${message.type()}] ${page.url()} ${message.text()}`);
  });
  page.on('pageerror', (error) => browserLog.push(`[pageerror] ${page.url()} ${error.stack ?? error.message}`));
  return page;
}

/** The operator signs in on the console's sign-in page and lands on the console. */
async function operatorSignsIn(page: Page, stack: StackEnv): Promise<void> {
  await page.goto('/operator/login');
  await expect(page.getByRole('heading', { name: 'Operator Login' })).toBeVisible();
  await page.getByLabel('Operator Name').fill(stack.operatorName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login Successful');
  await expect(header(page).getByRole('link', { name: 'Reports' })).toBeVisible();
}

test('a buyer reviews a product with stars and text, the store replies from its dashboard, and the buyer sees the reply', async ({ browser, api, stack }) => {
  const { store, customer, product } = await boughtProduct(api);
  const review = `Lovely glaze, a little smaller than I hoped ${uniqueName('r')}`;
  const reply = `Thank you! The size is in the description ${uniqueName('s')}`;
  const contexts: BrowserContext[] = [];
  try {
    const customerPage = await openPage(browser, contexts, stack.shellUrl, customer.token);
    await test.step('the buyer writes a review and sees it with the average', async () => {
      await customerPage.goto(`/product/${product.product_id}`);
      const form = customerPage.getByRole('form', { name: 'Write a review' });
      // The fourth star (its radio is visually hidden; the star is its label).
      const stars = form.getByRole('group', { name: 'Your rating' });
      await stars.locator('label').filter({ hasText: '4 stars' }).click();
      await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await form.getByLabel(/Your review/).fill(review);
      await form.getByRole('button', { name: 'Post review' }).click();
      const mine = customerPage.getByRole('region', { name: 'Your review' });
      await expect(mine.getByText(review)).toBeVisible();
      await expect(form).toHaveCount(0);
      await expect(customerPage.getByRole('img', { name: 'Rated 4 out of 5 from 1 review' }).first()).toBeVisible();
      await expect(customerPage.getByText('Rated 4 of 5: 1 review (100%)')).toBeVisible();
    });

    await test.step("the store replies from its dashboard's Reviews tab", async () => {
      const storePage = await openPage(browser, contexts, stack.shellUrl, store.token);
      await storePage.goto('/store/profile?tab=reviews');
      await expect(storePage.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible();
      const item = storePage.getByRole('list', { name: 'Reviews of your products' }).getByRole('listitem', { name: `Review of ${product.name} by ${customer.name}` });
      await expect(item.getByText(review)).toBeVisible();
      await item.getByRole('button', { name: 'Reply' }).click();
      const form = item.getByRole('form', { name: `Reply to ${customer.name}` });
      await form.getByLabel(/Your reply/).fill(reply);
      await form.getByRole('button', { name: 'Send reply' }).click();
      await expect(item.getByText(reply)).toBeVisible();
      await expect(item.getByRole('button', { name: 'Edit reply' })).toBeVisible();
    });

    await test.step('the buyer sees the reply under the review', async () => {
      await customerPage.reload();
      const mine = customerPage.getByRole('region', { name: 'Your review' });
      await expect(mine.getByText(review)).toBeVisible();
      await expect(mine.getByText(`Reply from ${store.name}`)).toBeVisible();
      await expect(mine.getByText(reply)).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});

test("a shopper reports a product, the operator takes it down from the queue, and a guest's kept page of it is gone within 10 s", async ({ browser, api, stack }, testInfo) => {
  // A shell of its own that keeps guests' pages for a minute: only the moderation version can drop them sooner.
  const shellUrl = originOf(stack.spareShellPort);
  const configFile = testInfo.outputPath('shell-config.json');
  writeRuntimeConfig(configFile, {
    apiUrl: stack.apiUrl,
    remotes: { customer: manifestUrl(stack.customerUrl), seller: manifestUrl(stack.sellerUrl), operator: manifestUrl(stack.operatorUrl) },
  });
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: uniqueName('Replica Watch'), price: 99, stock: 3, country: 'Italy' });
  const customer = await api.registerCustomer();
  const details = 'The logo is a copy of a famous brand';
  const note = 'Counterfeit confirmed from the pictures';
  const productPath = `/product/${product.product_id}`;
  let shell: ServerProcess | undefined;
  const contexts: BrowserContext[] = [];
  try {
    shell = await startShell({ port: stack.spareShellPort, configFile, cacheSeconds: 60, pagesFile: testInfo.outputPath('remote-pages.json') });

    await test.step('a guest opens the product page, which the server keeps', async () => {
      const guestPage = await openPage(browser, contexts, shellUrl);
      await guestPage.goto(productPath);
      await expect(guestPage.getByRole('heading', { name: product.name })).toBeVisible();
      // Asked again, the page comes from the server's kept copy (asked until it does: copies belong to a
      // render pool, and a shell just started may yet move to a fresh one).
      await expect
        .poll(async () => {
          const { status, render, html } = await guestHtml(shellUrl, productPath);
          return { status, render, named: html.includes(product.name) };
        }, { timeout: 10_000, intervals: [500] })
        .toEqual({ status: 200, render: 'cache', named: true });
    });

    await test.step('the customer reports it', async () => {
      const customerPage = await openPage(browser, contexts, shellUrl, customer.token);
      await customerPage.goto(productPath);
      await customerPage.getByRole('button', { name: 'Report', exact: true }).click();
      const dialog = customerPage.getByRole('dialog', { name: 'Report this product' });
      await dialog.getByRole('group', { name: 'Reason' }).getByRole('radio', { name: 'Counterfeit' }).click();
      await dialog.getByLabel('Details').fill(details);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(customerPage, 'Report sent');
    });

    await test.step('the operator signs in and takes the product down from the queue, with a note', async () => {
      const operatorPage = await openPage(browser, contexts, shellUrl);
      await operatorSignsIn(operatorPage, stack);
      await header(operatorPage).getByRole('link', { name: 'Reports' }).click();
      await expect(operatorPage).toHaveURL(/\/operator\/reports$/);
      const report = operatorPage.getByRole('article').filter({ hasText: `Product "${product.name}" by ${store.name}` });
      await expect(report.getByText(details)).toBeVisible();
      await expect(report.getByText(`Customer ${customer.name}`)).toBeVisible();
      await expect(report.getByText('Counterfeit', { exact: true })).toBeVisible();
      await report.getByRole('button', { name: 'Take down product' }).click();
      const dialog = operatorPage.getByRole('dialog', { name: 'Take down product' });
      await dialog.getByLabel(/Note/).fill(note);
      await dialog.getByRole('button', { name: 'Take down product' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(operatorPage, 'Target taken down');
      await expect(report).toHaveCount(0);
    });

    await test.step("within 10 s a guest's request for the page answers 404 with the not-found page, and the shop no longer lists it", async () => {
      await expect.poll(async () => (await guestHtml(shellUrl, productPath)).status, { timeout: 10_000, intervals: [250] }).toBe(404);
      expect((await guestHtml(shellUrl, productPath)).html).toContain('Product not found');
      const guestPage = await openPage(browser, contexts, shellUrl);
      await guestPage.goto(`/shop?q=${encodeURIComponent(product.name)}`);
      await expect(guestPage.getByRole('heading', { name: 'Shop Products' })).toBeVisible();
      await expect(guestPage.getByLabel('Search')).toHaveValue(product.name);
      await expect(guestPage.getByRole('link', { name: product.name })).toHaveCount(0);
    });
  } finally {
    for (const context of contexts) await context.close();
    await shell?.stop();
    // Listed again, so nothing else sees the take-down (a product of this test's own, besides).
    const operatorToken = await api.operatorLogin(stack.operatorName);
    await api.restoreProduct(operatorToken, product.product_id, 'Restored after the test').catch(() => undefined);
  }
});

test('the operator suspends a store with a reason: its sign-in says why and its page is gone; reinstating brings both back', async ({ browser, api, stack }) => {
  const store = await api.registerStore();
  const { store_id: storeId } = await api.store(store.name);
  const reason = `Repeated counterfeit listings ${uniqueName('why')}`;
  const operatorToken = await api.operatorLogin(stack.operatorName);
  const contexts: BrowserContext[] = [];
  let suspended = false;
  try {
    const operatorPage = await openPage(browser, contexts, stack.shellUrl, operatorToken);
    await operatorPage.goto('/operator/stores');
    await operatorPage.getByLabel('Store name').fill(store.name);
    await operatorPage.getByRole('button', { name: 'Search' }).click();
    const card = operatorPage.getByRole('article').filter({ has: operatorPage.getByRole('heading', { name: store.name }) });

    await test.step('the operator suspends the store with a reason', async () => {
      await card.getByRole('button', { name: 'Suspend' }).click();
      const dialog = operatorPage.getByRole('dialog', { name: `Suspend ${store.name}` });
      await dialog.getByLabel(/Reason/).fill(reason);
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await expect(dialog).toBeHidden();
      suspended = true;
      await expectToast(operatorPage, 'Store suspended');
      await expect(card.getByRole('heading', { name: `${store.name} Suspended` })).toBeVisible();
      await expect(card.getByText(reason)).toBeVisible();
    });

    await test.step('its sign-in page refuses with the reason, and its store page is 404 for guests', async () => {
      const storePage = await openPage(browser, contexts, stack.shellUrl);
      await storeSignsIn(storePage, store.name);
      await expectToast(storePage, 'Login Failed');
      await expectToast(storePage, new RegExp(reason));
      await expect(storePage).toHaveURL(/\/store\/login$/);

      const page = await guestHtml(stack.shellUrl, `/store/${store.name}`);
      expect(page.status).toBe(404);
      expect(page.html).toContain('Store not found');
    });

    await test.step('reinstating brings its page and its sign-in back', async () => {
      await card.getByRole('button', { name: 'Reinstate' }).click();
      const dialog = operatorPage.getByRole('dialog', { name: `Reinstate ${store.name}` });
      await dialog.getByLabel(/Reason/).fill('Appeal accepted');
      await dialog.getByRole('button', { name: 'Reinstate' }).click();
      await expect(dialog).toBeHidden();
      suspended = false;
      await expectToast(operatorPage, 'Store reinstated');
      await expect(card.getByRole('heading', { name: `${store.name} Active` })).toBeVisible();
      await expect(card.getByText(reason)).toHaveCount(0);

      const page = await guestHtml(stack.shellUrl, `/store/${store.name}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(store.name);

      const storePage = await openPage(browser, contexts, stack.shellUrl);
      await storeSignsIn(storePage, store.name);
      await expectToast(storePage, 'Login Successful');
      await expect(header(storePage).getByRole('link', { name: 'Store Dashboard' })).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
    if (suspended) await api.reinstateStore(operatorToken, storeId, 'Reinstated after the test').catch(() => undefined);
  }
});

test("the operator's console, its real remote, joins a running shell by configuration alone: its pages render, the server answers for them, and its menu shows after sign-in", async ({ page, stack }, testInfo) => {
  const shellUrl = originOf(stack.spareShellPort);
  const configFile = testInfo.outputPath('shell-config.json');
  const withoutOperator = { customer: manifestUrl(stack.customerUrl), seller: manifestUrl(stack.sellerUrl) };
  let shell: ServerProcess | undefined;
  try {
    writeRuntimeConfig(configFile, { apiUrl: stack.apiUrl, remotes: withoutOperator });
    // Its own file of the remotes' last good pages: this shell has never known the operator remote.
    shell = await startShell({ port: stack.spareShellPort, configFile, pagesFile: testInfo.outputPath('remote-pages.json') });
    // Not one of its pages: the server's 404 page.
    expect(await guestHtml(shellUrl, '/operator/login')).toMatchObject({ status: 404, render: 'server' });
    await page.goto(`${shellUrl}/operator/login`);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();

    await test.step('the configuration names the operator remote (operator-app/dist, served on its own origin)', async () => {
      writeRuntimeConfig(configFile, { apiUrl: stack.apiUrl, remotes: { ...withoutOperator, operator: manifestUrl(stack.operatorUrl) } });
      // Its guard, from its description: a guest is sent to the sign-in page it names.
      await expect
        .poll(async () => {
          const { status, location } = await guestHtml(shellUrl, '/operator/reports');
          return { status, location };
        }, { timeout: 30_000, intervals: [500] })
        .toEqual({ status: 302, location: '/operator/login' });
      expect((await guestHtml(shellUrl, '/operator/login')).status).toBe(200);
    });

    await test.step('its sign-in page renders in the browser; after sign-in the operator menu shows and its pages open', async () => {
      await page.goto(`${shellUrl}/operator/login`);
      await operatorSignsIn(page, stack);
      for (const label of ['Overview', 'Reports', 'Stores', 'Products', 'Audit log']) await expect(header(page).getByRole('link', { name: label })).toBeVisible();
      await header(page).getByRole('link', { name: 'Stores' }).click();
      await expect(page.getByRole('heading', { name: 'Stores', exact: true })).toBeVisible();
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
      expect(token).toBeTruthy();
      const signedIn = await fetch(`${shellUrl}/operator/stores`, { headers: { Accept: 'text/html', Cookie: `token=${token}` }, redirect: 'manual' });
      expect(signedIn.status).toBe(200);
    });

    expect(shell.child.exitCode).toBeNull();
  } finally {
    await shell?.stop();
  }
});
