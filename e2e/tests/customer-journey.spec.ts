/**
 * A customer's purchase from sign-up to a completed order: filter the shop, add through the location
 * dialog, change the quantity, check out; the store completes the order; the stock went down.
 */
import { PASSWORD, uniqueName } from '../src/apiClient';
import { expect, expectToast, header, newAppPage, signIn, test } from '../src/fixtures';

test('a customer registers, filters the shop, buys a product; the store completes the order and the stock went down', async ({ page, browser, api, stack }) => {
  // A word only this test's products carry, so the shop's filters see nothing else.
  const tag = uniqueName('Zq').replace(/[^A-Za-z0-9]/g, '');
  const store = await api.registerStore();
  const teaSet = await api.addProduct(store.token, { name: `Kyoto Tea Set ${tag}`, price: 25.5, stock: 5, country: 'Japan' });
  await api.addProduct(store.token, { name: `Venetian Glass ${tag}`, price: 40, stock: 5, country: 'Italy' });
  await api.addProduct(store.token, { name: `Lacquer Box ${tag}`, price: 120, stock: 5, country: 'Japan' });
  const username = uniqueName('buyer');

  await test.step('register', async () => {
    await page.goto('/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Full Location').fill('Canada, Toronto, 100 King St W');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Registration Successful');
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('sign in', async () => {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Login Successful');
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  await test.step('filter the shop by text, country and price', async () => {
    await header(page).getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { name: 'Shop Products' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Products' }).getByRole('link');
    await page.getByPlaceholder('Search by name, description, or store').fill(tag.toLowerCase());
    await expect(results).toHaveCount(3);
    await page.getByLabel('Country').selectOption('Japan');
    await expect(results).toHaveCount(2);
    await expect(page.getByRole('link', { name: `Venetian Glass ${tag}` })).toHaveCount(0);
    await page.getByLabel('Min Price').fill('25.50');
    await page.getByLabel('Max Price').fill('100');
    await expect(results).toHaveCount(1);
    await expect(page.getByRole('link', { name: teaSet.name })).toBeVisible();
    await page.getByLabel('Max Price').fill('20');
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
    await page.getByLabel('Max Price').fill('25.50');
    await expect(results).toHaveCount(1);
  });

  await test.step('open the product and add it through the location dialog', async () => {
    await page.getByRole('link', { name: teaSet.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${teaSet.product_id}$`));
    await expect(page.getByRole('heading', { name: teaSet.name })).toBeVisible();
    await expect(page.getByText('$25.50').first()).toBeVisible();
    await expect(page.getByText('In Stock (5 available)')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Your Location' });
    await expect(dialog).toBeVisible();
    await dialog.getByPlaceholder('Enter your country and full location').fill('Canada, Toronto, 100 King St W, Apt 5');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Added to Cart');
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  });

  await test.step('change the quantity in the cart and check out', async () => {
    await header(page).getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    const line = page.getByRole('listitem', { name: teaSet.name });
    await expect(line.getByText('Deliver to: Canada, Toronto, 100 King St W, Apt 5')).toBeVisible();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('group', { name: 'Quantity' }).locator('input')).toHaveValue('2');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('$51.00')).toBeVisible();
    // Below 1 is ignored: back to 1, then the minus button stops.
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(summary.getByText('$25.50')).toBeVisible();
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(summary.getByText('$51.00')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectToast(page, 'Order Placed');
    // The order is followed on My Orders (where checkout leads); the cart is empty.
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  await test.step('the store sees the order and marks it completed', async () => {
    const storeContext = await browser.newContext({ baseURL: stack.shellUrl });
    try {
      await signIn(storeContext, store.token);
      const storePage = await newAppPage(storeContext);
      await storePage.goto('/store/orders');
      await expect(storePage.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
      const order = storePage.getByRole('listitem').filter({ hasText: username });
      await expect(order).toHaveCount(1);
      await expect(order.getByText(/^Order #\d+$/)).toBeVisible();
      await expect(order.getByText('Canada, Toronto, 100 King St W, Apt 5')).toBeVisible();
      await expect(order.getByText(String(teaSet.product_id), { exact: true })).toBeVisible();
      await expect(order.getByText('2', { exact: true })).toBeVisible();
      await order.getByRole('button', { name: 'Mark as Completed' }).click();
      await expectToast(storePage, 'Order Completed');
      await expect(storePage.getByRole('listitem').filter({ hasText: username })).toHaveCount(0);
      await expect(storePage.getByText('No orders found')).toBeVisible();
    } finally {
      await storeContext.close();
    }
  });

  await test.step('the stock went down by the quantity ordered', async () => {
    expect((await api.product(teaSet.product_id)).stock).toBe(3);
    await page.goto(`/product/${teaSet.product_id}`);
    await expect(page.getByText('In Stock (3 available)')).toBeVisible();
  });
});
