import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { CartItem } from '../../contract';
import { loginWithToken } from '../../session/thunks';
import { makeStore } from '../../store';
import { aCartItem, anOrder, customerToken, startMockApi, TEST_API_URL } from '../../testing';
import { useCart } from '../../cart/useCart';
import { CHECKOUT_FALLBACK_MESSAGE, checkoutRetry, useCheckout, type CheckoutResult } from '../useCheckout';

const server = startMockApi();

const bowl = aCartItem({ cart_id: 1, product_id: 11, name: 'Tea bowl' });
const kettle = aCartItem({ cart_id: 2, product_id: 12, name: 'Iron kettle' });
const scarf = aCartItem({ cart_id: 3, product_id: 13, name: 'Silk scarf' });

/** A server-side cart: an order removes its line unless the server refuses it. */
function serveShop(initial: CartItem[], refuse: Record<number, Response | (() => Response)> = {}) {
  const state = { lines: [...initial], orderBodies: [] as unknown[], orderKeys: [] as (string | null)[], running: 0, maxRunning: 0 };
  server.use(
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json(state.lines)),
    http.post(`${TEST_API_URL}/api/order/add`, async ({ request }) => {
      const body = (await request.json()) as { cart_id: number };
      state.orderBodies.push(body);
      state.orderKeys.push(request.headers.get('Idempotency-Key'));
      state.running += 1;
      state.maxRunning = Math.max(state.maxRunning, state.running);
      await delay(20);
      state.running -= 1;
      const refusal = refuse[body.cart_id];
      if (refusal) return typeof refusal === 'function' ? refusal() : refusal;
      const line = state.lines.find((candidate) => candidate.cart_id === body.cart_id);
      if (!line) return HttpResponse.json({ msg: 'Cart item not found' }, { status: 404 });
      state.lines = state.lines.filter((candidate) => candidate !== line);
      return HttpResponse.json({ msg: 'Order placed', order: anOrder({ product_id: line.product_id }) }, { status: 201 });
    }),
  );
  return state;
}

function renderCheckout() {
  Cookies.remove('token', { path: '/' });
  const store = makeStore();
  store.dispatch(loginWithToken(customerToken(7, 'alice')));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => ({ cart: useCart(), ...useCheckout() }), { wrapper });
}

beforeEach(() => {
  checkoutRetry.delaysMs = [5, 5];
  sessionStorage.clear();
});

test('each line is sent as an order, one after the other, then the cart is empty', async () => {
  const shop = serveShop([bowl, kettle, scarf]);
  const { result } = renderCheckout();
  await waitFor(() => expect(result.current.cart.count).toBe(3));

  let outcome: CheckoutResult | undefined;
  await act(async () => {
    outcome = await result.current.checkout();
  });

  expect(outcome).toEqual({ ordered: [bowl, kettle, scarf], failed: [], unavailable: [] });
  expect(shop.maxRunning).toBe(1);
  expect(shop.orderBodies).toEqual(
    [bowl, kettle, scarf].map((line) => ({
      cart_id: line.cart_id,
      product_id: line.product_id,
      store_id: line.store_id,
      store_name: line.store_name,
      quantity: line.quantity,
      country: line.country,
      full_location: line.full_location,
    })),
  );
  await waitFor(() => expect(result.current.cart.count).toBe(0));
});

test('a refused line is reported by name with the server’s reason and stays; the others still go through', async () => {
  serveShop([bowl, kettle, scarf], {
    2: HttpResponse.json({ msg: 'Not enough stock for Iron kettle' }, { status: 409 }),
  });
  const { result } = renderCheckout();
  await waitFor(() => expect(result.current.cart.count).toBe(3));

  let outcome: CheckoutResult | undefined;
  await act(async () => {
    outcome = await result.current.checkout();
  });

  expect(outcome).toEqual({ ordered: [bowl, scarf], failed: [{ item: kettle, msg: 'Not enough stock for Iron kettle' }], unavailable: [] });
  expect(outcome?.failed[0].item.name).toBe('Iron kettle');
  await waitFor(() => expect(result.current.cart.items).toEqual([kettle]));
});

test('a line that fails without a server reason gets the checkout fallback message', async () => {
  serveShop([bowl, kettle], { 1: () => HttpResponse.error() });
  const { result } = renderCheckout();
  await waitFor(() => expect(result.current.cart.count).toBe(2));
  let outcome: CheckoutResult | undefined;
  await act(async () => {
    outcome = await result.current.checkout();
  });
  expect(outcome).toEqual({ ordered: [kettle], failed: [{ item: bowl, msg: CHECKOUT_FALLBACK_MESSAGE }], unavailable: [] });
});

test('a line the cart marks unavailable (taken down, store suspended) is not sent; it is reported and stays', async () => {
  const gone = { ...kettle, available: false };
  const shop = serveShop([bowl, gone, scarf]);
  const { result } = renderCheckout();
  await waitFor(() => expect(result.current.cart.count).toBe(3));
  let outcome: CheckoutResult | undefined;
  await act(async () => {
    outcome = await result.current.checkout();
  });
  expect(outcome).toEqual({ ordered: [bowl, scarf], failed: [], unavailable: [gone] });
  expect(shop.orderBodies.map((body) => (body as { cart_id: number }).cart_id)).toEqual([1, 3]);
});

