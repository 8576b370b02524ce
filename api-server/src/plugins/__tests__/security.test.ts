import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { registerSecurity, securityHeaders } from '../security';

const OPTIONS = { crossOriginResourcePolicy: { policy: 'cross-origin' as const } };

describe('security headers worked out once', () => {
  it('are exactly the headers @fastify/helmet sends with the same options', async () => {
    const reference = Fastify();
    await reference.register(fastifyHelmet, OPTIONS);
    reference.get('/', async () => ({ ok: true }));
    const response = await reference.inject('/');
    const computed = Object.fromEntries(Object.entries(securityHeaders(OPTIONS)).map(([name, value]) => [name.toLowerCase(), value]));
    const ordinary = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];
    const expected = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !ordinary.includes(name)));
    expect(computed).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    expect(response.headers['x-powered-by']).toBeUndefined();
    await reference.close();
  });

  it('are on every answer of the API, with a request id', async () => {
    const app = Fastify({ genReqId: () => 'req-1' });
    app.decorate('config', { corsOrigins: ['http://localhost:8080'] } as never);
    await registerSecurity(app);
    app.get('/thing', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw Object.assign(new Error('no'), { statusCode: 409 });
    });
    const response = await app.inject('/thing');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('req-1');
    const missing = await app.inject('/nothing-here');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['x-request-id']).toBe('req-1');
    const refused = await app.inject('/broken');
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['x-request-id']).toBe('req-1');
    await app.close();
  });
});
