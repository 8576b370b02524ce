/**
 * Demo data (SEED_DEMO=1): the stores of demo-data.ts with pictures, products and ship-to lists, the
 * currency-rate snapshot of api-server/rates/ (into an empty table only), the demo
 * customer with follows, a pending order, an item in the cart and a conversation, and a month of
 * the stores' orders (order-history.ts), and the demo operator (demo_operator / demo-password).
 *
 * Idempotent: each store (with its products) and the customer (with its activity) is created only
 * when its name is free, so a restart adds nothing and never brings back what a user changed or
 * deleted. Another instance seeding at the same moment loses the race on the unique name and skips.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/errors';
import { createStore, findStoreByName, setShipsTo } from '../repositories/stores';
import { hasRates, replaceRates } from '../repositories/currencies';
import { readRatesFile } from '../currencies/import-rates';
import { createUser, findUserByName } from '../repositories/users';
import { createProduct } from '../repositories/products';
import { follow } from '../repositories/follows';
import { addToCart } from '../repositories/cart';
import { placeOrder } from '../orders/repository';
import { addMessage } from '../repositories/messages';
import { DEMO_ACTIVITY, DEMO_CUSTOMER, DEMO_OPERATOR, DEMO_PASSWORD, DEMO_STORES, type DemoStore } from './demo-data';
import { createOperator, findOperatorCredentials } from '../operator/repository';
import { renderPicture } from './pictures';
import { seedOrderHistory } from './order-history';

export interface SeedReport {
  storesCreated: number;
  productsCreated: number;
  customerCreated: boolean;
  /** Orders of the stores' last month written by this run (0 once they are there). */
  historyOrders: number;
  /** Whether this run loaded the currency-rate snapshot (only into an empty table). */
  ratesLoaded: boolean;
  operatorCreated: boolean;
}

/** The dated ECB-format snapshot that ships with the repository (api-server/rates/), from src/ and dist/ alike. */
export const DEMO_RATES_FILE = path.resolve(__dirname, '../../rates/eurofxref-2026-11-25.xml');

/** Loads the snapshot when there are no rates yet, so an operator's import is never replaced. */
async function seedRates(app: FastifyInstance): Promise<boolean> {
  if (await hasRates(app.db)) return false;
  await replaceRates(app.db, readRatesFile(DEMO_RATES_FILE));
  return true;
}

/** "lisbon_ceramics" → "Lisbon Ceramics" (the caption on the store picture). */
const displayName = (storeName: string) => storeName.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

async function seedStore(app: FastifyInstance, store: DemoStore, storeIndex: number): Promise<number> {
  if (await findStoreByName(app.db, store.store_name)) return 0;
  const password_hash = await app.passwords.hash(DEMO_PASSWORD);
  const saved: string[] = [];
  const save = async (kind: 'stores' | 'products', picture: Promise<Buffer>) => {
    const img = await app.uploads.save(kind, await picture);
    saved.push(img);
    return img;
  };
  try {
    const storeImg = await save('stores', renderPicture({ title: store.store_name, caption: displayName(store.store_name), palette: store.palette, variant: storeIndex }));
    // sharp renders on libuv's thread pool: drawing a store's pictures together uses every core.
    const productImgs = await Promise.all(
      store.products.map((product, i) => save('products', renderPicture({ title: product.name, caption: product.name, palette: store.palette, variant: storeIndex + i + 1 }))),
    );
    await app.db.transaction().execute(async (trx) => {
      const storeId = await createStore(trx, { store_name: store.store_name, password_hash, full_location: store.full_location, bio: store.bio, img: storeImg });
      if (store.shipsTo) await setShipsTo(trx, storeId, store.shipsTo);
      for (const [i, product] of store.products.entries()) {
        await createProduct(trx, storeId, {
          name: product.name,
          description: product.desc,
          price_cents: product.priceCents,
          stock: product.stock,
          country: store.country,
          img: productImgs[i]!,
        });
      }
    });
    return store.products.length;
  } catch (error) {
    for (const img of saved) await app.uploads.remove(img);
    if (isUniqueViolation(error)) return 0; // another instance seeded this store first
    throw error;
  }
}

