import type { FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { api, type CartItem, type JsonAnswer, type JsonBody, type MsgAnswer } from 'shared-api';

export type AddToCartBody = JsonBody<'/api/cart/add', 'post'>;
export type UpdateCartItemBody = JsonBody<'/api/cart/update', 'patch'>;
export type RemoveCartItemBody = JsonBody<'/api/cart/delete', 'delete'>;
export type CartItemAnswer = JsonAnswer<'/api/cart/add', 'post'>;

const CART = { type: 'Cart', id: 'LIST' } as const;

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's cart; a 404 counts as an empty cart (spec: no toast for it). */
    getCart: build.query<CartItem[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/api/cart');
        if (result.error?.status === 404) return { data: [], meta: result.meta };
        return result as QueryReturnValue<CartItem[], FetchBaseQueryError, FetchBaseQueryMeta>;
      },
      providesTags: [CART],
    }),
    /** The server takes name, price, picture, store and country from the product itself. */
    addToCart: build.mutation<CartItemAnswer, AddToCartBody>({
      query: (body) => ({ url: '/api/cart/add', method: 'POST', body }),
      invalidatesTags: [CART],
    }),
    updateCartItem: build.mutation<CartItemAnswer, UpdateCartItemBody>({
      query: (body) => ({ url: '/api/cart/update', method: 'PATCH', body }),
      invalidatesTags: [CART],
    }),
    removeCartItem: build.mutation<MsgAnswer, RemoveCartItemBody>({
      query: (body) => ({ url: '/api/cart/delete', method: 'DELETE', body }),
      invalidatesTags: [CART],
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation, useUpdateCartItemMutation, useRemoveCartItemMutation } = cartApi;
