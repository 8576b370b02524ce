import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getToken } from 'shared-api';
import { mockOperatorApi } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import OperatorLoginPage from '../components/OperatorLoginPage';

const renderLogin = (url = '/operator/login') => renderPage(<OperatorLoginPage />, { path: '/operator/login', url, as: 'guest' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function signIn(user: ReturnType<typeof renderLogin>['user'], name: string, password: string) {
  await user.type(screen.getByLabelText('Operator Name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

test('requires the operator name and the password, and sends nothing without them', async () => {
  const sent = jest.fn();
  server.use(http.post(`${API}/api/operator/log`, () => (sent(), HttpResponse.json({}))));
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Operator name is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();
});

test('signs the operator in through POST /api/operator/log, stores the token and opens the overview', async () => {
  server.use(...mockOperatorApi().handlers);
  const { user, store } = renderLogin();
  await signIn(user, ' ops-ana ', 'correct horse');
  expect(await screen.findByText('Login Successful')).toBeInTheDocument();
  expect(screen.getByText('Welcome, ops-ana.')).toBeInTheDocument();
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/operator$/);
  expect(getToken()).toBeTruthy();
  expect(store.getState().session.operator).toEqual({ operator_id: 1, operator_name: 'ops-ana' });
});

test('goes back to the console page that sent the operator to sign in', async () => {
  server.use(...mockOperatorApi().handlers);
  // The guard's redirect leaves the page in the history state.
  const { user } = renderPage(<OperatorLoginPage />, { path: '/operator/login', as: 'guest', url: { pathname: '/operator/login', state: { from: '/operator/audit' } } });
  await signIn(user, 'ops-ana', 'correct horse');
  expect(await screen.findByTestId('location')).toHaveTextContent('/operator/audit');
});

test('a refused sign-in shows the server’s msg under Login Failed; no token is kept', async () => {
  server.use(...mockOperatorApi().handlers);
  const { user, store } = renderLogin();
  await signIn(user, 'ops-ana', 'wrong');
  expect(await screen.findByText('Login Failed')).toBeInTheDocument();
  expect(screen.getByText('Invalid operator name or password')).toBeInTheDocument();
  expect(getToken()).toBeUndefined();
  expect(store.getState().session.operator).toBeNull();
});

test('Arabic: the form, and a refusal without a message, in Arabic (the translated fallback)', async () => {
  await act(() => i18n.changeLanguage('ar'));
  server.use(http.post(`${API}/api/operator/log`, () => HttpResponse.error()));
  const { user } = renderLogin();
  expect(screen.getByRole('heading', { name: 'دخول المشرف' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('اسم المشرف'), 'ops-ana');
  await user.type(screen.getByLabelText('كلمة المرور'), 'x');
  await user.click(screen.getByRole('button', { name: 'دخول' }));
  expect(await screen.findByText('تعذّر تسجيل الدخول')).toBeInTheDocument();
  expect(screen.getByText('اسم المشرف أو كلمة المرور غير صحيحة')).toBeInTheDocument();
});
