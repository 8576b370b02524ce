/**
 * Test data made over HTTP, the way any client of the public API would (docs/api-contract.md). Journeys
 * drive the pages they are about through the browser; everything they merely need beforehand is
 * made here, which is faster and keeps each test about one thing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const fixtureImage = (name: 'store.png' | 'product.png') => path.join(__dirname, '../fixtures', name);

export interface Product {
  product_id: number;
  store_id: number;
  store_name: string;
  name: string;
  desc: string;
  price: number;
  stock: number;
  country: string;
  img: string;
}

export interface Store {
  store_id: number;
  store_name: string;
  full_location: string;
  bio: string;
  img: string;
}

export interface Account {
  name: string;
  password: string;
  token: string;
}

export const PASSWORD = 'correct-horse-42';

let counter = 0;
/** A name no other test (or earlier run on the same data) has used: 3–32 of [A-Za-z0-9_.-]. */
export function uniqueName(prefix: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-5)}${process.pid.toString(36).slice(-2)}${counter}`;
  return `${prefix.slice(0, 32 - stamp.length - 1)}_${stamp}`;
}

export class ApiClient {
  constructor(readonly baseUrl: string) {}

  private async call<T>(method: string, route: string, options: { token?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${route}`, { method, headers, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async registerCustomer(name = uniqueName('cust'), fullLocation = 'Japan, Tokyo, 1-2-3 Shibuya'): Promise<Account> {
    await this.call('POST', '/api/user/reg', { json: { username: name, password: PASSWORD, full_location: fullLocation } });
    const { token } = await this.call<{ token: string }>('POST', '/api/user/log', { json: { username: name, password: PASSWORD } });
    return { name, password: PASSWORD, token };
  }

  async registerStore(name = uniqueName('store'), details: { full_location?: string; bio?: string } = {}): Promise<Account> {
    const form = new FormData();
    form.append('store_name', name);
    form.append('password', PASSWORD);
    form.append('full_location', details.full_location ?? 'Italy, Florence, Via Roma 1');
    form.append('bio', details.bio ?? 'Hand-made goods from our workshop.');
    form.append('storeImg', new Blob([readFileSync(fixtureImage('store.png'))], { type: 'image/png' }), 'store.png');
    await this.call('POST', '/api/store/reg', { form });
    const { token } = await this.call<{ token: string }>('POST', '/api/store/log', { json: { store_name: name, password: PASSWORD } });
    return { name, password: PASSWORD, token };
  }

  async addProduct(
    storeToken: string,
    product: { name: string; desc?: string; price: number; stock: number; country: string },
  ): Promise<Product> {
    const form = new FormData();
    form.append('name', product.name);
    form.append('desc', product.desc ?? `${product.name}, made with care.`);
    form.append('price', String(product.price));
    form.append('stock', String(product.stock));
    form.append('country', product.country);
    form.append('productImg', new Blob([readFileSync(fixtureImage('product.png'))], { type: 'image/png' }), 'product.png');
    const answer = await this.call<{ product: Product }>('POST', '/api/product/add', { token: storeToken, form });
    return answer.product;
  }

  product(productId: number): Promise<Product> {
    return this.call('GET', `/api/product/${productId}`);
  }

  store(storeName: string): Promise<Store> {
    return this.call('GET', `/api/store/${encodeURIComponent(storeName)}`);
  }

  storeProducts(storeId: number): Promise<Product[]> {
    return this.call('GET', `/api/product/store/${storeId}`);
  }

  addToCart(customerToken: string, product: Product, quantity = 1, fullLocation = 'Japan, Tokyo, 1-2-3 Shibuya'): Promise<unknown> {
    return this.call('POST', '/api/cart/add', {
      token: customerToken,
      json: {
        store_id: product.store_id,
        store_name: product.store_name,
        product_id: product.product_id,
        quantity,
        country: product.country,
        full_location: fullLocation,
        name: product.name,
        price: product.price,
        img: product.img,
      },
    });
  }

  cart(customerToken: string): Promise<Array<Record<string, unknown> & { cart_id: number }>> {
    return this.call('GET', '/api/cart', { token: customerToken });
  }

  /** Orders every line of the customer's cart, one by one, as the cart page's checkout does. */
  async checkout(customerToken: string): Promise<void> {
    for (const line of await this.cart(customerToken)) {
      const { quantity, country, full_location, store_name, product_id, store_id, cart_id } = line;
      await this.call('POST', '/api/order/add', {
        token: customerToken,
        json: { quantity, country, full_location, store_name, product_id, store_id, cart_id },
      });
    }
  }

  /** The customer's orders, newest first (first page). */
  async myOrders(customerToken: string): Promise<Array<{ order_id: number; status: string; full_location: string }>> {
    return (await this.call<{ items: Array<{ order_id: number; status: string; full_location: string }> }>('GET', '/api/order/mine', { token: customerToken })).items;
  }

  completeOrder(storeToken: string, orderId: number): Promise<unknown> {
    return this.call('POST', '/api/order/done', { token: storeToken, json: { order_id: orderId } });
  }

  cancelOrder(token: string, orderId: number, reason?: string): Promise<unknown> {
    return this.call('POST', '/api/order/cancel', { token, json: { order_id: orderId, ...(reason ? { reason } : {}) } });
  }

  sendMessage(token: string, storeName: string, username: string, msg: string): Promise<unknown> {
    return this.call('POST', `/api/msg/add/${encodeURIComponent(storeName)}/and/${encodeURIComponent(username)}`, {
      token,
      json: { msg },
    });
  }

  /** The operator's sign-in (`POST /api/operator/log`); accounts are made on the server only. */
  async operatorLogin(operatorName: string, password = PASSWORD): Promise<string> {
    return (await this.call<{ token: string }>('POST', '/api/operator/log', { json: { operator_name: operatorName, password } })).token;
  }

  restoreProduct(operatorToken: string, productId: number, reason: string): Promise<unknown> {
    return this.call('POST', '/api/operator/product/restore', { token: operatorToken, json: { product_id: productId, reason } });
  }

  suspendStore(operatorToken: string, storeId: number, reason: string): Promise<unknown> {
    return this.call('POST', '/api/operator/store/suspend', { token: operatorToken, json: { store_id: storeId, reason } });
  }

  reinstateStore(operatorToken: string, storeId: number, reason: string): Promise<unknown> {
    return this.call('POST', '/api/operator/store/reinstate', { token: operatorToken, json: { store_id: storeId, reason } });
  }
}
