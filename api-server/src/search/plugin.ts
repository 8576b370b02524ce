/**
 * The shop's search calls as the app's `shopSearch`: on search threads (SQLite, SEARCH_THREADS > 0)
 * or in this thread; facet counts and suggestions kept while the catalogue is unchanged (remembered.ts).
 */
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connect';
import type { FacetSearch, FacetsOptions } from '../repositories/product-facets';
import { currentCatalogueStamp } from '../repositories/catalogue-version';
import { suggestionText } from '../repositories/product-suggest';
import { inProcessSearch, type SearchBackend, type ShopSearch } from './calls';
import { rememberedWhileUnchanged } from './remembered';
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
  /** SEARCH_ANSWERS_KEPT: facet answers and suggestion lists kept, each; 0: every call answered afresh. */
  answersKept: number;
}

/** The same filters give the same key, whatever order their fields were set in. */
const facetsKey = (search: FacetSearch, options?: FacetsOptions) => `${options?.cap ?? ''}|${JSON.stringify(search, Object.keys(search).sort())}`;

function shopSearchOf(backend: SearchBackend, database: DatabaseHandle, entries: number): ShopSearch {
  const currentStamp = () => currentCatalogueStamp(database.db);
  // Keyed by the text as the suggestions read it: `Tea ` and `tea` are one question.
  const suggest = rememberedWhileUnchanged(backend.suggest, { keyOf: (q) => suggestionText(q)!, currentStamp, entries });
  return {
    products: (search) => backend.products(search),
    facets: rememberedWhileUnchanged(backend.facets, { keyOf: facetsKey, currentStamp, entries }),
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
