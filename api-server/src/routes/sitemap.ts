/**
 * The keys of the public pages for the shell's /sitemap.xml: streamed as JSON while the keyset
 * pages are read from the database, so a 50,000-key answer never holds the catalogue in memory.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeOf, type Calls } from './calls';
import { ErrorAnswer } from '../schemas/contract';
import { sitemapKeys, sitemapTotals } from '../repositories/sitemap';

/** The most keys one answer holds: a sitemap file's limit. */
export const SITEMAP_MAX_ENTRIES = 50_000;

const SitemapEntriesQuery = Type.Object(
  {
    kind: Type.Union([Type.Literal('product'), Type.Literal('store')], { description: 'Product pages (/product/{id}) or store pages (/store/{name})' }),
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Keyset cursor: only ids above this one' })),
    until: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Only ids up to this one (a sitemap file’s range)' })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: SITEMAP_MAX_ENTRIES, default: SITEMAP_MAX_ENTRIES, description: '0 answers only the totals' })),
  },
  { additionalProperties: false },
);

const SitemapEntries = Type.Object({
  /** Of the whole kind, on the first page (no `after`); null on later pages. */
  total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  max_id: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  items: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), key: Type.String({ description: 'The product id, or the store name' }) })),
  next_after: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});

export const sitemapCalls = {
  'GET /api/sitemap/entries': {
    access: 'public',
    schema: {
      summary: 'Keys of the public product and store pages, id order, streamed a keyset page at a time (the shell builds /sitemap.xml from them)',
      tags: ['sitemap'], querystring: SitemapEntriesQuery, response: { 200: SitemapEntries, 400: ErrorAnswer },
    },
  },
} as const satisfies Calls;

const sitemap: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(sitemapCalls, 'GET /api/sitemap/entries'), handler: async ({ query }, reply: FastifyReply) => {
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
    // A stream skips the response serializer (so the plain reply type); the schema above still
    // documents the answer.
    return reply.type('application/json; charset=utf-8').send(Readable.from(body()));
  } });
};

export default sitemap;
