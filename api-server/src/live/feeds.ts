/**
 * What a live socket delivers, feed by feed. A feed is a log in the database read by id: the
 * socket keeps a cursor per feed (the last id it sent), named by the feed's cursor field in the
 * auth frame (the client's resume point) and in the ready frame (where delivery starts). Chat
 * messages are one feed; another kind of news (notifications) is another feed on the same road.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Identity } from '../auth/tokens';
import { latestMessageId, messageEventsAfter } from '../repositories/messages';
import { ownerOf } from '../auth/owner';

export interface FeedItem {
  id: number;
  frame: object;
}

export interface LiveFeed {
  /** e.g. `last_message_id`: in the client's auth frame and the server's ready frame. */
  cursorField: string;
  /** The identity's newest id (0 when none): where a connection without a resume point starts. */
  latest(identity: Identity): Promise<number>;
  /** The identity's items after `cursor`, oldest first, at most `limit`. */
  after(identity: Identity, cursor: number, limit: number): Promise<FeedItem[]>;
}

export function messageFeed(db: Kysely<Database>): LiveFeed {
  return {
    cursorField: 'last_message_id',
    latest: (identity) => latestMessageId(db, ownerOf(identity)),
    async after(identity, cursor, limit) {
      const events = await messageEventsAfter(db, ownerOf(identity), cursor, limit);
      return events.map((event) => ({ id: event.message.message_id, frame: event }));
    },
  };
}
