import { act, renderHook } from '@testing-library/react';
import { resetToasts, useToast } from './store';
import { submitWithToasts } from './submitWithToasts';

const toasts = { success: { title: 'Saved', description: 'All good.' }, failure: { title: 'Failed', describe: (error: unknown) => `Because ${String(error)}` } };

afterEach(() => act(() => resetToasts()));

function shownToasts() {
  const { result } = renderHook(() => useToast());
  return result.current.toasts.map(({ title, description, variant }) => ({ title, description, variant }));
}

it('toasts success and resolves true when the request succeeds', async () => {
  await expect(submitWithToasts(() => Promise.resolve('ok'), toasts)).resolves.toBe(true);
  expect(shownToasts()).toEqual([{ title: 'Saved', description: 'All good.', variant: 'default' }]);
});

it('toasts the described failure and resolves false when the request fails', async () => {
  await expect(submitWithToasts(() => Promise.reject(new Error('no network')), toasts)).resolves.toBe(false);
  expect(shownToasts()).toEqual([{ title: 'Failed', description: 'Because Error: no network', variant: 'destructive' }]);
});
