/**
 * A kept search page given again (search/plugin.ts keeps a page while the catalogue is unchanged):
 * which products it holds, in which order, and all they show but a few fields depend only on the
 * catalogue, which the stamp follows (migration 020). Those few change without a new stamp (stock
 * with every order, ratings with every review, the picture with a seller's upload), so they are read
 * as they are now, in one statement with the stamp committed beside them, so that both are of one moment.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import { executeFixedRead } from '../db/prepared';
import type { ProductT } from '../schemas/contract';
import { ratingFields } from './ratings';
import { listedCondition } from './search-sql';

type Db = Kysely<Database>;

/** The columns of a product answer (products.ts, PRODUCT_COLUMNS) whose changes leave the catalogue's stamp as it is. */
export const CHANGING_PRODUCT_COLUMNS = ['p.stock', 'p.img', 'p.rating_sum', 'p.rating_count'] as const;

type ChangingFields = { product_id: number; stock: number; img: string; rating_sum: number | string; rating_count: number | string };
type RowNow = { stamp: string } & (ChangingFields | { product_id: null });

/** One shape whatever the ids (a JSON list on SQLite, an array on PostgreSQL); a LEFT JOIN from the stamp's one row, so an empty page still reads it. */
function rowsNowQuery(dialect: DialectName, ids: readonly number[]) {
  const columns = sql.raw(CHANGING_PRODUCT_COLUMNS.join(', '));
  if (dialect === 'postgres') {
    return sql<RowNow>`SELECT cv.stamp, now.* FROM catalogue_version cv LEFT JOIN LATERAL (
      SELECT p.product_id, ${columns} FROM products p WHERE p.product_id = ANY(${[...ids]}::int[]) AND ${listedCondition(dialect)}) AS now ON true`;
  }
  return sql<RowNow>`SELECT cv.stamp, now.* FROM catalogue_version cv LEFT JOIN (
    SELECT p.product_id, ${columns} FROM products p
    WHERE p.product_id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND ${listedCondition(dialect)}) AS now ON 1`;
}

/**
 * `products` with their changing fields as they are now, and the catalogue's stamp committed with
 * them; `items` undefined when one of them is no longer listed (which changes the stamp anyway).
 */
export async function productsNow(db: Db, dialect: DialectName, products: readonly ProductT[]): Promise<{ stamp: string; items: ProductT[] | undefined }> {
  const rows = await executeFixedRead(db, rowsNowQuery(dialect, products.map((product) => product.product_id)));
  const byId = new Map<number, ChangingFields>();
  for (const row of rows) if (row.product_id !== null) byId.set(Number(row.product_id), row);
  const items: ProductT[] = [];
  for (const product of products) {
    const now = byId.get(product.product_id);
    if (now === undefined) return { stamp: rows[0].stamp, items: undefined };
    items.push({ ...product, stock: Number(now.stock), img: now.img, ...ratingFields(now) });
  }
  return { stamp: rows[0].stamp, items };
}
