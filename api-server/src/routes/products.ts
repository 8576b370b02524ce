/** Products: public reads, the shop query, and add / update / delete by the owning store. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { HttpError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import { isStatementTimeout } from '../db/errors';
import { BAD_CURSOR_MESSAGE, pageCursor, pageOf, rankedPageCursor } from './page-cursor';
import { Country, Description, ErrorAnswer as err, Id, Msg, MsgProduct, Price, Product, ProductList, ProductName, Stock } from '../schemas/contract';
import { storeCaller } from '../auth/access';
import { requiredPicture } from '../uploads/multipart';
import {
  createProduct, deleteProduct, dollarsToCents, findListedProduct, findProductOwner, listAllProducts, listStoreProducts, updateProduct,
} from '../repositories/products';
import type { ProductSearch, RankedKey } from '../repositories/product-search';
import { SUGGEST_MAX } from '../repositories/product-suggest';
import { refuseUnknownCountries } from './ships-to';

export const PRODUCT_MESSAGES = {
  added: 'Product added',
  updated: 'Product updated',
  deleted: 'Product deleted',
  notFound: 'Product not found',
  notOwner: 'This product belongs to another store',
  badCursor: BAD_CURSOR_MESSAGE,
} as const;

const DEFAULT_PAGE_SIZE = 24;
const MAX_CENTS = 2 ** 31 - 1;

const productCursor = pageCursor('p');
/** Relevance pages: the last row's rank and id (repositories/product-search.ts). */
const rankedCursor = rankedPageCursor('pr');
/** The shop's page cursor after `productId`. */
export const encodeCursor = productCursor.encode;

/** Inclusive bounds in dollars (any precision) to inclusive bounds in whole cents. */
const minCents = (dollars: number) => Math.min(MAX_CENTS, Math.ceil(Number((dollars * 100).toFixed(6))));
const maxCents = (dollars: number) => Math.min(MAX_CENTS, Math.floor(Number((dollars * 100).toFixed(6))));

const SearchText = Type.String({ maxLength: 200, description: 'Case- and accent-insensitive substring of name, description or store name' });
const PriceBound = Type.Union([Type.Literal(''), Type.Number({ minimum: 0 })]);
const ShipsTo = Type.String({ maxLength: 100, description: "Beyond the spec: only products whose store ships to this country (a name of the country list); '' means no filter" });
const ProductsQuery = Type.Object({
  q: Type.Optional(SearchText),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  min_price: Type.Optional(PriceBound),
  max_price: Type.Optional(PriceBound),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  ships_to: Type.Optional(ShipsTo),
  sort: Type.Optional(Type.Union([Type.Literal('relevance'), Type.Literal('newest')], {
    description: 'Beyond the spec: with q, best match first (the name is the text, starts with it, has a word starting with it, then the rest; newest first among equals) or newest first; default relevance with q, else newest',
  })),
});
const ProductPage = Type.Object({
  items: ProductList,
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  corrected: Type.Optional(Type.String({ description: 'Beyond the spec: present when q matched nothing and the items are the closest matches, found for this text (e.g. "teapot" for "teapott"); such an answer is one page' })),
});
const FacetsQuery = Type.Object({
  q: Type.Optional(SearchText),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  min_price: Type.Optional(PriceBound),
  max_price: Type.Optional(PriceBound),
  ships_to: Type.Optional(ShipsTo),
});
const Facets = Type.Object({
  total: Type.Integer({ minimum: 0, description: 'Products matching every filter, at most 10000' }),
  capped: Type.Boolean({ description: 'Some count passed 10000: the total (then 10000), or a facet read without its own filter (then its counts are those of the first 10001 matches read, lower bounds); false: every count is exact' }),
  countries: Type.Array(Type.Object({ country: Type.String(), count: Type.Integer({ minimum: 0 }) }), { description: 'Counts per country for every filter but country, most first' }),
  price_bands: Type.Array(Type.Object({
    min_price: Type.Number({ description: 'Inclusive, dollars' }),
    max_price: Type.Union([Type.Number(), Type.Null()], { description: 'Exclusive, dollars; null: no upper bound' }),
    count: Type.Integer({ minimum: 0 }),
  }), { description: 'Counts per price band (0-10, 10-25, 25-50, 50-100, 100-250, 250+) for every filter but the price bounds' }),
});
/**
 * What a shop call answers (503 `search_timeout`, with Retry-After) when one of its statements ran
 * past PostgreSQL's statement timeout: the database is up, this search cost too much.
 */
