import { setupServer } from 'msw/node';

/** The API every test talks to (mocked with msw): handlers are added per test. */
export const API = 'http://api.test';

export const server = setupServer();
