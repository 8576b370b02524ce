/**
 * Test helpers for shared-api and its users (not part of the browser bundle: import from
 * 'shared-api/testing' in tests only).
 */
export { fakeToken, customerToken, storeToken } from './tokens';
export { TEST_API_URL, TEST_LIVE_URL, startMockApi } from './mockApi';
export { renderWithStore } from './renderWithStore';
export { setUpPageTests } from './pageTests';
export { aProduct, aStore, aCartItem, anOrder, aMessage, anInboxEntry, anOrderFull, anOrderPage, anInsights, aNotification, aNotificationsPage, someRates, aReview, aReviewPage } from './fixtures';
export { productsHandler, filterProducts, shipsTo } from './productsHandler';
export { operatorToken } from './tokens';
export { aReport, aTargetDetail, anOperatorStore, anAuditEntry, anOverview } from './operatorFixtures';
export { mockOperatorApi, aMockProduct, type OperatorMockState, type MockProduct } from './operatorApi';
export { reviewsHandlers, reviewPage, reviewFigures } from './reviewsHandler';
export { publishedPages } from './remotePages';
