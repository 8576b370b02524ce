/**
 * shared-api: the one RTK Query api, the session, the store factory, runtime config, domain types and
 * the public pages' endpoints. A federation singleton: everything exported here comes with every
 * page's first load, so parts only signed-in pages need are subpaths of their own.
 */
export { configureApi, getApiUrl, assetUrl, liveUrl, pictureSources, PICTURE_WIDTHS, type ApiConfig, type PictureSources } from './config';
export { api, tagTypes, hydrateApiState, type TagType } from './api';
// The apps take RTK Query's skipToken from here: only shared-api imports Redux Toolkit (see
// scripts/federation-shared.cjs).
export { skipToken } from '@reduxjs/toolkit/query/react';
export { makeStore, rootReducer, useAppDispatch, useAppSelector, useAppStore } from './store';
export type { AppStore, AppDispatch, RootState, StoreOptions } from './store';
export { errorCode, errorMessage, errorStatus } from './errors';
export type {
  Product,
  Store,
  CartItem,
  Order,
  OrderFull,
  OrderPage,
  OrderStatus,
  OrderStatusFilter,
  StoreInsights,
  Notification,
  NotificationsPage,
  Message,
  InboxEntry,
  FollowStatus,
  ProductPage,
  ProductSearch,
  ProductFacets,
  Suggestion,
  ProductsQuery,
  JsonBody,
  JsonAnswer,
  QueryParams,
  MsgAnswer,
  MsgTokenAnswer,
  TokenAnswer,
  Ratings,
  Review,
  ReviewReply,
  ReviewSort,
  ReviewPage,
  RatingStar,
  ReportTargetType,
  ReportReason,
} from './contract';
export { REPORT_REASONS, REPORT_TARGET_TYPES } from './contract';

export {
  initSession,
  followSessionAcrossTabs,
  type SessionRefusal,
  loginWithToken,
  logout,
  useSession,
  useStartSession,
  getToken,
  decodeToken,
  type TokenClaims,
  readToken,
  sessionStateFor,
  type TokenReading,
  TOKEN_COOKIE,
  sessionSlice,
  type Session,
  type SessionState,
  type SessionCustomer,
  type SessionStore,
  type SessionOperator,
  identityKindOf,
  receivesNotifications,
  selectIdentityKind,
  useIdentityKind,
  type IdentityKind,
} from './session';

// The display currency (rates, the choice, the estimate <Price> shows) and the ship-to country.
export * from './preferences';

// The endpoints of the public pages. Those of signed-in features are subpaths of their own
// (shared-api/users, /cart, /orders, /chat, /notifications, /operator; package.json `exports`), downloaded
// with the pages that use them.
export * from './endpoints/stores';
export * from './endpoints/products';
export * from './endpoints/follows';
export * from './endpoints/reviews';
