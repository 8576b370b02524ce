/**
 * Migration 015 (PostgreSQL: a trigram index of the stores' lower-cased names) on a database that
 * already holds stores: the typo fallback's store lookup still finds them, and on PostgreSQL it can
 * be answered from the index (its expression is the lookup's own: were they to drift apart, the
 * lookup would read every store again).
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { storesHolding } from '../../repositories/product-typos';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('015-store-name-trigrams', 'migration 015 (store name trigrams) on existing data', (t) => {
  beforeAll(async () => {
    for (const store_name of ['Lumen_Works', 'Kiln.Co', 'lumenhaus']) {
      await t.untypedDb.insertInto('stores').values({ store_name, password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: '2026-01-02T03:04:05.000Z' }).execute();
    }
    await migrateToLatest(t.database);
  });

  it('finds the stores whose name holds a word, whatever its case, and only those', async () => {
    const ids = async (word: string) => (await storesHolding(t.kind, word).execute(t.db)).rows.map((r) => r.store_id).sort();
    expect(await ids('lumen')).toEqual([1, 3]);
    expect(await ids('n.co')).toEqual([2]);
    expect(await ids('n_w')).toEqual([1]);
    expect(await ids('n%w')).toEqual([]);
  });

  if (t.kind === 'postgres') {
    it('answers the lookup from the trigram index', async () => {
      const plan = await t.db.transaction().execute(async (trx) => {
        // Three stores are cheaper to read whole: the question is whether the index can serve at all.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${storesHolding(t.kind, 'lumen')}`.execute(trx)).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('stores_name_trgm');
    });
  }
});
