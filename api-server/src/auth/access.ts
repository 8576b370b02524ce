/**
 * Who may make a call (each call's `access`, routes/calls.ts): the bearer token is checked (never a
 * cookie) by the one identity resolver (auth/identity.ts), which leaves the caller in
 * `request.identity`; handlers read it back typed by role
 * (`customerCaller`, `storeCaller`, `signedInCaller`). The operator is a role apart: its token opens
 * only `operator` calls (left in `request.operator`, read back by `operatorCaller`), and every
 * customer or store call refuses it with 403; on `optional` calls it counts as a guest.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { Identity, OperatorIdentity, TokenIdentity } from './tokens';
import { AUTH_CODES, AUTH_MESSAGES, AUTH_STATUS } from './identity';

export { AUTH_MESSAGES };

export type Access = 'public' | 'customer' | 'store' | 'any-signed-in' | 'optional' | 'operator';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Resolves the bearer token to a live identity; throws 401 (403 for a suspended store) with the reason. */
async function resolveIdentity(request: FastifyRequest, token: string): Promise<TokenIdentity> {
  const resolved = await request.server.identities.resolve(token);
  if (!resolved.ok) throw new HttpError(AUTH_STATUS[resolved.reason], resolved.msg, { code: AUTH_CODES[resolved.reason] });
  return resolved.identity;
}

/** 403 unless the identity may make a call of this access (which needs a signed-in caller). */
function refuseOtherRoles(access: Exclude<Access, 'public' | 'optional'>, identity: TokenIdentity): void {
  if (access === 'operator') {
    if (identity.kind !== 'operator') throw new HttpError(403, AUTH_MESSAGES.operatorsOnly, { code: 'operators_only' });
    return;
  }
  if (access === 'customer' && identity.kind !== 'customer') throw new HttpError(403, AUTH_MESSAGES.customersOnly, { code: 'customers_only' });
  if (access === 'store' && identity.kind !== 'store') throw new HttpError(403, AUTH_MESSAGES.storesOnly, { code: 'stores_only' });
  if (identity.kind === 'operator') throw new HttpError(403, AUTH_MESSAGES.notForOperators, { code: 'not_for_operators' });
}

/** An onRequest hook enforcing `access`, leaving the caller in `request.identity`. */
export function accessHook(access: Access) {
  return async (request: FastifyRequest): Promise<void> => {
    request.identity = null;
    request.operator = null;
    if (access === 'public') return;
    const token = bearerToken(request);
    if (access === 'optional') {
      // A stale token on a public page is treated as a guest rather than breaking the page; a
      // database that cannot answer is still an error (503), not a guest.
      if (token) {
        const resolved = await request.server.identities.resolve(token);
        request.identity = resolved.ok && resolved.identity.kind !== 'operator' ? resolved.identity : null;
      }
      return;
    }
    if (!token) throw new HttpError(401, AUTH_MESSAGES.missing, { code: 'token_missing' });
    const identity = await resolveIdentity(request, token);
    refuseOtherRoles(access, identity);
    if (identity.kind === 'operator') request.operator = identity;
    else request.identity = identity;
  };
}

/** The operator as the `operator` access hook left it. */
export function operatorCaller(request: FastifyRequest): OperatorIdentity {
  if (request.operator === null) throw new HttpError(403, AUTH_MESSAGES.operatorsOnly, { code: 'operators_only' });
  return request.operator;
}

/**
 * The caller as the call's access hook left it, typed by role. The hook already refused anyone
 * else; these only tell TypeScript which identity the handler has.
 */
export function signedInCaller(request: FastifyRequest): Identity {
  if (request.identity === null) throw new HttpError(401, AUTH_MESSAGES.missing, { code: 'token_missing' });
  return request.identity;
}

export function customerCaller(request: FastifyRequest): Extract<Identity, { kind: 'customer' }> {
  const identity = signedInCaller(request);
  if (identity.kind !== 'customer') throw new HttpError(403, AUTH_MESSAGES.customersOnly, { code: 'customers_only' });
  return identity;
}

export function storeCaller(request: FastifyRequest): Extract<Identity, { kind: 'store' }> {
  const identity = signedInCaller(request);
  if (identity.kind !== 'store') throw new HttpError(403, AUTH_MESSAGES.storesOnly, { code: 'stores_only' });
  return identity;
}
