import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describeEachDatabase } from '../../../test/helpers/app';
import { TOKEN_LIFETIME_SECONDS } from '../../auth/tokens';

describeEachDatabase('customers: /api/user/*', (t) => {
  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/reg', payload: payload as object });
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username, password } });
  const update = (token: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/update', headers: { authorization: `Bearer ${token}` }, payload: payload as object });

  describe('POST /api/user/reg', () => {
    it('registers a customer (201 {msg}) who can then sign in', async () => {
      const username = t.uniqueName('amy');
      const res = await register({ username, password: 'password123', full_location: '5 Rue Verte, Paris, France' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ msg: 'Registration successful' });
      const row = await t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
      expect(row.full_location).toBe('5 Rue Verte, Paris, France');
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('password123');
      expect((await login(username, 'password123')).statusCode).toBe(200);
    });

    it('refuses a taken username, whatever its case (409)', async () => {
      const customer = await t.signUpCustomer();
      const res = await register({ username: customer.username.toUpperCase(), password: 'password123', full_location: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'This username is already taken', code: 'username_taken', field: 'username' });
    });

    it.each([
      [{ password: 'password123', full_location: 'x' }, 'username is required'],
      [{ username: 'ab', password: 'password123', full_location: 'x' }, 'username must be at least 3 characters'],
      [{ username: 'a'.repeat(33), password: 'password123', full_location: 'x' }, 'username must be at most 32 characters'],
      [{ username: 'bad name!', password: 'password123', full_location: 'x' }, 'username may contain only letters, digits, _, - and .'],
      [{ username: 'valid_name', full_location: 'x' }, 'password is required'],
      [{ username: 'valid_name', password: 'short', full_location: 'x' }, 'password must be at least 8 characters'],
      [{ username: 'valid_name', password: 'p'.repeat(129), full_location: 'x' }, 'password must be at most 128 characters'],
      [{ username: 'valid_name', password: 'password123' }, 'full_location is required'],
      [{ username: 'valid_name', password: 'password123', full_location: '' }, 'full_location must not be empty'],
      [{ username: 'valid_name', password: 'password123', full_location: 'x'.repeat(201) }, 'full_location must be at most 200 characters'],
    ])('refuses %j with 400 "%s" and stores nothing', async (payload, msg) => {
      const before = await t.db.selectFrom('users').select('user_id').execute();
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
      expect(await t.db.selectFrom('users').select('user_id').execute()).toEqual(before);
    });

    it('answers 400 with a msg for a body that is not JSON, and for no body', async () => {
      const broken = await t.app.inject({ method: 'POST', url: '/api/user/reg', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ msg: 'Request body is not valid JSON', code: 'invalid_json' });
      const empty = await t.app.inject({ method: 'POST', url: '/api/user/reg', headers: { 'content-type': 'application/json' }, payload: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ msg: 'Request body must be a JSON object', code: 'invalid_request' });
    });
  });

  describe('POST /api/user/log', () => {
    it('answers a 7-day HS256 token naming the customer', async () => {
      const customer = await t.signUpCustomer();
      const res = await login(customer.username, customer.password);
      expect(res.statusCode).toBe(200);
      const { token } = res.json();
      expect(Object.keys(res.json())).toEqual(['token']);
      expect(decodeProtectedHeader(token).alg).toBe('HS256');
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ user_id: customer.user_id, username: customer.username });
      expect(claims.store_id).toBeUndefined();
      expect(claims.exp! - claims.iat!).toBe(TOKEN_LIFETIME_SECONDS);
    });

    it('accepts the name in another case', async () => {
      const customer = await t.signUpCustomer();
      expect((await login(customer.username.toUpperCase(), customer.password)).statusCode).toBe(200);
    });

    it('answers 401 with the same msg for a wrong password and an unknown name', async () => {
      const customer = await t.signUpCustomer();
      const wrong = await login(customer.username, 'not the password');
      const unknown = await login(t.uniqueName('ghost'), 'whatever123');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ msg: 'Invalid username or password', code: 'invalid_credentials' });
      expect(unknown.json()).toEqual({ msg: 'Invalid username or password', code: 'invalid_credentials' });
    });

    it.each([
      [{ password: 'x' }, 'username is required'],
      [{ username: 'someone' }, 'password is required'],
      [{ username: '', password: 'x' }, 'username must not be empty'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/log', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });

  describe('PATCH /api/user/update', () => {
    it('changes the location and keeps the password when it is blank; answers {msg, token}', async () => {
      const customer = await t.signUpCustomer();
      const res = await update(customer.token, { username: customer.username, password: '', full_location: 'New place, Oslo, Norway' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Profile updated', token: expect.any(String) });
      const row = await t.db.selectFrom('users').selectAll().where('user_id', '=', customer.user_id).executeTakeFirstOrThrow();
      expect(row.full_location).toBe('New place, Oslo, Norway');
      expect((await login(customer.username, customer.password)).statusCode).toBe(200);
    });

    it('renames the customer: the new token carries the new name and the old name is free', async () => {
      const customer = await t.signUpCustomer();
      const newName = t.uniqueName('renamed');
      const res = await update(customer.token, { username: newName });
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().token)).toMatchObject({ user_id: customer.user_id, username: newName });
      expect((await login(newName, customer.password)).statusCode).toBe(200);
      expect((await login(customer.username, customer.password)).statusCode).toBe(401);
    });

    it('changes the password when one is given', async () => {
      const customer = await t.signUpCustomer();
      expect((await update(customer.token, { password: 'a brand new secret' })).statusCode).toBe(200);
      expect((await login(customer.username, customer.password)).statusCode).toBe(401);
      expect((await login(customer.username, 'a brand new secret')).statusCode).toBe(200);
    });

    it('refuses a username another customer has (409) and changes nothing', async () => {
      const [a, b] = [await t.signUpCustomer(), await t.signUpCustomer()];
      const res = await update(a.token, { username: b.username, full_location: 'Elsewhere' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'This username is already taken', code: 'username_taken', field: 'username' });
      const row = await t.db.selectFrom('users').selectAll().where('user_id', '=', a.user_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ username: a.username, full_location: a.full_location });
    });

    it.each([
      [{ username: 'x' }, 'username must be at least 3 characters'],
      [{ password: 'short' }, 'password must be at least 8 characters'],
      [{ full_location: '' }, 'full_location must not be empty'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const customer = await t.signUpCustomer();
      const res = await update(customer.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });
});

describeEachDatabase(
  'customer login rate limit',
  (t) => {
    it('answers 429 with a msg after too many attempts for one name, other names unaffected', async () => {
      const customer = await t.signUpCustomer(); // its own login is attempt 1
      for (let i = 0; i < 2; i++) {
        expect((await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: 'wrong one' } })).statusCode).toBe(401);
      }
      const limited = await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: customer.password } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(/^Too many sign-in attempts; please wait .+ and try again$/);
      const other = await t.signUpCustomer();
      expect(other.token).toEqual(expect.any(String));
    });
  },
  { loginRateLimit: { perName: 3, perAddress: 10_000, windowMs: 60_000 } },
);
