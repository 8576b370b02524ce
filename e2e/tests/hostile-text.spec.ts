/** Text that looks like markup is shown as text and runs nothing, wherever it is typed. */
import type { Page } from '@playwright/test';
import { expect, newAppPage, signIn, test } from '../src/fixtures';

const HOSTILE = `<img src=x onerror="window.__hostileRan=(window.__hostileRan||0)+1;alert('xss')"><script>window.__hostileRan=1</script>`;

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __hostileRan?: number }).__hostileRan)).toBeUndefined();
  // No element was made from the text.
  await expect(page.locator('img[src="x"], script:has-text("__hostileRan")')).toHaveCount(0);
}

test('markup in a product description and in a chat message shows as text and runs nothing', async ({ browser, api, stack, pageErrors }) => {
  const store = await api.registerStore();
  const product = await api.addProduct(store.token, { name: 'Plain Mug', desc: `Nice mug. ${HOSTILE}`, price: 9.99, stock: 3, country: 'France' });
  const customer = await api.registerCustomer();

  const customerContext = await browser.newContext({ baseURL: stack.shellUrl });
  const storeContext = await browser.newContext({ baseURL: stack.shellUrl });
  const dialogs: string[] = [];
  try {
    await signIn(customerContext, customer.token);
    await signIn(storeContext, store.token);
    const customerPage = await newAppPage(customerContext);
    const storePage = await newAppPage(storeContext);
    for (const page of [customerPage, storePage]) {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
    }

    await test.step('product description', async () => {
      await customerPage.goto(`/product/${product.product_id}`);
      await expect(customerPage.getByText(HOSTILE, { exact: false })).toBeVisible();
      await customerPage.waitForLoadState('networkidle');
      await expectNothingRan(customerPage, dialogs);
    });

    await test.step('chat message, on both sides', async () => {
      await storePage.goto(`/store/chat/${customer.name}`);
      await expect(storePage.getByRole('heading', { name: `Chat with ${customer.name}` })).toBeVisible();
      await customerPage.goto(`/chat/${store.name}`);
      await customerPage.getByPlaceholder('Type your message...').fill(HOSTILE);
      await customerPage.getByRole('button', { name: 'Send' }).click();
      await expect(customerPage.getByRole('listitem').filter({ hasText: HOSTILE })).toBeVisible();
      await expect(storePage.getByRole('listitem').filter({ hasText: HOSTILE })).toBeVisible();
      // And after a reload, from the server's copy.
      await storePage.reload();
      await expect(storePage.getByRole('listitem').filter({ hasText: HOSTILE })).toBeVisible();
      await storePage.goto('/store/inbox');
      await expect(storePage.getByText(HOSTILE)).toBeVisible();
      await expectNothingRan(customerPage, dialogs);
      await expectNothingRan(storePage, dialogs);
    });
    expect(pageErrors).toEqual([]);
  } finally {
    await customerContext.close();
    await storeContext.close();
  }
});
