import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { LogDestination } from '../../lifecycle/log-destination';
import { describeEachDatabase, TEST_PASSWORD_HASHING } from '../../../test/helpers/app';
import { isErrorCode } from '../../schemas/error-codes';

describeEachDatabase('health and readiness', (t) => {
  it('GET /api/health answers ok with a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('GET /api/ready answers ready, naming each check, while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('GET /api/ready: a shared service that fails or takes over 1 s is named down, but the instance stays ready (200 degraded): every instance is without it alike', async () => {
    const added = [
      { name: 'storage', check: async () => { throw new Error('bucket gone'); }, scope: 'shared' as const },
      { name: 'redis', check: () => new Promise<void>(() => undefined), scope: 'shared' as const },
    ];
    t.app.readinessChecks.push(...added);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'degraded', msg: 'Serving; shared services not reachable: storage, redis', checks: { database: 'ok', storage: 'down', redis: 'down' } });
      t.app.readinessChecks.splice(1, 1);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'degraded', msg: 'Serving; shared services not reachable: redis' });
    } finally {
      t.app.readinessChecks.splice(1);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it("GET /api/ready: a check of this instance's own (local) that fails takes it out of rotation: 503 {msg}, naming it", async () => {
    t.app.readinessChecks.push({ name: 'disk', check: async () => { throw new Error('read-only file system'); }, scope: 'local' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready', msg: 'The disk is not reachable', checks: { database: 'ok', disk: 'down' }, code: 'database_unavailable' });
    } finally {
      t.app.readinessChecks.splice(1);
    }
  });

  it('an unknown path answers 404 with a msg', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'No such call: GET /api/nope', code: 'not_found' });
  });

  it('answers CORS preflights for configured origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({ method: 'OPTIONS', url: '/api/cart', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    const allowed = await preflight('http://localhost:8080');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const foreign = await preflight('https://evil.example.com');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers a 5xx or a stack trace for malformed input', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/user/log', headers: { 'content-type': 'application/json' }, payload: '{"username":' },
      { method: 'POST' as const, url: '/api/user/log', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { method: 'POST' as const, url: '/api/user/log', headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
      { method: 'POST' as const, url: '/api/user/log', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"username":"a","password":"b"}' },
      { method: 'POST' as const, url: '/api/user/reg', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(300 * 1024) },
      { method: 'GET' as const, url: '/api/product/%E0%A4%A' },
      { method: 'GET' as const, url: '/api/products?limit=1&limit=2' },
      { method: 'POST' as const, url: '/api/store/reg', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage' },
    ];
    for (const request of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json()).filter((key) => key !== 'field')).toEqual(['msg', 'code']);
      expect(isErrorCode(res.json().code)).toBe(true);
      expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
    }
  });

  // Last in this file: it closes the database under the running app.
  it("with the database unreachable, /api/ready names it down: SQLite (this instance's own file) 503, PostgreSQL (shared by every instance) 200 degraded; /api/health still answers", async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    if (t.kind === 'sqlite') {
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ msg: 'The database is not reachable', status: 'not-ready', checks: { database: 'down' }, code: 'database_unavailable' });
    } else {
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ msg: 'Serving; shared services not reachable: database', status: 'degraded', checks: { database: 'down' } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness logs', () => {
  it("logs each change of a check's state once: down (warn), then ok again (info)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-ready-log-'));
    const lines: Array<{ level: number; msg: string; check?: string; scope?: string }> = [];
    const logStream = { write: (line: string) => lines.push(JSON.parse(line)) } as unknown as LogDestination;
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), logStream, passwordHashing: TEST_PASSWORD_HASHING });
    try {
      let healthy = false;
      app.readinessChecks.push({ name: 'redis', check: async () => { if (!healthy) throw new Error('connection refused'); }, scope: 'shared' });
      for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/ready' });
      healthy = true;
      for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/ready' });
      expect(lines.filter((line) => line.check === 'redis').map(({ level, msg, scope }) => ({ level, msg, scope }))).toEqual([
        { level: 40, msg: 'readiness: redis is down for every instance; serving without it', scope: 'shared' },
        { level: 30, msg: 'readiness: redis is ok again', scope: 'shared' },
      ]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
