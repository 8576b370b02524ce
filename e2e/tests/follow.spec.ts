/** Following a store: the count goes up and the button becomes a disabled Following, for good. */
import { expect, expectToast, signIn, test } from '../src/fixtures';

test('a customer follows a store: the count goes up and the button becomes a disabled Following', async ({ page, context, api }) => {
  const store = await api.registerStore();
  const customer = await api.registerCustomer();
  await signIn(context, customer.token);

  await page.goto(`/store/${store.name}`);
  await expect(page.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(page.getByText('0 Followers')).toBeVisible();
  await page.getByRole('button', { name: 'Follow Store' }).click();
  await expect(page.getByText('1 Follower', { exact: true })).toBeVisible();
  const following = page.getByRole('button', { name: 'Following' });
  await expect(following).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Follow Store' })).toHaveCount(0);

  // It is the server's answer, not local state: a reload shows the same.
  await page.reload();
  await expect(page.getByText('1 Follower', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toBeDisabled();
});

test('a guest who presses Follow Store is asked to log in and nothing is counted', async ({ page, api }) => {
  const store = await api.registerStore();
  await page.goto(`/store/${store.name}`);
  await expect(page.getByText('0 Followers')).toBeVisible();
  await page.getByRole('button', { name: 'Follow Store' }).click();
  await expectToast(page, 'Please login to follow stores');
  await expect(page.getByText('0 Followers')).toBeVisible();
});
