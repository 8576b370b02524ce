import { api } from '../api';
import type { JsonBody, MsgAnswer, MsgTokenAnswer, Store, TokenAnswer } from '../contract';
import { loginWithToken } from '../session/thunks';

export type LoginStoreBody = JsonBody<'/api/store/log', 'post'>;

export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: store_name, password, full_location, bio, storeImg (the browser sets the content type). */
    registerStore: build.mutation<MsgAnswer, FormData>({
      query: (body) => ({ url: '/api/store/reg', method: 'POST', body }),
    }),
    loginStore: build.mutation<TokenAnswer, LoginStoreBody>({
      query: (body) => ({ url: '/api/store/log', method: 'POST', body }),
    }),
    /** Multipart; the new token (the store name may have changed) is stored at once. */
    updateStore: build.mutation<MsgTokenAnswer, FormData>({
      query: (body) => ({ url: '/api/store/update', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(loginWithToken(data.token));
        } catch {
          // the page shows the failure from the mutation's own result
        }
      },
      // A rename shows everywhere the store's name is joined in.
      invalidatesTags: ['Store', 'Product', 'Inbox', 'Conversation', 'Order'],
    }),
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

export const { useRegisterStoreMutation, useLoginStoreMutation, useUpdateStoreMutation, useGetStoreQuery } = storesApi;
