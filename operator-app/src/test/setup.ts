import { cleanup } from '@testing-library/react';
import { configureApi, makeStore } from 'shared-api';
import { resetToasts } from 'shared-ui';
import { API, server } from './server';

configureApi({ apiUrl: API });
// Whole-page tests on a busy 2-core machine can pass jest's 5 s without being stuck.
jest.setTimeout(30_000);
// makeStore is imported so shared-api's endpoints are registered before any test.
void makeStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Unmount first, so clearing the toasts does not update a mounted Toaster.
  cleanup();
  server.resetHandlers();
  resetToasts();
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterAll(() => server.close());
