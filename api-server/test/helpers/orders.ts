/** Places orders through the API (cart line, then POST /api/order/add), as a customer would. */
import type { TestApp } from './app';
import type { Customer } from './actors';

export interface PlacedOrder {
  order_id: number;
  product_id: number;
  quantity: number;
  name: string;
  price: number;
  created_at: string;
}

export async function placeOrder(t: TestApp, customer: Customer, productId: number, quantity = 1, full_location = '3 Rue Neuve, Lyon, France'): Promise<PlacedOrder> {
  const line = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: productId, quantity, full_location } });
  if (line.statusCode !== 201) throw new Error(`cart add: ${line.statusCode} ${line.body}`);
  const placed = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: customer.auth, payload: { cart_id: line.json().item.cart_id } });
  if (placed.statusCode !== 201) throw new Error(`order add: ${placed.statusCode} ${placed.body}`);
  return placed.json().order;
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  return (await t.db.selectFrom('products').select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow()).stock;
}
