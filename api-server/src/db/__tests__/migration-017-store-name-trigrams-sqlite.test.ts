/**
 * Migration 017 (SQLite: an FTS5 trigram table of the stores' lower-cased names) on a database that
 * already holds stores: the typo fallback's store lookup finds them, then follows every change of
 * the stores; on PostgreSQL (migration 015's index) the same answers.
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { storesHolding } from '../../repositories/product-typos';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('017-store-name-trigrams-sqlite', 'migration 017 (store name trigrams on SQLite) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';
  const ids = async (word: string) => (await storesHolding(t.kind, word).execute(t.db)).rows.map((r) => Number(r.store_id)).sort();

  beforeAll(async () => {
    for (const store_name of ['Lumen_Works', 'Kiln.Co', 'lumenhaus']) {
      await t.untypedDb.insertInto('stores').values({ store_name, password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    }
    await migrateToLatest(t.database);
  });

  it('finds the stores already there whose name holds a word, whatever its case', async () => {
    expect(await ids('lumen')).toEqual([1, 3]);
    expect(await ids('n.co')).toEqual([2]);
    expect(await ids('"lumen"')).toEqual([]);
    // Under 3 characters: no trigram to look up, every name is searched.
    expect(await ids('co')).toEqual([2]);
  });

  it('follows a store added, renamed and removed', async () => {
    await t.db.insertInto('stores').values({ store_name: 'Tea_Lumens', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    expect(await ids('lumen')).toEqual([1, 3, 4]);
    await t.db.updateTable('stores').set({ store_name: 'Haus_of_Tea' }).where('store_id', '=', 3).execute();
    expect(await ids('lumen')).toEqual([1, 4]);
    expect(await ids('haus')).toEqual([3]);
    await sql`DELETE FROM stores WHERE store_id = 4`.execute(t.db);
    expect(await ids('lumen')).toEqual([1]);
  });

  if (t.kind === 'sqlite') {
    it('answers a word of 3 characters or more from the trigram table', async () => {
      const plan = (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${storesHolding(t.kind, 'lumen')}`.execute(t.db)).rows.map((r) => r.detail).join('\n');
      expect(plan).toContain('store_names_fts VIRTUAL TABLE');
    });
  }
});
