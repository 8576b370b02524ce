/** Products: public reads, the shop query, and add / update / delete by the owning store. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { HttpError } from '../errors';
import { BAD_CURSOR_MESSAGE, pageCursor, pageOf } from './page-cursor';
import { Country, Description, ErrorAnswer as err, Id, Msg, MsgProduct, Price, Product, ProductList, ProductName, Stock } from '../schemas/contract';
import { storeCaller } from '../auth/access';
import { requiredPicture } from '../uploads/multipart';
import {
  createProduct, deleteProduct, dollarsToCents, findListedProduct, findProductOwner, listAllProducts, listStoreProducts, updateProduct,
} from '../repositories/products';
import { searchProducts } from '../repositories/product-search';
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
/** The shop's page cursor after `productId`. */
export const encodeCursor = productCursor.encode;

/** Inclusive bounds in dollars (any precision) to inclusive bounds in whole cents. */
const minCents = (dollars: number) => Math.min(MAX_CENTS, Math.ceil(Number((dollars * 100).toFixed(6))));
const maxCents = (dollars: number) => Math.min(MAX_CENTS, Math.floor(Number((dollars * 100).toFixed(6))));

const ProductsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  min_price: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: 0 })])),
  max_price: Type.Optional(Type.Union([Type.Literal(''), Type.Number({ minimum: 0 })])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  ships_to: Type.Optional(Type.String({ maxLength: 100, description: "Beyond the spec: only products whose store ships to this country (a name of the country list); '' means no filter" })),
});
const ProductPage = Type.Object({
  items: ProductList,
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
const ProductIdParams = Type.Object({ product_id: Id });
const StoreIdParams = Type.Object({ store_id: Id });
/** Multipart text fields of POST /api/product/add (productImg is the file field). */
const ProductAddFields = Type.Object({ name: ProductName, desc: Description, price: Price, stock: Stock, country: Country });
const ProductUpdateFields = Type.Object({ product_id: Id, name: ProductName, desc: Description, price: Price, stock: Stock, country: Country });
const ProductIdBody = Type.Object({ product_id: Id });

const PRODUCT_PICTURE = { file: 'productImg', required: true };

export const productCalls = {
  'GET /api/products': { access: 'public', schema: { summary: 'Shop query: filters evaluated by the server, newest first, cursor pages', tags: ['products'], querystring: ProductsQuery, response: { 200: ProductPage, 400: err } } },
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

const products: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(productCalls, 'GET /api/products'), handler: async ({ query }) => {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    if (query.ships_to) refuseUnknownCountries([query.ships_to]);
    const page = await searchProducts(app.db, app.dialect, {
      shipsTo: query.ships_to || undefined,
      q: query.q || undefined,
      country: query.country || undefined,
      minCents: typeof query.min_price === 'number' ? minCents(query.min_price) : undefined,
      maxCents: typeof query.max_price === 'number' ? maxCents(query.max_price) : undefined,
      limit,
      beforeId: query.cursor ? productCursor.decode(query.cursor) : undefined,
    });
    return pageOf(productCursor, page, (product) => product.product_id);
  } });

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
