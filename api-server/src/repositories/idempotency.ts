/**
 * Idempotency keys (the Idempotency-Key header of order placement). The first request with a key
 * claims it (a row without an answer), runs, and stores its answer — in the same transaction as
 * the order it placed, so an answer and its order exist together or not at all. A later request
 * with the key replays that answer; with another body it is refused; while the first still runs it
 * is told so. A claim whose holder died (a killed instance) is taken over after a minute: its
 * order transaction never committed, so running the request again is safe. Keys are kept 24 hours.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Longer than any placement can take (statement timeouts are seconds). */
export const STALE_CLAIM_MS = 60 * 1000;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'other-request' }
  | { kind: 'running' };

/** What makes two requests "the same": the call and its body (keys in any order). */
export function fingerprintOf(call: string, body: unknown): string {
  return `${call} ${createHash('sha256').update(stableJson(body)).digest('base64url')}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function claimKey(db: Db, scope: string, key: string, fingerprint: string, now = Date.now()): Promise<Claim> {
  // A few rounds: a row that expires or is released between our statements is looked at again.
  for (let round = 0; round < 3; round++) {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({ scope, idem_key: key, fingerprint, response_status: null, response_body: null, created_at: iso(now), locked_at: iso(now) })
      .onConflict((oc) => oc.columns(['scope', 'idem_key']).doNothing())
      .returning('scope')
      .executeTakeFirst();
    if (inserted) return { kind: 'claimed' };

    const row = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('idem_key', '=', key).executeTakeFirst();
    if (!row) continue;
    if (row.created_at < iso(now - IDEMPOTENCY_RETENTION_MS)) {
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('idem_key', '=', key).where('created_at', '=', row.created_at).execute();
      continue;
    }
    if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
    if (row.response_status !== null) return { kind: 'replay', status: row.response_status, body: row.response_body ?? '' };
    if (row.locked_at < iso(now - STALE_CLAIM_MS)) {
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ locked_at: iso(now) })
        .where('scope', '=', scope)
        .where('idem_key', '=', key)
        .where('locked_at', '=', row.locked_at)
        .where('response_status', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed' };
      continue;
    }
    return { kind: 'running' };
  }
  return { kind: 'running' };
}

/** Stores the answer of a claimed key (inside the request's own transaction when it has one). */
export async function storeAnswer(db: Db, scope: string, key: string, status: number, body: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body) })
    .where('scope', '=', scope)
    .where('idem_key', '=', key)
    .execute();
}

/** Gives a claimed key up without an answer (the request failed on our side): a retry runs again. */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('idem_key', '=', key).where('response_status', 'is', null).execute();
}

/** Deletes keys past their 24 hours. */
export async function purgeExpiredKeys(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', iso(now - IDEMPOTENCY_RETENTION_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
