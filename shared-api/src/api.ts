/**
 * The one RTK Query api slice (tag invalidation only works inside one slice). Endpoints are
 * injected per resource from ./endpoints/*. Requests go to the runtime API URL (./config),
 * with `Authorization: Bearer <token>` when the store's token source has one (the token cookie in
 * the browser, the rendered request's cookie on the server), and no credentials on cross-site
 * requests. State rendered on the server comes back in the browser through `hydrateApiState`.
 */
import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getApiFetchUrl } from './config';
import { getToken } from './session/token';

export const tagTypes = [
  'Product', 'Store', 'Follow', 'Cart', 'Order', 'Inbox', 'Conversation', 'Insights', 'Notification', 'Review',
  // The operator console's lists (shared-api/operator).
  'Report', 'OperatorStore', 'OperatorProduct', 'Audit', 'Overview',
] as const;

function prepareHeaders(headers: Headers, { extra }: { extra: unknown }): Headers {
  // A store made by makeStore carries its token source; a bare one falls back to the cookie.
  const source = (extra as { getToken?: () => string | undefined } | undefined)?.getToken ?? getToken;
  const token = source();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * Puts the api state a server render ended with into the browser's store (before it renders), so
 * the page's queries are already fulfilled and nothing is fetched a second time.
 */
export const hydrateApiState = createAction<{ api: unknown }>('shared-api/hydrate');

// The base URL is read per request so that configureApi() may run after this module loads.
let cachedBaseUrl = '';
let cachedBaseQuery: ReturnType<typeof fetchBaseQuery> | undefined;

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const baseUrl = getApiFetchUrl();
  if (!cachedBaseQuery || cachedBaseUrl !== baseUrl) {
    cachedBaseUrl = baseUrl;
    // credentials 'same-origin': cookies never travel with cross-site requests (the bearer header does).
    cachedBaseQuery = fetchBaseQuery({ baseUrl, prepareHeaders, credentials: 'same-origin' });
  }
  return cachedBaseQuery(args, api, extraOptions);
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The payload is what the server's store held under the same reducer path.
    if (hydrateApiState.match(action)) return (action.payload as Record<string, unknown>)[reducerPath] as never;
    return undefined;
  },
});

export type TagType = (typeof tagTypes)[number];