test('pressing twice orders nothing twice', async () => {
  const shop = serveShop([bowl, kettle]);
  const { result } = renderCheckout();
  await waitFor(() => expect(result.current.cart.count).toBe(2));

  let first: Promise<CheckoutResult> | undefined;
  let second: CheckoutResult | undefined;
  await act(async () => {
    first = result.current.checkout();
    second = await result.current.checkout();
  });
  expect(second).toEqual({ ordered: [], failed: [], unavailable: [], skipped: true });
  expect(result.current.isCheckingOut).toBe(true);
  await act(async () => {
    await first;
  });
  await expect(first).resolves.toEqual({ ordered: [bowl, kettle], failed: [], unavailable: [] });
  expect(result.current.isCheckingOut).toBe(false);
  expect(shop.orderBodies.map((body) => (body as { cart_id: number }).cart_id)).toEqual([1, 2]);
});

test('a press after the cart was emptied orders nothing again', async () => {
  const shop = serveShop([bowl]);
  const { result } = renderCheckout();
  await waitFor(() => expect(result.current.cart.count).toBe(1));
  await act(async () => {
    await result.current.checkout();
  });
  await waitFor(() => expect(result.current.cart.count).toBe(0));
  let again: CheckoutResult | undefined;
  await act(async () => {
    again = await result.current.checkout();
  });
  expect(again).toEqual({ ordered: [], failed: [], unavailable: [] });
  expect(shop.orderBodies).toHaveLength(1);
});

test('a line the server no longer has (already ordered) is neither ordered again nor reported', async () => {
  const shop = serveShop([bowl, kettle]);
  const { result } = renderCheckout();
  await waitFor(() => expect(result.current.cart.count).toBe(2));
  shop.lines = [kettle]; // the bowl was ordered by an earlier request whose answer was lost
  let outcome: CheckoutResult | undefined;
  await act(async () => {
    outcome = await result.current.checkout();
  });
  expect(outcome).toEqual({ ordered: [kettle], failed: [], unavailable: [] });
  await waitFor(() => expect(result.current.cart.count).toBe(0));
});

describe('Idempotency-Key per line', () => {
  const checkoutOnce = async (result: { current: ReturnType<typeof useCheckout> }) => {
    let outcome: CheckoutResult | undefined;
    await act(async () => {
      outcome = await result.current.checkout();
    });
    return outcome!;
  };

  test('each line carries its own key', async () => {
    const shop = serveShop([bowl, kettle]);
    const { result } = renderCheckout();
    await waitFor(() => expect(result.current.cart.count).toBe(2));
    await checkoutOnce(result);
    expect(shop.orderKeys).toHaveLength(2);
    expect(shop.orderKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(shop.orderKeys[1]).not.toBe(shop.orderKeys[0]);
  });

  test('a lost answer (network error, 502, or the first request still running) is retried with the same key', async () => {
    let attempts = 0;
    const answers = [
      () => HttpResponse.error(),
      () => HttpResponse.json({ msg: 'Bad gateway' }, { status: 502 }),
      () => HttpResponse.json({ msg: 'still running' }, { status: 409, headers: { 'Retry-After': '1' } }),
    ];
    checkoutRetry.delaysMs = [5, 5, 5];
    const shop = serveShop([bowl]);
    const { result } = renderCheckout();
    await waitFor(() => expect(result.current.cart.count).toBe(1));
    server.use(
      http.post(`${TEST_API_URL}/api/order/add`, async ({ request }) => {
        shop.orderKeys.push(request.headers.get('Idempotency-Key'));
        // Three lost answers, then the order is placed.
        const answer = answers[attempts++];
        if (answer) return answer();
        return HttpResponse.json({ msg: 'Order placed', order: anOrder({ product_id: bowl.product_id }) }, { status: 201 });
      }),
    );
    expect(await checkoutOnce(result)).toEqual({ ordered: [bowl], failed: [], unavailable: [] });
    expect(shop.orderKeys).toHaveLength(4);
    expect(new Set(shop.orderKeys).size).toBe(1);
  });

  test('a refusal for a reason is final: no retry, and the next checkout of the line is a new attempt (new key)', async () => {
    const shop = serveShop([bowl], { 1: () => HttpResponse.json({ msg: 'Not enough stock for Tea bowl' }, { status: 409 }) });
    const { result } = renderCheckout();
    await waitFor(() => expect(result.current.cart.count).toBe(1));
    expect((await checkoutOnce(result)).failed).toEqual([{ item: bowl, msg: 'Not enough stock for Tea bowl' }]);
    expect(shop.orderKeys).toHaveLength(1);
    await checkoutOnce(result);
    expect(shop.orderKeys).toHaveLength(2);
    expect(shop.orderKeys[1]).not.toBe(shop.orderKeys[0]);
  });

  test('when every retry was lost, the line is reported and the next checkout reuses its key', async () => {
    const shop = serveShop([bowl], { 1: () => HttpResponse.error() });
    const { result } = renderCheckout();
    await waitFor(() => expect(result.current.cart.count).toBe(1));
    expect((await checkoutOnce(result)).failed).toEqual([{ item: bowl, msg: CHECKOUT_FALLBACK_MESSAGE }]);
    expect(shop.orderKeys).toHaveLength(3); // the first try and two retries
    await checkoutOnce(result);
    expect(shop.orderKeys).toHaveLength(6);
    expect(new Set(shop.orderKeys).size).toBe(1);
  });
});
