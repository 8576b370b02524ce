/**
 * The one way from a sign-in token to an identity, for the HTTP access hook (auth/access.ts) and the
 * live channel (routes/live.ts): the signature and expiry are checked, the account's row must still
 * exist, its token version must still be the token's (a password change ends older tokens), and the
 * names come from the database, not from the token. A suspended store's tokens are refused too
 * (403 `store_suspended`, the operator's reason in `msg`), so a suspension ends its sessions at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { findUserSession } from '../repositories/users';
import { findStoreSession } from '../repositories/stores';
import { findOperatorSession } from '../operator/repository';
import type { TokenIdentity, TokenService } from './tokens';
import type { ErrorCode } from '../schemas/error-codes';

export const AUTH_MESSAGES = {
  missing: 'Please sign in first',
  invalid: 'Your sign-in is not valid; please sign in again',
  expired: 'Your session has expired; please sign in again',
  gone: 'This account no longer exists; please sign in again',
  revoked: 'Your password was changed; please sign in again',
  customersOnly: 'Only customers can do this; sign in as a customer',
  storesOnly: 'Only stores can do this; sign in as a store',
  operatorsOnly: 'Only the marketplace operator can do this',
  notForOperators: 'The operator cannot do this; sign in as a customer or a store',
  /** The live channel's closing reason (a WebSocket reason holds at most 123 bytes, so not the operator's). */
  suspended: 'This store is suspended; please sign in again to see why',
} as const;

/** A suspended store's sign-in and tokens: the operator's reason, in the refusal's `msg`. */
export const storeSuspendedMessage = (reason: string | null): string => `This store is suspended${reason ? `: ${reason}` : ''}`;

export type IdentityRefusal = 'invalid' | 'expired' | 'gone' | 'revoked' | 'suspended';

/** The error code of each refusal. */
export const AUTH_CODES = {
  invalid: 'token_invalid', expired: 'token_expired', gone: 'account_gone', revoked: 'token_revoked', suspended: 'store_suspended',
} as const satisfies Record<IdentityRefusal, ErrorCode>;

/** The status of each refusal: 401 asks to sign in again; a suspended store may not, so 403. */
export const AUTH_STATUS: Record<IdentityRefusal, 401 | 403> = { invalid: 401, expired: 401, gone: 401, revoked: 401, suspended: 403 };

export type ResolvedIdentity =
  | { ok: true; identity: TokenIdentity; /** The token's `exp`, seconds since the epoch. */ expiresAt: number }
  | { ok: false; reason: IdentityRefusal; msg: string };

export interface IdentityResolver {
  resolve(token: string): Promise<ResolvedIdentity>;
}

const refuse = (reason: IdentityRefusal): ResolvedIdentity => ({ ok: false, reason, msg: AUTH_MESSAGES[reason] });

export function createIdentityResolver(db: Kysely<Database>, tokens: TokenService): IdentityResolver {
  return {
    async resolve(token) {
      const checked = await tokens.verify(token);
      if (!checked.ok) return refuse(checked.reason);
      const claimed = checked.identity;
      let identity: TokenIdentity;
      let currentVersion: number;
      if (claimed.kind === 'customer') {
        const user = await findUserSession(db, claimed.user_id);
        if (!user) return refuse('gone');
        identity = { kind: 'customer', user_id: user.user_id, username: user.username };
        currentVersion = user.token_version;
      } else if (claimed.kind === 'store') {
        const store = await findStoreSession(db, claimed.store_id);
        if (!store) return refuse('gone');
        identity = { kind: 'store', store_id: store.store_id, store_name: store.store_name };
        currentVersion = store.token_version;
        if (checked.version === currentVersion && store.suspended_at !== null) {
          return { ok: false, reason: 'suspended', msg: storeSuspendedMessage(store.suspended_reason) };
        }
      } else {
        const operator = await findOperatorSession(db, claimed.operator_id);
        if (!operator) return refuse('gone');
        identity = { kind: 'operator', operator_id: operator.operator_id, operator_name: operator.operator_name };
        currentVersion = operator.token_version;
      }
      if (checked.version !== currentVersion) return refuse('revoked');
      return { ok: true, identity, expiresAt: checked.expiresAt };
    },
  };
}
