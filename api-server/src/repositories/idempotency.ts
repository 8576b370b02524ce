/**
 * Idempotency keys (the Idempotency-Key header of order placement). The first request with a key
 * claims it (a row without an answer, holding the request's own random token), runs, and stores its
 * answer — in the same transaction as the order it placed, so an answer and its order exist
 * together or not at all. A later request with the key replays that answer; with another body it is
 * refused; while the first still runs it is told so.
 *
 * A claim is a lease: its holder renews it every second while it runs (`holdClaim`), so a live
 * request, however slow, keeps its key; a holder that stops renewing (its instance was killed) loses
 * the key `claimTiming.leaseMs` after its last renewal, and the next retry runs the request again
 * (the dead one's transaction never committed). The answer is stored only while the token is still
 * the holder's: a request whose claim was taken over rolls its placement back instead of answering
 * twice. Times are each instance's clock: instances keep their clocks in step (NTP), as token
 * expiry already needs. Keys are kept 24 hours.
 */
import { createHash, randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import { batchedOnPostgres, KEYS_PER_STATEMENT, keySlots } from '../db/batched-reads';
import { nameStatement } from '../db/named-statements';
import { prepareQueryOf } from '../db/prepared';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim lasts without renewal, and how often its holder renews it (tests may shorten
 * them). A killed holder's key is free at most `leaseMs` after its last renewal: 5 s, within the
 * 10 s promised (docs/scale-out.md); five renewals may be missed before a live holder loses it.
 */
export const claimTiming = { leaseMs: 5_000, renewMs: 1_000 };

/** A key this request holds: whose keys, which key, and the request's own mark on the claim. */
export interface HeldClaim {
  scope: string;
  key: string;
  owner: string;
}

/** The claim this request held was taken over (it stopped renewing for a lease): it must not answer. */
export class ClaimLostError extends Error {
  constructor() {
    super('The idempotency claim was taken over by another request');
    this.name = 'ClaimLostError';
  }
}

export type Claim =
  | { kind: 'claimed'; owner: string }
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

interface NewClaim extends Record<string, unknown> {
  scope: string;
  key: string;
  fingerprint: string;
  at: string;
  owner: string;
}

// Every keyed placement runs it: compiled once (db/prepared.ts) rather than built per request.
const insertClaim = prepareQueryOf<Database, NewClaim, { scope: string }>(['scope', 'key', 'fingerprint', 'at', 'owner'], (db, claim) =>
  db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      idem_key: claim.key,
      fingerprint: claim.fingerprint,
      response_status: null,
      response_body: null,
      created_at: claim.at,
      locked_at: claim.at,
      claimed_by: claim.owner,
    })
    .onConflict((oc) => oc.columns(['scope', 'idem_key']).doNothing())
    .returning('scope'),
);

/** The same for the claims asked together: KEYS_PER_STATEMENT rows of (scope, key, fingerprint, time, owner). */
const claimSlots = Array.from({ length: KEYS_PER_STATEMENT }, (_, slot) => {
  const [scope, key, fingerprint, at, owner] = [1, 2, 3, 4, 5].map((field) => `$${5 * slot + field}`);
  return `(${scope}, ${key}, ${fingerprint}, NULL, NULL, ${at}, ${at}, ${owner})`;
});
const INSERT_CLAIMS = nameStatement(`INSERT INTO idempotency_keys (scope, idem_key, fingerprint, response_status, response_body, created_at, locked_at, claimed_by)
  VALUES ${claimSlots.join(', ')}
  ON CONFLICT (scope, idem_key) DO NOTHING
  RETURNING scope, idem_key, claimed_by`);

/**
 * Whether `claim` was inserted (the key was free). On PostgreSQL the claims of the keyed orders that
 * arrived together go as one statement (db/batched-reads.ts): a round trip fewer for most of them
 * under load. Each row is inserted or left as one insert alone would: a slot repeating a claim (the
 * statement always binds KEYS_PER_STATEMENT rows) conflicts with it and is skipped, and of two
 * requests with one key only the first row's owner holds it.
 */
