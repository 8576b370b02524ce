/**
 * Products, answered in the contract's shape (store_name joined from the store, price in dollars,
 * `desc`). The shop query is in product-search.ts.
 */
import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '../db/types';
import { batchedOnPostgres, keySlots, KEYS_PER_STATEMENT } from '../db/batched-reads';
import { prepareQuery } from '../db/prepared';
import type { ProductT } from '../schemas/contract';
import { shipsToListOf, shipsToOf, sortedCountries } from './stores';
import { ratingFields } from './ratings';

type Db = Kysely<Database>;

export const centsToDollars = (cents: number): number => cents / 100;
/** A cart line's or an order's price × quantity in dollars, multiplied in integer cents so it never drifts. */
export const lineTotal = (priceCents: number, quantity: number): number => centsToDollars(priceCents * quantity);
/** Dollars with at most 2 decimals (validated) to exact integer cents. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** What a product answer is made of (`p` products, `s` stores); the shop query selects the same. */
export const PRODUCT_COLUMNS = ['p.product_id', 'p.store_id', 's.store_name', 'p.name', 'p.description', 'p.price_cents', 'p.stock', 'p.country', 'p.img', 's.ships_everywhere', 'p.rating_sum', 'p.rating_count'] as const;

function selectProducts(db: Db) {
  return db.selectFrom('products as p').innerJoin('stores as s', 's.store_id', 'p.store_id').select(PRODUCT_COLUMNS);
}

/** What shoppers may see: products not taken down whose store is not suspended (`listed`, migration 009). */
function selectListedProducts(db: Db) {
  return selectProducts(db).where('p.listed', '=', 1);
}

type SelectedProduct = Pick<ProductRow, 'product_id' | 'store_id' | 'rating_sum' | 'rating_count' | keyof ProductFields> & { store_name: string; ships_everywhere: number };

/**
 * Rows as answers, with their stores' ship-to lists: read here in one statement (only for stores
 * that have one), unless the rows hold them (`ships_to_list`, PostgreSQL's search: search-sql.ts, answerColumns).
 */
export async function toProducts(db: Db, rows: readonly (SelectedProduct & { ships_to_list?: string[] | null })[]): Promise<ProductT[]> {
  const restricted = rows.filter((row) => Number(row.ships_everywhere) === 0 && row.ships_to_list === undefined).map((row) => row.store_id);
  const lists = await shipsToOf(db, restricted);
  return rows.map((row) => toProduct(row, row.ships_to_list ? sortedCountries(row.ships_to_list) : lists.get(row.store_id) ?? []));
}

export function toProduct(row: SelectedProduct, shipsTo: string[]): ProductT {
  return {
    product_id: row.product_id,
    store_id: row.store_id,
    store_name: row.store_name,
    name: row.name,
    desc: row.description,
    price: centsToDollars(row.price_cents),
    stock: row.stock,
    country: row.country,
    img: row.img,
    ships_to: shipsTo,
    ...ratingFields(row),
  };
}

const selectProductById = prepareQuery(1, (db: Db, productId: number) => selectProducts(db).where('p.product_id', '=', productId));
const selectListedProductById = prepareQuery(1, (db: Db, productId: number) => selectListedProducts(db).where('p.product_id', '=', productId));

/** Any product, listed or not: for its owning store's own changes. */
export async function findProduct(db: Db, productId: number): Promise<ProductT | undefined> {
  const [row] = await selectProductById(db, productId);
  return row ? (await toProducts(db, [row]))[0] : undefined;
}

// PostgreSQL only (batchedOnPostgres), so the ship-to lists come in the same statement.
const selectListedProductsByIds = prepareQuery(KEYS_PER_STATEMENT, (db: Db, ...productIds: number[]) =>
  selectListedProducts(db).select(shipsToListOf('p.store_id').as('ships_to_list')).where('p.product_id', 'in', productIds));

/** A product shoppers may see (the public product page); on PostgreSQL those asked together read in one statement. */
export const findListedProduct = batchedOnPostgres(
  async (db: Db, productId: number): Promise<ProductT | undefined> => {
    const [row] = await selectListedProductById(db, productId);
    return row ? (await toProducts(db, [row]))[0] : undefined;
  },
  async (db: Db, productIds: readonly number[]) => {
    const products = await toProducts(db, await selectListedProductsByIds(db, ...keySlots(productIds, productIds[0])));
    return new Map(products.map((product) => [product.product_id, product]));
  },
);

/** Every listed product, oldest first (so the last ones are the newest). */
export async function listAllProducts(db: Db): Promise<ProductT[]> {
  return toProducts(db, await selectListedProducts(db).orderBy('p.product_id', 'asc').execute());
}

/** A store's listed products, oldest first. */
export async function listStoreProducts(db: Db, storeId: number): Promise<ProductT[]> {
  return toProducts(db, await selectListedProducts(db).where('p.store_id', '=', storeId).orderBy('p.product_id', 'asc').execute());
}

/** What a store writes of its product. */
export type ProductFields = Pick<ProductRow, 'name' | 'description' | 'price_cents' | 'stock' | 'country' | 'img'>;

export async function createProduct(db: Db, storeId: number, fields: ProductFields): Promise<ProductT> {
  const { product_id } = await db
    .insertInto('products')
    .values({ ...fields, store_id: storeId, created_at: new Date().toISOString() })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  return (await findProduct(db, product_id))!;
}

/** The owner and picture of a product, for ownership checks. */
export function findProductOwner(db: Db, productId: number): Promise<{ store_id: number; img: string } | undefined> {
  return db.selectFrom('products').select(['store_id', 'img']).where('product_id', '=', productId).executeTakeFirst();
}

export async function updateProduct(db: Db, productId: number, fields: Partial<ProductFields>): Promise<ProductT | undefined> {
  await db.updateTable('products').set(fields).where('product_id', '=', productId).execute();
  return findProduct(db, productId);
}

/** Deletes a product and the cart lines holding it; orders keep their own copy. */
export async function deleteProduct(db: Db, productId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cart_items').where('product_id', '=', productId).execute();
    await trx.deleteFrom('products').where('product_id', '=', productId).execute();
  });
}
