import { createHashQueue, HASHING_BUSY_MESSAGE, type HashTicket } from '../hash-queue';
import { HttpError } from '../../errors';

/** A task that runs until the test lets it end. */
function heldTask() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { task: () => ended, end };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ticket = (client: string, failures = 0): HashTicket => ({ client, failures });

async function expectBusy(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 503, message: HASHING_BUSY_MESSAGE });
  expect((error as HttpError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
}

describe('the hash queue', () => {
  it('runs at most `slots` tasks at once; the others wait their turn', async () => {
    const queue = createHashQueue({ slots: 2, maxWaitMs: 10_000 });
    let now = 0;
    let most = 0;
    const task = async () => {
      now += 1;
      most = Math.max(most, now);
      await sleep(5);
      now -= 1;
    };
    await Promise.all(Array.from({ length: 12 }, (_, i) => queue.run(task, ticket(`client${i}`))));
    expect(most).toBe(2);
    expect(queue.running()).toBe(0);
  });

  it('serves the address with fewer recent failures first, then shares turns out between addresses', async () => {
    const queue = createHashQueue({ slots: 1, maxWaitMs: 10_000 });
    const blocker = heldTask();
    const first = queue.run(blocker.task, ticket('blocker'));
    const order: string[] = [];
    const asks = [
      ticket('flooder', 7), ticket('flooder', 7), ticket('flooder', 7),
      ticket('other', 7),
      ticket('person', 0),
    ].map((t, i) => queue.run(async () => void order.push(`${t.client}${i}`), t));
    expect(queue.waiting()).toBe(5);
    blocker.end();
    await Promise.all([first, ...asks]);
    // The person with no failures first; then one turn each for the two failing addresses.
    expect(order).toEqual(['person4', 'flooder0', 'other3', 'flooder1', 'flooder2']);
  });

  it('puts an address whose asks were refused in the last minute behind one whose asks were not', async () => {
    const queue = createHashQueue({ slots: 1, maxWaitMs: 100 });
    // A client that keeps asking while the slot is taken: each ask waits out its time and is refused.
    const blocker = heldTask();
    const running = queue.run(blocker.task, ticket('blocker'));
    for (let i = 0; i < 3; i++) await expectBusy(queue.run(async () => undefined, ticket('insistent')));
    const order: string[] = [];
    const insistent = queue.run(async () => void order.push('insistent'), ticket('insistent'));
    const person = queue.run(async () => void order.push('person'), ticket('person'));
    blocker.end();
    await Promise.all([running, insistent, person]);
    expect(order).toEqual(['person', 'insistent']);
  });

  it('puts an address that gave wrong passwords in the last minute behind one whose asks went well', async () => {
    const queue = createHashQueue({ slots: 1, maxWaitMs: 10_000 });
    for (let i = 0; i < 3; i++) await queue.run(async () => 'ok', ticket('person'));
    queue.noteMiss('guesser');
    const blocker = heldTask();
    const running = queue.run(blocker.task, ticket('blocker'));
    const order: string[] = [];
    const asks = ['guesser', 'person'].map((client) => queue.run(async () => void order.push(client), ticket(client)));
    blocker.end();
    await Promise.all([running, ...asks]);
    expect(order).toEqual(['person', 'guesser']);
  });

  it('gives no place in line to a task that could not start within the wait, and answers it 503 (Retry-After) when its wait would have ended', async () => {
    const queue = createHashQueue({ slots: 1, maxWaitMs: 100 });
    // One measured task of 200 ms: the line holds one task at most.
    await queue.run(() => sleep(200));
    const blocker = heldTask();
    const running = queue.run(blocker.task, ticket('a'));
    // b may run out of time while c's refusal is awaited: its outcome is caught from the start, so
    // its 503 is never an unhandled rejection.
    const waiting = queue.run(async () => 'ran', ticket('b')).catch(() => 'refused');
    const started = performance.now();
    const refused = queue.run(async () => 'ran', ticket('c'));
    expect(queue.waiting()).toBe(1);
    await expectBusy(refused);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    blocker.end();
    await running;
    // Whether b started or ran out of time meanwhile, the line is empty again.
    expect(['ran', 'refused']).toContain(await waiting);
    expect(queue.waiting()).toBe(0);
  });

  it('lets a newcomer with fewer failures take the place of the last in a full line', async () => {
    const queue = createHashQueue({ slots: 1, maxWaitMs: 1000 });
    // One measured task longer than the wait: the line holds one task.
    await queue.run(() => sleep(1000));
    const blocker = heldTask();
    const running = queue.run(blocker.task, ticket('flooder1', 5));
    const pushedOut = queue.run(async () => 'flooder', ticket('flooder2', 5));
    const person = queue.run(async () => 'person', ticket('person', 0));
    const late = queue.run(async () => 'late flooder', ticket('flooder3', 9));
    expect(queue.waiting()).toBe(1);
    blocker.end();
    await running;
    // Both refusals are awaited together, so neither is left unhandled while the other is awaited.
    const [personAnswer] = await Promise.all([person, expectBusy(pushedOut), expectBusy(late)]);
    expect(personAnswer).toBe('person');
  });

  it('gives up on a task still waiting when its time is up (503), and carries on', async () => {
    const queue = createHashQueue({ slots: 1, maxWaitMs: 100 });
    const blocker = heldTask();
    const running = queue.run(blocker.task, ticket('a'));
    await expectBusy(queue.run(async () => 'never', ticket('b')));
    expect(queue.waiting()).toBe(0);
    blocker.end();
    await running;
    expect(await queue.run(async () => 'after', ticket('b'))).toBe('after');
  });

  it('frees the slot when a task fails', async () => {
    const queue = createHashQueue({ slots: 1, maxWaitMs: 1000 });
    await expect(queue.run(async () => { throw new Error('bad hash'); })).rejects.toThrow('bad hash');
    expect(queue.running()).toBe(0);
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});