const claimInserted = batchedOnPostgres(
  async (db: Kysely<Database>, claim: NewClaim): Promise<true | undefined> => ((await insertClaim(db, claim)).length > 0 ? true : undefined),
  async (db: Kysely<Database>, claims: readonly NewClaim[]) => {
    const values = keySlots(claims, claims[0]).flatMap(({ scope, key, fingerprint, at, owner }) => [scope, key, fingerprint, at, owner]);
    const { rows } = await db.executeQuery(CompiledQuery.raw(INSERT_CLAIMS, values) as CompiledQuery<{ scope: string; idem_key: string; claimed_by: string }>);
    const holds = ({ scope, key, owner }: NewClaim) => rows.some((row) => row.scope === scope && row.idem_key === key && row.claimed_by === owner);
    return new Map(claims.filter(holds).map((claim) => [claim, true as const]));
  },
);

export async function claimKey(db: Db, scope: string, key: string, fingerprint: string, now = Date.now(), owner: string = randomUUID()): Promise<Claim> {
  // A few rounds: a row that expires or is released between our statements is looked at again.
  for (let round = 0; round < 3; round++) {
    if (await claimInserted(db, { scope, key, fingerprint, at: iso(now), owner })) return { kind: 'claimed', owner };

    const row = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('idem_key', '=', key).executeTakeFirst();
    if (!row) continue;
    if (row.created_at < iso(now - IDEMPOTENCY_RETENTION_MS)) {
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('idem_key', '=', key).where('created_at', '=', row.created_at).execute();
      continue;
    }
    if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
    if (row.response_status !== null) return { kind: 'replay', status: row.response_status, body: row.response_body ?? '' };
    if (row.locked_at < iso(now - claimTiming.leaseMs)) {
      // Its holder stopped renewing: take the key over, unless someone else just did (or renewed).
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ locked_at: iso(now), claimed_by: owner })
        .where('scope', '=', scope)
        .where('idem_key', '=', key)
        .where('locked_at', '=', row.locked_at)
        .where('response_status', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed', owner };
      continue;
    }
    return { kind: 'running' };
  }
  return { kind: 'running' };
}

/** Renews `owner`'s claim (it still runs); false when the claim is no longer its own. */
export async function renewClaim(db: Db, scope: string, key: string, owner: string, now = Date.now()): Promise<boolean> {
  const renewed = await db
    .updateTable('idempotency_keys')
    .set({ locked_at: iso(now) })
    .where('scope', '=', scope)
    .where('idem_key', '=', key)
    .where('claimed_by', '=', owner)
    .where('response_status', 'is', null)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/**
 * Keeps `owner`'s claim alive while the request runs: renews it every `claimTiming.renewMs` (one
 * renewal at a time) until `stop()`. A failed renewal is only logged: the next one may succeed,
 * and a claim lost meanwhile is caught when the answer is stored.
 */
export function holdClaim(db: Db, scope: string, key: string, owner: string, onError: (error: unknown) => void): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const renewSoon = () => {
    timer = setTimeout(() => {
      renewClaim(db, scope, key, owner)
        .then((ours) => {
          if (ours && !stopped) renewSoon();
        })
        .catch((error: unknown) => {
          onError(error);
          if (!stopped) renewSoon();
        });
    }, claimTiming.renewMs);
  };
  renewSoon();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Stores the answer of `owner`'s claim (inside the request's own transaction when it has one).
 * Throws ClaimLostError when the claim is no longer its own, which rolls that transaction back.
 */
export async function storeAnswer(db: Db, scope: string, key: string, owner: string, status: number, body: unknown): Promise<void> {
  const stored = await db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body) })
    .where('scope', '=', scope)
    .where('idem_key', '=', key)
    .where('claimed_by', '=', owner)
    .where('response_status', 'is', null)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) !== 1) throw new ClaimLostError();
}

/** Gives `owner`'s claim up without an answer (the request failed on our side): a retry runs again. */
export async function releaseKey(db: Db, scope: string, key: string, owner: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('idem_key', '=', key)
    .where('claimed_by', '=', owner)
    .where('response_status', 'is', null)
    .execute();
}

/** Deletes keys past their 24 hours. */
export async function purgeExpiredKeys(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', iso(now - IDEMPOTENCY_RETENTION_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
