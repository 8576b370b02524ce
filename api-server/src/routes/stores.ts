/** Stores: sign up with a picture, sign in (rate limited), update own profile, public page by name. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { createStore, findStoreById, findStoreByName, findStoreCredentials, replaceStorePasswordHash, setShipsTo, updateStore } from '../repositories/stores';
import { refuseUnknownCountries } from './ships-to';
import { checkPassword } from '../auth/sign-in';
import { storeChannel } from '../live/signals';

/** Store names that are front-end routes under /store/ (docs/api-contract.md, "Input limits"). */
export const RESERVED_STORE_NAMES = ['login', 'register', 'profile', 'add-product', 'edit-product', 'orders', 'inbox', 'chat', 'insights'] as const;

export const STORE_MESSAGES = {
  registered: 'Store registered successfully',
  taken: 'This store name is already taken',
  reserved: (name: string) => `The store name "${name}" is reserved; please choose another`,
  badLogin: 'Invalid store name or password',
  updated: 'Store profile updated',
  notFound: 'Store not found',
} as const;

function refuseReserved(storeName: string): void {
  if ((RESERVED_STORE_NAMES as readonly string[]).includes(storeName.toLowerCase())) throw new HttpError(409, STORE_MESSAGES.reserved(storeName), { code: 'store_name_reserved', field: 'store_name' });
}

/** A store name taken by a concurrent request shows as the database's unique violation. */
function takenOnUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, STORE_MESSAGES.taken, { code: 'store_name_taken', field: 'store_name' });
  throw error;
}

const stores: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'POST /api/store/reg', async ({ upload, request }) => {
    const { fields, image } = upload;
    refuseReserved(fields.store_name);
    if (fields.ships_to) refuseUnknownCountries(fields.ships_to);
    if (await findStoreCredentials(app.db, fields.store_name)) throw new HttpError(409, STORE_MESSAGES.taken, { code: 'store_name_taken', field: 'store_name' });
    const password_hash = await app.passwords.hash(fields.password, { client: request.ip, failures: 0 });
    await app.uploads.withSaved('stores', image!, (img) =>
      app.db
        .transaction()
        .execute(async (trx) => {
          const storeId = await createStore(trx, { store_name: fields.store_name, password_hash, full_location: fields.full_location, bio: fields.bio, img });
          if (fields.ships_to) await setShipsTo(trx, storeId, fields.ships_to);
        })
        .catch(takenOnUniqueViolation),
    );
    return { msg: STORE_MESSAGES.registered };
  });

  const limiter = app.loginLimiter('store_name');
  defineRoute(
    app,
    'POST /api/store/log',
    async ({ body, request }) => {
      const store = await findStoreCredentials(app.db, body.store_name);
      const valid = await checkPassword({
        passwords: app.passwords,
        password: body.password,
        storedHash: store?.password_hash,
        ticket: limiter.ticket(request),
        replaceHash: (previous, next) => replaceStorePasswordHash(app.db, store!.store_id, previous, next),
        log: request.log,
      });
      if (!store || !valid) {
        await limiter.recordFailure(request);
        throw new HttpError(401, STORE_MESSAGES.badLogin, { code: 'invalid_credentials' });
      }
      await limiter.recordSuccess(request);
      return { token: await app.tokens.sign({ kind: 'store', store_id: store.store_id, store_name: store.store_name }, store.token_version) };
    },
    { preHandler: limiter.check },
  );

  defineRoute(app, 'PATCH /api/store/update', async ({ upload, identity }) => {
    const { fields, image } = upload;
    // Absent keeps the current list; [] means every country.
    if (fields.ships_to) refuseUnknownCountries(fields.ships_to);
    const patch: { store_name?: string; password_hash?: string; full_location?: string; bio?: string } = {};
    // Absent keeps the current location, as the customer's update does (a blank one is refused by
    // the schema): a client refilling its form from the token has no location to send.
    if (fields.full_location !== undefined) patch.full_location = fields.full_location;
    if (fields.store_name !== identity.store_name) {
      refuseReserved(fields.store_name);
      const holder = await findStoreCredentials(app.db, fields.store_name);
      if (holder && holder.store_id !== identity.store_id) throw new HttpError(409, STORE_MESSAGES.taken, { code: 'store_name_taken', field: 'store_name' });
      patch.store_name = fields.store_name;
    }
    if (fields.bio !== undefined && fields.bio.trim() !== '') patch.bio = fields.bio;
    // A new password ends every older token (the answer carries a new one).
    if (fields.password) patch.password_hash = await app.passwords.hash(fields.password);
    const previous = await findStoreById(app.db, identity.store_id);
    const store = await app.uploads.withSaved('stores', image, async (img) => {
      const updated = await app.db
        .transaction()
        .execute(async (trx) => {
          const changed = await updateStore(trx, identity.store_id, img ? { ...patch, img } : patch);
          if (changed && fields.ships_to) await setShipsTo(trx, identity.store_id, fields.ships_to);
          return changed;
        })
        .catch(takenOnUniqueViolation);
      // An account deleted meanwhile: the new picture goes too (nothing would refer to it).
      if (!updated) throw new HttpError(401, 'This account no longer exists; please sign in again', { code: 'account_gone' });
      return updated;
    });
    // Live sockets of older tokens, on every instance, check their sign-in again and close.
    if (patch.password_hash !== undefined) app.liveSignals.notify(storeChannel(identity.store_id));
    // The new picture replaced the old one, which nothing refers to any more.
    if (image && previous && previous.img !== store.img) await app.uploads.remove(previous.img);
    return { msg: STORE_MESSAGES.updated, token: await app.tokens.sign({ kind: 'store', store_id: store.store_id, store_name: store.store_name }, store.token_version) };
  });

  defineRoute(app, 'GET /api/store/{store_name}', async ({ params }) => {
    const store = await findStoreByName(app.db, params.store_name);
    if (!store) throw new HttpError(404, STORE_MESSAGES.notFound, { code: 'store_not_found' });
    return store;
  });
};

export default stores;
