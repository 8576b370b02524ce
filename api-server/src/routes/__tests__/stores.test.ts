import { decodeJwt } from 'jose';
import { describeEachDatabase } from '../../../test/helpers/app';
import { multipartPayload } from '../../../test/helpers/multipart';
import { jpegBytes, pngBytes } from '../../../test/helpers/images';
import { RESERVED_STORE_NAMES } from '../stores';

describeEachDatabase('stores: /api/store/*', (t) => {
  const storeFields = (overrides: Record<string, string> = {}) => ({
    store_name: t.uniqueName('shop'), password: 'store password', full_location: '3 Canal St, Osaka, Japan', bio: 'Ceramics', ...overrides,
  });
  async function registerStore(fields: Record<string, string>, image: Buffer | null = null) {
    const form = await multipartPayload(fields, image ? [{ field: 'storeImg', filename: 'logo.png', bytes: image, type: 'image/png' }] : []);
    return t.app.inject({ method: 'POST', url: '/api/store/reg', ...form });
  }
  async function updateStore(token: string, fields: Record<string, string>, image: Buffer | null = null) {
    const form = await multipartPayload(fields, image ? [{ field: 'storeImg', filename: 'new.jpg', bytes: image, type: 'image/jpeg' }] : []);
    return t.app.inject({ method: 'PATCH', url: '/api/store/update', headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload });
  }
  const getStore = (name: string) => t.app.inject({ method: 'GET', url: `/api/store/${encodeURIComponent(name)}` });

  describe('POST /api/store/reg', () => {
    it('registers a store with its picture stored as WebP and served immutable, nosniff', async () => {
      const fields = storeFields();
      const res = await registerStore(fields, await pngBytes());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ msg: 'Store registered successfully' });
      const store = (await getStore(fields.store_name)).json();
      expect(store).toEqual({ store_id: expect.any(Number), store_name: fields.store_name, full_location: fields.full_location, bio: 'Ceramics', img: expect.stringMatching(/^\/uploads\/stores\/[0-9a-f-]{36}\.webp$/), ships_to: [], rating_average: null, rating_count: 0 });
      const image = await t.app.inject({ method: 'GET', url: store.img });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/immutable/);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    });

    it('refuses a taken store name, whatever its case (409), writing no file', async () => {
      const seller = await t.signUpStore();
      const files = t.uploadedFiles();
      const res = await registerStore(storeFields({ store_name: seller.store_name.toUpperCase() }), await pngBytes());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'This store name is already taken', code: 'store_name_taken', field: 'store_name' });
      expect(t.uploadedFiles()).toEqual(files);
    });

    it.each(RESERVED_STORE_NAMES.map((name) => [name]))('refuses the reserved name "%s" (409)', async (name) => {
      const res = await registerStore(storeFields({ store_name: name }), await pngBytes());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: `The store name "${name}" is reserved; please choose another`, code: 'store_name_reserved', field: 'store_name' });
    });

    it('refuses a reserved name in another case', async () => {
      expect((await registerStore(storeFields({ store_name: 'Orders' }), await pngBytes())).statusCode).toBe(409);
    });

    it.each([
      [{ store_name: undefined }, 'store_name is required'],
      [{ store_name: 'no spaces allowed' }, 'store_name may contain only letters, digits, _, - and .'],
      [{ password: 'short' }, 'password must be at least 8 characters'],
      [{ full_location: undefined }, 'full_location is required'],
      [{ bio: undefined }, 'bio is required'],
      [{ bio: 'b'.repeat(1001) }, 'bio must be at most 1000 characters'],
    ])('refuses fields %j with 400 "%s", writing nothing', async (overrides, msg) => {
      const fields: Record<string, string> = storeFields();
      for (const [key, value] of Object.entries(overrides)) {
        if (value === undefined) delete fields[key];
        else fields[key] = value;
      }
      const before = await t.db.selectFrom('stores').select('store_id').execute();
      const files = t.uploadedFiles();
      const res = await registerStore(fields, await pngBytes());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
      expect(await t.db.selectFrom('stores').select('store_id').execute()).toEqual(before);
      expect(t.uploadedFiles()).toEqual(files);
    });

    it('requires storeImg (400)', async () => {
      const res = await registerStore(storeFields());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: 'storeImg is required', code: 'field_required', field: 'storeImg' });
    });

    it('refuses a JSON body: the call is multipart (400)', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/store/reg', payload: storeFields() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: 'Send this form as multipart/form-data (the image goes in storeImg)', code: 'multipart_required' });
    });
  });

  describe('POST /api/store/log', () => {
    it('answers a token naming the store', async () => {
      const seller = await t.signUpStore();
      const res = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: seller.store_name, password: seller.password } });
      expect(res.statusCode).toBe(200);
      const claims = decodeJwt(res.json().token);
      expect(claims).toMatchObject({ store_id: seller.store_id, store_name: seller.store_name });
      expect(claims.user_id).toBeUndefined();
    });

    it('answers 401 "Invalid store name or password" for a wrong password and an unknown store', async () => {
      const seller = await t.signUpStore();
      for (const payload of [{ store_name: seller.store_name, password: 'wrong password' }, { store_name: t.uniqueName('nobody'), password: 'whatever1' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/store/log', payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ msg: 'Invalid store name or password', code: 'invalid_credentials' });
      }
    });

    it('refuses a missing store_name (400)', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { password: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: 'store_name is required', code: 'field_required', field: 'store_name' });
    });
  });

  describe('PATCH /api/store/update', () => {
    it('renames the store, changes bio and picture (the old file is removed), and answers a new token', async () => {
      const seller = await t.signUpStore();
      const oldImg = (await getStore(seller.store_name)).json().img as string;
      const newName = t.uniqueName('renamed');
      const res = await updateStore(seller.token, { store_name: newName, full_location: 'Kyoto, Japan', bio: 'New bio', password: '' }, await jpegBytes());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Store profile updated', token: expect.any(String) });
      expect(decodeJwt(res.json().token)).toMatchObject({ store_id: seller.store_id, store_name: newName });
      const store = (await getStore(newName)).json();
      expect(store).toMatchObject({ store_id: seller.store_id, full_location: 'Kyoto, Japan', bio: 'New bio' });
      expect(store.img).not.toBe(oldImg);
      expect(t.uploadedFiles()).toContain(store.img.replace('/uploads/', ''));
      expect(t.uploadedFiles()).not.toContain(oldImg.replace('/uploads/', ''));
      expect((await getStore(seller.store_name)).statusCode).toBe(404);
      // Blank password kept the old one.
      expect((await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: newName, password: seller.password } })).statusCode).toBe(200);
    });

    it('keeps picture, bio and password when they are not sent', async () => {
      const seller = await t.signUpStore();
      const before = (await getStore(seller.store_name)).json();
      const res = await updateStore(seller.token, { store_name: seller.store_name, full_location: 'Nara, Japan' });
      expect(res.statusCode).toBe(200);
      expect((await getStore(seller.store_name)).json()).toEqual({ ...before, full_location: 'Nara, Japan' });
    });

    it('refuses another store\'s name (409) and a reserved name (409), changing nothing', async () => {
      const [a, b] = [await t.signUpStore(), await t.signUpStore()];
      const before = (await getStore(a.store_name)).json();
      const files = t.uploadedFiles();
      const taken = await updateStore(a.token, { store_name: b.store_name, full_location: 'x' }, await pngBytes());
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ msg: 'This store name is already taken', code: 'store_name_taken', field: 'store_name' });
      const reserved = await updateStore(a.token, { store_name: 'inbox', full_location: 'x' });
      expect(reserved.statusCode).toBe(409);
      expect((await getStore(a.store_name)).json()).toEqual(before);
      expect(t.uploadedFiles()).toEqual(files);
    });

    it.each([
      [{ full_location: 'x' }, 'store_name is required'],
      [{ store_name: 'VALID_name', full_location: '' }, 'full_location must not be empty'],
      [{ store_name: 'VALID_name', full_location: 'x', password: 'short' }, 'password must be at least 8 characters'],
      [{ store_name: 'VALID_name', full_location: 'x', bio: 'b'.repeat(1001) }, 'bio must be at most 1000 characters'],
    ])('refuses %j with 400 "%s"', async (fields, msg) => {
      const seller = await t.signUpStore();
      const res = await updateStore(seller.token, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });

  describe('GET /api/store/{store_name}', () => {
    it('finds a store by name in any case, and answers 404 "Store not found" otherwise', async () => {
      const seller = await t.signUpStore();
      const res = await getStore(seller.store_name.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json().store_id).toBe(seller.store_id);
      const missing = await getStore('no-such-store');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ msg: 'Store not found', code: 'store_not_found' });
    });
  });
});

describeEachDatabase(
  'store login rate limit',
  (t) => {
    it('answers 429 with a msg after too many attempts for one store name', async () => {
      const seller = await t.signUpStore(); // its own login is attempt 1
      const attempt = (password: string) => t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: seller.store_name, password } });
      expect((await attempt('wrong password')).statusCode).toBe(401);
      const limited = await attempt(seller.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(/^Too many sign-in attempts; please wait .+ and try again$/);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  },
  { loginRateLimit: { perName: 2, perAddress: 10_000, windowMs: 60_000 } },
);
