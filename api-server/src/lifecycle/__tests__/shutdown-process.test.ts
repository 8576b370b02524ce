/**
 * Stopping the real process: under load with kept-alive clients, with its output pipes gone, on a
 * second signal, and started through npm and stopped by signalling npm's process group (the case
 * where a process can close its port and still stay alive).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort, SERVER_DIR, startServer, type ServerProcess } from '../../../test/helpers/server-process';

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

function send(agent: http.Agent, port: number, method: string, urlPath: string, body?: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, agent, timeout: 15_000, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `mid-answer: ${error.code ?? error.message}` }));
        res.on('aborted', () => resolve({ error: 'mid-answer: aborted' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('hung')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

/** Resolves with the exit, or rejects after `ms`. */
function exitWithin<T>(exited: Promise<T>, ms: number): Promise<T> {
  return Promise.race([exited, sleep(ms).then(() => Promise.reject(new Error(`still running ${ms} ms after the signal`)))]);
}

describe('stopping the API process', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-shutdown-'));
    dirs.push(dir);
    return dir;
  };
  async function start(env: Record<string, string> = {}) {
    const server = startServer({ DATA_DIR: newDataDir(), ...env }, await freePort());
    servers.push(server);
    await server.healthy();
    return server;
  }
  afterAll(() => {
    for (const server of servers) server.kill();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('under load from kept-alive clients: every request gets a whole answer, 200 or 503, none hangs or is cut; exit 0', async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '800' });
    const outcomes: Outcome[] = [];
    let signalled = false;
    const refusedAfterSignal: string[] = [];
    const clients = Array.from({ length: 8 }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const paths = ['/api/products', '/api/product/get/it/all', '/api/health', '/api/products?q=pot&limit=5'];
      for (let n = 0; ; n++) {
        const outcome = await send(agent, server.port, 'GET', paths[(i + n) % paths.length]);
        // After the port has closed, new connections are refused: that is the instance being gone,
        // which a load balancer routes around; it ends this client.
        if (signalled && outcome.error === 'ECONNREFUSED') {
          refusedAfterSignal.push(outcome.error);
          break;
        }
        outcomes.push(outcome);
        if (outcome.status === 503) break;
      }
      agent.destroy();
    });
    await sleep(1000);
    signalled = true;
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    const exit = await exitWithin(server.exited, 10_000);

    const failures = outcomes.filter((o) => o.error !== undefined || (o.status !== 200 && o.status !== 503));
    expect(failures).toEqual([]);
    for (const refused of outcomes.filter((o) => o.status === 503)) expect(JSON.parse(refused.body!)).toEqual({ msg: expect.any(String), code: expect.stringMatching(/^(server_restarting|database_unavailable)$/) });
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(8);
    expect(outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(exit).toEqual({ code: 0, signal: null });
    process.stdout.write(`SIGTERM under load: ${outcomes.length} answers (${outcomes.filter((o) => o.status === 503).length} × 503), ${refusedAfterSignal.length} clients found the port closed\n`);
  });

  it('exits within 10 s when its stdout and stderr readers are gone (EPIPE), with a live socket and an idle kept-alive connection open', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    const agent = new http.Agent({ keepAlive: true });
    expect((await send(agent, server.port, 'GET', '/api/products')).status).toBe(200);
    const live = new WebSocket(`ws://127.0.0.1:${server.port}/api/live`);
    await new Promise((resolve) => live.once('open', resolve));
    const liveClosed = new Promise<number>((resolve) => live.once('close', (code) => resolve(code)));
    // The readers of its output go away (a terminal closed, a supervisor restarted).
    server.child.stdout!.destroy();
    server.child.stderr!.destroy();
    for (let i = 0; i < 5; i++) await send(agent, server.port, 'GET', '/api/products');
    server.child.kill('SIGTERM');
    expect(await exitWithin(server.exited, 10_000)).toEqual({ code: 0, signal: null });
    expect(await liveClosed).toBe(1001);
    agent.destroy();
  });

  it('exits within 10 s when its output pipe is full (the reader is there but no longer reads), also on a second SIGTERM', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    // The reader stops reading: the pipe fills and every write the server makes would block.
    server.child.stdout!.pause();
    server.child.stderr!.pause();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    // Enough answers (each logged) to fill the pipe many times over.
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 150; i++) await send(agent, server.port, 'GET', '/api/products?q=something%20long%20enough%20to%20log');
    }));
    server.child.kill('SIGTERM');
    await sleep(3000);
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    const exit = await exitWithin(server.exited, 7000);
    expect(exit.signal).toBeNull();
    agent.destroy();
  });

  it('a second SIGTERM ends it at once, even with a request still running', async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '5000' });
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(server.child.exitCode).toBeNull(); // still draining
    server.child.kill('SIGTERM');
    const exit = await exitWithin(server.exited, 3000);
    expect(exit.code).toBe(1);
  });

  it('started with `npm run start -w api-server` and stopped by signalling npm\'s process group after a run of calls, the API exits', async () => {
    execFileSync('npm', ['run', 'build', '-w', 'api-server'], { cwd: path.resolve(SERVER_DIR, '..'), stdio: 'pipe', timeout: 120_000 });
    const port = await freePort();
    const npm = spawn('npm', ['run', 'start', '-w', 'api-server'], {
      cwd: path.resolve(SERVER_DIR, '..'),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: newDataDir(), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, as a shell gives it
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    let apiPid: number | undefined;
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 300 && !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) await sleep(100);
      apiPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
      expect(apiPid).toBeGreaterThan(0);

      // A run of calls: sign up and in, browse, a live socket, a kept-alive connection left open.
      const agent = new http.Agent({ keepAlive: true });
      const json = (method: string, p: string, body?: unknown, token?: string) =>
        fetch(`${url}${p}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
      expect((await json('POST', '/api/user/reg', { username: 'npm_user', password: 'password 123', full_location: 'Here' })).status).toBe(201);
      const { token } = (await (await json('POST', '/api/user/log', { username: 'npm_user', password: 'password 123' })).json()) as { token: string };
      for (const p of ['/api/products', '/api/product/get/it/all', '/api/ready', '/api/docs/json']) expect((await send(agent, port, 'GET', p)).status).toBe(200);
      expect((await json('GET', '/api/cart', undefined, token)).status).toBe(200);
      expect((await json('POST', '/api/inbox', undefined, token)).status).toBe(200);
      const live = new WebSocket(`ws://127.0.0.1:${port}/api/live`);
      await new Promise((resolve) => live.once('open', resolve));
      live.send(JSON.stringify({ type: 'auth', token }));
      await new Promise((resolve) => live.once('message', resolve));

      // What a terminal's Ctrl+C or a supervisor does: the whole group gets the signal, npm dies,
      // and the API's output pipes lose their reader.
      process.kill(-npm.pid!, 'SIGTERM');
      npm.stdout.destroy();
      npm.stderr.destroy();
      const deadline = Date.now() + 10_000;
      const alive = () => {
        try {
          process.kill(apiPid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      while (alive() && Date.now() < deadline) await sleep(100);
      expect(alive()).toBe(false);
      agent.destroy();
      live.terminate();
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      if (apiPid) {
        try {
          process.kill(apiPid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  });
});
