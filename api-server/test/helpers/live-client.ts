/** A client of /api/live for tests: queues the frames it receives. */
import WebSocket from 'ws';

/** A client of /api/live that queues what it receives. */
export interface LiveClient {
  socket: WebSocket;
  /** The next frame (JSON), waiting up to `ms`. */
  next(ms?: number): Promise<Record<string, unknown>>;
  /** Frames received and not yet taken. */
  pending(): Record<string, unknown>[];
  closed: Promise<{ code: number; reason: string }>;
  pings: () => number;
}

/** The chat suites' frames: notifications (which a message also causes, to the other party) have their own suite. */
export const CHAT_FRAMES = ['ready', 'message'];

/** `keep`: only frames of these types are queued (all when absent). */
export function openClient(url: string, headers: Record<string, string> = {}, options: WebSocket.ClientOptions = {}, keep?: string[]): Promise<LiveClient> {
  const socket = new WebSocket(url, { headers, ...options });
  const frames: Record<string, unknown>[] = [];
  const waiters: Array<(frame: Record<string, unknown>) => void> = [];
  let pings = 0;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    if (keep && !keep.includes(String(frame.type))) return;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  socket.on('ping', () => {
    pings += 1;
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        pings: () => pings,
        pending: () => frames,
        next: (ms = 3000) =>
          new Promise((res, rej) => {
            const ready = frames.shift();
            if (ready) return res(ready);
            const timer = setTimeout(() => rej(new Error(`no frame within ${ms} ms`)), ms);
            waiters.push((frame) => {
              clearTimeout(timer);
              res(frame);
            });
          }),
      }),
    );
  });
}


/** Opens a client, signs in (optionally resuming after `lastMessageId`) and returns it with the ready frame. */
export async function signInLive(url: string, token: string, lastMessageId?: number): Promise<{ client: LiveClient; ready: { type: string; last_message_id: number } }> {
  const client = await openClient(url, {}, {}, CHAT_FRAMES);
  client.socket.send(JSON.stringify({ type: 'auth', token, ...(lastMessageId === undefined ? {} : { last_message_id: lastMessageId }) }));
  const ready = (await client.next()) as { type: string; last_message_id: number };
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return { client, ready };
}
