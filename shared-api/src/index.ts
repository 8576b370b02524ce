/** shared-api: the one RTK Query api, the session, the store factory, runtime config, domain types. */
export { configureApi, getApiUrl, assetUrl, liveUrl, pictureSources, PICTURE_WIDTHS, type ApiConfig, type PictureSources } from './config';
export { api, tagTypes, hydrateApiState, type TagType } from './api';
// The apps take RTK Query's skipToken from here: only shared-api imports Redux Toolkit (see
// scripts/federation-shared.cjs).
export { skipToken } from '@reduxjs/toolkit/query/react';
export { makeStore, rootReducer, useAppDispatch, useAppSelector, useAppStore } from './store';
export type { AppStore, AppDispatch, RootState, StoreOptions } from './store';
export { errorMessage, errorStatus } from './errors';
export { FIELD_LIMITS, NAME_PATTERN } from './fieldLimits';
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
  ProductsQuery,
  JsonBody,
  JsonAnswer,
} from './contract';

export {
  initSession,
  loginWithToken,
  logout,
  useSession,
  useStartSession,
  getToken,
  readToken,
  sessionStateFor,
  type TokenReading,
  TOKEN_COOKIE,
  sessionSlice,
  type Session,
  type SessionState,
  type SessionCustomer,
  type SessionStore,
} from './session';

export * from './endpoints/users';
export * from './endpoints/stores';
export * from './endpoints/products';
export * from './endpoints/follows';
export * from './endpoints/cart';
export * from './endpoints/orders';
export * from './endpoints/messages';
export * from './endpoints/orderHistory';
export * from './endpoints/notifications';

export { useCart, cartTotal, type CartView } from './cart/useCart';
export { useCheckout, CHECKOUT_FALLBACK_MESSAGE, type CheckoutResult } from './cart/useCheckout';
export { useConversation } from './chat/useConversation';
export { liveRetry, AUTH_REFUSED_CLOSE_CODE, openLiveConnection, type LiveFrame, type LiveHandlers, type LiveConnection } from './live/liveConnection';
export { countries, type Country } from './countries';
