/**
 * The live push channel: WebSocket at /api/live (docs/live.md). The first frame must be
 * `{type:'auth', token, last_message_id?}` within 10 s, checked by the one identity resolver
 * (cookies are never read). The server answers `{type:'ready', last_message_id, instance}` — where delivery
 * starts: the client's own resume point, or the identity's newest message — then sends every
 * message after it, in id order, each once, as `{type:'message', store_name, username, message}`:
 * what was missed first, then each new one as it is stored, on whichever instance (live/hub.ts).
 * Refusals close with 4401, and so does a sign-in that ends while the socket is open (its token
 * expires, the password changes, or the operator suspends the store: every instance closes those
 * sockets, a suspended store's with the reason "This store is suspended…"); the server
 * pings every 25 s (below common proxy idle timeouts) and drops a connection that stopped
 * answering; shutting down closes with 1001.
 */
import type { FastifyPluginAsync } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { LiveSubscription } from '../live/hub';
import { AUTH_MESSAGES } from '../auth/identity';
import { errorBody } from '../errors';

export const LIVE_PATH = '/api/live';
export const AUTH_REFUSED_CLOSE_CODE = 4401;
/** Closing code when the instance shuts down: "going away", reconnect (to another instance). */
export const GOING_AWAY_CLOSE_CODE = 1001;
export const GOING_AWAY_REASON = 'The server is restarting; please reconnect';
/** A client that does not answer the closing frame within this is cut. */
const GOING_AWAY_GRACE_MS = 1000;

/** Timings (tests may shorten them). */
export const liveTiming = { authTimeoutMs: 10_000, pingIntervalMs: 25_000 };

export const LIVE_CLOSE_REASONS = {
  authTimeout: 'Sign in within 10 seconds',
  authRequired: 'The first frame must be {"type":"auth","token":"…"}',
  /** Names the resume field that was wrong (last_message_id, last_notification_id). */
  badCursor: (field: string) => `A resume point (${field}) must be a whole number of 0 or more`,
  invalid: AUTH_MESSAGES.invalid,
  expired: AUTH_MESSAGES.expired,
  gone: AUTH_MESSAGES.gone,
  revoked: AUTH_MESSAGES.revoked,
  suspended: AUTH_MESSAGES.suspended,
  /** The operator has no live feeds. */
  notForOperators: AUTH_MESSAGES.notForOperators,
  upgradeRequired: 'This is the live chat channel: open it as a WebSocket (ws:// or wss://)',
} as const;

/** Frames are small JSON objects; anything bigger is not ours. */
const MAX_FRAME_BYTES = 16 * 1024;

function parseFrame(data: unknown): Record<string, unknown> | null {
  try {
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const frame: unknown = JSON.parse(text);
    return frame && typeof frame === 'object' && !Array.isArray(frame) ? (frame as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const live: FastifyPluginAsync = async (app) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // The upgrade (101) is answered by ws, not Fastify: it names the instance like every answer.
  app.websocketServer.on('headers', (headers) => headers.push(`X-Instance-Id: ${app.config.instanceId}`));
  // On shutdown every live socket closes with 1001, so clients reconnect elsewhere at once.
  app.draining.onStart(() => {
    const sockets = app.websocketServer.clients;
    for (const socket of sockets) socket.close(GOING_AWAY_CLOSE_CODE, GOING_AWAY_REASON);
    setTimeout(() => {
      for (const socket of sockets) socket.terminate();
    }, GOING_AWAY_GRACE_MS).unref();
  });

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: { hide: true },
    // A plain HTTP request gets a readable answer instead of an empty 404.
    handler: async (_request, reply) => {
      reply.code(426).header('Upgrade', 'websocket');
      return errorBody(LIVE_CLOSE_REASONS.upgradeRequired, 'upgrade_required');
    },
    wsHandler: (socket: WebSocket, request) => {
      let subscription: LiveSubscription | undefined;
      let closed = false;
      let authenticating = false;
      let alive = true;
      const timers: ReturnType<typeof setTimeout>[] = [];

      const refuse = (reason: string) => {
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(AUTH_REFUSED_CLOSE_CODE, reason);
      };
      timers.push(setTimeout(() => refuse(LIVE_CLOSE_REASONS.authTimeout), liveTiming.authTimeoutMs));

      socket.on('message', async (data) => {
        if (subscription || authenticating) return; // after sign-in, client frames carry nothing for us
        const frame = parseFrame(data);
        if (!frame || frame.type !== 'auth' || typeof frame.token !== 'string') return refuse(LIVE_CLOSE_REASONS.authRequired);
        const resumeFrom: Record<string, number | undefined> = {};
        for (const field of app.liveCursorFields) {
          const cursor = frame[field];
          if (cursor === undefined || cursor === null) continue;
          if (typeof cursor !== 'number' || !Number.isSafeInteger(cursor) || cursor < 0) return refuse(LIVE_CLOSE_REASONS.badCursor(field));
          resumeFrom[field] = cursor;
        }
        authenticating = true;
        let result;
        try {
          result = await app.identities.resolve(frame.token);
        } catch (error) {
          request.log.error({ err: error }, 'live channel sign-in failed');
          socket.close(1011, 'Something went wrong on our side; please reconnect');
          return;
        }
        if (!result.ok) return refuse(LIVE_CLOSE_REASONS[result.reason]);
        if (result.identity.kind === 'operator') return refuse(LIVE_CLOSE_REASONS.notForOperators);
        if (socket.readyState !== socket.OPEN) return;
        clearTimeout(timers[0]);

        const identity = result.identity;
        const expiresAt = result.expiresAt;
        const send = (frame: object) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
        };
        // Before every read: a password changed since (or the account gone) ends the socket with 4401.
        const token = frame.token;
        const stillSignedIn = async () => {
          const again = await app.identities.resolve(token);
          if (!again.ok) refuse(LIVE_CLOSE_REASONS[again.reason]);
          return again.ok;
        };
        let started: LiveSubscription;
        try {
          started = await app.liveHub.subscribe(identity, resumeFrom, send, { stillSignedIn });
        } catch (error) {
          request.log.error({ err: error }, 'live channel could not start');
          socket.close(1011, 'Something went wrong on our side; please reconnect');
          return;
        }
        if (closed) return started.stop();
        subscription = started;
        // Which instance serves this socket: for people and tests looking at a cluster.
        send({ type: 'ready', ...started.cursors, instance: app.config.instanceId });
        // What the client missed (after its resume point), then whatever came while we started.
        started.catchUp();

        // The sign-in lasts as long as the token.
        const msLeft = expiresAt * 1000 - Date.now();
        timers.push(setTimeout(() => refuse(LIVE_CLOSE_REASONS.expired), Math.max(0, Math.min(msLeft, 2 ** 31 - 1))));
        // A connection that stops answering pings is dropped, so dead peers do not pile up. Each
        // tick also reads the feeds: a signal lost on the way (an instance killed between its
        // commit and its publish) costs at most one interval.
        const ping = setInterval(() => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
          subscription?.catchUp();
        }, liveTiming.pingIntervalMs);
        timers.push(ping);
      });
      socket.on('pong', () => {
        alive = true;
      });

      socket.on('close', () => {
        closed = true;
        for (const timer of timers) clearTimeout(timer);
        subscription?.stop();
        subscription = undefined;
      });
      socket.on('error', (error) => request.log.warn({ err: error }, 'live channel socket error'));
    },
  });
};

export default live;
