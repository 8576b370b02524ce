/**
 * The live feed hands a recipient's notifications out in id order and resumes after the last id a
 * client saw, so an id must never become visible after a higher one. On PostgreSQL changes commit
 * in any order: a notification takes its id when its change commits (migration 012), so a change
 * that wrote first and commits last neither holds the others back nor slips in behind the cursor.
 * SQLite runs one transaction at a time, which keeps this order by itself.
 */
import { setupTestApp } from '../../../test/helpers/app';
import { PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';
import { openChange, within } from '../../../test/helpers/open-change';
import { addNotification, addNotificationForFollowers, notificationsAfter, type NotificationInput } from '../../repositories/notifications';

const input = (text: string): NotificationInput => ({ kind: 'order_placed', text, link: '/store/orders', params: { order_id: 1, product_name: 'Teapot', quantity: 1, total: 12, username: 'ana' } });

describe('notifications take their place in the feed when their change commits [postgres]', () => {
  if (!TEST_DATABASE_URL) {
    it.skip(PG_SKIPPED_TITLE, () => undefined);
    return;
  }
  const t = setupTestApp('postgres');

  it('a change that wrote first but commits last comes after the one that committed first, and held nobody back', async () => {
    const store = await t.signUpStore();
    const recipient = { store_id: store.store_id };
    const slow = openChange(t.db, (trx) => addNotification(trx, 'postgres', recipient, input('written first, committed last')));
    await slow.hasWritten;
    await within(3000, t.db.transaction().execute((trx) => addNotification(trx, 'postgres', recipient, input('written last, committed first'))), 'the second change');

    const seen = await notificationsAfter(t.db, recipient, 0, 10);
    expect(seen.map((n) => n.text)).toEqual(['written last, committed first']);
    await slow.commit();
    const next = await notificationsAfter(t.db, recipient, seen[0].id, 10);
    expect(next.map((n) => n.text)).toEqual(['written first, committed last']);
    expect(next[0].id).toBeGreaterThan(seen[0].id);
    expect(next[0].created_at >= seen[0].created_at).toBe(true);
  });

  it("a new product's fan-out and a single notification in flight keep one order for the follower", async () => {
    const store = await t.signUpStore();
    const follower = await t.signUpCustomer();
    await t.db.insertInto('follows').values({ user_id: follower.user_id, store_id: store.store_id, created_at: new Date().toISOString() }).execute();
    const recipient = { user_id: follower.user_id };
    const single = openChange(t.db, (trx) => addNotification(trx, 'postgres', recipient, input('single, committed last')));
    await single.hasWritten;
    await within(3000, t.db.transaction().execute((trx) => addNotificationForFollowers(trx, 'postgres', store.store_id, { ...input('fan-out'), kind: 'new_product' })), 'the fan-out');
    const seen = await notificationsAfter(t.db, recipient, 0, 10);
    expect(seen.map((n) => n.text)).toEqual(['fan-out']);
    await single.commit();
    expect((await notificationsAfter(t.db, recipient, seen[0].id, 10)).map((n) => n.text)).toEqual(['single, committed last']);
  });

  it('never shows a provisional id: every stored notification has a positive one', async () => {
    const { count } = await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count')).where('notification_id', '<=', 0).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});
