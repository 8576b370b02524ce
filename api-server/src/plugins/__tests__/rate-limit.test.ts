/**
 * Sign-in limits: per name, per name across addresses, per client address across names (password
 * spraying), a client address that only a trusted proxy may set, many people behind one address,
 * and the cap on password hashes computed at once.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { HASHING_BUSY_MESSAGE } from '../../auth/passwords';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../rate-limit';

const TOO_MANY = /^Too many sign-in attempts; please wait .+ and try again$/;

describeEachDatabase(
  'sign-in limits per client address, across names',
  (t) => {
    const login = (username: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username, password: 'guessed password' }, remoteAddress, headers });

    it('stops one password tried against many names from one address (429 with Retry-After); other addresses go on', async () => {
      for (let i = 0; i < 3; i++) expect((await login(t.uniqueName('spray'), '203.0.113.7')).statusCode).toBe(401);
      const limited = await login(t.uniqueName('spray'), '203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(t.uniqueName('spray'), '203.0.113.8')).statusCode).toBe(401);
      // The store sign-in shares the address's budget.
      const store = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: 'nobody_here', password: 'guessed' }, remoteAddress: '203.0.113.7' });
      expect(store.statusCode).toBe(429);
    });

    it('counts only failed sign-ins against the address: people sharing one address still sign in', async () => {
      const customers = [await t.signUpCustomer(), await t.signUpCustomer()];
      for (let i = 0; i < 6; i++) {
        const customer = customers[i % 2];
        const res = await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: customer.password }, remoteAddress: '198.51.100.20' });
        expect(res.statusCode).toBe(200);
      }
    });

    it('without TRUST_PROXY, X-Forwarded-For is ignored: rotating it does not reset the limit', async () => {
      for (let i = 0; i < 3; i++) expect((await login(t.uniqueName('xff'), '192.0.2.50', { 'x-forwarded-for': `10.9.0.${i}` })).statusCode).toBe(401);
      expect((await login(t.uniqueName('xff'), '192.0.2.50', { 'x-forwarded-for': '10.9.0.99' })).statusCode).toBe(429);
    });
  },
  { loginRateLimit: { perName: 100, perAddress: 3, windowMs: 60_000 } },
);

describeEachDatabase(
  'TRUST_PROXY names the proxies whose X-Forwarded-For counts',
  (t) => {
    const login = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST', url: '/api/user/log', payload: { username: t.uniqueName('p'), password: 'guessed password' }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor },
      });

    it('a direct client rotating X-Forwarded-For stays one address', async () => {
      for (let i = 0; i < 2; i++) expect((await login('192.0.2.60', `198.18.0.${i}`)).statusCode).toBe(401);
      expect((await login('192.0.2.60', '198.18.0.77')).statusCode).toBe(429);
    });

    it('behind the trusted proxy each client has its own budget, and a forged hop before it changes nothing', async () => {
      for (let i = 0; i < 2; i++) expect((await login('10.1.2.3', '198.19.0.1')).statusCode).toBe(401);
      expect((await login('10.1.2.3', '198.19.0.1')).statusCode).toBe(429);
      // The client prepends a made-up address; the proxy appends the real one, which is what counts.
      expect((await login('10.1.2.3', '1.2.3.4, 198.19.0.1')).statusCode).toBe(429);
      expect((await login('10.1.2.3', '198.19.0.2')).statusCode).toBe(401);
    });
  },
  { loginRateLimit: { perName: 100, perAddress: 2, windowMs: 60_000 }, env: { TRUST_PROXY: '10.0.0.0/8' } },
);

describeEachDatabase(
  'one account guessed at from many addresses',
  (t) => {
    const login = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username, password }, remoteAddress });

    it('is stopped after the limit across addresses (429), except from an address that signed in to it before; other accounts go on', async () => {
      const [owner, other] = [await t.signUpCustomer(), await t.signUpCustomer()];
      expect((await login(owner.username, owner.password, '203.0.113.200')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login(owner.username, `guess ${i}`, `198.18.200.${i}`)).statusCode).toBe(401);

      // Even the right password, from an address the owner never used: 429.
      const limited = await login(owner.username, owner.password, '198.18.200.99');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The owner's own address still signs in.
      expect((await login(owner.username, owner.password, '203.0.113.200')).statusCode).toBe(200);
      // Another account, from the same new address, is untouched.
      expect((await login(other.username, other.password, '198.18.200.99')).statusCode).toBe(200);
      // A name with no account is limited the same way: a 429 tells nothing about which names exist.
      const nobody = t.uniqueName('nobody');
      for (let i = 0; i < 5; i++) expect((await login(nobody, `guess ${i}`, `198.18.201.${i}`)).statusCode).toBe(401);
      expect((await login(nobody, 'guess again', '198.18.201.99')).statusCode).toBe(429);
    });
  },
  { loginRateLimit: { perName: 100, perNameAcrossAddresses: 5, perAddress: 100, windowMs: 60_000 } },
);

describeEachDatabase(
  'one client address, many people (an office behind one NAT), with the default limits',
  (t) => {
    const login = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username, password }, remoteAddress: '198.51.100.77' });

    it('many failed sign-ins on other names do not lock the address out of every account; guessing one account is still stopped', async () => {
      const [colleague, target] = [await t.signUpCustomer(), await t.signUpCustomer()];
      const failures = DEFAULT_LOGIN_RATE_LIMIT.perName * 5;
      for (let i = 0; i < failures; i++) expect((await login(t.uniqueName('typo'), 'mistyped password')).statusCode).toBe(401);
      expect((await login(colleague.username, colleague.password)).statusCode).toBe(200);

      for (let i = 0; i < DEFAULT_LOGIN_RATE_LIMIT.perName; i++) expect((await login(target.username, `guess number ${i}`)).statusCode).toBe(401);
      const limited = await login(target.username, target.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(TOO_MANY);
      // The colleague is not caught by the guessing of another account.
      expect((await login(colleague.username, colleague.password)).statusCode).toBe(200);
    });
  },
  { loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT },
);

describeEachDatabase(
  'password hashes computed at once are capped',
  (t) => {
    it('runs at most PASSWORD_HASH_CONCURRENCY hashes at once; a sign-in that could not start in time gets 503 with Retry-After', async () => {
      let most = 0;
      const sampler = setInterval(() => {
        most = Math.max(most, t.app.passwords.running());
      }, 1);
      try {
        const answers = await Promise.all(
          Array.from({ length: 24 }, () =>
            t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: t.uniqueName('unknown'), password: 'some password' } }),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
        const busy = answers.filter((a) => a.statusCode === 503);
        expect(busy.length).toBeGreaterThan(0);
        expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
        for (const answer of busy) {
          expect(answer.json()).toEqual({ msg: HASHING_BUSY_MESSAGE, code: 'sign_ins_busy' });
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        }
      } finally {
        clearInterval(sampler);
      }
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(2);
      // Once the burst is over, sign-ins go through again.
      const customer = await t.signUpCustomer();
      expect(customer.token).toEqual(expect.any(String));
    });
  },
  // About 0.1 s per hash here: 24 at once cannot all start within the 100 ms wait.
  { passwordHashing: { cost: { memoryKiB: 32 * 1024, passes: 4 }, maxWaitMs: 100 }, env: { PASSWORD_HASH_CONCURRENCY: '2' } },
);
