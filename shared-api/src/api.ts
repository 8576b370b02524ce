/**
 * The one RTK Query api slice (tag invalidation only works inside one slice). Endpoints are
 * injected per resource from ./endpoints/*. Requests go to the runtime API URL (./config),
 * with `Authorization: Bearer <token>` when the token cookie is set, and no credentials on
 * cross-site requests.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getApiUrl } from './config';
import { getToken } from './session/token';

export const tagTypes = ['Product', 'Store', 'Follow', 'Cart', 'Order', 'Inbox', 'Conversation'] as const;

function prepareHeaders(headers: Headers): Headers {
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

// The base URL is read per request so that configureApi() may run after this module loads.
let cachedBaseUrl = '';
let cachedBaseQuery: ReturnType<typeof fetchBaseQuery> | undefined;

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const baseUrl = getApiUrl();
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
});

export type TagType = (typeof tagTypes)[number];
