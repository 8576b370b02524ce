/** Products: public reads, the shop query, and add / update / delete by the owning store. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';
import {
  createProduct, deleteProduct, dollarsToCents, findProduct, findProductOwner, listAllProducts, listStoreProducts, updateProduct,
} from '../repositories/products';
import { searchProducts } from '../repositories/product-search';
import { refuseUnknownCountries } from './ships-to';

export const PRODUCT_MESSAGES = {
  added: 'Product added',
  updated: 'Product updated',
  deleted: 'Product deleted',
  notFound: 'Product not found',
  notOwner: 'This product belongs to another store',
  badCursor: 'cursor is not valid; load the first page again',
} as const;

const DEFAULT_PAGE_SIZE = 24;
const MAX_CENTS = 2 ** 31 - 1;

/** Opaque page cursor: the id of the last product shown. */
export const encodeCursor = (productId: number): string => Buffer.from(`p:${productId}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const match = /^p:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, PRODUCT_MESSAGES.badCursor, { code: 'invalid_cursor', field: 'cursor' });
  return id;
}

/** Inclusive bounds in dollars (any precision) to inclusive bounds in whole cents. */
const minCents = (dollars: number) => Math.min(MAX_CENTS, Math.ceil(Number((dollars * 100).toFixed(6))));
const maxCents = (dollars: number) => Math.min(MAX_CENTS, Math.floor(Number((dollars * 100).toFixed(6))));

const products: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET /api/products', async ({ query }) => {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    if (query.ships_to) refuseUnknownCountries([query.ships_to]);
    const { items, hasMore } = await searchProducts(app.db, app.dialect, {
      shipsTo: query.ships_to || undefined,
      q: query.q || undefined,
      country: query.country || undefined,
      minCents: typeof query.min_price === 'number' ? minCents(query.min_price) : undefined,
      maxCents: typeof query.max_price === 'number' ? maxCents(query.max_price) : undefined,
      limit,
      beforeId: query.cursor ? decodeCursor(query.cursor) : undefined,
    });
    return { items, next_cursor: hasMore ? encodeCursor(items[items.length - 1].product_id) : null };
  });

  defineRoute(app, 'GET /api/product/get/it/all', async () => listAllProducts(app.db));

  defineRoute(app, 'GET /api/product/{product_id}', async ({ params }) => {
    const product = await findProduct(app.db, params.product_id);
    if (!product) throw new HttpError(404, PRODUCT_MESSAGES.notFound, { code: 'product_not_found' });
    return product;
  });

  defineRoute(app, 'GET /api/product/store/{store_id}', async ({ params }) => listStoreProducts(app.db, params.store_id));

  defineRoute(app, 'POST /api/product/add', async ({ upload, identity }) => {
    const { fields, image } = upload;
    const store = { store_id: identity.store_id, store_name: identity.store_name };
    // The followers' notifications are written in the product's transaction (notifications/notifier.ts).
    const product = await app.notifier.report((tell) =>
      app.uploads.withSaved('products', image!, (img) =>
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
    return { msg: PRODUCT_MESSAGES.added, product };
  });

  defineRoute(app, 'PATCH /api/product/update', async ({ upload, identity }) => {
    const { fields, image } = upload;
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
  });

  defineRoute(app, 'DELETE /api/product/delete', async ({ body, identity }) => {
    const owner = await findProductOwner(app.db, body.product_id);
    if (!owner) throw new HttpError(404, PRODUCT_MESSAGES.notFound, { code: 'product_not_found' });
    if (owner.store_id !== identity.store_id) throw new HttpError(403, PRODUCT_MESSAGES.notOwner, { code: 'forbidden' });
    await deleteProduct(app.db, body.product_id);
    await app.uploads.remove(owner.img);
    return { msg: PRODUCT_MESSAGES.deleted };
  });
};

export default products;
