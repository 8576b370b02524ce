/**
 * Sign-in tokens: JWT HS256 signed with jose, algorithm pinned on verify, 7-day lifetime, `exp`
 * required. A token names exactly one identity: a customer (user_id, username) or a store
 * (store_id, store_name); a token claiming both or neither is refused.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type Identity =
  | { kind: 'user'; user_id: number; username: string }
  | { kind: 'store'; store_id: number; store_name: string };

export type TokenCheck = { ok: true; identity: Identity } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  sign(identity: Identity): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

const isPositiveInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

/** Tokens whose signature and claims were checked, remembered by their exact text. */
export const VERIFIED_TOKENS_KEPT = 10_000;

function identityOf(payload: Record<string, unknown>): Identity | null {
  const isUser = payload.user_id !== undefined;
  const isStore = payload.store_id !== undefined;
  if (isUser === isStore) return null;
  if (isUser && isPositiveInteger(payload.user_id)) return { kind: 'user', user_id: payload.user_id, username: String(payload.username ?? '') };
  if (isStore && isPositiveInteger(payload.store_id)) return { kind: 'store', store_id: payload.store_id, store_name: String(payload.store_name ?? '') };
  return null;
}

export function createTokenService(secret: Uint8Array): TokenService {
  // jose imports a raw secret into a WebCrypto key on every call; import it once instead (every
  // signed-in request verifies a token).
  let hmacKey: Promise<webcrypto.CryptoKey> | undefined;
  const key = () => (hmacKey ??= webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  const verified = new LRUCache<string, { identity: Identity; expiresAt: number }>({ max: VERIFIED_TOKENS_KEPT });
  return {
    async sign(identity) {
      const claims = identity.kind === 'user'
        ? { user_id: identity.user_id, username: identity.username }
        : { store_id: identity.store_id, store_name: identity.store_name };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key());
    },
    async verify(token) {
      // Every signed-in call verifies its token, and WebCrypto's HMAC is a good share of a small
      // call's CPU; a token already verified (the same text, signature included) is only checked
      // for expiry again. The account's existence is still read on every call (auth/access.ts).
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return { ok: true, identity: known.identity };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const identity = identityOf(payload);
        if (!identity) return { ok: false, reason: 'invalid' };
        verified.set(token, { identity, expiresAt: payload.exp! });
        return { ok: true, identity };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
