import { api, type JsonAnswer, type JsonBody, type MsgAnswer, type Order } from 'shared-api';
import { cartApi } from 'shared-api/cart';

export type PlaceOrderBody = JsonBody<'/api/order/add', 'post'> & { product_id?: number };
/** The body, and the Idempotency-Key header that makes the call safe to retry. */
export type PlaceOrderArg = PlaceOrderBody & { idempotencyKey?: string };
export type OrderAnswer = JsonAnswer<'/api/order/add', 'post'>;
export type CompleteOrderBody = JsonBody<'/api/order/done', 'post'>;

const ORDERS = { type: 'Order', id: 'LIST' } as const;
const INSIGHTS = { type: 'Insights', id: 'LIST' } as const;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Orders one cart line (used by useCheckout). On success the line leaves the cached cart at
     * once; the product's stock is refreshed. The cart itself is refetched once by the checkout.
     */
    placeOrder: build.mutation<OrderAnswer, PlaceOrderArg>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/order/add',
        method: 'POST',
        body,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
      // A 409 with Retry-After is "the first request with this key still runs", not a refusal.
      transformErrorResponse: (error, meta) => {
        const response = (meta as { response?: Response } | undefined)?.response;
        const retryAfter = Number(response?.headers.get('Retry-After') ?? NaN);
        return Number.isFinite(retryAfter) ? { ...error, retryAfterSeconds: retryAfter } : error;
      },
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (lines) => lines.filter((line) => line.cart_id !== body.cart_id)),
          );
        } catch {
          // a refused line stays in the cart
        }
      },
      invalidatesTags: (_answer, error, body) =>
        error ? [] : [ORDERS, INSIGHTS, ...(typeof body.product_id === 'number' ? [{ type: 'Product' as const, id: body.product_id }] : [])],
    }),
    /** The store's pending orders, oldest first. */
    getStoreOrders: build.query<Order[], void>({
      query: () => ({ url: '/api/order/see', method: 'POST' }),
      providesTags: [ORDERS],
    }),
    completeOrder: build.mutation<MsgAnswer, CompleteOrderBody>({
      query: (body) => ({ url: '/api/order/done', method: 'POST', body }),
      invalidatesTags: [ORDERS, INSIGHTS],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetStoreOrdersQuery, useCompleteOrderMutation } = ordersApi;
