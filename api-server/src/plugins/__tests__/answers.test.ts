/**
 * Every answer names the instance that gave it (X-Instance-Id), and every error answer is `{msg}`:
 * also those Node's HTTP parser gives before Fastify sees a request (431 headers too large, 408 a
 * request that does not arrive in time) and CORS preflight refusals. Slow requests are cut off.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describeEachDatabase } from '../../../test/helpers/app';
import { PREFLIGHT_MESSAGES } from '../security';
import { ERROR_CODES, isErrorCode } from '../../schemas/error-codes';
import { multipartPayload } from '../../../test/helpers/multipart';

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

    it('every error answer is {msg, code, field?} with a code of the declared list; the main cases have their own', async () => {
      const customer = await t.signUpCustomer();
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller, { stock: '1' });
      const form = await multipartPayload({ name: 'x' });
      const cases: Array<[string, Promise<{ statusCode: number; json: () => Record<string, unknown> }>, number, string, string?]> = [
        ['unknown call', t.app.inject({ method: 'GET', url: '/api/nope' }), 404, 'not_found'],
        ['no token', t.app.inject({ method: 'GET', url: '/api/cart' }), 401, 'token_missing'],
        ['garbage token', t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: 'Bearer abc' } }), 401, 'token_invalid'],
        ['wrong role', t.app.inject({ method: 'GET', url: '/api/cart', headers: seller.auth }), 403, 'customers_only'],
        ['wrong password', t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: 'wrong password' } }), 401, 'invalid_credentials'],
        ['taken username', t.app.inject({ method: 'POST', url: '/api/user/reg', payload: { username: customer.username, password: 'password 123', full_location: 'x' } }), 409, 'username_taken', 'username'],
        ['missing field', t.app.inject({ method: 'POST', url: '/api/user/reg', payload: { password: 'password 123', full_location: 'x' } }), 400, 'field_required', 'username'],
        ['too long', t.app.inject({ method: 'POST', url: '/api/user/reg', payload: { username: 'a'.repeat(33), password: 'password 123', full_location: 'x' } }), 400, 'field_too_long', 'username'],
        ['too short', t.app.inject({ method: 'POST', url: '/api/user/reg', payload: { username: 'ab', password: 'password 123', full_location: 'x' } }), 400, 'field_too_short', 'username'],
        ['bad pattern', t.app.inject({ method: 'POST', url: '/api/user/reg', payload: { username: 'a b c', password: 'password 123', full_location: 'x' } }), 400, 'field_invalid', 'username'],
        ['out of range', t.app.inject({ method: 'GET', url: '/api/products?limit=1000' }), 400, 'out_of_range', 'limit'],
        ['bad cursor', t.app.inject({ method: 'GET', url: '/api/products?cursor=zzz' }), 400, 'invalid_cursor', 'cursor'],
        ['unknown ships_to', t.app.inject({ method: 'GET', url: '/api/products?ships_to=Narnia' }), 400, 'unknown_country', 'ships_to'],
        ['not JSON', t.app.inject({ method: 'POST', url: '/api/user/log', headers: { 'content-type': 'application/json' }, payload: '{' }), 400, 'invalid_json'],
        ['product not found', t.app.inject({ method: 'GET', url: '/api/product/999999' }), 404, 'product_not_found'],
        ['store not found', t.app.inject({ method: 'GET', url: '/api/store/no_such_store' }), 404, 'store_not_found'],
        ['cart line not found', t.app.inject({ method: 'DELETE', url: '/api/cart/delete', headers: customer.auth, payload: { cart_id: 999999 } }), 404, 'cart_line_not_found'],
        ['not enough stock', t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: product.product_id, quantity: 5 } }), 409, 'not_enough_stock'],
        ['picture field missing', t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, ...seller.auth }, payload: form.payload }), 400, 'field_required', 'desc'],
        ['not multipart', t.app.inject({ method: 'POST', url: '/api/product/add', headers: seller.auth, payload: { name: 'x' } }), 400, 'multipart_required'],
        ['plain HTTP on the live channel', t.app.inject({ method: 'GET', url: '/api/live' }), 426, 'upgrade_required'],
        ['bad picture width', t.app.inject({ method: 'GET', url: `${product.img}?w=7` }), 400, 'out_of_range', 'w'],
      ];
      for (const [what, answer, status, code, field] of cases) {
        const res = await answer;
        const body = res.json();
        expect([what, res.statusCode, body.code, body.field]).toEqual([what, status, code, field]);
        expect([what, Object.keys(body).filter((key) => key !== 'field')]).toEqual([what, ['msg', 'code']]);
        expect(typeof body.msg).toBe('string');
        expect(isErrorCode(body.code)).toBe(true);
      }
      // Declared once: snake_case, no repeats.
      expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
      for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
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
