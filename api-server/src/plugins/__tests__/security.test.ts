import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { DOCUMENT_HELMET_OPTIONS, registerSecurity, securityHeaders } from '../security';

const OPTIONS = { crossOriginResourcePolicy: { policy: 'cross-origin' as const } };

/** securityHeaders' names as Fastify's answers give them: lower case. */
const headersOf = (...options: Parameters<typeof securityHeaders>) =>
  Object.fromEntries(Object.entries(securityHeaders(...options)).map(([name, value]) => [name.toLowerCase(), value]));

describe('security headers worked out once', () => {
  it('are exactly the headers @fastify/helmet sends with the same options', async () => {
    const reference = Fastify();
    await reference.register(fastifyHelmet, OPTIONS);
    reference.get('/', async () => ({ ok: true }));
    const response = await reference.inject('/');
    const computed = headersOf(OPTIONS);
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
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
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

  it("give an answer, which is never a page, a policy under which nothing loads or frames it, and keep every protection that applies to it", () => {
    const answer = headersOf();
    expect(answer).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'cross-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
    });
  });

  it("give the API's one page, the docs UI, every header helmet gives a page", () => {
    const page = headersOf(DOCUMENT_HELMET_OPTIONS);
    expect(page).toEqual(headersOf(OPTIONS));
    expect(page).toMatchObject({ 'cross-origin-opener-policy': 'same-origin', 'origin-agent-cluster': '?1', 'x-frame-options': 'SAMEORIGIN', 'x-dns-prefetch-control': 'off' });
  });
});
