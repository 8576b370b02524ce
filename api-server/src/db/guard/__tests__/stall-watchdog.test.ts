/** The stalled-query watchdog with a hand-moved clock, fake connections and a fake server check. */
import { StallWatchdog, type CheckOutcome } from '../stall-watchdog';
import { FakeClock } from './fake-clock';

const TIMINGS = { stalledAfterMs: 300, checkEveryMs: 250, notRunningGraceMs: 250, watchIntervalMs: 100 };

interface FakeConnection {
  name: string;
  pid?: number;
}

function setUp(answer: (pids: number[]) => CheckOutcome | Promise<CheckOutcome>) {
  const clock = new FakeClock();
  const cut: string[] = [];
  const lost: string[] = [];
  const checks: number[][] = [];
  const breaker = { open: false, opened: [] as unknown[], isOpen: () => breaker.open, openWith: (error: unknown) => breaker.opened.push(error) };
  const watchdog = new StallWatchdog<FakeConnection>({
    clock,
    timings: TIMINGS,
    check: async (pids) => {
      checks.push(pids);
      return answer(pids);
    },
    pidOf: (connection) => connection.pid,
    cut: (connection) => cut.push(connection.name),
    breaker: {
      isOpen: breaker.isOpen,
      open: (error) => {
        breaker.open = true;
        breaker.openWith(error);
      },
    },
    onLost: (state) => lost.push(state),
  });
  return { clock, watchdog, cut, lost, checks, breaker };
}

const running = (pids: number[]): CheckOutcome => ({ reached: true, states: new Map(pids.map((pid) => [pid, 'active'])) });

describe('the stalled-query watchdog', () => {
  it('leaves answered queries alone and asks nothing; stops its timer once nothing is in flight', async () => {
    const { clock, watchdog, checks } = setUp(running);
    const answered = watchdog.track({ name: 'a', pid: 1 });
    await clock.advance(200);
    answered();
    await clock.advance(1000);
    expect(checks).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('a query the server is running is left alone however long it takes (checked at most every 250 ms)', async () => {
    const { clock, watchdog, cut, checks, breaker } = setUp(running);
    const answered = watchdog.track({ name: 'slow', pid: 7 });
    await clock.advance(299);
    expect(checks).toEqual([]);
    await clock.advance(1);
    expect(checks).toEqual([[7]]);
    await clock.advance(1700);
    expect(checks.length).toBe(6); // at 300, 600, … 1800: 250 ms apart at least, on the 100 ms beat
    expect(cut).toEqual([]);
    expect(breaker.open).toBe(false);
    answered();
  });

  it('no answer to the check: the breaker opens and every query in flight is cut, stalled or not', async () => {
    const { clock, watchdog, cut, breaker } = setUp(() => ({ reached: false, error: new Error('timeout expired') }));
    watchdog.track({ name: 'old', pid: 1 });
    await clock.advance(250);
    watchdog.track({ name: 'new', pid: 2 });
    await clock.advance(50);
    expect(breaker.opened).toEqual([new Error('timeout expired')]);
    expect(cut).toEqual(['old', 'new']);
  });

  it('the server answers but is not running the query on two looks 250 ms apart: that connection alone is cut', async () => {
    const { clock, watchdog, cut, lost, breaker } = setUp((pids) => ({ reached: true, states: new Map(pids.map((pid) => [pid, pid === 1 ? 'idle' : 'active'])) }));
    watchdog.track({ name: 'dropped', pid: 1 });
    watchdog.track({ name: 'busy', pid: 2 });
    await clock.advance(300);
    expect(cut).toEqual([]); // seen once: an answer may be on its way
    await clock.advance(300);
    expect(cut).toEqual(['dropped']);
    expect(lost).toEqual(['idle']);
    expect(breaker.open).toBe(false);
  });

  it('a query seen idle once and running the next time starts its grace afresh', async () => {
    let look = 0;
    const { clock, watchdog, cut } = setUp((pids) => ({ reached: true, states: new Map(pids.map((pid) => [pid, ['idle', 'active', 'idle'][look++] ?? 'idle'])) }));
    watchdog.track({ name: 'a', pid: 1 });
    await clock.advance(900); // looks at 300 (idle), 600 (active), 900 (idle again: first of two)
    expect(cut).toEqual([]);
    await clock.advance(300);
    expect(cut).toEqual(['a']);
  });

  it('a query whose backend the server cannot say anything about (a pooler in between, no pid) is left to the read timeout', async () => {
    const { clock, watchdog, cut, checks } = setUp(() => ({ reached: true, states: new Map() }));
    watchdog.track({ name: 'behind a pooler', pid: 99 });
    watchdog.track({ name: 'no pid' });
    await clock.advance(2000);
    expect(checks[0]).toEqual([99]);
    expect(cut).toEqual([]);
  });

  it('one check at a time: a slow check is not started again while it runs', async () => {
    let reply: (outcome: CheckOutcome) => void = () => undefined;
    const { clock, watchdog, checks } = setUp(() => new Promise<CheckOutcome>((resolve) => (reply = resolve)));
    watchdog.track({ name: 'a', pid: 1 });
    await clock.advance(1000);
    expect(checks).toHaveLength(1);
    reply(running([1]));
    await clock.advance(300);
    expect(checks).toHaveLength(2);
  });

  it('while the breaker is open already, stalled queries are cut without asking', async () => {
    const { clock, watchdog, cut, checks, breaker } = setUp(running);
    breaker.open = true;
    watchdog.track({ name: 'stalled', pid: 1 });
    await clock.advance(200);
    watchdog.track({ name: 'recent', pid: 2 });
    await clock.advance(100);
    expect(checks).toEqual([]);
    expect(cut).toEqual(['stalled']);
  });

  it('ended: a check still running changes nothing, and nothing is watched any more', async () => {
    let reply: (outcome: CheckOutcome) => void = () => undefined;
    const { clock, watchdog, cut, breaker } = setUp(() => new Promise<CheckOutcome>((resolve) => (reply = resolve)));
    watchdog.track({ name: 'a', pid: 1 });
    await clock.advance(300);
    watchdog.end();
    reply({ reached: false, error: new Error('timeout expired') });
    await clock.advance(1000);
    expect(cut).toEqual([]);
    expect(breaker.open).toBe(false);
    expect(clock.pending).toBe(0);
  });
});
