/**
 * Pictures over HTTP on both storage drivers: GET /uploads/<kind>/<name>.webp[?w=320|640|1280]
 * with the same year-long immutable caching everywhere, refused uploads that leave nothing in the
 * bucket, and the storage readiness check (S3: an s3rver of the test's own).
 */
import sharp from 'sharp';
import { setupTestApp, type TestApp } from '../../../test/helpers/app';
import { startTestS3, type TestS3 } from '../../../test/helpers/s3-server';
import { multipartPayload } from '../../../test/helpers/multipart';
import { pngBytes, SVG_WITH_SCRIPT } from '../../../test/helpers/images';

jest.setTimeout(60_000);

const CACHE = 'public, max-age=31536000, immutable';

describe.each(['local', 's3'] as const)('pictures over HTTP [%s storage]', (driver) => {
  let s3: TestS3 | undefined;
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    if (driver === 's3') {
      s3 = await startTestS3();
      // The AWS SDK reads the credentials from the process environment, as in production.
      Object.assign(process.env, { AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: s3.env.AWS_SECRET_ACCESS_KEY });
    }
  });
  afterAll(async () => {
    process.env = savedEnv;
    await s3?.dispose();
  });
  // The S3 settings are only known once the server runs: read when the app is built.
  const t: TestApp = setupTestApp('sqlite', { env: () => s3?.env ?? {} });
  const stored = async () => (s3 ? s3.keys() : t.uploadedFiles());

  let seller: { token: string; auth: { authorization: string } };
  let img = '';
  beforeAll(async () => {
    seller = await t.signUpStore();
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#225588' } }).png().toBuffer();
    const form = await multipartPayload({ name: 'Lamp', desc: 'Brass lamp', price: '12.50', stock: '3', country: 'India' }, [{ field: 'productImg', filename: 'lamp.png', bytes: wide, type: 'image/png' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    img = res.json().product.img;
  });

  it('keeps pictures where configured', async () => {
    const name = img.split('/').pop()!.replace('.webp', '');
    expect((await stored()).filter((key) => key.includes(name))).toHaveLength(4);
    if (driver === 's3') expect(t.uploadedFiles()).toEqual([]); // nothing on this instance's disk
  });

  it.each([
    [undefined, 2048],
    ['320', 320],
    ['640', 640],
    ['1280', 1280],
  ])('serves w=%s at most that wide, WebP, cached for a year as immutable', async (w, width) => {
    const res = await t.app.inject({ method: 'GET', url: w ? `${img}?w=${w}` : img });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(CACHE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    // Revalidation by ETag.
    const again = await t.app.inject({ method: 'GET', url: w ? `${img}?w=${w}` : img, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it.each(['500', '0', 'abc', '320px', ''])('refuses w=%s with 400 {msg}', async (w) => {
    const res = await t.app.inject({ method: 'GET', url: `${img}?w=${w}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'w must be one of 320, 640, 1280 (pixels)', code: 'out_of_range', field: 'w' });
  });

  it('answers 404 {msg} for a picture that does not exist, in any width', async () => {
    for (const url of ['/uploads/products/00000000-0000-4000-8000-000000000000.webp', '/uploads/products/00000000-0000-4000-8000-000000000000.webp?w=320', '/uploads/other/x.webp', '/uploads/products/x.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Picture not found', code: 'picture_not_found' });
      expect(res.headers['cache-control']).not.toBe(CACHE);
    }
  });

  it('a refused upload (not an image, store name taken) leaves nothing behind', async () => {
    const before = await stored();
    const bad = await multipartPayload({ name: 'X', desc: 'Y', price: '1', stock: '1', country: 'India' }, [{ field: 'productImg', filename: 'x.png', bytes: SVG_WITH_SCRIPT, type: 'image/png' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...bad.headers, ...seller.auth }, payload: bad.payload })).statusCode).toBe(415);
    const taken = (seller as unknown as { store_name: string }).store_name;
    const dup = await multipartPayload({ store_name: taken, password: 'store password', full_location: 'x', bio: 'y' }, [{ field: 'storeImg', filename: 's.png', bytes: await pngBytes(), type: 'image/png' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/store/reg', ...dup })).statusCode).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it('a deleted product takes its picture and widths with it', async () => {
    const form = await multipartPayload({ name: 'Gone', desc: 'Soon', price: '1', stock: '1', country: 'India' }, [{ field: 'productImg', filename: 'g.png', bytes: await pngBytes(), type: 'image/png' }]);
    const before = await stored();
    const added = (await t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, ...seller.auth }, payload: form.payload })).json();
    expect((await stored()).length).toBe(before.length + 4);
    await t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: seller.auth, payload: { product_id: added.product.product_id } });
    expect(await stored()).toEqual(before);
  });

  if (driver === 's3') {
    /**
     * Readiness once storage answers within its check's 1 s: on a loaded machine (CI's parallel
     * workers) one HeadBucket may take longer and rightly reads as down, so the test waits for ok.
     */
    const readyWithStorage = async () => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const body = (await t.app.inject({ method: 'GET', url: '/api/ready' })).json();
        if (body.checks?.storage === 'ok' || Date.now() > deadline) return body;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    it('storage down: readiness stays 200 naming storage down; pictures and uploads answer 503 {msg, code: storage_unavailable} (never cached), everything else works; all back after', async () => {
      expect(await readyWithStorage()).toMatchObject({ checks: { database: 'ok', storage: 'ok' } });
      const etag = String((await t.app.inject({ method: 'GET', url: img })).headers.etag);
      await s3!.stop();
      try {
        const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(down.statusCode).toBe(200);
        expect(down.json()).toEqual({ status: 'degraded', msg: 'Serving; shared services not reachable: storage', checks: { database: 'ok', storage: 'down' } });

        const storageDown = { msg: 'The picture storage is not answering, so pictures cannot be stored or shown right now; please try again in a moment', code: 'storage_unavailable' };
        for (const url of [img, `${img}?w=640`]) {
          const picture = await t.app.inject({ method: 'GET', url });
          expect(picture.statusCode).toBe(503);
          expect(picture.json()).toEqual(storageDown);
          expect(picture.headers['retry-after']).toBeDefined();
          expect(picture.headers['cache-control']).not.toBe(CACHE);
          expect(picture.headers.etag).toBeUndefined();
        }
        // Revalidating a picture the browser has needs no storage.
        expect((await t.app.inject({ method: 'GET', url: img, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

        const form = await multipartPayload({ name: 'Vase', desc: 'Blue', price: '5', stock: '1', country: 'India' }, [{ field: 'productImg', filename: 'v.png', bytes: await pngBytes(), type: 'image/png' }]);
        const upload = await t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
        expect(upload.statusCode).toBe(503);
        expect(upload.json()).toEqual(storageDown);

        // What needs no storage goes on: reads, and a delete (its picture's removal waits for nobody).
        expect((await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' })).statusCode).toBe(200);
        const doomed = (await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' })).json()[0] as { product_id: number };
        const deleted = await t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: seller.auth, payload: { product_id: doomed.product_id } });
        expect(deleted.statusCode).toBe(200);
      } finally {
        await s3!.start();
      }
      expect(await readyWithStorage()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    });
  }
});
