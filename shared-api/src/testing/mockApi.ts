/** msw (msw/node) against an absolute API URL configured through configureApi. */
import { setupServer, type SetupServer } from 'msw/node';
import { configureApi } from '../config';

export const TEST_API_URL = 'http://api.test';

/** Starts a mock server for the current test file (handlers reset after each test). */
export function startMockApi(): SetupServer {
  const server = setupServer();
  beforeAll(() => {
    configureApi({ apiUrl: TEST_API_URL });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
