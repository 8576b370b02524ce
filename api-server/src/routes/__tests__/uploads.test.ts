import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import { multipartPayload, type FilePart } from '../../../test/helpers/multipart';
import { jpegBytes, pngBytes, SVG_WITH_SCRIPT, TEXT_NAMED_JPG } from '../../../test/helpers/images';

/** A valid PNG whose header claims width × height (the pixels are never decoded). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBytes());
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const NOT_AN_IMAGE = (field: string) => `${field} must be a JPEG, PNG, WebP, GIF or AVIF image`;

describeEachDatabase('uploads', (t: TestApp) => {
  async function sendStore(files: FilePart[]) {
    const form = await multipartPayload({ store_name: t.uniqueName('up'), password: 'store password', full_location: 'x', bio: 'y' }, files);
    return t.app.inject({ method: 'POST', url: '/api/store/reg', ...form });
  }
  async function sendProduct(token: string, files: FilePart[]) {
    const form = await multipartPayload({ name: 'Lamp', desc: 'Brass lamp', price: '12.50', stock: '3', country: 'India' }, files);
    return t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload });
  }

  const refusals: [string, () => Promise<FilePart>, number, string][] = [
    ['a file over 5 MB', async () => ({ field: 'F', filename: 'big.png', bytes: Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' }), 413, 'The image is larger than 5 MB'],
    ['a text file named .jpg', async () => ({ field: 'F', filename: 'photo.jpg', bytes: TEXT_NAMED_JPG, type: 'image/jpeg' }), 415, NOT_AN_IMAGE('F')],
    ['an SVG with a script', async () => ({ field: 'F', filename: 'logo.png', bytes: SVG_WITH_SCRIPT, type: 'image/png' }), 415, NOT_AN_IMAGE('F')],
    ['a path-traversal file name', async () => ({ field: 'F', filename: '../../../evil.png', bytes: await pngBytes(), type: 'image/png' }), 400, 'F has a file name that is not allowed; rename the file and try again'],
    ['a Windows path-traversal file name', async () => ({ field: 'F', filename: '..\\..\\evil.png', bytes: await pngBytes(), type: 'image/png' }), 400, 'F has a file name that is not allowed; rename the file and try again'],
    ['a picture claiming 100 000 × 100 000 pixels', async () => ({ field: 'F', filename: 'huge.png', bytes: await pngClaiming(100_000, 100_000), type: 'image/png' }), 413, 'F has too many pixels (at most 40 megapixels)'],
    ['a truncated PNG', async () => ({ field: 'F', filename: 'cut.png', bytes: (await pngBytes(64, 64)).subarray(0, 60), type: 'image/png' }), 415, 'F could not be read as an image'],
  ];

  let sellerToken: string | undefined;
  const productSeller = async () => (sellerToken ??= (await t.signUpStore()).token);

  describe.each([
    ['storeImg', 'store sign-up', async (files: FilePart[]) => sendStore(files)],
    ['productImg', 'product add', async (files: FilePart[]) => sendProduct(await productSeller(), files)],
  ] as const)('%s (%s)', (field, _what, send) => {
    it.each(refusals)('refuses %s with a clear msg, writing no file and no row', async (_case, make, status, msg) => {
      await productSeller();
      const file = { ...(await make()), field };
      const filesBefore = t.uploadedFiles();
      const storesBefore = await t.db.selectFrom('stores').select('store_id').execute();
      const productsBefore = await t.db.selectFrom('products').select('product_id').execute();
      const res = await send([file]);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ msg: msg.replace(/^F /, `${field} `).replace('(F)', field) });
      expect(t.uploadedFiles()).toEqual(filesBefore);
      expect(await t.db.selectFrom('stores').select('store_id').execute()).toEqual(storesBefore);
      expect(await t.db.selectFrom('products').select('product_id').execute()).toEqual(productsBefore);
    });

    it('refuses two files (4xx with a msg)', async () => {
      const png = await pngBytes();
      const res = await send([{ field, filename: 'a.png', bytes: png, type: 'image/png' }, { field, filename: 'b.png', bytes: png, type: 'image/png' }]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().msg).toMatch(/one/);
    });

    it('refuses a file under another field name (400)', async () => {
      const res = await send([{ field: 'image', filename: 'a.png', bytes: await pngBytes(), type: 'image/png' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: `Unexpected file field "image"; send the image as ${field}`, code: 'field_invalid', field: 'image' });
    });
  });

  it('decides the type by the bytes: a JPEG named .txt and declared text/plain is accepted and stored as WebP', async () => {
    const res = await sendStore([{ field: 'storeImg', filename: 'notes.txt', bytes: await jpegBytes(), type: 'text/plain' }]);
    expect(res.statusCode).toBe(201);
  });

  it('re-encodes: metadata and bytes hidden after the picture are gone, large pictures are scaled down', async () => {
    const seller = await t.signUpStore();
    const withExif = await sharp({ create: { width: 3000, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER', Artist: 'someone' } })
      .toBuffer();
    const polyglot = Buffer.concat([withExif, Buffer.from('<script>alert("HIDDEN-PAYLOAD")</script>')]);
    const res = await sendProduct(seller.token, [{ field: 'productImg', filename: 'p.jpg', bytes: polyglot, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(201);
    const stored = (await t.app.inject({ method: 'GET', url: res.json().product.img })).rawPayload;
    expect(stored.includes('SECRET-EXIF-MARKER')).toBe(false);
    expect(stored.includes('HIDDEN-PAYLOAD')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2048);
  });

  it('never serves anything outside the uploads directory', async () => {
    for (const url of ['/uploads/../marketplace.sqlite', '/uploads/%2e%2e/jwt-secret', '/uploads/stores/../../jwt-secret']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toMatch(/SQLite format|^[A-Za-z0-9_-]{60,}$/);
    }
  });
});