export const SEARCH_TIMEOUT_MESSAGES = {
  search: 'The search took too long; please try again in a moment, or narrow it with more words or filters',
  facets: 'Counting the matching products took too long; the results themselves are not affected, please try again in a moment',
  suggest: 'Finding suggestions took too long; please try again in a moment, or keep typing to narrow the search',
} as const;
const SuggestQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200, description: 'What is typed so far; under 2 characters answers no suggestions' })) });
const Suggestions = Type.Object({
  items: Type.Array(Type.Object({
    kind: Type.Union([Type.Literal('product'), Type.Literal('store')]),
    text: Type.String({ description: "The product's or store's name" }),
    link: Type.String({ description: '/product/{id} or /store/{name}' }),
  }), { maxItems: SUGGEST_MAX }),
});
const ProductIdParams = Type.Object({ product_id: Id });
const StoreIdParams = Type.Object({ store_id: Id });
/** Multipart text fields of POST /api/product/add (productImg is the file field). */
const ProductAddFields = Type.Object({ name: ProductName, desc: Description, price: Price, stock: Stock, country: Country });
const ProductUpdateFields = Type.Object({ product_id: Id, name: ProductName, desc: Description, price: Price, stock: Stock, country: Country });
const ProductIdBody = Type.Object({ product_id: Id });

const PRODUCT_PICTURE = { file: 'productImg', required: true };

export const productCalls = {
  'GET /api/products': { access: 'public', schema: { summary: 'Shop query: filters evaluated by the server, best match or newest first, cursor pages, typos forgiven', tags: ['products'], querystring: ProductsQuery, response: { 200: ProductPage, 400: err, 503: err } } },
  'GET /api/products/facets': { access: 'public', schema: { summary: 'Beyond the spec: counts per country and price band for the shop query\'s filters, each facet ignoring its own filter', tags: ['products'], querystring: FacetsQuery, response: { 200: Facets, 400: err, 503: err } } },
  'GET /api/products/suggest': { access: 'public', schema: { summary: 'Beyond the spec: up to 8 product and store names for what is typed (prefix, typos forgiven)', tags: ['products'], querystring: SuggestQuery, response: { 200: Suggestions, 400: err, 503: err } } },
  'GET /api/product/get/it/all': { access: 'public', schema: { summary: 'Every product, oldest first', tags: ['products'], response: { 200: ProductList } } },
  'GET /api/product/{product_id}': { access: 'public', schema: { summary: 'One product', tags: ['products'], params: ProductIdParams, response: { 200: Product, 400: err, 404: err } } },
  'GET /api/product/store/{store_id}': { access: 'public', schema: { summary: "A store's products", tags: ['products'], params: StoreIdParams, response: { 200: ProductList, 400: err } } },
  'POST /api/product/add': {
    access: 'store', upload: PRODUCT_PICTURE,
    schema: { summary: 'Add a product (multipart, productImg required)', tags: ['products'], body: ProductAddFields, response: { 201: MsgProduct, 400: err, ...authErrors, 413: err, 415: err } },
  },
  'PATCH /api/product/update': {
    access: 'store', upload: { file: 'productImg', required: false },
    schema: { summary: 'Update an own product (multipart, productImg optional)', tags: ['products'], body: ProductUpdateFields, response: { 200: MsgProduct, 400: err, ...authErrors, 404: err, 413: err, 415: err } },
  },
  'DELETE /api/product/delete': { access: 'store', schema: { summary: 'Delete an own product', tags: ['products'], body: ProductIdBody, response: { 200: Msg, 400: err, ...authErrors, 404: err } } },
} as const satisfies Calls;

/** A relevance cursor: rank 0 to 3 and an id; 400 invalid_cursor otherwise. */
function decodeRanked(cursor: string): RankedKey {
  const { key, id } = rankedCursor.decode(cursor);
  if (key > 3) throw new HttpError(400, BAD_CURSOR_MESSAGE, { code: 'invalid_cursor', field: 'cursor' });
  return { rank: key, id };
}

/** The country, price and ship-to filters of the shop's calls, checked. */
function filtersOf(query: { country?: string; min_price?: number | ''; max_price?: number | ''; ships_to?: string }) {
  if (query.ships_to) refuseUnknownCountries([query.ships_to]);
  return {
    shipsTo: query.ships_to || undefined,
    country: query.country || undefined,
    minCents: typeof query.min_price === 'number' ? minCents(query.min_price) : undefined,
    maxCents: typeof query.max_price === 'number' ? maxCents(query.max_price) : undefined,
  };
}

/**
 * Runs one of the shop's searches. On PostgreSQL a statement past its timeout (SQLSTATE 57014) is
 * answered 503 `search_timeout` with `message` and Retry-After, not as the database being
 * unavailable (errors.ts): the database is up, this search was too costly, and the client may try
 * again or narrow it. Every other error goes on to the general handler.
 */
