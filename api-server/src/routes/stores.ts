/** Stores: sign up with a picture, sign in (rate limited), update own profile, public page by name. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { Bio, BIO_LENGTH, ErrorAnswer as err, FullLocation, Msg, MsgToken, Password, Store, StoreName, TokenAnswer } from '../schemas/contract';
import { storeCaller } from '../auth/access';
import { requiredPicture } from '../uploads/multipart';
import { HttpError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { createStore, findShownStoreByName, findStoreById, findStoreCredentials, replaceStorePasswordHash, setShipsTo, updateStore } from '../repositories/stores';
import { refuseUnknownCountries } from './ships-to';
import { checkPassword } from '../auth/sign-in';
import { storeSuspendedMessage } from '../auth/identity';
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

const StoreLogBody = Type.Object({ store_name: Type.String({ minLength: 1, maxLength: 128 }), password: Type.String({ minLength: 1, maxLength: 128 }) });
/**
 * A store's ship-to countries (beyond the spec): names of the country list; a JSON array text
 * (`["Japan","Peru"]`) or the field repeated once per country; `[]` means every country.
 */
export const SHIPS_TO_MAX_ITEMS = 250;
const ShipsTo = Type.Array(Type.String({ maxLength: 100 }), {
  maxItems: SHIPS_TO_MAX_ITEMS,
  description: 'Countries the store ships to (names of the country list): a JSON array text such as ["Japan","Peru"], or the field repeated; [] means every country. Absent on update: unchanged',
});
/** Multipart text fields of POST /api/store/reg (storeImg is the file field). */
const StoreRegFields = Type.Object({ store_name: StoreName, password: Password, full_location: FullLocation, bio: Bio, ships_to: Type.Optional(ShipsTo) });
/** Multipart text fields of PATCH /api/store/update (storeImg optional). */
const StoreUpdateFields = Type.Object({
  store_name: StoreName,
  // Absent keeps the current location (as in PATCH /api/user/update); blank is refused.
  full_location: Type.Optional(FullLocation),
  password: Type.Optional(Type.Union([Type.Literal(''), Password])),
  // Blank (or only spaces) keeps the current bio, as a blank password keeps the password.
  bio: Type.Optional(Type.Union([Type.String({ maxLength: BIO_LENGTH.maxLength, pattern: '^\\s*$' }), Bio])),
  ships_to: Type.Optional(ShipsTo),
});
const StoreNameParams = Type.Object({ store_name: Type.String({ minLength: 1, maxLength: 64 }) });

const STORE_PICTURE = { file: 'storeImg', required: true };

export const storeCalls = {
  'POST /api/store/reg': {
    access: 'public', upload: STORE_PICTURE,
    schema: { summary: 'Register a store (multipart, storeImg required)', tags: ['stores'], body: StoreRegFields, response: { 201: Msg, 400: err, 409: err, 413: err, 415: err } },
  },
  'POST /api/store/log': {
    access: 'public',
    schema: { summary: 'Store login (403 store_suspended, with the reason, while the operator has suspended the store)', tags: ['stores'], body: StoreLogBody, response: { 200: TokenAnswer, 400: err, 401: err, 403: err, 429: err } },
  },
  'PATCH /api/store/update': {
    access: 'store', upload: { file: 'storeImg', required: false },
    schema: {
      summary: 'Update the signed-in store (multipart; password, bio, storeImg optional); returns a new token', tags: ['stores'], body: StoreUpdateFields,
      response: { 200: MsgToken, 400: err, ...authErrors, 409: err, 413: err, 415: err },
    },
  },
  'GET /api/store/{store_name}': { access: 'public', schema: { summary: 'A store by name', tags: ['stores'], params: StoreNameParams, response: { 200: Store, 404: err } } },
} as const satisfies Calls;

const stores: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(storeCalls, 'POST /api/store/reg'), handler: async (request, reply) => {
    const { body: fields } = request;
    const image = requiredPicture(request, STORE_PICTURE);
    refuseReserved(fields.store_name);
    if (fields.ships_to) refuseUnknownCountries(fields.ships_to);
    if (await findStoreCredentials(app.db, fields.store_name)) throw new HttpError(409, STORE_MESSAGES.taken, { code: 'store_name_taken', field: 'store_name' });
    const password_hash = await app.passwords.hash(fields.password, { client: request.ip, failures: 0 });
    await app.uploads.withSaved('stores', image, (img) =>
      app.db
        .transaction()
        .execute(async (trx) => {
          const storeId = await createStore(trx, { store_name: fields.store_name, password_hash, full_location: fields.full_location, bio: fields.bio, img });
          if (fields.ships_to) await setShipsTo(trx, storeId, fields.ships_to);
        })
        .catch(takenOnUniqueViolation),
    );
    return reply.code(201).send({ msg: STORE_MESSAGES.registered });
  } });

  const limiter = app.loginLimiter('store_name');
  app.route({
    ...routeOf(storeCalls, 'POST /api/store/log'),
    preHandler: limiter.check,
    handler: async (request) => {
      const { body } = request;
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
      // Told only to whoever knows the password.
      if (store.suspended_at !== null) throw new HttpError(403, storeSuspendedMessage(store.suspended_reason), { code: 'store_suspended' });
      return { token: await app.tokens.sign({ kind: 'store', store_id: store.store_id, store_name: store.store_name }, store.token_version) };
    },
  });

  app.route({ ...routeOf(storeCalls, 'PATCH /api/store/update'), handler: async (request) => {
    const { body: fields, picture: image } = request;
    const identity = storeCaller(request);
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
  } });

  app.route({ ...routeOf(storeCalls, 'GET /api/store/{store_name}'), handler: async ({ params }) => {
    // A suspended store's page is not there for shoppers.
    const store = await findShownStoreByName(app.db, params.store_name);
    if (!store) throw new HttpError(404, STORE_MESSAGES.notFound, { code: 'store_not_found' });
    return store;
  } });
};

export default stores;
