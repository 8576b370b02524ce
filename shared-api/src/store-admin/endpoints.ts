/**
 * A store's own account and catalogue: register, sign in, update the profile; add, edit and delete
 * its products. Only the seller remote's pages use them.
 */
import { api, loginWithToken, type JsonAnswer, type JsonBody, type MsgAnswer, type MsgTokenAnswer, type TokenAnswer } from 'shared-api';

export type LoginStoreBody = JsonBody<'/api/store/log', 'post'>;
export type ProductAnswer = JsonAnswer<'/api/product/add', 'post'>;
export type DeleteProductBody = JsonBody<'/api/product/delete', 'delete'>;

const PRODUCTS = { type: 'Product', id: 'LIST' } as const;

export const storeAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart (storeFormData): store_name, password, full_location, bio, storeImg, optional ships_to (the browser sets the content type). */
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
    /** Multipart: name, desc, price, stock, country, productImg. */
    addProduct: build.mutation<ProductAnswer, FormData>({
      query: (body) => ({ url: '/api/product/add', method: 'POST', body }),
      invalidatesTags: [PRODUCTS],
    }),
    /** Multipart: product_id, name, desc, price, stock, country, optional productImg. */
    updateProduct: build.mutation<ProductAnswer, FormData>({
      query: (body) => ({ url: '/api/product/update', method: 'PATCH', body }),
      // Cart lines show the product's own name, price and picture.
      invalidatesTags: (_answer, _error, body) => [PRODUCTS, { type: 'Product', id: Number(body.get('product_id')) }, 'Cart'],
    }),
    /** Its cart lines go with it. */
    deleteProduct: build.mutation<MsgAnswer, DeleteProductBody>({
      query: (body) => ({ url: '/api/product/delete', method: 'DELETE', body }),
      invalidatesTags: (_answer, _error, body) => [PRODUCTS, { type: 'Product', id: body.product_id }, 'Cart'],
    }),
  }),
});

export const {
  useRegisterStoreMutation,
  useLoginStoreMutation,
  useUpdateStoreMutation,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = storeAdminApi;
