/**
 * Orders both sides follow to the end, told live (docs/orders-and-notifications.md): a customer checks
 * out two lines from two stores; each store's bell rises and its order (name, total) appears on
 * /store/orders without a reload; one store completes, the other cancels with a reason from the
 * dashboard's Orders tab; the customer's bell and My Orders show both outcomes without a reload, and
 * the cancelled units are back in stock.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Account } from '../src/apiClient';
import { expect, expectToast, header, newAppPage, signIn, test } from '../src/fixtures';

/** Resolves once the page's live connection said `ready` (from then on nothing stored is missed). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"ready"')) resolve();
      }),
    );
  });
}

/** Marks the document; `expectSameDocument` later proves no reload or full navigation happened since. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const expectSameDocument = async (page: Page) => expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

/** The bell's unread count (the badge is there only above 0). */
const bellCount = (page: Page) => header(page).locator('[data-notification-count]');
const bell = (page: Page) => header(page).getByRole('button', { name: /^Notifications/ });

/** A page signed in as `account`, opened at `path`, listening live. */
async function openSignedIn(contexts: BrowserContext[], newContext: () => Promise<BrowserContext>, account: Account, path: string): Promise<Page> {
  const context = await newContext();
  contexts.push(context);
  await signIn(context, account.token);
  const page = await newAppPage(context);
  const live = liveReady(page);
  await page.goto(path);
  await live;
  await markDocument(page);
  return page;
}

test('two stores are told of their orders live; one completes, one cancels with a reason; the customer sees both outcomes live and the stock is back', async ({ browser, api, stack }) => {
  const kiln = await api.registerStore();
  const loom = await api.registerStore();
  const customer = await api.registerCustomer();
  const teaSet = await api.addProduct(kiln.token, { name: 'Raku Tea Set', price: 25.5, stock: 5, country: 'Japan' });
  const scarf = await api.addProduct(loom.token, { name: 'Alpaca Scarf', price: 12.25, stock: 5, country: 'Peru' });
  await api.addToCart(customer.token, teaSet, 2, 'Canada, Toronto, 100 King St W');
  await api.addToCart(customer.token, scarf, 1, 'Canada, Toronto, 100 King St W');
  const reason = 'The last scarf was damaged in the dye bath, sorry';

  const contexts: BrowserContext[] = [];
  const newContext = () => browser.newContext({ baseURL: stack.shellUrl });
  try {
    const kilnPage = await openSignedIn(contexts, newContext, kiln, '/store/orders');
    const loomPage = await openSignedIn(contexts, newContext, loom, '/store/orders');
    for (const page of [kilnPage, loomPage]) {
      await expect(page.getByText('No orders found.')).toBeVisible();
      await expect(bellCount(page)).toHaveCount(0);
    }
    const customerPage = await openSignedIn(contexts, newContext, customer, '/cart');

    await test.step('the customer checks out both lines and lands on My Orders', async () => {
      await customerPage.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expectToast(customerPage, 'Order Placed');
      await expect(customerPage).toHaveURL(/\/orders$/);
      await expect(customerPage.getByRole('heading', { name: 'My Orders' })).toBeVisible();
      const orders = customerPage.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
      await expect(orders).toHaveCount(2);
      for (const name of [teaSet.name, scarf.name]) await expect(orders.filter({ hasText: name }).getByText('Pending', { exact: true })).toBeVisible();
    });

    const orderIds: Record<'kiln' | 'loom', number> = { kiln: 0, loom: 0 };
    await test.step('each store is told live and sees its order with the product and the total', async () => {
      for (const [who, page, product, total] of [['kiln', kilnPage, teaSet, '$51.00'], ['loom', loomPage, scarf, '$12.25']] as const) {
        await expect(bellCount(page)).toHaveText('1');
        const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: customer.name });
        await expect(order).toHaveCount(1);
        await expect(order.getByText(product.name, { exact: true })).toBeVisible();
        await expect(order.getByText(total, { exact: true })).toBeVisible();
        orderIds[who] = Number((await order.getByText(/^Order #\d+$/).textContent())!.replace('Order #', ''));
        await bell(page).click();
        await expect(page.getByRole('link', { name: new RegExp(`New order #${orderIds[who]} \\(.*${product.name}\\) from ${customer.name}: \\${total}`) })).toBeVisible();
        await page.keyboard.press('Escape');
        await expectSameDocument(page);
      }
    });

    await test.step('the first store completes its order', async () => {
      const order = kilnPage.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: customer.name });
      await order.getByRole('button', { name: 'Mark as Completed' }).click();
      await expectToast(kilnPage, 'Order Completed');
      await expect(kilnPage.getByText('No orders found.')).toBeVisible();
    });

    await test.step('the second store cancels its order with a reason from the dashboard', async () => {
      await header(loomPage).getByRole('link', { name: 'Store Dashboard' }).click();
      await loomPage.getByRole('tab', { name: 'Orders' }).click();
      const order = loomPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: new RegExp(`Order #${orderIds.loom}(?!\\d)`) });
      await expect(order.getByText('Pending', { exact: true })).toBeVisible();
      await order.getByRole('button', { name: 'Cancel Order' }).click();
      const dialog = loomPage.getByRole('dialog', { name: `Cancel order #${orderIds.loom}?` });
      await dialog.getByLabel('Reason for the customer').fill(reason);
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(dialog).toBeHidden();
      await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(order.getByText(`You cancelled it: ${reason}`)).toBeVisible();
      await expectSameDocument(loomPage);
    });

    await test.step("the customer's My Orders and bell show both outcomes without a reload", async () => {
      const orders = customerPage.getByRole('list', { name: 'Your orders' });
      const completed = orders.getByRole('listitem', { name: `Order #${orderIds.kiln}`, exact: true });
      const cancelled = orders.getByRole('listitem', { name: `Order #${orderIds.loom}`, exact: true });
      await expect(completed.getByText('Completed', { exact: true })).toBeVisible();
      await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(cancelled.getByText(`The store's reason: ${reason}`)).toBeVisible();
      await expect(orders.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      await expect(bellCount(customerPage)).toHaveText('2');
      await bell(customerPage).click();
      await expect(customerPage.getByRole('link', { name: new RegExp(`${kiln.name} completed your order #${orderIds.kiln} \\(2 × ${teaSet.name}\\)`) })).toBeVisible();
      await expect(customerPage.getByRole('link', { name: new RegExp(`${loom.name} cancelled your order #${orderIds.loom} \\(1 × ${scarf.name}\\)\\. Reason: ${reason}`) })).toBeVisible();
      await customerPage.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(bellCount(customerPage)).toHaveCount(0);
      await expectSameDocument(customerPage);
    });

    await test.step('the cancelled units are back in stock; the completed ones are not', async () => {
      expect((await api.product(scarf.product_id)).stock).toBe(5);
      expect((await api.product(teaSet.product_id)).stock).toBe(3);
      await customerPage.goto(`/product/${scarf.product_id}`);
      await expect(customerPage.getByText('In Stock (5 available)')).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
