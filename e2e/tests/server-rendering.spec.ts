/**
 * The shell's server renders the public pages: readable with JavaScript off, the right status for
 * what does not exist, a signed-in visitor's own header in the first HTML, and /sitemap.xml with
 * /robots.txt. (Hydration without warnings on every route is checked in routes-a11y-screens.)
 */
import { uniqueName } from '../src/apiClient';
import { expect, signIn, test } from '../src/fixtures';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('home, shop, product and store pages show their content', async ({ page, api }) => {
    const store = await api.registerStore(undefined, { bio: 'Clay from the valley of Oaxaca.' });
    const name = uniqueName('Terracotta Vase');
    const vase = await api.addProduct(store.token, { name, price: 48.5, stock: 12, country: 'Mexico', desc: 'Thrown by hand in Oaxaca.' });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop Globally, Buy Locally' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();

    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { name: 'Shop Products' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByLabel('Search')).toHaveValue(name);

    await page.goto(`/product/${vase.product_id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('$48.50')).toBeVisible();
    await expect(page.getByText('Thrown by hand in Oaxaca.')).toBeVisible();
    await expect(page.getByText('In Stock (12 available)')).toBeVisible();
    // The picture is there at first paint, in the widths the layout needs.
    const picture = page.getByRole('img', { name });
    await expect(picture).toHaveAttribute('srcset', /\?w=320 320w/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto(`/store/${store.name}`);
    await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
    await expect(page.getByText('Clay from the valley of Oaxaca.')).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();

    // Navigation works as plain links.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { name: 'Shop Products' })).toBeVisible();
  });

  test("what does not exist answers 404 with the spec's pages", async ({ page }) => {
    const product = await page.goto('/product/999999999');
    expect(product?.status()).toBe(404);
    await expect(page.getByText('Product not found')).toBeVisible();

    const store = await page.goto('/store/no_such_store_here');
    expect(store?.status()).toBe(404);
    await expect(page.getByText('Store not found')).toBeVisible();

    const path = await page.goto('/this/page/does/not/exist');
    expect(path?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  });
});

test('a signed-in customer gets their own header, cart count included, in the first HTML; a guest never sees it', async ({ context, page, api, stack }) => {
  const store = await api.registerStore();
  const scarf = await api.addProduct(store.token, { name: 'Wool Scarf', price: 30, stock: 4, country: 'Ireland' });
  const customer = await api.registerCustomer();
  await api.addToCart(customer.token, scarf, 1);

  const asCustomer = await (await fetch(`${stack.shellUrl}/`, { headers: { Cookie: `token=${customer.token}` } })).text();
  expect(asCustomer).toMatch(/data-cart-count=""[^>]*>1</);
  expect(asCustomer).toContain('Profile');
  const asGuest = await (await fetch(`${stack.shellUrl}/`)).text();
  expect(asGuest).not.toContain('data-cart-count');
  expect(asGuest).toContain('Sign Up');

  // In the browser the header is the customer's from the first paint (no guest header first).
  await signIn(context, customer.token);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('header').getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
});

test("the browser hydrates the server's data: no public page asks the API for it again", async ({ page, api }) => {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: uniqueName('Linen Bag'), price: 19, stock: 3, country: 'Portugal' });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/live') asked.push(pathname);
  });
  for (const path of ['/', '/shop', `/product/${product.product_id}`, `/store/${store.name}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(asked).toEqual([]);
  // And the hydrated page answers: the theme toggle works.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a stored dark theme is dark from the first paint', async ({ context, page }) => {
  await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  // No script of the app runs: what shows is the server's HTML and CSS with the boot script's attribute.
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 11, 16)');
});

test('/sitemap.xml lists every product and store page, and /robots.txt names it', async ({ api, stack }) => {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: 'Linen Apron', price: 22, stock: 3, country: 'Portugal' });
  const robots = await (await fetch(`${stack.shellUrl}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${stack.shellUrl}/sitemap.xml`);
  const response = await fetch(`${stack.shellUrl}/sitemap.xml`);
  expect(response.headers.get('content-type')).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset');
  expect(xml).toContain(`<loc>${stack.shellUrl}/product/${product.product_id}</loc>`);
  expect(xml).toContain(`<loc>${stack.shellUrl}/store/${encodeURIComponent(store.name)}</loc>`);
  expect(xml).toContain(`<loc>${stack.shellUrl}/shop</loc>`);
});

test('pages load under the Content-Security-Policy without a single violation', async ({ context, page, api }) => {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: uniqueName('Clay Cup'), price: 12, stock: 5, country: 'Mexico' });
  const customer = await api.registerCustomer();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`[console] ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });

  const first = await page.goto(`/product/${product.product_id}`);
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src [^;]*'nonce-/);
  expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  // Guest pages (server-rendered, kept ones too), the browser-rendered sign-in pages of both remotes.
  for (const path of ['/', '/shop', `/product/${product.product_id}`, `/store/${store.name}`, '/login', '/store/login', '/no/such/page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Signed in: a page left to the browser, and the live channel's WebSocket.
  await signIn(context, customer.token);
  for (const path of ['/', '/profile', '/inbox']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('html')).toHaveAttribute('data-app-ready');
  expect(violations).toEqual([]);
});

test("a server-rendered page whose remote's code arrives late: the app says it is ready only once the page answers, and a click then opens the dialog", async ({ page, context, api, stack }) => {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: uniqueName('Late Code Vase'), price: 9, stock: 3, country: 'Japan' });
  const customer = await api.registerCustomer();
  await signIn(context, customer.token);
  // The customer remote's scripts arrive 1.5 s late, as on a busy machine: the shell has hydrated
  // long before the product page can.
  const customerOrigin = new URL(stack.customerUrl).origin;
  await page.route((url) => url.origin === customerOrigin && url.pathname.endsWith('.js'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/product/${product.product_id}`); // waits for <html data-app-ready>
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Report this product' })).toBeVisible({ timeout: 20_000 });
});
