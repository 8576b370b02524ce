/**
 * Sign-in tokens: JWT HS256 signed with jose, algorithm pinned on verify, 7-day lifetime, `exp`
 * required. A token names exactly one identity: a customer (user_id, username) or a store
 * (store_id, store_name); a token claiming both or neither is refused.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

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

export function createTokenService(secret: Uint8Array): TokenService {
  // jose imports a raw secret into a WebCrypto key on every call; import it once instead (every
  // signed-in request verifies a token).
  let hmacKey: Promise<webcrypto.CryptoKey> | undefined;
  const key = () => (hmacKey ??= webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
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
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const isUser = payload.user_id !== undefined;
        const isStore = payload.store_id !== undefined;
        if (isUser === isStore) return { ok: false, reason: 'invalid' };
        if (isUser && isPositiveInteger(payload.user_id)) {
          return { ok: true, identity: { kind: 'user', user_id: payload.user_id, username: String(payload.username ?? '') } };
        }
        if (isStore && isPositiveInteger(payload.store_id)) {
          return { ok: true, identity: { kind: 'store', store_id: payload.store_id, store_name: String(payload.store_name ?? '') } };
        }
        return { ok: false, reason: 'invalid' };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
