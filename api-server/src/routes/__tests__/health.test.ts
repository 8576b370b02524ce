import { describeEachDatabase } from '../../../test/helpers/app';

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

  it('GET /api/ready runs every registered check: one that fails or takes over 1 s is down (503, named), the others stay ok', async () => {
    const added = [
      { name: 'storage', check: async () => { throw new Error('bucket gone'); } },
      { name: 'redis', check: () => new Promise<void>(() => undefined) },
    ];
    t.app.readinessChecks.push(...added);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready', msg: 'Not reachable: storage, redis', checks: { database: 'ok', storage: 'down', redis: 'down' } });
      t.app.readinessChecks.splice(1, 1);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ msg: 'The redis is not reachable' });
    } finally {
      t.app.readinessChecks.splice(1);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('an unknown path answers 404 with a msg', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'No such call: GET /api/nope' });
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
      expect(Object.keys(res.json())).toEqual(['msg']);
      expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
    }
  });

  // Last in this file: it closes the database under the running app.
  it('GET /api/ready answers 503 with a msg once the database is unreachable, while /api/health still answers', async () => {
    await t.app.appOptions.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ msg: 'The database is not reachable', status: 'not-ready', checks: { database: 'down' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