async function searchWithin<T>(message: string, search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (isStatementTimeout(error)) throw new HttpError(503, message, { code: 'search_timeout', retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
    throw error;
  }
}

const products: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(productCalls, 'GET /api/products'), handler: async ({ query }) => {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const q = query.q || undefined;
    const relevance = q !== undefined && (query.sort ?? 'relevance') === 'relevance';
    const search: ProductSearch = {
      ...filtersOf(query),
      q,
      limit,
      sort: relevance ? 'relevance' : 'newest',
      typos: true,
      ...(query.cursor ? (relevance ? { after: decodeRanked(query.cursor) } : { beforeId: productCursor.decode(query.cursor) }) : {}),
    };
    const page = await searchWithin(SEARCH_TIMEOUT_MESSAGES.search, () => app.shopSearch.products(search));
    const next_cursor = !page.hasMore ? null : page.lastKey ? rankedCursor.encode(page.lastKey.rank, page.lastKey.id) : pageOf(productCursor, page, (product) => product.product_id).next_cursor;
    return { items: page.items, next_cursor, ...(page.corrected !== undefined ? { corrected: page.corrected } : {}) };
  } });

  // Counts are a nicety beside the results: past their own shorter time they give up, rather than hold a connection.
  app.route({ ...routeOf(productCalls, 'GET /api/products/facets'), handler: async ({ query }) =>
    searchWithin(SEARCH_TIMEOUT_MESSAGES.facets, () => app.shopSearch.facets({ ...filtersOf(query), q: query.q || undefined }, { timeoutMs: app.config.facetsTimeoutMs })) });

  app.route({ ...routeOf(productCalls, 'GET /api/products/suggest'), handler: async ({ query }) =>
    ({ items: await searchWithin(SEARCH_TIMEOUT_MESSAGES.suggest, () => app.shopSearch.suggest(query.q ?? '')) }) });

  app.route({ ...routeOf(productCalls, 'GET /api/product/get/it/all'), handler: async () => listAllProducts(app.db) });

  app.route({ ...routeOf(productCalls, 'GET /api/product/{product_id}'), handler: async ({ params }) => {
    // A taken-down product, or one of a suspended store, is not there for shoppers.
    const product = await findListedProduct(app.db, params.product_id);
    if (!product) throw new HttpError(404, PRODUCT_MESSAGES.notFound, { code: 'product_not_found' });
    return product;
  } });

  app.route({ ...routeOf(productCalls, 'GET /api/product/store/{store_id}'), handler: async ({ params }) => listStoreProducts(app.db, params.store_id) });

  app.route({ ...routeOf(productCalls, 'POST /api/product/add'), handler: async (request, reply) => {
    const { body: fields } = request;
    const identity = storeCaller(request);
    const image = requiredPicture(request, PRODUCT_PICTURE);
    const store = { store_id: identity.store_id, store_name: identity.store_name };
    // The followers' notifications are written in the product's transaction (notifications/notifier.ts).
    const product = await app.notifier.report((tell) =>
      app.uploads.withSaved('products', image, (img) =>
        app.db.transaction().execute(async (trx) => {
          const created = await createProduct(trx, identity.store_id, {
            name: fields.name,
            description: fields.desc,
            price_cents: dollarsToCents(fields.price),
            stock: fields.stock,
            country: fields.country,
            img,
          });
          await tell(trx).productAdded(store, created);
          return created;
        }),
      ),
    );
    return reply.code(201).send({ msg: PRODUCT_MESSAGES.added, product });
  } });

  app.route({ ...routeOf(productCalls, 'PATCH /api/product/update'), handler: async (request) => {
    const { body: fields, picture: image } = request;
    const identity = storeCaller(request);
    const owner = await findProductOwner(app.db, fields.product_id);
    if (!owner) throw new HttpError(404, PRODUCT_MESSAGES.notFound, { code: 'product_not_found' });
    if (owner.store_id !== identity.store_id) throw new HttpError(403, PRODUCT_MESSAGES.notOwner, { code: 'forbidden' });
    const product = await app.uploads.withSaved('products', image, async (img) => {
      const updated = await updateProduct(app.db, fields.product_id, {
        name: fields.name,
        description: fields.desc,
        price_cents: dollarsToCents(fields.price),
        stock: fields.stock,
        country: fields.country,
        ...(img ? { img } : {}),
      });
      if (!updated) throw new HttpError(404, PRODUCT_MESSAGES.notFound, { code: 'product_not_found' });
      return updated;
    });
    // The new picture replaced the old one, which nothing refers to any more.
    if (image) await app.uploads.remove(owner.img);
    return { msg: PRODUCT_MESSAGES.updated, product };
  } });

  app.route({ ...routeOf(productCalls, 'DELETE /api/product/delete'), handler: async (request) => {
    const { body } = request;
    const identity = storeCaller(request);
    const owner = await findProductOwner(app.db, body.product_id);
    if (!owner) throw new HttpError(404, PRODUCT_MESSAGES.notFound, { code: 'product_not_found' });
    if (owner.store_id !== identity.store_id) throw new HttpError(403, PRODUCT_MESSAGES.notOwner, { code: 'forbidden' });
    await deleteProduct(app.db, body.product_id);
    await app.uploads.remove(owner.img);
    return { msg: PRODUCT_MESSAGES.deleted };
  } });
};

export default products;
