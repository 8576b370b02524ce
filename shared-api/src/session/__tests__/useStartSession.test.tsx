import { customerToken, renderWithStore } from '../../testing';
import { useStartSession } from '../useStartSession';

test('a usable token becomes the session', () => {
  const { result, store } = renderWithStore(() => useStartSession());
  result.current({ token: customerToken(7, 'alice') });
  expect(store.getState().session.customer?.username).toBe('alice');
});

test('an unusable token throws, so the login page reports a failure', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { result, store } = renderWithStore(() => useStartSession());
  expect(() => result.current({ token: 'not-a-token' })).toThrow('unusable token');
  expect(store.getState().session.customer).toBeFalsy();
  log.mockRestore();
});
