import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { createChatPubSub } from '../../live/chat-events';
import { createNotifier } from '../notifier';

describe('notifier', () => {
  it('never fails the call that caused it: a database error is logged, nothing is pushed', async () => {
    const broken = {
      insertInto: () => {
        throw new Error('database is gone');
      },
    } as unknown as Kysely<Database>;
    const pubsub = createChatPubSub();
    const pushed: unknown[] = [];
    pubsub.subscribe('store:7', (event) => pushed.push(event));
    const warn = jest.fn();
    const notifier = createNotifier(broken, pubsub, { warn } as unknown as FastifyBaseLogger);
    await expect(notifier.orderPlaced(7, { order_id: 1, name: 'Teapot', quantity: 1, username: 'alice', total: 5 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database is gone' }) }, 'could not notify: order placed');
    expect(pushed).toEqual([]);
  });
});
