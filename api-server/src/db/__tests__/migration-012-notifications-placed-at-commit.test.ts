/** Migration 012 (PostgreSQL: a notification takes its feed id at commit) on a database that already holds notifications. */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { notificationsPlacedAtCommitMigration } from '../migrations/012-notifications-placed-at-commit';
import { addNotification, notificationsAfter } from '../../repositories/notifications';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('012-notifications-placed-at-commit', 'migration 012 (feed ids given at commit) on existing notifications', (t) => {
  const at = '2026-01-02T03:04:05.000Z';
  const store = { store_id: 1 };
  const notify = (text: string) =>
    t.db.transaction().execute((trx) => addNotification(trx, t.database.dialect, store, { kind: 'order_placed', text, link: '/store/orders', params: { order_id: 1, product_name: 'Teapot', quantity: 1, total: 12, username: 'ana' } }));
  const texts = async () => (await notificationsAfter(t.db, store, 0, 50)).map((n) => n.text);

  beforeAll(async () => {
    await t.untypedDb.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    for (const text of ['before 1', 'before 2']) {
      await t.untypedDb.insertInto('notifications').values({ store_id: 1, kind: 'order_placed', text, link: '/store/orders', created_at: at, params: '{}' }).execute();
    }
    await migrateToLatest(t.database);
  });

  it('keeps the notifications already there, and a new one comes after them in the feed', async () => {
    await notify('after the migration');
    const feed = await notificationsAfter(t.db, store, 0, 50);
    expect(feed.map((n) => n.text)).toEqual(['before 1', 'before 2', 'after the migration']);
    expect(feed.every((n) => n.id > 0)).toBe(true);
  });

  it('goes down and up again, notifications kept and still written in order', async () => {
    const migration = notificationsPlacedAtCommitMigration(t.database.dialect);
    await migration.down!(t.db);
    if (t.kind === 'postgres') {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'notification_take_place' AND pronamespace = current_schema()::regnamespace`.execute(t.db);
      expect(rows[0].n).toBe(0);
    }
    await t.db.transaction().execute((trx) => migration.up(trx));
    await notify('after down and up');
    expect(await texts()).toEqual(['before 1', 'before 2', 'after the migration', 'after down and up']);
  });
});
