/** The operator identity (issue "Trust and the operator"): token claims operator_id, operator_name. */
import { act } from '@testing-library/react';
import Cookies from 'js-cookie';
import { makeStore } from '../../store';
import { customerToken, fakeToken, operatorToken, renderWithStore, startMockApi, storeToken } from '../../testing';
import { initSession, loginWithToken, logout, readToken, sessionStateFor } from '../thunks';
import { useSession } from '../useSession';

startMockApi();

const inAMinute = () => Math.floor(Date.now() / 1000) + 60;
const OPERATOR = { operator_id: 4, operator_name: 'ops-ana' };

beforeEach(() => Cookies.remove('token', { path: '/' }));
afterEach(() => jest.restoreAllMocks());

test('a stored operator token starts an operator session, and useSession says so', () => {
  Cookies.set('token', operatorToken(4, 'ops-ana'));
  const { result, store } = renderWithStore(() => useSession());
  act(() => {
    store.dispatch(initSession());
  });
  expect(result.current).toMatchObject({ operator: OPERATOR, customer: null, store: null, isOperator: true, isAuthenticated: true, isStore: false, isCustomer: false });
});

test('signing in as an operator clears a store or customer identity, and the reverse', () => {
  const store = makeStore();
  store.dispatch(loginWithToken(storeToken(3, 'tokyo-goods')));
  expect(store.dispatch(loginWithToken(operatorToken(4, 'ops-ana')))).toBe(true);
  expect(store.getState().session).toEqual({ customer: null, store: null, operator: OPERATOR, loading: false });
  store.dispatch(loginWithToken(customerToken(7, 'alice')));
  expect(store.getState().session.operator).toBeNull();
  expect(store.getState().session.customer).toEqual({ user_id: 7, username: 'alice' });
});

test('signing out an operator removes the token and the identity', () => {
  const store = makeStore();
  store.dispatch(loginWithToken(operatorToken()));
  store.dispatch(logout());
  expect(Cookies.get('token')).toBeUndefined();
  expect(store.getState().session).toEqual({ customer: null, store: null, operator: null, loading: false });
});

test('the server decides the same operator session from the cookie', () => {
  expect(sessionStateFor(operatorToken(4, 'ops-ana'))).toEqual({ customer: null, store: null, operator: OPERATOR, loading: false });
  expect(readToken(operatorToken(4, 'ops-ana'))).toEqual({ kind: 'signed-in', identity: { kind: 'operator', operator: OPERATOR } });
});

test('a token naming an operator and a store or customer too is refused', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  for (const other of [{ store_id: 2, store_name: 'shop' }, { user_id: 1, username: 'alice' }]) {
    const token = fakeToken({ operator_id: 4, operator_name: 'ops-ana', ...other, exp: inAMinute() });
    expect(readToken(token).kind).toBe('invalid');
    const store = makeStore();
    expect(store.dispatch(loginWithToken(token))).toBe(false);
    expect(store.getState().session.operator).toBeNull();
  }
});
