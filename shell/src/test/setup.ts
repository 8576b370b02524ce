import { cleanup } from '@testing-library/react';
import { resetToasts } from 'shared-ui';
import { server } from './server';
import { clearTokenCookie } from './tokens';

/** Shared hooks for the shell's screen tests: mocked HTTP, and a clean cookie, storage and toasts. */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearTokenCookie();
  localStorage.clear();
  resetToasts();
});
afterAll(() => server.close());
