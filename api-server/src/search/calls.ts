/**
 * The shop's three search calls, as the routes ask them: the same functions whether they run in the
 * API's own thread or on a search thread (threads.ts), so the answers cannot differ.
 */
import type { DialectName } from '../db/connect';
import type { Db } from '../repositories/search-sql';
import { searchProducts, type ProductSearch, type SearchPage } from '../repositories/product-search';
import { productFacets, type FacetSearch, type Facets, type FacetsOptions } from '../repositories/product-facets';
import { suggest, type Suggestion } from '../repositories/product-suggest';
import { stampedAnswer, type Stamped } from './remembered';

/** The calls as the routes ask them (`app.shopSearch`). */
export interface ShopSearch {
  products(search: ProductSearch): Promise<SearchPage>;
  facets(search: FacetSearch, options?: FacetsOptions): Promise<Facets>;
  suggest(q: string): Promise<Suggestion[]>;
}

/**
 * What answers them, in this thread or on the search threads: each answer with the catalogue stamp
 * it was made under (remembered.ts keeps them while it is current).
 */
export interface SearchBackend {
  products(search: ProductSearch, stampSeen?: string): Promise<Stamped<SearchPage>>;
  facets(search: FacetSearch, options: FacetsOptions | undefined, stampSeen?: string): Promise<Stamped<Facets>>;
  suggest(q: string, stampSeen?: string): Promise<Stamped<Suggestion[]>>;
}

/** One call as it crosses to a search thread (structured clone: plain data only); `stampSeen` as in stampedAnswer. */
export type SearchCall = { stampSeen?: string } & (
  | { call: 'products'; search: ProductSearch }
  | { call: 'facets'; search: FacetSearch; options?: FacetsOptions }
  | { call: 'suggest'; q: string });

/** Answers `call` on `db`, a search thread's SQLite connection. */
function answerOnSqlite(db: Db, call: SearchCall): Promise<unknown> {
  switch (call.call) {
    case 'products':
      return stampedAnswer(db, () => searchProducts(db, 'sqlite', call.search), call.stampSeen);
    case 'facets':
      return stampedAnswer(db, () => productFacets(db, 'sqlite', call.search, call.options), call.stampSeen);
    case 'suggest':
      return stampedAnswer(db, () => suggest(db, 'sqlite', call.q), call.stampSeen);
  }
}

/**
 * What a search thread answers: the value, or the error's name, message and `code`. A thrown error
 * crosses threads with its message only, and the code is what says a busy database (503) from a
 * fault of ours (500: db/errors.ts).
 */
export type ThreadAnswer = { value: unknown } | { error: { name: string; message: string; code?: string } };

export async function answerOnThread(db: Db, call: SearchCall): Promise<ThreadAnswer> {
  try {
    return { value: await answerOnSqlite(db, call) };
  } catch (error) {
    const { name = 'Error', message = String(error), code } = (error ?? {}) as { name?: string; message?: string; code?: unknown };
    return { error: { name, message, ...(code === undefined ? {} : { code: String(code) }) } };
  }
}

/** The value of a thread's answer, or its error thrown again here with its code. */
export function valueOf<T>(answered: ThreadAnswer): T {
  if ('value' in answered) return answered.value as T;
  throw Object.assign(new Error(answered.error.message), answered.error);
}

/** The calls run in this thread, on the app's own database handle. */
export function inProcessSearch(db: Db, dialect: DialectName): SearchBackend {
  return {
    products: (search, stampSeen) => stampedAnswer(db, () => searchProducts(db, dialect, search), stampSeen),
    facets: (search, options, stampSeen) => stampedAnswer(db, () => productFacets(db, dialect, search, options), stampSeen),
    suggest: (q, stampSeen) => stampedAnswer(db, () => suggest(db, dialect, q), stampSeen),
  };
}
