/** A conversation's last message (what both inboxes show) once messages are hidden: refreshLastMessage. */
import { describeEachDatabase } from '../../../test/helpers/app';
import { addMessage, listInbox, refreshLastMessage, type ConversationParties } from '../messages';

describeEachDatabase('conversation last message (repositories/messages)', (t) => {
  let serial = 0;
  async function parties(): Promise<ConversationParties> {
    serial += 1;
    const createdAt = new Date().toISOString();
    const store_name = `Last_msg_store_${serial}`;
    const username = `last_msg_buyer_${serial}`;
    const { store_id } = await t.db
      .insertInto('stores')
      .values({ store_name, password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt })
      .returning('store_id')
      .executeTakeFirstOrThrow();
    const { user_id } = await t.db.insertInto('users').values({ username, password_hash: 'x', full_location: 'Somewhere', created_at: createdAt }).returning('user_id').executeTakeFirstOrThrow();
    return { store: { store_id, store_name }, customer: { user_id, username } };
  }
  const hide = (messageId: number) => t.db.updateTable('messages').set({ hidden_at: new Date().toISOString() }).where('message_id', '=', messageId).execute();
  const refresh = (p: ConversationParties) => t.db.transaction().execute((trx) => refreshLastMessage(trx, p.store.store_id, p.customer.user_id));
  /** The one conversation as each party's inbox shows it (both must agree). */
  async function inboxEntry(p: ConversationParties) {
    const [store, customer] = await Promise.all([listInbox(t.db, { store_id: p.store.store_id }), listInbox(t.db, { user_id: p.customer.user_id })]);
    expect(store).toEqual(customer);
    expect(store).toHaveLength(1);
    return store[0];
  }
  const startOf = async (p: ConversationParties) =>
    (await t.db.selectFrom('conversations').select('created_at').where('store_id', '=', p.store.store_id).where('user_id', '=', p.customer.user_id).executeTakeFirstOrThrow()).created_at;

  it('becomes the newest message still shown when the newest is hidden', async () => {
    const p = await parties();
    const hello = await addMessage(t.db, t.kind, p, 'customer', 'Is the teapot still available?');
    const bad = await addMessage(t.db, t.kind, p, 'store', 'Pay me by wire outside the site');
    await hide(bad.message_id);
    await refresh(p);
    expect(await inboxEntry(p)).toEqual({ store_name: p.store.store_name, username: p.customer.username, last_msg: hello.msg, last_at: hello.timestamp });
  });

  it('stays the newest when an older message is hidden', async () => {
    const p = await parties();
    const first = await addMessage(t.db, t.kind, p, 'store', 'Spam link one');
    const second = await addMessage(t.db, t.kind, p, 'store', 'Spam link two');
    await hide(first.message_id);
    await refresh(p);
    expect(await inboxEntry(p)).toEqual(expect.objectContaining({ last_msg: second.msg, last_at: second.timestamp }));
  });

  it("is empty, at the conversation's start, when its only message is hidden; other conversations are untouched", async () => {
    const p = await parties();
    const other = { ...(await parties()), store: p.store };
    const only = await addMessage(t.db, t.kind, p, 'customer', 'Only message');
    const kept = await addMessage(t.db, t.kind, other, 'customer', 'Another buyer');
    await hide(only.message_id);
    await refresh(p);
    const customerInbox = await listInbox(t.db, { user_id: p.customer.user_id });
    expect(customerInbox).toEqual([{ store_name: p.store.store_name, username: p.customer.username, last_msg: '', last_at: await startOf(p) }]);
    expect(await listInbox(t.db, { user_id: other.customer.user_id })).toEqual([expect.objectContaining({ last_msg: kept.msg, last_at: kept.timestamp })]);
  });
});
