import { evaluateInStages } from '../evaluateInStages';

describe('evaluateInStages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the browser a new task after each module, instead of finishing within the current one', async () => {
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    let done = false;
    void evaluateInStages([Promise.resolve('react-dom'), Promise.resolve('styled-components'), Promise.resolve('shared-ui')]).then(() => {
      done = true;
    });

    for (let i = 0; i < 10; i += 1) await Promise.resolve(); // every microtask, but no task boundary
    expect(done).toBe(false);
    await jest.runAllTimersAsync();
    expect(done).toBe(true);
    expect(setTimeoutSpy).toHaveBeenCalledTimes(3);
  });

  it('fails when a module fails to load, so start-up reports it', async () => {
    await expect(evaluateInStages([Promise.reject(new Error('chunk failed'))])).rejects.toThrow('chunk failed');
  });
});
