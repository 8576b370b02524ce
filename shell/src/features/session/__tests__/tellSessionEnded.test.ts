/** A visitor signed out because the API refused their token is told why, in the page's language. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { i18n, resetToasts, useToast } from 'shared-ui';
import { tellSessionEnded } from '../tellSessionEnded';

const suspended = { status: 403, data: { msg: 'This store is suspended: counterfeit goods', code: 'store_suspended' } };

function shownToasts() {
  const { result } = renderHook(() => useToast());
  return () => result.current.toasts.map(({ title, description, variant }) => ({ title, description, variant }));
}

afterEach(async () => {
  act(() => resetToasts());
  await act(() => i18n.changeLanguage('en'));
});

test("in English: the API's own reason, the operator's words included", async () => {
  const toasts = shownToasts();
  await act(() => tellSessionEnded(suspended));
  await waitFor(() =>
    expect(toasts()).toEqual([{ title: 'You have been signed out', description: 'This store is suspended: counterfeit goods', variant: 'destructive' }]),
  );
});

test("in another language: the reason's translation by its code", async () => {
  await act(() => i18n.changeLanguage('es'));
  const toasts = shownToasts();
  await act(() => tellSessionEnded({ status: 401, data: { msg: 'Your password was changed; please sign in again', code: 'token_revoked' } }));
  await waitFor(() =>
    expect(toasts()).toEqual([{ title: 'Se cerró tu sesión', description: 'Tu contraseña cambió. Vuelve a iniciar sesión.', variant: 'destructive' }]),
  );
});
