/**
 * The keys of the public pages for the shell's /sitemap.xml: streamed as JSON while the keyset
 * pages are read from the database, so a 50,000-key answer never holds the catalogue in memory.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { sitemapKeys, sitemapTotals } from '../repositories/sitemap';
import { SITEMAP_MAX_ENTRIES } from '../schemas/sitemap';

const sitemap: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET /api/sitemap/entries', async ({ query, reply }) => {
    const { kind, after, until } = query;
    const limit = query.limit ?? SITEMAP_MAX_ENTRIES;
    const totals = after === undefined ? await sitemapTotals(app.db, kind) : null;
    async function* body(): AsyncGenerator<string> {
      yield `{"total":${totals?.total ?? null},"max_id":${totals?.max_id ?? null},"items":[`;
      let end: { lastId: number | null; hasMore: boolean } = { lastId: null, hasMore: false };
      let first = true;
      for await (const item of sitemapKeys(app.db, kind, { after: after ?? 0, until, limit }, (result) => (end = result))) {
        yield (first ? '' : ',') + JSON.stringify(item);
        first = false;
      }
      yield `],"next_after":${end.hasMore ? end.lastId : null}}`;
    }
    // A stream skips the response serializer; the schema above still documents the answer.
    return reply.type('application/json; charset=utf-8').send(Readable.from(body())) as never;
  });
};

export default sitemap;
