/**
 * The live sockets of this process and what they deliver. Each signed-in socket listens on its
 * identity's signal channel; on a signal (or a resync after Redis came back, or the keep-alive
 * tick) it checks that its sign-in still holds, then reads its feeds after its cursors and sends
 * what is new, in id order, each item once. One read runs at a time per socket; a signal during a
 * read makes it read again afterwards.
 */
import type { Identity } from '../auth/tokens';
import type { LiveFeed } from './feeds';
import { storeChannel, customerChannel, type LiveSignals } from './signals';

/** Items read per query while catching up. */
const PAGE = 200;

export const channelOf = (identity: Identity): string => (identity.kind === 'store' ? storeChannel(identity.store_id) : customerChannel(identity.user_id));

export interface LiveSubscription {
  /** Where delivery started, per cursor field (sent in the ready frame). */
  cursors: Record<string, number>;
  /** Reads and sends what is new now (safe to call at any time). */
  catchUp(): void;
  stop(): void;
}

export interface LiveHub {
  /**
   * Starts delivering the identity's feeds to `send`. `resumeFrom` holds the client's cursors
   * (ids it has seen); a feed without one starts at the identity's newest item.
   */
  subscribe(identity: Identity, resumeFrom: Record<string, number | undefined>, send: (frame: object) => void, options?: SubscribeOptions): Promise<LiveSubscription>;
}

export interface SubscribeOptions {
  /**
   * Asked before every read: false ends delivery for good (the caller closes the socket). A
   * password change signals the identity's channel, so a socket of an older token hears of it on
   * every instance and nothing more reaches it.
   */
  stillSignedIn?: () => Promise<boolean>;
}

export function createLiveHub(signals: LiveSignals, feeds: LiveFeed[], onError: (error: unknown) => void): LiveHub {
  const active = new Set<LiveSubscription>();
  signals.onResync(() => {
    for (const subscription of active) subscription.catchUp();
  });

  return {
    async subscribe(identity, resumeFrom, send, options = {}) {
      let running = false;
      let again = false;
      let stopped = false;
      /** Set once the cursors are: a signal before that is covered by the caller's first catch-up. */
      let started = false;
      const cursors = new Map<LiveFeed, number>();

      const readAll = async () => {
        if (options.stillSignedIn && !(await options.stillSignedIn())) return stop();
        for (const feed of feeds) {
          for (;;) {
            const items = await feed.after(identity, cursors.get(feed)!, PAGE);
            for (const item of items) {
              if (stopped) return;
              send(item.frame);
              cursors.set(feed, item.id);
            }
            if (items.length < PAGE) break;
          }
        }
      };
      const catchUp = () => {
        if (stopped || !started) return;
        if (running) {
          again = true;
          return;
        }
        running = true;
        void (async () => {
          do {
            again = false;
            try {
              await readAll();
            } catch (error) {
              // The database is away: the next signal or keep-alive tick tries again.
              onError(error);
            }
          } while (again && !stopped);
          running = false;
        })();
      };

      const listening = signals.listen(channelOf(identity), catchUp);
      // Listening before reading where to start: a message stored in between is signalled, not lost.
      await listening.subscribed;
      try {
        for (const feed of feeds) {
          const latest = await feed.latest(identity);
          const resume = resumeFrom[feed.cursorField];
          // A resume point past the identity's newest item (another database, a made-up number) starts at the newest.
          cursors.set(feed, resume === undefined ? latest : Math.min(resume, latest));
        }
      } catch (error) {
        listening.stop();
        throw error;
      }

      const subscription: LiveSubscription = {
        cursors: Object.fromEntries(feeds.map((feed) => [feed.cursorField, cursors.get(feed)!])),
        catchUp,
        stop,
      };
      function stop() {
        stopped = true;
        listening.stop();
        active.delete(subscription);
      }
      started = true;
      active.add(subscription);
      return subscription;
    },
  };
}
