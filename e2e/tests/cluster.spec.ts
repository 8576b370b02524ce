/**
 * The site through `npm run start:cluster`: HAProxy in front of three API instances on PostgreSQL,
 * Redis and an S3 bucket, each instance with an empty DATA_DIR. A picture uploaded through one
 * instance is served by every instance; a customer and a store whose live connections are on
 * different instances chat live both ways; the customer checks out and the store sees the order.
 */
import type { Page, WebSocket } from '@playwright/test';
import { ApiClient, fixtureImage, uniqueName } from '../src/apiClient';
import { startCluster, type Cluster } from '../src/cluster';
import { expect, expectToast, signIn, test, waitForAppOnNavigation } from '../src/fixtures';

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  cluster = await startCluster();
});
test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  await cluster?.stop();
});

/** The instance serving the page's live connection, from the ready frame (`instance`). */
function liveInstance(page: Page): Promise<string> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().endsWith('/api/live')) return;
      socket.on('framereceived', ({ payload }) => {
        try {
          const frame = JSON.parse(String(payload)) as { type?: string; instance?: string };
          if (frame.type === 'ready' && frame.instance) {
            page.off('websocket', onSocket);
            resolve(frame.instance);
          }
        } catch {
          // not JSON
        }
      });
    };
    page.on('websocket', onSocket);
  });
}

test('upload, pictures, live chat and checkout across three instances', async ({ browser }) => {
  test.setTimeout(240_000);
  const api = new ApiClient(cluster.apiUrl);
  const store = await api.registerStore(uniqueName('cluster_store'));
  const customer = await api.registerCustomer(uniqueName('cluster_cust'), 'Canada, Toronto, 100 King St W');
  const storeContext = await browser.newContext({ baseURL: cluster.shellUrl });
  const customerContext = await browser.newContext({ baseURL: cluster.shellUrl });
  try {
    await signIn(storeContext, store.token);
    await signIn(customerContext, customer.token);
    const storePage = await storeContext.newPage();
    const customerPage = await customerContext.newPage();
    // Like the fixture's page: a visitor acts once the server-rendered page has hydrated.
    for (const page of [storePage, customerPage]) waitForAppOnNavigation(page);
    const productName = 'Cluster Teapot';

    let img = '';
    await test.step('the store adds a product with a picture; every instance serves the picture', async () => {
      await storePage.goto('/store/add-product');
      await expect(storePage.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
      await storePage.getByLabel('Product Name').fill(productName);
      await storePage.getByLabel('Description').fill('Cast iron, 0.8 l.');
      await storePage.getByLabel('Price').fill('42.00');
      await storePage.getByLabel('Stock').fill('5');
      await storePage.getByLabel('Country').selectOption('Japan');
      await storePage.getByLabel('Product Image').setInputFiles(fixtureImage('product.png'));
      const [upload] = await Promise.all([
        storePage.waitForResponse((response) => response.url().endsWith('/api/product/add') && response.request().method() === 'POST'),
        storePage.getByRole('button', { name: 'Add Product' }).click(),
      ]);
      expect(upload.status()).toBe(201);
      const uploadedBy = (await upload.allHeaders())['x-instance-id'];
      expect(cluster.instances.map((instance) => instance.id)).toContain(uploadedBy);
      img = ((await upload.json()) as { product: { img: string } }).product.img;
      await expectToast(storePage, 'Your product has been successfully added.');

      for (const path of [img, `${img}?w=320`]) {
        const answers = await Promise.all(cluster.instances.map(async ({ id, url }) => ({ id, res: await fetch(`${url}${path}`) })));
        const bodies = [];
        for (const { res } of answers) {
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/webp');
          expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          bodies.push(Buffer.from(await res.arrayBuffer()));
        }
        // The very same bytes from every instance, including those that did not take the upload.
        for (const body of bodies) expect(body.equals(bodies[0])).toBe(true);
        expect(new Set(answers.map((a) => a.res.headers.get('x-instance-id'))).size).toBe(3);
      }
    });

    await test.step('customer and store on different instances chat live, both ways', async () => {
      const customerLive = liveInstance(customerPage);
      await customerPage.goto(`/chat/${store.name}`);
      await expect(customerPage.getByRole('heading', { name: `Chat with ${store.name}` })).toBeVisible();
      const customerInstance = await customerLive;
      let storeInstance = '';
      // The balancer takes turns: reconnect the store's page until it lands on another instance.
      for (let attempt = 0; attempt < 8 && (storeInstance === '' || storeInstance === customerInstance); attempt++) {
        // One more request through the balancer shifts its turn: a page load that makes a multiple
        // of three requests would otherwise land its socket on the same instance every time.
        if (attempt > 0) await fetch(`${cluster.apiUrl}/api/health`);
        const storeLive = liveInstance(storePage);
        await storePage.goto(`/store/chat/${customer.name}`);
        storeInstance = await storeLive;
      }
      expect(storeInstance).not.toBe(customerInstance);
      await expect(storePage.getByRole('heading', { name: `Chat with ${customer.name}` })).toBeVisible();
      await expect(storePage.getByText('Loading chat...')).toHaveCount(0);

      const question = `Is the teapot still available? (${customerInstance} → ${storeInstance})`;
      await customerPage.getByPlaceholder('Type your message...').fill(question);
      await customerPage.getByRole('button', { name: 'Send' }).click();
      await expect(storePage.getByRole('listitem').filter({ hasText: question })).toBeVisible();

      const answer = 'Yes, five of them.';
      await storePage.getByPlaceholder('Type your message...').fill(answer);
      await storePage.getByRole('button', { name: 'Send' }).click();
      await expect(customerPage.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
      await expect(customerPage.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
      await expect(storePage.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);
    });

    await test.step('the customer checks out; the store sees the order', async () => {
      const product = (await (await fetch(`${cluster.apiUrl}/api/product/store/${(await (await fetch(`${cluster.apiUrl}/api/store/${store.name}`)).json()).store_id}`)).json()) as { product_id: number; name: string }[];
      const teapot = product.find((p) => p.name === productName)!;
      await customerPage.goto(`/product/${teapot.product_id}`);
      await customerPage.getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = customerPage.getByRole('dialog', { name: 'Enter Your Location' });
      await dialog.getByPlaceholder('Enter your country and full location').fill('Canada, Toronto, 100 King St W');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(customerPage, 'Added to Cart');
      await customerPage.goto('/cart');
      const [placed] = await Promise.all([
        customerPage.waitForRequest((request) => request.url().endsWith('/api/order/add')),
        customerPage.getByRole('button', { name: 'Proceed to Checkout' }).click(),
      ]);
      expect((await placed.allHeaders())['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      await expectToast(customerPage, 'Order Placed');
      // Checkout leads to My Orders.
      await expect(customerPage.getByRole('heading', { name: 'My Orders' })).toBeVisible();

      await storePage.goto('/store/orders');
      await expect(storePage.getByRole('listitem').filter({ hasText: customer.name })).toHaveCount(1);
    });
  } finally {
    await storeContext.close();
    await customerContext.close();
  }
});
