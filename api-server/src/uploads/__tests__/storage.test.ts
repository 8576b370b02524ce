/**
 * The picture storage on both drivers: local disk, and S3-compatible against an s3rver of the
 * test's own (byte-exact, streamed included: with the SDK's default checksums a streamed upload
 * would be stored with aws-chunked framing inside it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore } from '../drivers/blob-store';
import { createLocalBlobStore } from '../drivers/local';
import { createS3BlobStore } from '../drivers/s3';
import { createUploadStore, pictureKey, PICTURE_WIDTHS, UPLOAD_KINDS } from '../storage';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/helpers/s3-server';

jest.setTimeout(60_000);

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const webpOf = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#884422' } }).webp().toBuffer();

interface DriverUnderTest {
  driver: BlobStore;
  /** Every stored key, sorted. */
  keys(): Promise<string[]>;
}

describe.each(['local', 's3'] as const)('picture storage [%s]', (kind) => {
  let s3: TestS3 | undefined;
  let dir = '';
  let under: DriverUnderTest;

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startTestS3();
      const driver = createS3BlobStore({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
      under = { driver, keys: () => s3!.keys() };
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
      const driver = createLocalBlobStore(dir, UPLOAD_KINDS);
      const list = (folder: string): string[] =>
        fs.readdirSync(path.join(dir, folder), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(folder, e.name)) : [path.join(folder, e.name)]));
      under = { driver, keys: async () => UPLOAD_KINDS.flatMap((folder) => list(folder)).sort() };
    }
  });
  afterAll(async () => {
    await s3?.dispose();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['0 B', 0, false],
    ['1 KiB', 1024, false],
    ['70,000 B, streamed', 70_000, true],
    ['5 MB', 5 * 1024 * 1024, false],
  ])('round trip of %s is byte-exact', async (_name, size, streamed) => {
    const bytes = randomBytes(size);
    const key = `products/${size}-${streamed ? 'stream' : 'buffer'}.bin`;
    if (streamed) {
      // Several chunks of uneven size, as a request body arrives.
      const chunks = [bytes.subarray(0, 10_000), bytes.subarray(10_000, 40_001), bytes.subarray(40_001)];
      await under.driver.put(key, Readable.from(chunks), size);
    } else {
      await under.driver.put(key, bytes);
    }
    const stored = await under.driver.get(key);
    expect(stored).not.toBeNull();
    const back = await readAll(stored!.body);
    expect(back.length).toBe(size);
    expect(back.equals(bytes)).toBe(true);
    await under.driver.delete([key]);
    expect(await under.driver.get(key)).toBeNull();
  });

  it('stores a picture with its widths (at most that wide, never enlarged) and removes them together', async () => {
    const store = createUploadStore(under.driver);
    const before = await under.keys();
    const img = await store.save('products', await webpOf(2048, 1024));
    const name = img.split('/').pop()!;
    expect(img).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    expect(await under.keys()).toEqual([...before, pictureKey('products', name)!, ...PICTURE_WIDTHS.map((w) => pictureKey('products', name, w)!)].sort());
    for (const width of PICTURE_WIDTHS) {
      const meta = await sharp(await readAll((await store.open('products', name, width))!.body)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    const small = await webpOf(200, 100);
    const smallImg = await store.save('stores', small);
    const smallName = smallImg.split('/').pop()!;
    for (const width of PICTURE_WIDTHS) expect((await readAll((await store.open('stores', smallName, width))!.body)).equals(small)).toBe(true);

    await store.remove(img);
    await store.remove(smallImg);
    expect(await under.keys()).toEqual(before);
  });

  it('a picture stored before widths existed gets each width on its first request, then keeps it', async () => {
    const store = createUploadStore(under.driver);
    const name = '0b7c0a5e-1111-4222-8333-444455556666.webp';
    await under.driver.put(pictureKey('stores', name)!, await webpOf(1600, 800));
    const [a, b] = await Promise.all([store.open('stores', name, 640), store.open('stores', name, 640)]);
    expect((await sharp(await readAll(a!.body)).metadata()).width).toBe(640);
    expect((await readAll(b!.body)).length).toBeGreaterThan(0);
    expect(await under.keys()).toContain(pictureKey('stores', name, 640));
    expect(await store.open('stores', '0b7c0a5e-1111-4222-8333-000000000000.webp', 640)).toBeNull();
    expect(await store.open('stores', '../secret', 640)).toBeNull();
    await store.remove(`/uploads/stores/${name}`);
  });

  it('a failed upload leaves nothing behind', async () => {
    let puts = 0;
    const failing: BlobStore = {
      ...under.driver,
      put: async (key, body, size) => {
        puts += 1;
        if (puts === 3) throw new Error('storage went away');
        await under.driver.put(key, body, size);
      },
    };
    const before = await under.keys();
    const logged: unknown[] = [];
    const failed = createUploadStore(failing, (error) => logged.push(error)).save('products', await webpOf(1500, 300));
    // The client is told the storage failed (503 storage_unavailable), the log keeps the driver's error.
    await expect(failed).rejects.toMatchObject({ statusCode: 503, code: 'storage_unavailable', cause: new Error('storage went away') });
    expect(logged).toContainEqual(new Error('storage went away'));
    expect(await under.keys()).toEqual(before);
  });

  it('a picture whose database write fails is removed again; one whose write succeeds stays', async () => {
    const store = createUploadStore(under.driver);
    const before = await under.keys();
    await expect(store.withSaved('products', await webpOf(800, 600), async () => Promise.reject(new Error('name taken')))).rejects.toThrow('name taken');
    expect(await under.keys()).toEqual(before);

    const img = await store.withSaved('products', await webpOf(800, 600), async (saved) => saved);
    expect(await under.keys()).toContain(pictureKey('products', img.split('/').pop()!));
    expect(await store.withSaved('stores', undefined, async (saved) => saved ?? 'no picture')).toBe('no picture');
    await store.remove(img);
    expect(await under.keys()).toEqual(before);
  });

  it('readiness: the storage answers', async () => {
    await expect(under.driver.check()).resolves.toBeUndefined();
  });
});
