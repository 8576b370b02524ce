/**
 * Sign-in through the routes: old hashes are upgraded when the password is proven, and a person
 * signs in while a flood of sign-ins with unknown names from many addresses saturates the hashing.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { legacyScryptHash } from '../../../test/helpers/legacy-passwords';
import { HASHING_BUSY_MESSAGE } from '../passwords';

describeEachDatabase('a hash stored with older parameters is replaced at the next sign-in', (t) => {
  const signIn = (url: string, payload: Record<string, string>) => t.app.inject({ method: 'POST', url, payload });

  it('a customer with a scrypt hash signs in, gets an argon2id hash, keeps their sessions, and signs in again', async () => {
    const customer = await t.signUpCustomer();
    const old = await legacyScryptHash(customer.password);
    await t.db.updateTable('users').set({ password_hash: old }).where('username', '=', customer.username).execute();
    const stored = () => t.db.selectFrom('users').select(['password_hash', 'token_version']).where('username', '=', customer.username).executeTakeFirstOrThrow();
    const before = await stored();

    // A wrong password changes nothing.
    expect((await signIn('/api/user/log', { username: customer.username, password: 'not the password' })).statusCode).toBe(401);
    expect((await stored()).password_hash).toBe(old);

    expect((await signIn('/api/user/log', { username: customer.username, password: customer.password })).statusCode).toBe(200);
    const after = await stored();
    expect(after.password_hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(after.token_version).toBe(before.token_version);
    const profile = await t.app.inject({ method: 'PATCH', url: '/api/user/update', headers: { authorization: `Bearer ${customer.token}` }, payload: { full_location: '2 Rue Neuve, Lyon, France' } });
    expect(profile.statusCode).toBe(200);

    expect((await signIn('/api/user/log', { username: customer.username, password: customer.password })).statusCode).toBe(200);
    expect((await stored()).password_hash).toBe(after.password_hash);
  });

  it('a store with a scrypt hash signs in and gets an argon2id hash', async () => {
    const seller = await t.signUpStore();
    await t.db.updateTable('stores').set({ password_hash: await legacyScryptHash(seller.password) }).where('store_name', '=', seller.store_name).execute();
    expect((await signIn('/api/store/log', { store_name: seller.store_name, password: seller.password })).statusCode).toBe(200);
    const row = await t.db.selectFrom('stores').select('password_hash').where('store_name', '=', seller.store_name).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await signIn('/api/store/log', { store_name: seller.store_name, password: seller.password })).statusCode).toBe(200);
  });
});

const FLOOD_ADDRESSES = 64;
/** Longest wait for the flood to be in full swing (well inside the suite's 30 s test timeout). */
const FLOOD_SWING_MS = 20_000;

describeEachDatabase(
  'a person signs in during a flood of sign-ins with unknown names from many addresses',
  (t) => {
    it('the flood is held off with 503s; every one of the person’s sign-ins succeeds, each in well under 2 s', async () => {
      const person = await t.signUpCustomer();
      const flood = { 401: 0, 503: 0, other: 0 };
      // Addresses the service has turned down at least once: a wrong password (401) or no room in the
      // hash queue (503). Either counts against the address in the queue's order; which of the two an
      // address meets first depends on how fast this machine hashes, so the test waits for either.
      const turnedDown = new Set<number>();
      let flooding = true;
      const flooder = async (index: number) => {
        for (let i = 0; flooding; i++) {
          const res = await t.app.inject({
            method: 'POST', url: '/api/user/log', payload: { username: `nobody_${index}_${i}`, password: 'guessed password' }, remoteAddress: `198.18.${index}.1`,
          });
          if (res.statusCode === 401 || res.statusCode === 503) turnedDown.add(index);
          if (res.statusCode === 503) expect(res.json()).toEqual({ msg: HASHING_BUSY_MESSAGE, code: 'sign_ins_busy' });
          if (res.statusCode === 401 || res.statusCode === 503) flood[res.statusCode] += 1;
          else flood.other += 1;
        }
      };
      const flooders = Array.from({ length: FLOOD_ADDRESSES }, (_, index) => flooder(index));

      const outcomes: Array<{ status: number; ms: number }> = [];
      try {
        // Once every flooding address has been turned down at least once and the hashing has refused
        // some of it, the flood is in full swing, however fast or slow this machine is. Bounded: a flood
        // that never gets there fails here, and the finally below stops the flooders (a wait left
        // running would keep jest from exiting).
        const deadline = performance.now() + FLOOD_SWING_MS;
        while (turnedDown.size < FLOOD_ADDRESSES || flood[503] === 0 || flood[401] <= FLOOD_ADDRESSES) {
          if (performance.now() > deadline) {
            throw new Error(`the flood was not in full swing after ${FLOOD_SWING_MS} ms: ${turnedDown.size} of ${FLOOD_ADDRESSES} addresses turned down, ${JSON.stringify(flood)}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          const res = await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: person.username, password: person.password }, remoteAddress: '203.0.113.99' });
          outcomes.push({ status: res.statusCode, ms: performance.now() - started });
        }
      } finally {
        flooding = false;
        await Promise.all(flooders);
      }

      expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
      for (const { ms } of outcomes) expect(ms).toBeLessThan(2000);
      // (That the flood saturated the hashing, some of it turned away at once with 503, the wait above
      // has checked before the person's first sign-in.)
      expect(flood.other).toBe(0);
    });
  },
  {
    // A few milliseconds per hash, one at a time, a short wait: the flood is far more than it can take.
    passwordHashing: { cost: { memoryKiB: 4 * 1024, passes: 1 }, concurrency: 1, maxWaitMs: 150 },
  },
);
