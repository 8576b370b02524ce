/**
 * Who may call a route (the route table's `access`): the bearer token is checked (never a cookie),
 * and the identity's row must still exist; names come from the database, not from the token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../schemas/routes';
import { HttpError } from '../errors';
import { findUserById } from '../repositories/users';
import { findStoreById } from '../repositories/stores';
import type { Identity } from './tokens';

export const AUTH_MESSAGES = {
  missing: 'Please sign in first',
  invalid: 'Your sign-in is not valid; please sign in again',
  expired: 'Your session has expired; please sign in again',
  gone: 'This account no longer exists; please sign in again',
  customersOnly: 'Only customers can do this; sign in as a customer',
  storesOnly: 'Only stores can do this; sign in as a store',
} as const;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Resolves the bearer token to a live identity; throws 401 with the reason. */
async function resolveIdentity(app: FastifyInstance, token: string): Promise<Identity> {
  const checked = await app.tokens.verify(token);
  if (!checked.ok) throw new HttpError(401, checked.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
  const claimed = checked.identity;
  if (claimed.kind === 'user') {
    const user = await findUserById(app.db, claimed.user_id);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.gone);
    return { kind: 'user', user_id: user.user_id, username: user.username };
  }
  const store = await findStoreById(app.db, claimed.store_id);
  if (!store) throw new HttpError(401, AUTH_MESSAGES.gone);
  return { kind: 'store', store_id: store.store_id, store_name: store.store_name };
}

/** An onRequest hook enforcing `access`, leaving the caller in `request.identity`. */
export function accessHook(app: FastifyInstance, access: Access) {
  return async (request: FastifyRequest): Promise<void> => {
    request.identity = null;
    if (access === 'public') return;
    const token = bearerToken(request);
    if (access === 'optional') {
      // A stale token on a public page is treated as a guest rather than breaking the page.
      if (token) request.identity = await resolveIdentity(app, token).catch(() => null);
      return;
    }
    if (!token) throw new HttpError(401, AUTH_MESSAGES.missing);
    const identity = await resolveIdentity(app, token);
    if (access === 'customer' && identity.kind !== 'user') throw new HttpError(403, AUTH_MESSAGES.customersOnly);
    if (access === 'store' && identity.kind !== 'store') throw new HttpError(403, AUTH_MESSAGES.storesOnly);
    request.identity = identity;
  };
}
