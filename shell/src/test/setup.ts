import { cleanup } from '@testing-library/react';
import { resetToasts } from 'shared-ui';
import { server } from './server';
import { clearTokenCookie } from './tokens';

/**
 * Shared hooks for the shell's screen tests: mocked HTTP, and a clean cookie, storage and toasts.
 * Each screen test imports this file (the shell's server tests, in node, have no use for it).
 */

// jsdom lays nothing out and has no window.scrollTo (it logs "Not implemented"), which the frame
// calls on each navigation (useScrollOnNavigation): a no-op that records its calls stands in.
window.scrollTo = jest.fn() as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearTokenCookie();
  localStorage.clear();
  resetToasts();
  jest.mocked(window.scrollTo).mockClear();
});
afterAll(() => server.close());
