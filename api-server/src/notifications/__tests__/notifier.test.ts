import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { createInProcessSignals } from '../../live/signals';
import { createNotifier } from '../notifier';

describe('notifier', () => {
  it('never fails the call that caused it: a database error is logged, nothing is signalled', async () => {
    const broken = {
      transaction: () => {
        throw new Error('database is gone');
      },
    } as unknown as Kysely<Database>;
    const signals = createInProcessSignals();
    const signalled: string[] = [];
    signals.listen('store:7', () => signalled.push('store:7'));
    const warn = jest.fn();
    const notifier = createNotifier(broken, 'sqlite', signals, { warn } as unknown as FastifyBaseLogger);
    await expect(notifier.orderPlaced(7, { order_id: 1, name: 'Teapot', quantity: 1, username: 'alice', total: 5 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database is gone' }) }, 'could not notify: order placed');
    expect(signalled).toEqual([]);
  });
});
