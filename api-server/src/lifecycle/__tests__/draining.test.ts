/**
 * Shutting down in order (drainAndClose, what SIGTERM runs): readiness fails at once, requests
 * already running finish, new ones get 503 `{msg}`, every answer closes its connection, idle
 * kept-alive connections are closed, live sockets close with 1001, then the port closes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { describeEachDatabase } from '../../../test/helpers/app';
import { DRAINING_MESSAGE } from '../draining';
import { drainAndClose } from '../shutdown';
import { GOING_AWAY_CLOSE_CODE } from '../../routes/live';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(agent: http.Agent, port: number, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describeEachDatabase(
  'draining on shutdown',
  (t) => {
    it('fails readiness first, finishes what runs, refuses new work with 503 {msg}, closes connections and live sockets', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const customer = await t.signUpCustomer();

      // A kept-alive connection left idle, and a live socket.
      expect((await request(agent, port, 'GET', '/api/health')).headers.connection).toBe('keep-alive');
      const idleSockets = () => Object.values(agent.freeSockets).flat().filter((s) => s && !s.destroyed).length;
      expect(idleSockets()).toBe(1);
      const live = new WebSocket(`ws://127.0.0.1:${port}/api/live`);
      const upgrade = new Promise<http.IncomingMessage>((resolve) => live.once('upgrade', resolve));
      await new Promise((resolve) => live.once('open', resolve));
      expect((await upgrade).headers['x-instance-id']).toBe(t.config.instanceId);
      live.send(JSON.stringify({ type: 'auth', token: customer.token }));
      await new Promise((resolve) => live.once('message', resolve));
      const liveClosed = new Promise<number>((resolve) => live.once('close', (code) => resolve(code)));

      // A sign-in still hashing (this file's hashing is slow on purpose) when the drain starts.
      const running = request(new http.Agent(), port, 'POST', '/api/user/log', { username: customer.username, password: customer.password });
      while (t.app.passwords.running() === 0) await new Promise((r) => setTimeout(r, 1));

      const closed = drainAndClose(t.app, 600);
      const ready = await request(new http.Agent(), port, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'shutting-down', msg: expect.any(String) });
      expect(ready.headers.connection).toBe('close');

      const refused = await request(new http.Agent(), port, 'GET', '/api/products');
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({ msg: DRAINING_MESSAGE, code: 'server_restarting' });
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['x-instance-id']).toBe(t.config.instanceId);

      const finished = await running;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.body)).toEqual({ token: expect.any(String) });
      expect(finished.headers.connection).toBe('close');

      expect(await liveClosed).toBe(GOING_AWAY_CLOSE_CODE);
      await closed;
      // The server closed the idle connection; the client sees it as soon as the FIN arrives.
      for (let i = 0; i < 50 && idleSockets() > 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(idleSockets()).toBe(0);
      expect(t.app.server.listening).toBe(false);
      agent.destroy();
    });
  },
  // About a third of a second per hash here.
  { passwordHashing: { cost: { memoryKiB: 64 * 1024, passes: 16 } } },
);
