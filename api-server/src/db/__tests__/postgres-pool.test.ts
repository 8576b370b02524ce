/**
 * The pool's watchdog against PostgreSQL seen through a TCP relay the test can cut (the server
 * itself is never touched): a network partition, or only the open connections dropped, fails every
 * waiting query within 2 s; a slow query the server is running is never cut; traffic returns by
 * itself once the network does.
 */
import { PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';
import { createPartitionProxy, type PartitionProxy } from '../../../test/helpers/partition-proxy';
import { createResilientPool, isDatabaseUnavailable, type ResilientPool } from '../postgres';

jest.setTimeout(60_000);

/** Past this, a query still waiting is a hang: what docs/operations.md promises an operator. */
const ANSWER_LIMIT_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How a query ended and after how long; a query still waiting at `limitMs` fails the test. */
async function settle(work: Promise<unknown>, limitMs = ANSWER_LIMIT_MS): Promise<{ ok: boolean; error?: unknown; ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([
      work.then(
        () => ({ ok: true, ms: Date.now() - started }),
        (error: unknown) => ({ ok: false, error, ms: Date.now() - started }),
      ),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

(TEST_DATABASE_URL ? describe : describe.skip)('the PostgreSQL pool when the network fails', () => {
  let proxy: PartitionProxy;
  let pool: ResilientPool;
  const errors: string[] = [];

  beforeEach(async () => {
    proxy = await createPartitionProxy(Number(new URL(TEST_DATABASE_URL!).port || 5432), new URL(TEST_DATABASE_URL!).hostname);
    const url = new URL(TEST_DATABASE_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    errors.length = 0;
    pool = createResilientPool({ connectionString: url.toString(), max: 4, applicationName: 'pool-watchdog-test', onError: (error, context) => errors.push(`${context}: ${error.message}`) });
  });
  afterEach(async () => {
    proxy.heal();
    await pool.end();
    await proxy.close();
  });

  async function query(text: string): Promise<unknown> {
    const client = await pool.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      client.release();
    }
  }

  /** Opens `count` pooled connections and leaves them idle in the pool. */
  async function warm(count: number): Promise<void> {
    const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
    await Promise.all(clients.map((client) => client.query('SELECT 1')));
    for (const client of clients) client.release();
  }

  it('a slow query the server is running is answered, however long past the watchdog\'s look', async () => {
    const result = await settle(query('SELECT pg_sleep(1.5) AS slept'), 5000);
    expect(result).toMatchObject({ ok: true });
    expect(pool.reachable()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a partition: queries on pooled connections and new ones fail within 2 s, later ones at once; it serves again once healed', async () => {
    await warm(4);
    proxy.partition();
    const first = await Promise.all([...Array.from({ length: 4 }, () => settle(query('SELECT 1'))), settle(query('SELECT 2'))]);
    for (const result of first) {
      expect(result.ok).toBe(false);
      expect(isDatabaseUnavailable(result.error)).toBe(true);
    }
    expect(pool.reachable()).toBe(false);
    const later = await settle(query('SELECT 1'), 100);
    expect(isDatabaseUnavailable(later.error)).toBe(true);
    process.stdout.write(`partition: queries failed after ${Math.min(...first.map((r) => r.ms))}–${Math.max(...first.map((r) => r.ms))} ms, then ${later.ms} ms\n`);

    proxy.heal();
    const deadline = Date.now() + 5000;
    while (!pool.reachable() && Date.now() < deadline) await sleep(100);
    expect(pool.reachable()).toBe(true);
    expect(await query('SELECT 3 AS three')).toEqual([{ three: 3 }]);
  });

  it('open connections dropped on the way (new ones still go through): the query on one fails within 2 s, the database stays reachable', async () => {
    await warm(1);
    proxy.freezeExisting();
    const lost = await settle(query('SELECT 1'));
    expect(lost.ok).toBe(false);
    expect(isDatabaseUnavailable(lost.error)).toBe(true);
    expect(pool.reachable()).toBe(true);
    expect(errors.some((line) => /lost on the way/.test(line))).toBe(true);
    expect(await query('SELECT 4 AS four')).toEqual([{ four: 4 }]);
    process.stdout.write(`dropped connection: its query failed after ${lost.ms} ms\n`);
  });
});

if (!TEST_DATABASE_URL) it.skip(PG_SKIPPED_TITLE, () => undefined);
