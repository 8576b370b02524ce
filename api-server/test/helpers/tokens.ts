/** Hostile and broken tokens for the authorization matrix. */
import { SignJWT, UnsecuredJWT } from 'jose';
import { randomBytes } from 'node:crypto';

type Claims = Record<string, unknown>;

export function expiredToken(secret: Uint8Array, claims: Claims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now - 3600).setExpirationTime(now - 60).sign(secret);
}

export function algNoneToken(claims: Claims): string {
  return new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();
}

export function wrongSecretToken(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(randomBytes(32));
}

export function noExpToken(secret: Uint8Array, claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(secret);
}

export function validToken(secret: Uint8Array, claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(secret);
}
