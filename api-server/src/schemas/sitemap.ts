/** GET /api/sitemap/entries: the keys of the public product and store pages, for the shell's sitemap. */
import { Type } from 'typebox';
import type { RouteSpec } from './routes';

/** The most keys one answer holds: a sitemap file's limit. */
export const SITEMAP_MAX_ENTRIES = 50_000;

import { ErrorAnswer } from './error-codes';

export const SitemapEntriesQuery = Type.Object(
  {
    kind: Type.Union([Type.Literal('product'), Type.Literal('store')], { description: 'Product pages (/product/{id}) or store pages (/store/{name})' }),
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Keyset cursor: only ids above this one' })),
    until: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Only ids up to this one (a sitemap file’s range)' })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: SITEMAP_MAX_ENTRIES, default: SITEMAP_MAX_ENTRIES, description: '0 answers only the totals' })),
  },
  { additionalProperties: false },
);

export const SitemapEntries = Type.Object({
  /** Of the whole kind, on the first page (no `after`); null on later pages. */
  total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  max_id: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  items: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), key: Type.String({ description: 'The product id, or the store name' }) })),
  next_after: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});

export const sitemapEntriesSpec = {
  summary: 'Keys of the public product and store pages, id order, streamed a keyset page at a time (the shell builds /sitemap.xml from them)',
  tags: ['sitemap'],
  access: 'public',
  querystring: SitemapEntriesQuery,
  response: { 200: SitemapEntries, 400: ErrorAnswer },
} as const satisfies RouteSpec;
