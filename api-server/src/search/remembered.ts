/**
 * Answers kept while the catalogue is unchanged: search pages, facet counts and suggestions.
 *
 * Why: the shop asks for the facet counts with every search, and a common text reads up to 10,001
 * matching rows (repositories/product-facets.ts), 8–15 ms of a core at a million products; it asks
 * for suggestions at each pause in typing, the same few letters typed by many shoppers; and popular
 * searches are asked by many shoppers, each a few statements and milliseconds (a typo's fallback the
 * most). Which products a search finds, in which order, and the counts and suggestions depend only on
 * the catalogue (the products' names, descriptions, countries, prices, stores and listing; the
 * stores' names, suspension and ship-to countries), never on stock, orders or who asks, so the same
 * question is answered again and again while nothing it reads has changed.
 *
 * Each answer is kept with a catalogue stamp (migration 020) committed before it was made: read by
 * the connection that answers, just before it answers, or, when a kept answer proved stale, the
 * stamp read to prove it. Either way the answer is of that state or a later one. A kept answer is
 * given only while its stamp is the one committed now, so a change on this instance or any other
 * sharing the database is answered afresh by the next call: the answers are exactly what asking now
 * would give. A search page also shows stock, ratings and pictures, which change without a new
 * stamp: it is given again with those read as they are now, with the stamp in the same statement
 * (search/plugin.ts, repositories/search-page-rows.ts). Every call reads the stamp once (SQLite: a
 * few µs; PostgreSQL: one round trip): a call with a kept answer that is still right, with a page's
 * changing fields beside it, instead of the work; any other call before the work.
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/types';
import { catalogueStampSeenBy } from '../repositories/catalogue-version';

/** An answer and the catalogue stamp it was made under. */
export interface Stamped<T> {
  stamp: string;
  value: T;
}

/**
 * `answer()` on `db`, stamped with the catalogue's version `db` saw just before; or with `stampSeen`,
 * a stamp committed before the call (read by `again`): the answer is of that state or a later one
 * all the same, and a later one only makes it answered afresh sooner.
 */
export async function stampedAnswer<T>(db: Kysely<Database>, answer: () => Promise<T>, stampSeen?: string): Promise<Stamped<T>> {
  const stamp = stampSeen ?? await catalogueStampSeenBy(db);
  return { stamp, value: await answer() };
}

/** What `again` found: the stamp committed now and, while it is still the kept answer's, the answer as given now. */
export interface FoundAgain<T> {
  stampNow: string;
  value?: T;
}

/**
 * Answers a question, stamped (`stampedAnswer`). `stampSeen` is the stamp `again` has just read
 * when a kept answer turned out stale: the answer takes it rather than reading the stamp once more
 * (on PostgreSQL a round trip), so a question asked again after a change costs what a question asked
 * for the first time costs.
 */
export type StampedQuestion<A extends unknown[], T> = (stampSeen: string | undefined, ...args: A) => Promise<Stamped<T>>;

export interface KeptAnswers<A extends unknown[], T> {
  /** The same question gives the same key (e.g. whatever order its filters were set in). */
  keyOf: (...args: A) => string;
  /**
   * The stamp committed now and, when it is still `kept.stamp`, the answer given again from what was
   * kept (else the question is answered afresh, under that stamp). `whileStampIs` for an answer kept whole.
   */
  again: (kept: Stamped<T>) => Promise<FoundAgain<T>>;
  /** How many answers to keep, the most recently asked; 0: none. */
  entries: number;
  /** Also a bound on their memory, for answers whose size varies widely: the bound, and an answer's size in the same unit. */
  bounded?: { maxSize: number; sizeOf: (value: T) => number };
}

/** `again` for an answer kept whole: itself, while `currentStamp()` (the stamp committed now) is still its stamp. */
export const whileStampIs = (currentStamp: () => Promise<string>) => async <T>(kept: Stamped<T>): Promise<FoundAgain<T>> => {
  const stampNow = await currentStamp();
  return stampNow === kept.stamp ? { stampNow, value: kept.value } : { stampNow };
};

/**
 * `answer`'s answers, each given again (`again`) while the catalogue is as it was when it was made.
 * A question asked again while its answer is being worked out waits for that answer, and takes it if
 * the catalogue is still as that answer saw it (else it asks afresh): after a change, ten shoppers
 * asking a popular text at once cost one answer, not ten.
 */
export function rememberedWhileUnchanged<A extends unknown[], T extends object>(
  answer: StampedQuestion<A, T>,
  { keyOf, again, entries, bounded }: KeptAnswers<A, T>,
): (...args: A) => Promise<T> {
  if (entries === 0) return async (...args) => (await answer(undefined, ...args)).value;
  const kept = new LRUCache<string, Stamped<T>>({
    max: entries,
    // An answer larger than the whole bound is not kept at all.
    ...(bounded ? { maxSize: bounded.maxSize, sizeCalculation: ({ value }) => Math.max(1, bounded.sizeOf(value)) } : {}),
  });
  const underWay = new Map<string, Promise<Stamped<T>>>();
  return async (...args) => {
    const key = keyOf(...args);
    const pending = underWay.get(key);
    // The answer under way rather than an older kept one: it is given if nothing was committed since its stamp was read.
    const candidate = pending === undefined ? kept.get(key) : await pending.catch(() => undefined);
    const found = candidate && await again(candidate);
    if (found?.value !== undefined) return found.value;
    const asked = answer(found?.stampNow, ...args);
    underWay.set(key, asked);
    try {
      const answered = await asked;
      kept.set(key, answered);
      return answered.value;
    } finally {
      if (underWay.get(key) === asked) underWay.delete(key);
    }
  };
}
