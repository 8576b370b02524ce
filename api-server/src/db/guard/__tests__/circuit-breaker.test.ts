/** The circuit breaker with a hand-moved clock and a fake probe: no database involved. */
import { createCircuitBreaker } from '../circuit-breaker';
import { FakeClock } from './fake-clock';

function setUp(answers: boolean[]) {
  const clock = new FakeClock();
  const opened: unknown[] = [];
  let probes = 0;
  const breaker = createCircuitBreaker({
    clock,
    probeIntervalMs: 500,
    probe: async () => answers[probes++] ?? true,
    onOpen: (error) => opened.push(error),
  });
  return { clock, breaker, opened, probes: () => probes };
}

describe('the circuit breaker', () => {
  it('is closed until opened, and says why once however often it is opened', async () => {
    const { clock, breaker, opened } = setUp([false]);
    expect(breaker.isOpen()).toBe(false);
    breaker.open(new Error('first'));
    breaker.open(new Error('second'));
    expect(breaker.isOpen()).toBe(true);
    expect(opened).toEqual([new Error('first')]);
    expect(clock.pending).toBe(1); // one probe waiting, not two
  });

  it('probes every interval while the database does not answer; the first answer closes it', async () => {
    const { clock, breaker, probes } = setUp([false, false, true]);
    breaker.open(new Error('down'));
    await clock.advance(499);
    expect(probes()).toBe(0);
    await clock.advance(1);
    expect(probes()).toBe(1);
    expect(breaker.isOpen()).toBe(true);
    await clock.advance(500);
    expect(probes()).toBe(2);
    expect(breaker.isOpen()).toBe(true);
    await clock.advance(500);
    expect(probes()).toBe(3);
    expect(breaker.isOpen()).toBe(false);
    await clock.advance(5000);
    expect(probes()).toBe(3); // no probing while closed
    expect(clock.pending).toBe(0);
  });

  it('opened again after closing: says so again and probes again', async () => {
    const { clock, breaker, opened, probes } = setUp([true, true]);
    breaker.open(new Error('one'));
    await clock.advance(500);
    expect(breaker.isOpen()).toBe(false);
    breaker.open(new Error('two'));
    expect(opened).toHaveLength(2);
    await clock.advance(500);
    expect(probes()).toBe(2);
    expect(breaker.isOpen()).toBe(false);
  });

  it('a probe running when it is opened again is not doubled', async () => {
    const clock = new FakeClock();
    let answer: (reached: boolean) => void = () => undefined;
    let probes = 0;
    const breaker = createCircuitBreaker({
      clock,
      probeIntervalMs: 500,
      probe: () => {
        probes++;
        return new Promise<boolean>((resolve) => (answer = resolve));
      },
      onOpen: () => undefined,
    });
    breaker.open(new Error('down'));
    await clock.advance(500);
    breaker.open(new Error('still down'));
    expect(clock.pending).toBe(0);
    answer(false);
    await clock.advance(500);
    expect(probes).toBe(2);
  });

  it('ended: stops probing and never opens again', async () => {
    const { clock, breaker, opened, probes } = setUp([false]);
    breaker.open(new Error('down'));
    breaker.end();
    await clock.advance(5000);
    expect(probes()).toBe(0);
    breaker.open(new Error('after the end'));
    expect(opened).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });
});
