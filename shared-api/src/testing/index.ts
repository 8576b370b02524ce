/**
 * Test helpers for shared-api and its users (not part of the browser bundle: import from
 * 'shared-api/testing' in tests only).
 */
export { fakeToken, customerToken, storeToken } from './tokens';
export { TEST_API_URL, TEST_LIVE_URL, startMockApi } from './mockApi';
export { renderWithStore } from './renderWithStore';
export { aProduct, aStore, aCartItem, anOrder, aMessage, anInboxEntry, anOrderFull, anOrderPage, anInsights, aNotification, aNotificationsPage, someRates } from './fixtures';
export { productsHandler, filterProducts, shipsTo } from './productsHandler';
export { publishedPages } from './remotePages';
