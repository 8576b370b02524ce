/**
 * The shop's search calls as the app's `shopSearch`: on search threads (SQLite, SEARCH_THREADS > 0)
 * or in this thread; their answers kept while the catalogue is unchanged (remembered.ts), a search
 * page's stock, ratings and pictures read as they are now.
 */
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connect';
import type { FacetSearch, FacetsOptions } from '../repositories/product-facets';
import { currentCatalogueStamp } from '../repositories/catalogue-version';
import type { ProductSearch, SearchPage } from '../repositories/product-search';
import { suggestionText } from '../repositories/product-suggest';
import { productsNow } from '../repositories/search-page-rows';
import { inProcessSearch, type SearchBackend, type ShopSearch } from './calls';
import { rememberedWhileUnchanged, whileStampIs, type FoundAgain, type Stamped } from './remembered';
import { startSearchThreads } from './threads';

declare module 'fastify' {
  interface FastifyInstance {
    shopSearch: ShopSearch;
  }
}

export interface SearchPluginOptions {
  database: DatabaseHandle;
  /** SEARCH_THREADS; 0 (and PostgreSQL, whose server runs the searches side by side already): in this thread. */
  threads: number;
  /** SEARCH_ANSWERS_KEPT: facet answers, suggestion lists and search pages kept, each; 0: every call answered afresh. */
  answersKept: number;
}

/** The same filters give the same key, whatever order their fields were set in. */
const keyOfFields = (fields: object) => JSON.stringify(fields, Object.keys(fields).sort());
const facetsKey = (search: FacetSearch, options?: FacetsOptions) => `${options?.cap ?? ''}|${keyOfFields(search)}`;
/** The after-cursor is an object of its own: its fields are listed too. */
const pageKey = ({ after, ...search }: ProductSearch) => `${after ? `${after.rank}:${after.id}` : ''}|${keyOfFields(search)}`;

/**
 * Pages vary from nothing to 100 products of up to 5,000 characters each: besides their number,
 * what they hold is bounded at this many characters per page kept on average (the shop's 24 products
 * of a few hundred characters each take a few thousand).
 */
const PAGE_CHARACTERS_ON_AVERAGE = 16 * 1024;
const charactersOf = (page: SearchPage) => page.items.reduce((sum, p) =>
  sum + p.name.length + p.desc.length + p.store_name.length + p.img.length + p.country.length + (p.ships_to ?? []).join().length + 100, 0);

/**
 * A kept page again: its products with what changes without a new stamp (stock, ratings, picture)
 * read as it is now, with the stamp committed beside it; no page when the catalogue changed since.
 */
const pageAgain = (database: DatabaseHandle) => async ({ stamp, value: page }: Stamped<SearchPage>): Promise<FoundAgain<SearchPage>> => {
  const now = await productsNow(database.db, database.dialect, page.items);
  return now.stamp === stamp && now.items !== undefined ? { stampNow: now.stamp, value: { ...page, items: now.items } } : { stampNow: now.stamp };
};

function shopSearchOf(backend: SearchBackend, database: DatabaseHandle, entries: number): ShopSearch {
  const again = whileStampIs(() => currentCatalogueStamp(database.db));
  // Keyed by the text as the suggestions read it: `Tea ` and `tea` are one question.
  const suggest = rememberedWhileUnchanged((stampSeen, q: string) => backend.suggest(q, stampSeen), { keyOf: (q) => suggestionText(q)!, again, entries });
  return {
    products: rememberedWhileUnchanged((stampSeen, search: ProductSearch) => backend.products(search, stampSeen), {
      keyOf: pageKey, again: pageAgain(database), entries, bounded: { maxSize: Math.max(1, entries) * PAGE_CHARACTERS_ON_AVERAGE, sizeOf: charactersOf },
    }),
    facets: rememberedWhileUnchanged((stampSeen, search: FacetSearch, options?: FacetsOptions) => backend.facets(search, options, stampSeen), { keyOf: facetsKey, again, entries }),
    // A text too short for suggestions gets none without asking the database (not even for the stamp).
    suggest: async (q) => (suggestionText(q) === undefined ? [] : suggest(q)),
  };
}

export const searchPlugin = fp<SearchPluginOptions>(async (app, { database, threads, answersKept }) => {
  if (database.sqliteFile === undefined || threads === 0) {
    app.decorate('shopSearch', shopSearchOf(inProcessSearch(database.db, database.dialect), database, answersKept));
    return;
  }
  const searchThreads = await startSearchThreads(database.sqliteFile, threads);
  app.decorate('shopSearch', shopSearchOf(searchThreads, database, answersKept));
  // The threads' connections are their own: the calls under way finish whatever the app's connection does meanwhile.
  app.addHook('onClose', () => searchThreads.close());
}, { name: 'search', dependencies: ['database'] });
