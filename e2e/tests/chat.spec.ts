/** Live chat (docs/departures.md, 5): each party sees the other's message appear without a reload. */
import { expect, newAppPage, signIn, test } from '../src/fixtures';

test('the customer writes to the store and the store answers, each seeing the other appear without a reload', async ({ browser, api, stack }) => {
  const store = await api.registerStore();
  const customer = await api.registerCustomer();
  const customerContext = await browser.newContext({ baseURL: stack.shellUrl });
  const storeContext = await browser.newContext({ baseURL: stack.shellUrl });
  try {
    await signIn(customerContext, customer.token);
    await signIn(storeContext, store.token);
    const customerPage = await newAppPage(customerContext);
    const storePage = await newAppPage(storeContext);

    // The customer starts from the store's page, as a shopper would.
    await customerPage.goto(`/store/${store.name}`);
    await customerPage.getByRole('link', { name: 'Contact Store' }).click();
    await expect(customerPage).toHaveURL(new RegExp(`/chat/${store.name}$`));
    await expect(customerPage.getByRole('heading', { name: `Chat with ${store.name}` })).toBeVisible();
    await expect(customerPage.getByText('No messages found')).toBeVisible();

    await storePage.goto(`/store/chat/${customer.name}`);
    await expect(storePage.getByRole('heading', { name: `Chat with ${customer.name}` })).toBeVisible();
    // Both pages are open and listening before anything is sent.
    await expect(storePage.getByText('Loading chat...')).toHaveCount(0);
    await customerPage.waitForLoadState('networkidle');
    await storePage.waitForLoadState('networkidle');

    const question = 'Hello! Do you ship the tea set to Canada?';
    await customerPage.getByPlaceholder('Type your message...').fill(question);
    await customerPage.getByRole('button', { name: 'Send' }).click();
    await expect(customerPage.getByPlaceholder('Type your message...')).toHaveValue('');
    await expect(customerPage.getByRole('listitem').filter({ hasText: question })).toHaveAttribute('data-own', 'true');
    const arrived = storePage.getByRole('listitem').filter({ hasText: question });
    await expect(arrived).toBeVisible();
    await expect(arrived).toContainText(customer.name);

    const answer = 'Yes, we ship worldwide within a week.';
    await storePage.getByPlaceholder('Type your message...').fill(answer);
    await storePage.getByRole('button', { name: 'Send' }).click();
    await expect(storePage.getByRole('listitem').filter({ hasText: answer })).toHaveAttribute('data-own', 'true');
    const reply = customerPage.getByRole('listitem').filter({ hasText: answer });
    await expect(reply).toBeVisible();
    await expect(reply).toHaveAttribute('data-own', 'false');

    // Each appeared once (the local append and the push do not double up).
    await expect(customerPage.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
    await expect(storePage.getByRole('listitem').filter({ hasText: answer })).toHaveCount(1);

    // Both inboxes list the conversation.
    await customerPage.goto('/inbox');
    await expect(customerPage.getByRole('link', { name: `View Chat with ${store.name}` })).toBeVisible();
    await storePage.goto('/store/inbox');
    await expect(storePage.getByRole('link', { name: `View Chat with ${customer.name}` })).toBeVisible();
  } finally {
    await customerContext.close();
    await storeContext.close();
  }
});
