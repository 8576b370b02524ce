/** The shop's search calls as the app's `shopSearch`: on search threads (SQLite, SEARCH_THREADS > 0) or in this thread, facet answers kept while the catalogue is unchanged. */
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connect';
import { currentCatalogueStamp } from '../repositories/catalogue-version';
import { inProcessSearch, type SearchBackend, type ShopSearch } from './calls';
import { rememberedFacets } from './remembered-facets';
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
  /** FACETS_KEPT: facet answers kept (remembered-facets.ts); 0: every call counts. */
  facetsKept: number;
}

const shopSearchOf = (backend: SearchBackend, database: DatabaseHandle, facetsKept: number): ShopSearch => ({
  products: (search) => backend.products(search),
  facets: rememberedFacets((search, options) => backend.stampedFacets(search, options), () => currentCatalogueStamp(database.db), facetsKept),
  suggest: (q) => backend.suggest(q),
});

export const searchPlugin = fp<SearchPluginOptions>(async (app, { database, threads, facetsKept }) => {
  if (database.sqliteFile === undefined || threads === 0) {
    app.decorate('shopSearch', shopSearchOf(inProcessSearch(database.db, database.dialect), database, facetsKept));
    return;
  }
  const searchThreads = await startSearchThreads(database.sqliteFile, threads);
  app.decorate('shopSearch', shopSearchOf(searchThreads, database, facetsKept));
  // The threads' connections are their own: the calls under way finish whatever the app's connection does meanwhile.
  app.addHook('onClose', () => searchThreads.close());
}, { name: 'search', dependencies: ['database'] });
