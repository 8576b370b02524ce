import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from 'shared-ui';
import { server } from './server';
import { clearTokenCookie } from './tokens';

/** Shared hooks for the shell's screen tests: mocked HTTP, and a clean cookie, storage and toasts. */
// findBy*/waitFor wait up to 5 s (default 1 s): the first render of a file loads the whole frame.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearTokenCookie();
  localStorage.clear();
  resetToasts();
});
afterAll(() => server.close());
