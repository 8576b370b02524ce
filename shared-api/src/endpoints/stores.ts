import { api } from '../api';
import type { Store } from '../contract';

// A store's own account (register, sign in, update) is in shared-api/store-admin.

export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A store looked up by its name. */
    getStore: build.query<Store, string>({
      query: (storeName) => `/api/store/${encodeURIComponent(storeName)}`,
      providesTags: (store, _error, storeName) => [
        { type: 'Store', id: storeName },
        ...(store ? [{ type: 'Store' as const, id: store.store_id }] : []),
      ],
    }),
  }),
});

export const { useGetStoreQuery } = storesApi;
