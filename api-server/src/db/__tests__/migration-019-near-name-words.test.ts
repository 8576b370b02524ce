/**
 * Migration 019 (PostgreSQL: the words of names near a mistyped one, through the trigram index) on a
 * database that already holds products: the typo fallback finds the same words, closest first, and
 * on PostgreSQL it reads them through the index even where the planner would read every word.
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { searchProducts } from '../../repositories/product-search';
import { nameWordsLike } from '../../repositories/search-vocabulary';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('019-near-name-words', 'migration 019 (near name words) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';

  beforeAll(async () => {
    const db = t.untypedDb;
    await db.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    for (const name of ['Teapot', 'Tea cup', 'Teapots for two', 'Turmeric jar']) {
      await db.insertInto('products').values({ store_id: 1, name, description: 'Glazed stoneware', price_cents: 500, stock: 3, country: 'Japan', img: '/p.webp', created_at: at }).execute();
    }
    await migrateToLatest(t.database);
  });

  it('finds the words of names near a mistyped one, most alike first, and not the words of descriptions', async () => {
    const near = await nameWordsLike(t.db, t.database.dialect, 'teapott');
    expect(near.slice(0, 2)).toEqual(['teapot', 'teapots']);
    expect(near).not.toContain('stoneware');
    expect(await nameWordsLike(t.db, t.database.dialect, 'stonewar')).not.toContain('stoneware');
  });

  it('serves the typo fallback', async () => {
    const typo = await searchProducts(t.db, t.database.dialect, { q: 'tumeric', limit: 10, sort: 'relevance', typos: true });
    expect(typo).toMatchObject({ corrected: 'turmeric', items: [expect.objectContaining({ name: 'Turmeric jar' })] });
  });

  if (t.kind === 'postgres') {
    it('reads a vocabulary of thousands of words through its trigram index, where the planner alone would read every word', async () => {
      await sql`INSERT INTO search_words (word, in_names) SELECT 'w' || md5(i::text), 1 FROM generate_series(1, 6000) AS i`.execute(t.db);
      await sql`ANALYZE search_words`.execute(t.db);
      // The scans of the table by what `run` asks (this connection's counts not yet sent to the shared statistics).
      const scansOf = (run: (trx: typeof t.db) => Promise<unknown>) => t.db.transaction().execute(async (trx) => {
        const counts = async () => {
          const { rows: [scans] } = await sql<{ seq_scan: string; idx_scan: string }>`SELECT seq_scan, idx_scan FROM pg_stat_xact_user_tables
            WHERE relname = 'search_words' AND schemaname = current_schema()`.execute(trx);
          return { seq: Number(scans.seq_scan), index: Number(scans.idx_scan) };
        };
        const before = await counts();
        await run(trx);
        const after = await counts();
        return { seq: after.seq - before.seq, index: after.index - before.index };
      });
      // The query the function holds, asked directly: the planner reads every word (the trap this avoids).
      expect(await scansOf((trx) => sql`SELECT word FROM search_words WHERE word % 'teapott' AND in_names = 1
        ORDER BY similarity(word, 'teapott') DESC, word LIMIT 100`.execute(trx))).toEqual({ seq: 1, index: 0 });
      let near: string[] = [];
      expect(await scansOf(async (trx) => { near = await nameWordsLike(trx, t.database.dialect, 'teapott'); })).toEqual({ seq: 0, index: 1 });
      expect(near.slice(0, 2)).toEqual(['teapot', 'teapots']);
    });
  }
});
