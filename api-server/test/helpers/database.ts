/**
 * Test databases: SQLite in a fresh temporary DATA_DIR, and (when TEST_DATABASE_URL is set)
 * PostgreSQL in a freshly created schema per test file, dropped afterwards, so files run in parallel.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const PG_SKIPPED_TITLE = 'PostgreSQL suites skipped: TEST_DATABASE_URL not set';

async function withClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty schema (pg_trgm lives in public, shared by every test schema). */
export async function createPgSchema(): Promise<string> {
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        break;
      } catch (error) {
        // Two files creating it at the same moment: one wins, the other retries and finds it.
        if (attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
      }
    }
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  return schema;
}

export async function dropPgSchema(schema: string): Promise<void> {
  await withClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}
