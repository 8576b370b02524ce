import { setupServer } from 'msw/node';

/** The API every test talks to (mocked with msw): handlers are added per test. */
export const API = 'http://api.test';
export const LIVE = 'ws://api.test/api/live';

export const server = setupServer();
