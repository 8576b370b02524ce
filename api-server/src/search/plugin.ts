/** The shop's search calls as the app's `shopSearch`: on search threads (SQLite, SEARCH_THREADS > 0) or in this thread. */
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connect';
import { inProcessSearch, type ShopSearch } from './calls';
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
}

export const searchPlugin = fp<SearchPluginOptions>(async (app, { database, threads }) => {
  if (database.sqliteFile === undefined || threads === 0) {
    app.decorate('shopSearch', inProcessSearch(database.db, database.dialect));
    return;
  }
  const searchThreads = await startSearchThreads(database.sqliteFile, threads);
  app.decorate('shopSearch', searchThreads);
  // The threads' connections are their own: the calls under way finish whatever the app's connection does meanwhile.
  app.addHook('onClose', () => searchThreads.close());
}, { name: 'search', dependencies: ['database'] });
