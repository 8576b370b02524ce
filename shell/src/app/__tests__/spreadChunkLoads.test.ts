import { spreadChunkLoads } from '../spreadChunkLoads';

/** A stand-in for webpack's runtime: records what its script loader and chunk loader were asked. */
function fakeRuntime() {
  const started: string[] = [];
  const runtime = {
    l: jest.fn((url: string, _done: (event: Event) => void, _key?: string, _chunkId?: string | number) => {
      started.push(url);
    }),
    e: jest.fn((chunkId: string | number) => Promise.resolve(`chunk ${chunkId}`)),
  };
  return { runtime, started, originalLoad: runtime.l };
}

/** Every pending microtask, but no task boundary. */
async function flushMicrotasks() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('spreadChunkLoads', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts each chunk download in a task of its own, in the order asked, with the same arguments', async () => {
    const { runtime, started, originalLoad } = fakeRuntime();
    expect(spreadChunkLoads(runtime)).toBe(true);
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    const done = jest.fn();

    runtime.l('/react.js', done, 'chunk-1', 1);
    runtime.l('/styled.js', done, 'chunk-2', 2);
    expect(started).toEqual([]);
    expect(setTimeoutSpy).toHaveBeenCalledTimes(2); // one task each

    await flushMicrotasks();
    expect(started).toEqual([]); // not within the task that asked
    await jest.runOnlyPendingTimersAsync();
    expect(started).toEqual(['/react.js', '/styled.js']);
    expect(originalLoad).toHaveBeenNthCalledWith(2, '/styled.js', done, 'chunk-2', 2);
  });

  it('lets an import evaluate its module only in a later task than the one its chunks arrived in', async () => {
    const { runtime } = fakeRuntime();
    spreadChunkLoads(runtime);
    let loaded: unknown = null;
    void runtime.e(7).then((value) => {
      loaded = value;
    });

    await flushMicrotasks();
    expect(loaded).toBeNull();
    await jest.runAllTimersAsync();
    expect(loaded).toBe('chunk 7');
  });

  it('passes a chunk that failed to load on as a failure, so start-up reports it', async () => {
    const { runtime } = fakeRuntime();
    runtime.e.mockRejectedValueOnce(new Error('Loading chunk 7 failed'));
    spreadChunkLoads(runtime);
    await expect(runtime.e(7)).rejects.toThrow('Loading chunk 7 failed');
  });

  it('leaves things as they are outside a webpack build', () => {
    expect(spreadChunkLoads()).toBe(false);
    expect(spreadChunkLoads({})).toBe(false);
  });
});
