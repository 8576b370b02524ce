/** Signs customers and stores up (through the API) and gives their tokens; adds products. */
import type { FastifyInstance } from 'fastify';
import { multipartPayload } from './multipart';
import { pngBytes } from './images';

export interface Customer {
  user_id: number;
  username: string;
  password: string;
  full_location: string;
  token: string;
  auth: { authorization: string };
}

export interface Seller {
  store_id: number;
  store_name: string;
  password: string;
  full_location: string;
  bio: string;
  token: string;
  auth: { authorization: string };
}

export interface ProductInput {
  name?: string;
  desc?: string;
  price?: number | string;
  stock?: number | string;
  country?: string;
}

export interface Actors {
  /** A fresh unique name (letters, digits, _), safe as username or store_name. */
  uniqueName(prefix?: string): string;
  signUpCustomer(overrides?: Partial<Pick<Customer, 'username' | 'password' | 'full_location'>>): Promise<Customer>;
  signUpStore(overrides?: Partial<Pick<Seller, 'store_name' | 'password' | 'full_location' | 'bio'>>): Promise<Seller>;
  addProduct(seller: Seller, input?: ProductInput): Promise<{ product_id: number; img: string; [key: string]: unknown }>;
}

let counter = 0;

function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

export function createActors(app: () => FastifyInstance): Actors {
  const uniqueName = (prefix = 'u') => `${prefix}_${process.pid % 10000}_${++counter}_${Math.random().toString(36).slice(2, 6)}`.slice(0, 32);

  return {
    uniqueName,
    async signUpCustomer(overrides = {}) {
      const body = { username: uniqueName('cust'), password: 'correct horse battery', full_location: '1 Main St, Lyon, France', ...overrides };
      expectStatus(await app().inject({ method: 'POST', url: '/api/user/reg', payload: body }), 201, 'customer sign-up');
      const login = await app().inject({ method: 'POST', url: '/api/user/log', payload: { username: body.username, password: body.password } });
      expectStatus(login, 200, 'customer login');
      const token = login.json().token as string;
      return { ...body, token, user_id: decodePayload(token).user_id as number, auth: { authorization: `Bearer ${token}` } };
    },
    async signUpStore(overrides = {}) {
      const fields = { store_name: uniqueName('store'), password: 'store password 1', full_location: '2 Market Rd, Osaka, Japan', bio: 'Handmade things', ...overrides };
      const form = await multipartPayload(fields, [{ field: 'storeImg', filename: 'logo.png', bytes: await pngBytes(), type: 'image/png' }]);
      expectStatus(await app().inject({ method: 'POST', url: '/api/store/reg', ...form }), 201, 'store sign-up');
      const login = await app().inject({ method: 'POST', url: '/api/store/log', payload: { store_name: fields.store_name, password: fields.password } });
      expectStatus(login, 200, 'store login');
      const token = login.json().token as string;
      return { ...fields, token, store_id: decodePayload(token).store_id as number, auth: { authorization: `Bearer ${token}` } };
    },
    async addProduct(seller, input = {}) {
      const fields = { name: 'Teapot', desc: 'A cast iron teapot', price: '19.99', stock: '5', country: 'Japan', ...input };
      const form = await multipartPayload(fields as Record<string, string>, [{ field: 'productImg', filename: 'teapot.png', bytes: await pngBytes(), type: 'image/png' }]);
      const res = await app().inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
      expectStatus(res, 201, 'add product');
      return res.json().product;
    },
  };
}
