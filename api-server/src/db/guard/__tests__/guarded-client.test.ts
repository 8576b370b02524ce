/** The guarded connection's connect and query, around fake pg functions: no database involved. */
import { DatabaseUnreachableError } from '../../errors';
import { guardConnect, guardedClientClass, guardQuery, type Callback, type ClientGuard } from '../guarded-client';

function fakeGuard(refusing = false) {
  const events: string[] = [];
  const guard: ClientGuard<string> & { refusingNow: boolean } = {
    refusingNow: refusing,
    refusing: () => guard.refusingNow,
    failed: (error) => events.push(`failed: ${(error as Error).message}`),
    started: (client) => {
      events.push(`started on ${client}`);
      return () => events.push(`answered on ${client}`);
    },
    cut: (client) => events.push(`cut ${client}`),
  };
  return { guard, events };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('guardConnect', () => {
  it('refuses at once while the database is unreachable, promise or callback style, without connecting', async () => {
    const { guard } = fakeGuard(true);
    const connect = jest.fn();
    const guarded = guardConnect(connect, guard);
    await expect(guarded()).rejects.toBeInstanceOf(DatabaseUnreachableError);
    const refused = await new Promise<unknown>((resolve) => guarded((error) => resolve(error)));
    expect(refused).toBeInstanceOf(DatabaseUnreachableError);
    expect(connect).not.toHaveBeenCalled();
  });

  it('tells the guard of a failed connect and passes the failure on', async () => {
    const { guard, events } = fakeGuard();
    const guarded = guardConnect(() => Promise.reject(new Error('timeout expired')), guard);
    await expect(guarded()).rejects.toThrow('timeout expired');
    const callbackStyle = guardConnect((callback?: Callback) => callback?.(new Error('connect ECONNREFUSED'), 'rest'), guard);
    const seen = await new Promise<unknown[]>((resolve) => callbackStyle((...args) => resolve(args)));
    expect(seen).toEqual([new Error('connect ECONNREFUSED'), 'rest']);
    expect(events).toEqual(['failed: timeout expired', 'failed: connect ECONNREFUSED']);
  });

  it('a connect that succeeds tells the guard nothing', async () => {
    const { guard, events } = fakeGuard();
    await guardConnect(() => Promise.resolve(), guard)();
    expect(events).toEqual([]);
  });
});

describe('guardQuery', () => {
  it('reports a promised query to the watchdog from sending to answer', async () => {
    const { guard, events } = fakeGuard();
    const query = guardQuery('conn-1', async () => ({ rows: [] }), guard);
    await expect(query('SELECT 1')).resolves.toEqual({ rows: [] });
    await settle();
    expect(events).toEqual(['started on conn-1', 'answered on conn-1']);
  });

  it('a failed query: answered, the guard told; a read timeout also cuts the connection (the query still owns it)', async () => {
    const { guard, events } = fakeGuard();
    await expect(guardQuery('c', () => Promise.reject(new Error('syntax error')), guard)('SELEC')).rejects.toThrow('syntax error');
    await expect(guardQuery('c', () => Promise.reject(new Error('Query read timeout')), guard)('SELECT 1')).rejects.toThrow('Query read timeout');
    await settle();
    expect(events).toEqual(['started on c', 'answered on c', 'failed: syntax error', 'started on c', 'answered on c', 'failed: Query read timeout', 'cut c']);
  });

  it('refuses a promised query while unreachable (a connection held across the outage must not wait either)', async () => {
    const { guard } = fakeGuard(true);
    const inner = jest.fn();
    await expect(guardQuery('c', inner, guard)('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnreachableError);
    expect(inner).not.toHaveBeenCalled();
  });

  it('callback-style and submittable queries are passed through untouched, even while unreachable', () => {
    const { guard, events } = fakeGuard(true);
    const inner = jest.fn(() => 'passed');
    const query = guardQuery('c', inner, guard);
    const callback = () => undefined;
    expect(query('SELECT 1', callback)).toBe('passed');
    const submittable = { submit: () => undefined };
    expect(query(submittable)).toBe('passed');
    expect(inner.mock.calls).toEqual([['SELECT 1', callback], [submittable]]);
    expect(events).toEqual([]);
  });
});

describe('guardedClientClass', () => {
  it('makes pg clients that refuse while unreachable and log their errors', async () => {
    const errors: string[] = [];
    const GuardedClient = guardedClientClass(
      { refusing: () => true, failed: () => undefined, started: () => () => undefined, cut: () => undefined },
      1234,
      (error, context) => errors.push(`${context}: ${error.message}`),
    );
    const client = new GuardedClient({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(client.connect()).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(client.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnreachableError);
    client.emit('error', new Error('Connection terminated unexpectedly'));
    expect(errors).toEqual(['a database connection failed: Connection terminated unexpectedly']);
  });
});
