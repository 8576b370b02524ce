import { cleanup } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
// The index, not its modules: importing it registers the public pages' endpoints before any test.
import { configureApi, makeStore } from '../index';

/**
 * A remote's jest setup for its page tests: the API at `apiUrl` mocked by `server` (an unhandled
 * request fails the test), and after each test the page unmounted, the handlers reset, what the app
 * adds (`afterEachTest`, e.g. clearing the toasts) done, and the sign-in cookie cleared.
 */
export function setUpPageTests(server: SetupServer, apiUrl: string, { afterEachTest }: { afterEachTest?: () => void } = {}) {
  configureApi({ apiUrl });
  // Whole-page tests on a busy 2-core machine can pass jest's 5 s without being stuck.
  jest.setTimeout(30_000);
  void makeStore;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // Unmount first, so clearing the toasts does not update a mounted Toaster.
    cleanup();
    server.resetHandlers();
    afterEachTest?.();
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
  afterAll(() => server.close());
}