/** A demo product by store and name (undefined when a store owner renamed or removed it). */
async function findDemoProduct(app: FastifyInstance, storeName: string, name: string): Promise<number | undefined> {
  const row = await app.db
    .selectFrom('products as p')
    .innerJoin('stores as s', 's.store_id', 'p.store_id')
    .select('p.product_id')
    .where('s.store_name', '=', storeName)
    .where('p.name', '=', name)
    .executeTakeFirst();
  return row?.product_id;
}

/** The demo customer's account; undefined when it exists already. */
async function createDemoCustomer(app: FastifyInstance): Promise<number | undefined> {
  if (await findUserByName(app.db, DEMO_CUSTOMER.username)) return undefined;
  try {
    return await createUser(app.db, { ...DEMO_CUSTOMER, password_hash: await app.passwords.hash(DEMO_PASSWORD) });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The demo operator's account; false when it exists already. */
async function createDemoOperator(app: FastifyInstance): Promise<boolean> {
  if (await findOperatorCredentials(app.db, DEMO_OPERATOR.operator_name)) return false;
  try {
    await createOperator(app.db, { ...DEMO_OPERATOR, password_hash: await app.passwords.hash(DEMO_PASSWORD) });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** What the demo customer is doing now: follows, a pending order, a cart line, a conversation. */
async function seedCustomerActivity(app: FastifyInstance, userId: number): Promise<void> {
  for (const storeName of DEMO_ACTIVITY.follows) {
    const store = await findStoreByName(app.db, storeName);
    if (store) await follow(app.db, userId, store.store_id);
  }

  // The order goes through the cart like a real one: the stock goes down and the order keeps a copy.
  const ordered = await findDemoProduct(app, DEMO_ACTIVITY.order.store_name, DEMO_ACTIVITY.order.product);
  if (ordered !== undefined) {
    const line = await addToCart(app.db, userId, { productId: ordered, quantity: DEMO_ACTIVITY.order.quantity, fullLocation: DEMO_CUSTOMER.full_location });
    if (line.ok) await placeOrder(app.db, { user_id: userId, username: DEMO_CUSTOMER.username }, line.item.cart_id);
  }

  const inCart = await findDemoProduct(app, DEMO_ACTIVITY.cart.store_name, DEMO_ACTIVITY.cart.product);
  if (inCart !== undefined) {
    await addToCart(app.db, userId, { productId: inCart, quantity: DEMO_ACTIVITY.cart.quantity, fullLocation: DEMO_CUSTOMER.full_location });
  }

  const store = await findStoreByName(app.db, DEMO_ACTIVITY.conversation.store_name);
  if (store) {
    const parties = { store: { store_id: store.store_id, store_name: store.store_name }, customer: { user_id: userId, username: DEMO_CUSTOMER.username } };
    for (const message of DEMO_ACTIVITY.conversation.messages) await addMessage(app.db, app.dialect, parties, message.from, message.msg);
  }
}

export async function seedDemoData(app: FastifyInstance): Promise<SeedReport> {
  let storesCreated = 0;
  let productsCreated = 0;
  for (const [i, store] of DEMO_STORES.entries()) {
    const created = await seedStore(app, store, i);
    if (created > 0) {
      storesCreated += 1;
      productsCreated += created;
    }
  }
  const customerId = await createDemoCustomer(app);
  // The past month before today's activity, so order ids grow with their dates on a fresh start
  // (the lists show the newest id first).
  const historyOrders = await seedOrderHistory(app);
  if (customerId !== undefined) await seedCustomerActivity(app, customerId);
  const ratesLoaded = await seedRates(app);
  const operatorCreated = await createDemoOperator(app);
  return { storesCreated, productsCreated, customerCreated: customerId !== undefined, historyOrders, ratesLoaded, operatorCreated };
}
