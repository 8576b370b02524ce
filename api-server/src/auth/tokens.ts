/**
 * Sign-in tokens: JWT HS256 signed with jose, algorithm pinned on verify, 7-day lifetime, `exp`
 * required. A token names exactly one identity: a customer (user_id, username) or a store
 * (store_id, store_name); a token claiming both or neither is refused. Beyond the contract's claims a
 * token carries `tv`, the account's token version when it was signed (absent counts as 0): a password
 * change raises the account's version, and auth/identity.ts refuses tokens carrying an older one.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** A customer or a store: the accounts of the marketplace (carts, orders, chats, live sockets). */
export type Identity =
  | { kind: 'customer'; user_id: number; username: string }
  | { kind: 'store'; store_id: number; store_name: string };

/** The marketplace's operator: moderates, never shops nor sells (only /api/operator/… calls). */
export type OperatorIdentity = { kind: 'operator'; operator_id: number; operator_name: string };

/** Whoever a token may name. */
export type TokenIdentity = Identity | OperatorIdentity;

export interface VerifiedToken {
  identity: TokenIdentity;
  /** The account's token version when the token was signed. */
  version: number;
  /** `exp`, seconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck = ({ ok: true } & VerifiedToken) | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  /** `version`: the account's current token version (0 for an account whose password never changed). */
  sign(identity: TokenIdentity, version: number): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

const isPositiveInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;
const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Tokens whose signature and claims were checked, remembered by their exact text. */
export const VERIFIED_TOKENS_KEPT = 10_000;

function identityOf(payload: Record<string, unknown>): TokenIdentity | null {
  const claimed = [payload.user_id, payload.store_id, payload.operator_id].filter((id) => id !== undefined);
  if (claimed.length !== 1) return null;
  if (isPositiveInteger(payload.user_id)) return { kind: 'customer', user_id: payload.user_id, username: String(payload.username ?? '') };
  if (isPositiveInteger(payload.store_id)) return { kind: 'store', store_id: payload.store_id, store_name: String(payload.store_name ?? '') };
  if (isPositiveInteger(payload.operator_id)) return { kind: 'operator', operator_id: payload.operator_id, operator_name: String(payload.operator_name ?? '') };
  return null;
}

function claimsOf(identity: TokenIdentity): Record<string, string | number> {
  switch (identity.kind) {
    case 'customer': return { user_id: identity.user_id, username: identity.username };
    case 'store': return { store_id: identity.store_id, store_name: identity.store_name };
    case 'operator': return { operator_id: identity.operator_id, operator_name: identity.operator_name };
  }
}

export function createTokenService(secret: Uint8Array): TokenService {
  // jose imports a raw secret into a WebCrypto key on every call; import it once instead (every
  // signed-in request verifies a token).
  let hmacKey: Promise<webcrypto.CryptoKey> | undefined;
  const key = () => (hmacKey ??= webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_KEPT });
  return {
    async sign(identity, version) {
      return new SignJWT({ ...claimsOf(identity), tv: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key());
    },
    async verify(token) {
      // Every signed-in call verifies its token, and WebCrypto's HMAC is a good share of a small
      // call's CPU; a token already verified (the same text, signature included) is only checked
      // for expiry again. The account (its existence, its token version) is still read on every call
      // (auth/identity.ts).
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return { ok: true, ...known };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const identity = identityOf(payload);
        const version = payload.tv ?? 0;
        if (!identity || !isVersion(version)) return { ok: false, reason: 'invalid' };
        const checked = { identity, version, expiresAt: payload.exp! };
        verified.set(token, checked);
        return { ok: true, ...checked };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
