/**
 * A search page given again from its product ids (search/plugin.ts keeps a page's ids, not its rows,
 * while the catalogue is unchanged): the products as they are now, since stock, ratings and pictures
 * change without changing the catalogue's stamp, read in one statement with the stamp committed
 * beside them, so that both are of one moment.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import { executeFixedRead } from '../db/prepared';
import type { ProductT } from '../schemas/contract';
import { toProducts } from './products';
import { COLUMNS, answerColumns, listedCondition, type Row } from './search-sql';

type Db = Kysely<Database>;
type RowNow = { stamp: string } & ({ product_id: number } & Omit<Row, 'product_id'> & { ships_to_list: string[] | string | null } | { product_id: null });

/**
 * One shape whatever the ids (a JSON list on SQLite, an array on PostgreSQL). A LEFT JOIN from the
 * stamp's one row, so an empty page still reads the stamp; each restricted store's ship-to countries
 * in the rows (on SQLite as a JSON list), so toProducts needs no second statement.
 */
function rowsNowQuery(dialect: DialectName, ids: readonly number[]) {
  if (dialect === 'postgres') {
    return sql<RowNow>`SELECT cv.stamp, page.* FROM catalogue_version cv LEFT JOIN LATERAL (
      SELECT ${answerColumns(dialect)} FROM products p JOIN stores s ON s.store_id = p.store_id
      WHERE p.product_id = ANY(${[...ids]}::int[]) AND ${listedCondition(dialect)}) AS page ON true`;
  }
  return sql<RowNow>`SELECT cv.stamp, page.* FROM catalogue_version cv LEFT JOIN (
    SELECT ${COLUMNS}, CASE WHEN s.ships_everywhere = 0 THEN (SELECT json_group_array(l.country) FROM store_ships_to l WHERE l.store_id = p.store_id) END AS ships_to_list
    FROM products p JOIN stores s ON s.store_id = p.store_id
    WHERE p.product_id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND ${listedCondition(dialect)}) AS page ON 1`;
}

/**
 * The listed products of `ids`, as they are now and in the ids' order, and the catalogue's stamp
 * committed with them; `items` undefined when one of them is no longer listed (which changes the
 * stamp anyway).
 */
export async function productsNow(db: Db, dialect: DialectName, ids: readonly number[]): Promise<{ stamp: string; items: ProductT[] | undefined }> {
  const rows = await executeFixedRead(db, rowsNowQuery(dialect, ids));
  const stamp = rows[0].stamp;
  const byId = new Map<number, Row & { ships_to_list: string[] | null }>();
  for (const row of rows) {
    if (row.product_id === null) continue;
    const list = typeof row.ships_to_list === 'string' ? (JSON.parse(row.ships_to_list) as string[]) : row.ships_to_list;
    byId.set(Number(row.product_id), { ...row, ships_to_list: list });
  }
  const inOrder = ids.map((id) => byId.get(id));
  if (inOrder.some((row) => row === undefined)) return { stamp, items: undefined };
  return { stamp, items: await toProducts(db, inOrder as Row[]) };
}
