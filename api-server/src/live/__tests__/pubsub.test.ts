import { createInProcessPubSub, storeChannel, userChannel } from '../pubsub';

describe('in-process pub/sub', () => {
  it('delivers an event to every subscriber of its channel only', async () => {
    const pubsub = createInProcessPubSub<string>();
    const seen: string[] = [];
    pubsub.subscribe('user:1', (e) => seen.push(`a ${e}`));
    pubsub.subscribe('user:1', (e) => seen.push(`b ${e}`));
    pubsub.subscribe('user:2', (e) => seen.push(`c ${e}`));
    await pubsub.publish('user:1', 'hello');
    expect(seen).toEqual(['a hello', 'b hello']);
  });

  it('stops delivering after unsubscribe (twice is harmless), other subscriptions unaffected', async () => {
    const pubsub = createInProcessPubSub<number>();
    const seen: number[] = [];
    const handler = (e: number) => seen.push(e);
    const stopFirst = pubsub.subscribe('store:7', handler);
    pubsub.subscribe('store:7', handler);
    await pubsub.publish('store:7', 1);
    stopFirst();
    stopFirst();
    await pubsub.publish('store:7', 2);
    expect(seen).toEqual([1, 1, 2]);
  });

  it('a failing subscriber does not keep the event from the others', async () => {
    const errors: unknown[] = [];
    const pubsub = createInProcessPubSub<string>((error) => errors.push(error));
    const seen: string[] = [];
    pubsub.subscribe('c', () => {
      throw new Error('broken socket');
    });
    pubsub.subscribe('c', (e) => seen.push(e));
    await expect(pubsub.publish('c', 'x')).resolves.toBeUndefined();
    expect(seen).toEqual(['x']);
    expect(errors).toEqual([new Error('broken socket')]);
  });

  it('delivers nothing after close, and new subscriptions are inert', async () => {
    const pubsub = createInProcessPubSub<string>();
    const seen: string[] = [];
    pubsub.subscribe('c', (e) => seen.push(e));
    await pubsub.close();
    const stop = pubsub.subscribe('c', (e) => seen.push(e));
    await pubsub.publish('c', 'late');
    stop();
    expect(seen).toEqual([]);
  });

  it('names channels by identity id', () => {
    expect(userChannel(12)).toBe('user:12');
    expect(storeChannel(12)).toBe('store:12');
  });
});
