/** Migration 011 (the word-start table and the vocabulary) on a database that already holds products and stores. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest, migrationsBefore } from '../migrate';
import { searchProducts } from '../../repositories/product-search';
import { fold, wordStarts } from '../../repositories/search-text';
import { createPgSchema, dropPgSchema, PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';

jest.setTimeout(30_000);

describe.each(['sqlite', 'postgres'] as const)('migration 011 (word starts, vocabulary) on existing data [%s]', (kind) => {
  if (kind === 'postgres' && !TEST_DATABASE_URL) {
    it.skip(PG_SKIPPED_TITLE, () => undefined);
    return;
  }
  let handle: DatabaseHandle;
  let dataDir: string;
  let schema: string | undefined;
  const at = '2026-01-02T03:04:05.000Z';
  const NAMES = ['Blue Tea-Cup', 'Crème brûlée dish', 'Teapot', 'Plain jar'];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-011-'));
    if (kind === 'postgres') schema = await createPgSchema();
    handle = openDatabase({ databaseUrl: kind === 'postgres' ? TEST_DATABASE_URL! : null, dataDir, pgSchema: schema, poolSize: 2 });
    const before = new Migrator({
      db: handle.db,
      migrationTableSchema: schema,
      provider: { getMigrations: async () => migrationsBefore(handle, '011-search-words') },
    });
    const { error } = await before.migrateToLatest();
    if (error) throw error;

    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    for (const name of NAMES) {
      await db.insertInto('products').values({ store_id: 1, name, description: 'Glazed stoneware', price_cents: 500, stock: 3, country: 'Japan', img: '/p.webp', created_at: at }).execute();
    }
    await migrateToLatest(handle);
  });

  afterAll(async () => {
    await handle.close();
    if (schema) await dropPgSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fills the word starts of every product already there', async () => {
    const rows = await handle.db.selectFrom('product_word_starts').select(['product_id', 'tail', 'name_start']).orderBy('product_id').orderBy('name_start', 'desc').orderBy('tail').execute();
    const want = NAMES.flatMap((name, i) => {
      const [whole, ...rest] = wordStarts(fold(name));
      return [{ product_id: i + 1, tail: whole, name_start: 1 }, ...[...rest].sort().map((tail) => ({ product_id: i + 1, tail, name_start: 0 }))];
    });
    expect(rows.map((r) => ({ ...r, name_start: Number(r.name_start) }))).toEqual(want);
  });

  it('fills the vocabulary with the words of names, descriptions and store names, and which are of names', async () => {
    const words = new Map((await handle.db.selectFrom('search_words').select(['word', 'in_names']).execute()).map((r) => [r.word, Number(r.in_names)]));
    expect(words.get('creme')).toBe(1);
    expect(words.get('tea')).toBe(1);
    expect(words.get('stoneware')).toBe(0);
    expect(words.get('kiln')).toBe(1);
    expect(words.get('works')).toBe(1);
  });

  it('serves the search at once: ranks, a text found nowhere, a typo', async () => {
    const ranked = await searchProducts(handle.db, handle.dialect, { q: 'cup', limit: 10, sort: 'relevance' });
    expect(ranked.items.map((p) => p.name)).toEqual(['Blue Tea-Cup']);
    expect((await searchProducts(handle.db, handle.dialect, { q: 'zzqqzz', limit: 10 })).plan).toBe('not-in-vocabulary');
    const typo = await searchProducts(handle.db, handle.dialect, { q: 'tepot', limit: 10, sort: 'relevance', typos: true });
    expect(typo).toMatchObject({ corrected: 'teapot', items: [expect.objectContaining({ name: 'Teapot' })] });
  });
});
