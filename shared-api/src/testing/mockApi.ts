/** msw (msw/node) against an absolute API URL configured through configureApi. */
import { http, HttpResponse, ws } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { configureApi } from '../config';

export const TEST_API_URL = 'http://api.test';
export const TEST_LIVE_URL = 'ws://api.test/api/live';

/**
 * Starts a mock server for the current test file (handlers reset after each test). The live-chat
 * channel is accepted and kept quiet by default, so a conversation page never reaches the
 * network; a test that wants pushes adds its own `ws.link(TEST_LIVE_URL)` handler. A product has
 * no reviews by default (the product page always asks for them); a test that wants some adds
 * `reviewsHandlers` (./reviewsHandler). Likewise the shop's facets (all counts 0) and suggestions (none).
 */
export function startMockApi(): SetupServer {
  const quietLiveChannel = ws.link(TEST_LIVE_URL).addEventListener('connection', () => {});
  const noReviews = http.get(`${TEST_API_URL}/api/review/product/:productId`, () =>
    HttpResponse.json({ items: [], next_cursor: null, average: null, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
  );
  // The shop asks for facet counts and suggestions beside its products: none unless a test says.
  const noFacets = http.get(`${TEST_API_URL}/api/products/facets`, () => HttpResponse.json({ total: 0, capped: false, countries: [], price_bands: [] }));
  const noSuggestions = http.get(`${TEST_API_URL}/api/products/suggest`, () => HttpResponse.json({ items: [] }));
  const server = setupServer(quietLiveChannel, noReviews, noFacets, noSuggestions);
  beforeAll(() => {
    configureApi({ apiUrl: TEST_API_URL });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
