/**
 * Every tab of a browser shares the sign-in cookie, so they agree on who is signed in: a sign-out
 * or a sign-in in one tab is followed by the others at once, and a sign-in the server ends (a
 * suspended store) signs the visitor out with the reason instead of leaving pages that fail.
 */
import { expect, expectToast, header, newAppPage, signIn, storeSignsIn, test } from '../src/fixtures';
import { uniqueName } from '../src/apiClient';

test('a sign-out in one tab signs the other tab out; a sign-in there as a store follows too', async ({ page, context, api }) => {
  const customer = await api.registerCustomer();
  const store = await api.registerStore();
  await signIn(context, customer.token);
  await page.goto('/profile');
  const other = await newAppPage(context);
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  // The other tab, untouched: its guard now asks for a sign-in.
  await expect(other.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
  await expect(header(other).getByRole('link', { name: 'Login' })).toBeVisible();

  await storeSignsIn(page, store.name);
  await expectToast(page, 'Login Successful');
  await expect(header(other).getByRole('link', { name: 'Store Dashboard' })).toBeVisible();
  await expect(header(other).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test("a store suspended while its orders page is open is signed out there, with the operator's reason", async ({ page, context, api, stack }) => {
  const store = await api.registerStore();
  const { store_id: storeId } = await api.store(store.name);
  const operatorToken = await api.operatorLogin(stack.operatorName);
  const reason = `Counterfeit listings ${uniqueName('why')}`;
  await signIn(context, store.token);
  // The page listens on the live channel (the notification bell); the suspension ends that sign-in.
  const listening = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (ws.url().endsWith('/api/live')) ws.on('framereceived', (frame) => String(frame.payload).includes('"ready"') && resolve());
    });
  });
  await page.goto('/store/orders');
  await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
  await listening;

  await api.suspendStore(operatorToken, storeId, reason);
  try {
    await expectToast(page, 'You have been signed out');
    await expectToast(page, reason);
    await expect(page.getByRole('heading', { name: 'Store Login' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await context.cookies()).filter((cookie) => cookie.name === 'token')).toEqual([]);
  } finally {
    await api.reinstateStore(operatorToken, storeId, 'Reinstated after the test');
  }
});
