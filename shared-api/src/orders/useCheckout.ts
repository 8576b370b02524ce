import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { api, errorMessage, errorStatus, type AppDispatch, type CartItem, type RootState } from 'shared-api';
import { cartApi } from 'shared-api/cart';
import { ordersApi } from './endpoints';
import { checkoutKeyFor, forgetCheckoutKey } from './idempotencyKeys';

export interface CheckoutResult {
  /** Lines ordered now (they have left the cart). */
  ordered: CartItem[];
  /** Lines the server refused (e.g. not enough stock), with its reason; they stay in the cart. */
  failed: { item: CartItem; msg: string }[];
  /** Lines the cart marks `available: false` (taken down, or their store suspended): not sent, they stay in the cart. */
  unavailable: CartItem[];
  /** True when a checkout was already running in this store: this press did nothing. */
  skipped?: boolean;
}

export const CHECKOUT_FALLBACK_MESSAGE = 'There was an error processing your order.';

// Checkouts running, per store: a second press (from any component) must not order twice.
const running = new WeakSet<object>();

/** Waits before retrying a line whose answer was lost (tests may shorten them). */
export const checkoutRetry = { delaysMs: [500, 1500] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the server may not have answered for good: no answer reached us (network, a balancer's
 * 502/503/504, an instance restarting), or the first request with this key still runs (409 with
 * Retry-After). Retrying with the same key is then safe.
 */
function outcomeUnknown(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === undefined || status >= 500) return true;
  return status === 409 && typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === 'number';
}

async function cartLines(dispatch: AppDispatch, state: RootState): Promise<CartItem[]> {
  // What the customer sees: the last successful fetch (a failed one shows an empty cart).
  const cached = cartApi.endpoints.getCart.select()(state);
  if (cached.isSuccess) return cached.data;
  if (cached.isError) return [];
  return dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false })).unwrap();
}

/**
 * Checkout of the spec: each cart line is sent as an order, one after the other, then the cart is
 * refetched (ordered lines are gone from it, refused ones stay). A line the cart marks
 * unavailable is not sent (the API would refuse it). A line the server no longer has
 * (404) was already ordered or removed, so it is neither ordered again nor reported. Each line
 * carries an Idempotency-Key (idempotencyKeys.ts): a request whose answer was lost is retried a
 * few times with the same key, and a later checkout of the line reuses it, so it is ordered once.
 */
export function useCheckout(): { checkout(): Promise<CheckoutResult>; isCheckingOut: boolean } {
  const store = useStore<RootState>();
  const dispatch = store.dispatch as AppDispatch;
  const [isCheckingOut, setIsCheckingOut] = useState(false);

  const checkout = useCallback(async (): Promise<CheckoutResult> => {
    if (running.has(store)) return { ordered: [], failed: [], unavailable: [], skipped: true };
    running.add(store);
    setIsCheckingOut(true);
    const ordered: CartItem[] = [];
    const failed: CheckoutResult['failed'] = [];
    try {
      const lines = await cartLines(dispatch, store.getState());
      const unavailable = lines.filter((line) => line.available === false);
      for (const line of lines) {
        if (line.available === false) continue;
        const idempotencyKey = checkoutKeyFor(line.cart_id);
        const place = () =>
          dispatch(
            ordersApi.endpoints.placeOrder.initiate({
              cart_id: line.cart_id,
              product_id: line.product_id,
              store_id: line.store_id,
              store_name: line.store_name,
              quantity: line.quantity,
              country: line.country,
              full_location: line.full_location,
              idempotencyKey,
            }),
          ).unwrap();
        for (let attempt = 0; ; attempt++) {
          try {
            await place();
            forgetCheckoutKey(line.cart_id);
            ordered.push(line);
          } catch (error) {
            const retryIn = checkoutRetry.delaysMs[attempt];
            if (outcomeUnknown(error) && retryIn !== undefined) {
              await sleep(retryIn);
              continue;
            }
            // Still unknown after the retries: the key stays for the next press.
            if (!outcomeUnknown(error)) forgetCheckoutKey(line.cart_id);
            if (errorStatus(error) !== 404) failed.push({ item: line, msg: errorMessage(error, CHECKOUT_FALLBACK_MESSAGE) });
          }
          break;
        }
      }
      return { ordered, failed, unavailable };
    } finally {
      dispatch(api.util.invalidateTags([{ type: 'Cart', id: 'LIST' }]));
      running.delete(store);
      setIsCheckingOut(false);
    }
  }, [store, dispatch]);

  return { checkout, isCheckingOut };
}
