import { decodeJwt } from 'jose';
import { createPasswordHasher } from '../passwords';
import { createTokenService } from '../tokens';
import { legacyScryptHash } from '../../../test/helpers/legacy-passwords';
import { algNoneToken, expiredToken, noExpToken, validToken, wrongSecretToken } from '../../../test/helpers/tokens';

describe('password hashing', () => {
  it('uses argon2id with OWASP parameters (19 MiB, 2 passes, 1 lane) and a per-user salt in production, named in the stored hash', async () => {
    const hasher = createPasswordHasher();
    const [a, b] = [await hasher.hash('correct horse'), await hasher.hash('correct horse')];
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('correct horse', a)).toBe(true);
    expect(await hasher.verify('correct horsE', a)).toBe(false);
    expect(await hasher.verify('correct horse', 'garbage')).toBe(false);
    expect(await hasher.verify('correct horse', '$argon2id$garbage')).toBe(false);
    expect(hasher.needsRehash(a)).toBe(false);
  });

  it('checks hashes made with other parameters by their own, and says they need a new hash', async () => {
    const cheap = await createPasswordHasher({ cost: { memoryKiB: 256, passes: 1 } }).hash('pw123456');
    const hasher = createPasswordHasher();
    expect(await hasher.verify('pw123456', cheap)).toBe(true);
    expect(hasher.needsRehash(cheap)).toBe(true);
  });

  it('still checks hashes stored in the scrypt format used before, which need a new hash', async () => {
    const hasher = createPasswordHasher();
    const old = await legacyScryptHash('pw123456', 12);
    expect(old).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await hasher.verify('pw123456', old)).toBe(true);
    expect(await hasher.verify('pw1234567', old)).toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(await hasher.verify('pw123456', 'scrypt$40$8$1$AAAA$AAAA')).toBe(false);
  });

  it('checks an unknown name against nothing: never a match', async () => {
    expect(await createPasswordHasher({ cost: { memoryKiB: 256, passes: 1 } }).verifyAgainstNothing('anything at all')).toBe(false);
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(48));
  const tokens = createTokenService(secret);

  it('signs a customer token with user_id, username, iat and a 7-day exp', async () => {
    const token = await tokens.sign({ kind: 'customer', user_id: 3, username: 'amy' }, 0);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ user_id: 3, username: 'amy' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    expect(await tokens.verify(token)).toEqual({ ok: true, identity: { kind: 'customer', user_id: 3, username: 'amy' }, version: 0, expiresAt: claims.exp });
  });

  it('signs a store token with store_id and store_name', async () => {
    const token = await tokens.sign({ kind: 'store', store_id: 9, store_name: 'kiln' }, 4);
    expect(await tokens.verify(token)).toMatchObject({ ok: true, identity: { kind: 'store', store_id: 9, store_name: 'kiln' }, version: 4 });
  });

  it('reads a token without a version (signed before versions existed) as version 0', async () => {
    expect(await tokens.verify(await validToken(secret, { user_id: 6, username: 'di' }))).toMatchObject({ ok: true, version: 0 });
  });

  it.each([
    ['expired', () => expiredToken(secret, { user_id: 1 }), 'expired'],
    ['alg none', async () => algNoneToken({ user_id: 1 }), 'invalid'],
    ['another secret', () => wrongSecretToken({ user_id: 1 }), 'invalid'],
    ['without exp', () => noExpToken(secret, { user_id: 1 }), 'invalid'],
    ['claiming both identities', () => validToken(secret, { user_id: 1, store_id: 1 }), 'invalid'],
    ['claiming neither identity', () => validToken(secret, { username: 'amy' }), 'invalid'],
    ['with a non-integer id', () => validToken(secret, { user_id: '1' }), 'invalid'],
    ['with a version that is not a whole number', () => validToken(secret, { user_id: 1, tv: 'x' }), 'invalid'],
    ['that is not a JWT', async () => 'hello', 'invalid'],
  ])('refuses a token %s', async (_what, make, reason) => {
    expect(await tokens.verify(await make())).toEqual({ ok: false, reason });
  });

  it('refuses a token it verified before once that token has expired', async () => {
    const token = await tokens.sign({ kind: 'customer', user_id: 4, username: 'bo' }, 0);
    expect(await tokens.verify(token)).toMatchObject({ ok: true, identity: { kind: 'customer', user_id: 4, username: 'bo' } });
    const expiresAt = decodeJwt(token).exp! * 1000;
    // Only the clock moves (jose reads it with `new Date()`, the cache with Date.now()).
    jest.useFakeTimers({ now: expiresAt + 1, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'performance'] });
    try {
      expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
      expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    } finally {
      jest.useRealTimers();
    }
    expect(await tokens.verify(token)).toMatchObject({ ok: true, identity: { kind: 'customer', user_id: 4, username: 'bo' } });
  });

  it('never takes a token that differs from a verified one in any character', async () => {
    const token = await tokens.sign({ kind: 'customer', user_id: 5, username: 'cy' }, 0);
    expect((await tokens.verify(token)).ok).toBe(true);
    // The signature's last base64url character carries 2 padding bits: 'A' and 'B' decode alike, so
    // the replacement must differ in the 4 bits that count ('A' = 000000, 'Q' = 010000).
    const last = token.at(-1) === 'A' ? 'Q' : 'A';
    expect(await tokens.verify(token.slice(0, -1) + last)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(`${token}A`)).toEqual({ ok: false, reason: 'invalid' });
  });
});
