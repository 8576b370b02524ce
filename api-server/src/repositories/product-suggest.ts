/**
 * Suggestions while typing (GET /api/products/suggest): at most SUGGEST_MAX product names and store
 * names for a text of 2 or more characters, listed products and stores not suspended only.
 *
 *  - Prefix: names that start with the folded text (the word-start table's whole names, migration
 *    011, read in its key's order, so a short prefix reads only the first rows), stores whose name
 *    starts with it (an index on the lowered name). One suggestion per distinct name, newest product
 *    first.
 *  - Typos: when the prefixes leave room, the typo fallback's candidates (product-typos.ts: through
 *    the vocabulary, bounded) whose name or store name has every word of the
 *    text within typosAllowed edits, as a word or the start of one (the last word: typing in progress).
 *    That also offers names where the text starts a later word (`bowl` → `Green bowl`).
 * Stores come first, at most SUGGEST_STORES of them unless products leave more room.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import { executeNamed } from '../db/named-statements';
import { TOP_CHAR, listedCondition, searchContext } from './product-search';
import { typoCandidates } from './product-typos';
import { fold, wordsMatcher, wordsOf } from './search-text';

type Db = Kysely<Database>;

export const SUGGEST_MAX = 8;
const SUGGEST_STORES = 3;
/** Texts under this many characters get no suggestions. */
export const SUGGEST_MIN_CHARS = 2;

export interface Suggestion {
  kind: 'product' | 'store';
  text: string;
  link: string;
}

const productSuggestion = (row: { product_id: number; name: string }): Suggestion => ({ kind: 'product', text: row.name, link: `/product/${row.product_id}` });
const storeSuggestion = (storeName: string): Suggestion => ({ kind: 'store', text: storeName, link: `/store/${encodeURIComponent(storeName)}` });

/** The text as the suggestions read it (folded, trimmed), or undefined when it is too short to get any. */
export function suggestionText(q: string): string | undefined {
  const folded = fold(q).trim();
  return [...folded].length < SUGGEST_MIN_CHARS ? undefined : folded;
}

export async function suggest(db: Db, dialect: DialectName, q: string): Promise<Suggestion[]> {
  const folded = suggestionText(q);
  if (folded === undefined) return [];
  const pg = dialect === 'postgres';
  const upper = pg ? sql`${folded} || chr(1114111)` : sql`${folded + TOP_CHAR}`;
  // Store names are ASCII letters, digits, _ . - (schemas/contract.ts): lower() folds them (index
  // stores_name_folded, migration 011).
  const storeName = pg ? sql`(lower(store_name) COLLATE "C")` : sql`lower(store_name)`;

  // One statement of one shape whatever the text (executeNamed: parsed once per PostgreSQL connection):
  // the product names, then the store names, each sorted by its folded name.
  // Products: the folded names as the word-start table holds them (name_start 1: the whole name),
  // sorted first (a subquery kept whole: OFFSET 0), then joined in that order until enough are
  // listed: no name is folded again per row, and a short prefix joins only the rows it shows.
  const { rows } = await executeNamed(db, sql<{ kind: number; product_id: number | null; text: string }>`
    SELECT kind, product_id, text FROM (
      SELECT * FROM (
        SELECT 0 AS kind, p.product_id, p.name AS text, w.tail AS sort_key
        FROM (SELECT product_id, tail FROM product_word_starts WHERE name_start = 1 AND tail >= ${folded} AND tail < ${upper}
              ORDER BY tail, product_id DESC ${pg ? sql`OFFSET 0` : sql`LIMIT -1 OFFSET 0`}) AS w
        JOIN products p ON p.product_id = w.product_id
        WHERE ${listedCondition(dialect)} ORDER BY w.tail, w.product_id DESC LIMIT ${SUGGEST_MAX * 4}) AS named_products
      UNION ALL
      SELECT * FROM (
        SELECT 1 AS kind, CAST(NULL AS integer) AS product_id, store_name AS text, ${storeName} AS sort_key
        FROM stores WHERE suspended_at IS NULL AND ${storeName} >= ${folded} AND ${storeName} < ${upper}
        ORDER BY ${storeName} LIMIT ${SUGGEST_MAX}) AS named_stores) AS named
    ORDER BY kind, sort_key, product_id DESC`);
  const productRows = rows.filter((row) => Number(row.kind) === 0).map((row) => ({ product_id: Number(row.product_id), name: row.text }));
  const storeRows = rows.filter((row) => Number(row.kind) === 1).map((row) => ({ store_name: row.text }));

  const products = new Map<string, Suggestion>();
  for (const row of productRows) if (!products.has(fold(row.name))) products.set(fold(row.name), productSuggestion(row));
  const stores = new Map(storeRows.map((row) => [row.store_name.toLowerCase(), storeSuggestion(row.store_name)]));

  if (products.size + stores.size < SUGGEST_MAX) {
    const words = wordsOf(folded);
    const context = searchContext(db, dialect, { q: folded, limit: SUGGEST_MAX }, { kind: 'none' });
    const match = wordsMatcher(words);
    const fits = (row: { name: string; store_name: string }) => match(fold(row.name)) !== null || match(row.store_name.toLowerCase()) !== null;
    const candidates = await typoCandidates(context, [listedCondition(dialect), sql`s.suspended_at IS NULL`], fits, SUGGEST_MAX);
    const scored = candidates
      .flatMap((row) => {
        const asProduct = match(fold(row.name));
        const asStore = match(row.store_name.toLowerCase());
        return [
          ...(asProduct ? [{ edits: asProduct.edits, key: fold(row.name), store: false, row }] : []),
          ...(asStore ? [{ edits: asStore.edits, key: row.store_name.toLowerCase(), store: true, row }] : []),
        ];
      })
      .sort((a, b) => a.edits - b.edits || b.row.product_id - a.row.product_id);
    for (const s of scored) {
      if (s.store && !stores.has(s.key)) stores.set(s.key, storeSuggestion(s.row.store_name));
      if (!s.store && !products.has(s.key)) products.set(s.key, productSuggestion(s.row));
    }
  }

  const storeCount = Math.min(stores.size, Math.max(SUGGEST_STORES, SUGGEST_MAX - products.size));
  return [...[...stores.values()].slice(0, storeCount), ...products.values()].slice(0, SUGGEST_MAX);
}
