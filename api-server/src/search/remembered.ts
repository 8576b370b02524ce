/**
 * Answers kept while the catalogue is unchanged: the facet counts and the suggestions.
 *
 * Why: the shop asks for the facet counts with every search, and a common text reads up to 10,001
 * matching rows (repositories/product-facets.ts), 8–15 ms of a core at a million products; and it
 * asks for suggestions at each pause in typing, the same few letters typed by many shoppers. Both
 * answers depend only on the catalogue (the products' names, descriptions, countries, prices, stores
 * and listing; the stores' names, suspension and ship-to countries), never on stock, orders or who
 * asks, so the same question is answered again and again while nothing it reads has changed.
 *
 * Each answer is kept with the catalogue's stamp (migration 020) read by the connection that
 * answered, just before it answered: the answer is of that state or a later one. A kept answer is
 * given only while its stamp is the one committed now, so a change on this instance or any other
 * sharing the database is answered afresh by the next call: the answers are exactly what asking now
 * would give. A call with no kept answer costs nothing more; one with a kept answer costs a read of
 * the stamp (SQLite: a few µs on the read-only connection; PostgreSQL: one round trip) instead of
 * the work.
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

/** `answer()` on `db`, stamped with the catalogue's version `db` saw just before. */
export async function stampedAnswer<T>(db: Kysely<Database>, answer: () => Promise<T>): Promise<Stamped<T>> {
  const stamp = await catalogueStampSeenBy(db);
  return { stamp, value: await answer() };
}

export interface KeptAnswers<A extends unknown[]> {
  /** The same question gives the same key (e.g. whatever order its filters were set in). */
  keyOf: (...args: A) => string;
  /** The stamp committed now. */
  currentStamp: () => Promise<string>;
  /** How many answers to keep, the most recently asked; 0: none. */
  entries: number;
}

/**
 * `answer`'s answers, each given again while `currentStamp()` is the stamp it was made under. A
 * question asked again while its answer is being worked out waits for that answer, and takes it if
 * it was made under the stamp committed when the question came (else it asks afresh): after a
 * change, ten shoppers asking a popular text at once cost one answer, not ten.
 */
export function rememberedWhileUnchanged<A extends unknown[], T extends object>(
  answer: (...args: A) => Promise<Stamped<T>>,
  { keyOf, currentStamp, entries }: KeptAnswers<A>,
): (...args: A) => Promise<T> {
  if (entries === 0) return async (...args) => (await answer(...args)).value;
  const kept = new LRUCache<string, Stamped<T>>({ max: entries });
  const underWay = new Map<string, Promise<Stamped<T>>>();
  return async (...args) => {
    const key = keyOf(...args);
    const known = kept.get(key);
    const pending = underWay.get(key);
    if (known !== undefined || pending !== undefined) {
      const current = await currentStamp();
      if (known?.stamp === current) return known.value;
      // Equal stamps: nothing was committed between its reading and ours, so it answers for now.
      const shared = await pending?.catch(() => undefined);
      if (shared?.stamp === current) return shared.value;
    }
    const asked = answer(...args);
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
