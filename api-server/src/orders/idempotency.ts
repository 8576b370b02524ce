/**
 * A call made safe to retry with an Idempotency-Key (repositories/idempotency.ts keeps the keys):
 * the first answer to a caller's key is the answer. The same key with another body is refused
 * (422), one still running is reported (409, Retry-After); a finished one is replayed with
 * `Idempotent-Replayed: true`. The claim stays ours while the call runs, however long (renewed every
 * second); a killed instance's claim runs out within seconds and the client's retry takes it over.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { isErrorCode } from '../schemas/error-codes';
import { ClaimLostError, claimKey, type HeldClaim, fingerprintOf, holdClaim, purgeExpiredKeys, releaseKey, storeAnswer } from '../repositories/idempotency';

export const IDEMPOTENCY_MESSAGES = {
  keyReused: 'This Idempotency-Key was already used with a different request; use a new key for a new order',
  keyRunning: 'A request with this Idempotency-Key is still being processed; try again in a moment',
} as const;

/** How often (at most) each instance deletes idempotency keys past their 24 hours. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** What a call did: its success answer (with its status), or the refusal it answers instead. */
export type Outcome<A> = { status: number; answer: A } | { refusal: HttpError };

/**
 * The call's own work. `keep` stores the success answer; the call runs it last in the transaction
 * of its change, so an answer and its change exist together or not at all. A change made in one
 * statement stores the answer for `claim` itself, throwing ClaimLostError when it is no longer held.
 */
export type IdempotentWork<A> = (keep: (trx: Transaction<Database>, status: number, answer: A) => Promise<void>, claim: HeldClaim) => Promise<Outcome<A>>;

export interface IdempotentCall {
  /** Whose keys: keys are scoped to the caller. */
  scope: string;
  key: string;
  /** The call and body: a key reused with another request is refused. */
  method: string;
  body: unknown;
  reply: FastifyReply;
  log: FastifyBaseLogger;
}

const refusal = (status: number, msg: string, code: 'idempotency_key_reused' | 'idempotency_key_in_use', field?: string) =>
  new HttpError(status, msg, { code, ...(field ? { field } : {}), ...(code === 'idempotency_key_in_use' ? { retryAfterSeconds: 1 } : {}) });

/** Runs calls once per key; one per app (it purges expired keys now and then). */
export function createIdempotency(db: Kysely<Database>) {
  let lastPurge = 0;

  function purgeNowAndThen(log: FastifyBaseLogger): void {
    if (Date.now() - lastPurge <= PURGE_INTERVAL_MS) return;
    lastPurge = Date.now();
    purgeExpiredKeys(db).catch((error: unknown) => log.warn({ err: error }, 'could not purge old idempotency keys'));
  }

  /** The first outcome for this key: run now, replayed, or refused (see the file comment). */
  async function once<A>(call: IdempotentCall, work: IdempotentWork<A>): Promise<Outcome<A>> {
    const { scope, key } = call;
    purgeNowAndThen(call.log);
    const claim = await claimKey(db, scope, key, fingerprintOf(call.method, call.body));
    if (claim.kind === 'other-request') return { refusal: refusal(422, IDEMPOTENCY_MESSAGES.keyReused, 'idempotency_key_reused', 'idempotency-key') };
    if (claim.kind === 'running') return { refusal: refusal(409, IDEMPOTENCY_MESSAGES.keyRunning, 'idempotency_key_in_use') };
    if (claim.kind === 'replay') {
      call.reply.header('Idempotent-Replayed', 'true');
      // The stored answer is the one this call gave (its success answer, or its refusal's body).
      if (claim.status >= 200 && claim.status < 300) return { status: claim.status, answer: JSON.parse(claim.body) };
      const refused: { msg: string; code?: unknown } = JSON.parse(claim.body);
      // Answers stored before error codes existed have none: the status gives one.
      return { refusal: new HttpError(claim.status, refused.msg, { code: isErrorCode(refused.code) ? refused.code : undefined }) };
    }

    const { owner } = claim;
    const held = holdClaim(db, scope, key, owner, (error) => call.log.warn({ err: error }, 'could not renew an idempotency claim'));
    try {
      const outcome = await work((trx, status, answer) => storeAnswer(trx, scope, key, owner, status, answer), { scope, key, owner });
      if ('refusal' in outcome) await storeAnswer(db, scope, key, owner, outcome.refusal.statusCode, outcome.refusal.body());
      return outcome;
    } catch (error) {
      // Taken over after we stopped renewing (nothing changed: the transaction rolled back): the
      // request that took it answers; the client's retry gets that answer.
      if (error instanceof ClaimLostError) return { refusal: refusal(409, IDEMPOTENCY_MESSAGES.keyRunning, 'idempotency_key_in_use') };
      // Nothing changed (the transaction rolled back): let a retry run again.
      await releaseKey(db, scope, key, owner).catch(() => undefined);
      throw error;
    } finally {
      held.stop();
    }
  }

  return { once };
}
