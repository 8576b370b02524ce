import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../test/render';
import { ModerationAction, type ModerationActionProps } from './ModerationAction';

/** What a feature's hook would give: the words in English, the call a mock. */
function renderAction(send: ModerationActionProps['send'], overrides: Partial<ModerationActionProps> = {}) {
  const props: ModerationActionProps = {
    label: 'Suspend',
    destructive: true,
    title: 'Suspend tokyo-goods',
    description: 'Its products leave the marketplace.',
    send,
    done: { title: 'Store suspended', description: 'tokyo-goods is suspended.' },
    failed: { title: 'Could not suspend the store', fallback: 'The store could not be suspended. Please try again.' },
    ...overrides,
  };
  return renderPage(<ModerationAction {...props} />, { path: '/' });
}

const confirmIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Suspend' });

/** Opens the dialog with the button, types the reason and confirms; the dialog. */
async function suspendWith(user: ReturnType<typeof renderAction>['user'], reason: string) {
  await user.click(screen.getByRole('button', { name: 'Suspend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend tokyo-goods' });
  await user.type(within(dialog).getByLabelText(/Reason/), reason);
  await user.click(confirmIn(dialog));
  return dialog;
}

test('its button opens the reason dialog; a reason is required before the action is sent', async () => {
  const send = jest.fn().mockResolvedValue({});
  const { user } = renderAction(send);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Suspend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend tokyo-goods' });
  expect(dialog).toHaveAccessibleDescription(/Its products leave the marketplace/);

  await user.click(confirmIn(dialog));
  expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Reason/), '   ');
  await user.click(confirmIn(dialog));
  expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

test('confirming sends the action with the trimmed reason, says it is done and closes the dialog', async () => {
  const send = jest.fn().mockResolvedValue({});
  const { user } = renderAction(send);
  await suspendWith(user, '  Selling fakes ');
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith('Selling fakes');
  expect(await screen.findByText('Store suspended')).toBeInTheDocument();
  expect(screen.getByText('tokyo-goods is suspended.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the confirm button is busy while the action is sent', async () => {
  let finish: (value: unknown) => void = () => {};
  const send = jest.fn(() => new Promise((resolve) => (finish = resolve)));
  const { user } = renderAction(send);
  const dialog = await suspendWith(user, 'Selling fakes');
  await waitFor(() => expect(confirmIn(dialog)).toBeDisabled());
  finish({});
  expect(await screen.findByText('Store suspended')).toBeInTheDocument();
});

test('a refusal is shown (the server’s words in English), and the dialog stays open with the reason', async () => {
  const send = jest.fn().mockRejectedValue({ status: 409, data: { code: 'already_suspended', msg: 'The store is already suspended' } });
  const { user } = renderAction(send);
  const dialog = await suspendWith(user, 'Selling fakes');
  expect(await screen.findByText('Could not suspend the store')).toBeInTheDocument();
  expect(screen.getByText('The store is already suspended')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Selling fakes');
  expect(confirmIn(dialog)).toBeEnabled();
});

test('a failure with no answer says the fallback text', async () => {
  const send = jest.fn().mockRejectedValue({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
  const { user } = renderAction(send);
  await suspendWith(user, 'Selling fakes');
  expect(await screen.findByText('Could not suspend the store')).toBeInTheDocument();
  expect(screen.getByText('The store could not be suspended. Please try again.')).toBeInTheDocument();
});

test('the reason field and its required message may be worded by the feature (a note)', async () => {
  const { user } = renderAction(jest.fn(), { label: 'Dismiss', destructive: false, title: 'Dismiss the report', reasonLabel: 'Note', requiredText: 'A note is required' });
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report' });
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await within(dialog).findByText('A note is required')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Note/)).toBeInTheDocument();
});
