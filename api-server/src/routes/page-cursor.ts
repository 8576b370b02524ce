/** Opaque keyset page cursors: the id of the last row shown, tagged by what it pages through. */
import { HttpError } from '../errors';

export const BAD_CURSOR_MESSAGE = 'cursor is not valid; load the first page again';

/** Cursors of one listing: `tag` tells a product cursor from an order cursor (`p`, `o`). */
export function pageCursor(tag: string) {
  const pattern = new RegExp(`^${tag}:(\\d{1,10})$`);
  return {
    encode: (lastId: number): string => Buffer.from(`${tag}:${lastId}`).toString('base64url'),
    /** The id a cursor names; 400 invalid_cursor for anything this listing did not hand out. */
    decode(cursor: string): number {
      const match = pattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
      const id = match ? Number(match[1]) : NaN;
      if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, BAD_CURSOR_MESSAGE, { code: 'invalid_cursor', field: 'cursor' });
      return id;
    },
  };
}

/** The answer's page: the items and where the next page starts (null on the last). */
export function pageOf<T>(cursor: { encode(lastId: number): string }, { items, hasMore }: { items: T[]; hasMore: boolean }, idOf: (item: T) => number) {
  return { items, next_cursor: hasMore ? cursor.encode(idOf(items[items.length - 1])) : null };
}

/**
 * Cursors of a listing ordered by a small whole-number key before the id (reviews highest or lowest
 * rated first): the last row's key and id, tagged like pageCursor's (`rh`, `rl`).
 */
export function rankedPageCursor(tag: string) {
  const pattern = new RegExp(`^${tag}:(\\d{1,10}):(\\d{1,10})$`);
  return {
    encode: (key: number, lastId: number): string => Buffer.from(`${tag}:${key}:${lastId}`).toString('base64url'),
    /** The key and id a cursor names; 400 invalid_cursor for anything this listing did not hand out. */
    decode(cursor: string): { key: number; id: number } {
      const match = pattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
      const [key, id] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
      if (!Number.isSafeInteger(key) || !Number.isSafeInteger(id) || id < 1) throw new HttpError(400, BAD_CURSOR_MESSAGE, { code: 'invalid_cursor', field: 'cursor' });
      return { key, id };
    },
  };
}
