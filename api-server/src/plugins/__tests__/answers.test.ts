/**
 * Every answer names the instance that gave it (X-Instance-Id), and every error answer is `{msg}`:
 * also those Node's HTTP parser gives before Fastify sees a request (431 headers too large, 408 a
 * request that does not arrive in time) and CORS preflight refusals. Slow requests are cut off.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describeEachDatabase } from '../../../test/helpers/app';
import { PREFLIGHT_MESSAGES } from '../security';

/** Writes `chunks` to a raw socket (waiting `gapMs` between them) and reads the whole answer. */
function rawExchange(port: number, chunks: string[], gapMs = 0, waitMs = 15_000): Promise<{ status: number; headers: Record<string, string>; body: string; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${waitMs} ms; got ${JSON.stringify(raw)}`));
    }, waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (raw += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const [head, ...rest] = raw.split('\r\n\r\n');
      const lines = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(lines[0]?.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw });
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

describeEachDatabase(
  'answers: their shape, the instance, and slow requests',
  (t) => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('every answer carries X-Instance-Id (INSTANCE_ID), errors included', async () => {
      const customer = await t.signUpCustomer();
      const answers = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        t.app.inject({ method: 'GET', url: '/api/nope' }),
        t.app.inject({ method: 'GET', url: '/api/cart' }),
        t.app.inject({ method: 'GET', url: '/api/cart', headers: customer.auth }),
        t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: 'x' } }),
        t.app.inject({ method: 'GET', url: '/api/product/%E0%A4%A' }),
        t.app.inject({ method: 'GET', url: '/api/docs/json' }),
        t.app.inject({ method: 'GET', url: '/api/live' }),
      ]);
      for (const answer of answers) expect([answer.statusCode, answer.headers['x-instance-id']]).toEqual([answer.statusCode, 'test-instance-7']);
    });

    it('headers too large: 431 {msg}, with the instance id', async () => {
      const res = await rawExchange(port, [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({ msg: 'The request headers are too large', code: 'headers_too_large' });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['x-instance-id']).toBe('test-instance-7');
    });

    it('bytes that are not HTTP: 400 {msg}', async () => {
      const res = await rawExchange(port, ['HELLO THERE\r\n\r\n']);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ msg: 'The request is not valid HTTP', code: 'bad_request' });
    });

    it('a body trickled slower than REQUEST_TIMEOUT_MS allows is cut off with 408 {msg}', async () => {
      const body = JSON.stringify({ username: 'trickle_user', password: 'password 123', full_location: 'Slowly' });
      const head = `POST /api/user/reg HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      // One byte every 200 ms: the whole body would take ~15 s; the limit here is 2 s.
      const res = await rawExchange(port, [head, ...body.split('')], 200);
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body)).toEqual({ msg: 'The request did not arrive in time; please try again', code: 'request_timeout' });
      expect(await t.db.selectFrom('users').select('user_id').where('username', '=', 'trickle_user').execute()).toEqual([]);
    });

    it('headers trickled slower than HEADERS_TIMEOUT_MS allows are cut off with 408 {msg}', async () => {
      const head = 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n'.split('');
      const res = await rawExchange(port, head, 100);
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body)).toEqual({ msg: 'The request did not arrive in time; please try again', code: 'request_timeout' });
    });

    it('CORS preflight refusals are {msg}: 400 when incomplete, 403 for an origin not configured; allowed ones still pass', async () => {
      const preflight = (headers: Record<string, string>) => t.app.inject({ method: 'OPTIONS', url: '/api/cart', headers });
      const incomplete = await preflight({ origin: 'http://localhost:8080' });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json()).toEqual({ msg: PREFLIGHT_MESSAGES.incomplete, code: 'invalid_request' });
      const none = await preflight({});
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ msg: PREFLIGHT_MESSAGES.incomplete, code: 'invalid_request' });
      const foreign = await preflight({ origin: 'https://evil.example.com', 'access-control-request-method': 'GET' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ msg: 'The origin https://evil.example.com may not call this API', code: 'origin_not_allowed' });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const allowed = await preflight({ origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    });
  },
  { env: { INSTANCE_ID: 'test-instance-7', REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' } },
);
