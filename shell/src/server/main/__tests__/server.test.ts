/**
 * @jest-environment node
 *
 * The shell's HTTP server (Fastify, asked through `inject`) with a stand-in render pool: the
 * security headers on every kind of answer, the CSP nonce of pages (kept ones too), the page
 * cache's stale-if-error and 503, one reading of the token cookie for cache and worker, the
 * sitemap kept built and compressed, and q values in Accept-Encoding (the build's files too).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../../../app/runtimeConfig';
import type { RenderAnswer, WorkerRequest } from '../../wire';
import { HtmlCache, MAX_AGE_SECONDS } from '../htmlCache';
import type { RenderPools } from '../renderPools';
import { createShellServer } from '../server';
import { SitemapCache } from '../sitemapCache';

const API = 'http://api.test:4000';
const SITE = 'http://shop.test:8080';
const CONFIG: RuntimeConfig = { apiUrl: API, remotes: { customer: 'http://customer.test:8081/mf-manifest.json', seller: 'https://seller.cdn.test/v3/mf-manifest.json' }, pages: {} };
const INDEX_HTML = '<!doctype html><html><head><script>boot()</script><script>window.__shellConfigResponse = fetch("/config.json")</script></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
const MAIN_JS = `/* main */ ${'console.log("the shell");\n'.repeat(100)}`;

// ---- the API, for the sitemap --------------------------------------------------------------
let sitemapTotals = 0;
let apiDown = false;
const api = setupServer(
  http.get(`${API}/api/sitemap/entries`, ({ request: req }) => {
    const query = new URL(req.url).searchParams;
    if (apiDown) return HttpResponse.json({ msg: 'database unavailable' }, { status: 503 });
    if (query.get('limit') === '0') sitemapTotals += 1;
    const kind = query.get('kind');
    const items = kind === 'product' ? Array.from({ length: 300 }, (_, i) => ({ id: i + 1, key: String(i + 1) })) : [{ id: 1, key: 'lima_coffee' }];
    const after = Number(query.get('after') ?? 0);
    return HttpResponse.json({
      total: query.has('after') ? null : items.length,
      max_id: query.has('after') ? null : items.length,
      items: query.get('limit') === '0' ? [] : items.filter((item) => item.id > after),
      next_after: null,
    });
  }),
);

// ---- the server under test -------------------------------------------------------------------
let staticDir: string;
let server: FastifyInstance;
let clock = 1_000_000;
let config = CONFIG;
let sitemaps: SitemapCache;
const log = jest.fn();
const render = jest.fn<Promise<RenderAnswer>, [WorkerRequest]>();
const pools = { generation: { id: 1 }, render: async (req: WorkerRequest) => ({ answer: await render(req) }), renew: jest.fn() } as unknown as RenderPools;

function pageAnswer(req: WorkerRequest, text: string, extra: Partial<RenderAnswer> = {}): RenderAnswer {
  const html = `<!doctype html><html><head><script nonce="${req.nonce}">boot()</script><script type="application/ld+json" nonce="${req.nonce}">{}</script></head><body>${text}<script id="shell-page-data" type="application/json" nonce="${req.nonce}">{}</script></body></html>`;
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: Buffer.from(html), encoding: 'identity', rendered: 'server', shareable: !req.token, nonce: req.nonce, ...extra };
}

async function start(options: { hsts?: boolean } = {}): Promise<void> {
  sitemaps = new SitemapCache(300, log, () => clock);
  server = createShellServer({
    staticDir,
    siteUrl: SITE,
    pools,
    cache: new HtmlCache(10, () => clock),
    config: () => config,
    browserRenderedHtml: () => INDEX_HTML,
    sitemaps,
    log,
    ...options,
  });
  await server.ready();
}

beforeAll(() => {
  api.listen({ onUnhandledRequest: 'bypass' });
  staticDir = mkdtempSync(path.join(tmpdir(), 'shell-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticDir, 'main.js'), MAIN_JS);
  writeFileSync(path.join(staticDir, 'main.js.gz'), gzipSync(MAIN_JS));
  writeFileSync(path.join(staticDir, 'main.js.br'), brotliCompressSync(MAIN_JS));
  writeFileSync(path.join(staticDir, 'chunk.0123456789.js'), 'export {}');
  writeFileSync(path.join(staticDir, 'café.js'), 'export {}');
  writeFileSync(path.join(staticDir, 'other.xml'), '<other/>');
});
beforeEach(async () => {
  clock = 1_000_000;
  config = CONFIG;
  sitemapTotals = 0;
  apiDown = false;
  render.mockReset();
  render.mockImplementation(async (req) => pageAnswer(req, req.token ? `signed in as ${req.token}` : 'guest page'));
  await start();
});
afterEach(() => server.close());
afterAll(() => {
  api.close();
  rmSync(staticDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

async function get(pathname: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' = 'GET'): Promise<Answer> {
  const res = await server.inject({ method, url: pathname, headers });
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return { status: res.statusCode, headers: res.headers as IncomingHttpHeaders, body, text: plain.toString('utf8') };
}

function directives(answer: Answer): Record<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return Object.fromEntries(header.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]));
}

function expectSecurityHeaders(answer: Answer): void {
  const csp = directives(answer);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'http://customer.test:8081', 'https://seller.cdn.test']));
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", API, 'ws://api.test:4000', 'http://customer.test:8081', 'https://seller.cdn.test']));
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", API, 'data:', 'blob:']));
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['permissions-policy']).toEqual(expect.stringContaining('camera=()'));
  for (const feature of ['microphone', 'geolocation', 'payment']) expect(answer.headers['permissions-policy']).toContain(`${feature}=()`);
  // HSTS only when configured.
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

describe('security headers on every answer', () => {
  it.each([
    ['a rendered page', '/product/1', {}],
    ['a file', '/main.js', {}],
    ['a hashed chunk', '/chunk.0123456789.js', {}],
    ['/config.json', '/config.json', {}],
    ['/robots.txt', '/robots.txt', {}],
    ['/sitemap.xml', '/sitemap.xml', {}],
    ['a missing file', '/nothing-here.js', {}],
    ['a file by a percent-encoded name', '/caf%C3%A9.js', {}],
  ])('%s', async (_kind, pathname, headers) => {
    const answer = await get(pathname, headers);
    expect(answer.status).toBeLessThan(500);
    expectSecurityHeaders(answer);
  });

  it('a kept page, a 503, a 405 and a 500 too', async () => {
    await get('/shop');
    const kept = await get('/shop');
    expect(kept.headers['x-render']).toBe('cache');
    expectSecurityHeaders(kept);

    render.mockImplementation(async (req) => pageAnswer(req, 'Failed to load', { shareable: false, dataFailure: { endpoint: 'getProduct', status: 'FETCH_ERROR' } }));
    const unavailable = await get('/product/5');
    expect(unavailable.status).toBe(503);
    expectSecurityHeaders(unavailable);

    expectSecurityHeaders(await get('/', {}, 'POST'));

    render.mockImplementation(async () => {
      throw new Error('no pool');
    });
    const fallback = await get('/store/x');
    expect(fallback.status).toBe(200);
    expectSecurityHeaders(fallback);
  });

  it('the policy follows the runtime configuration in force (a remote moved to another origin)', async () => {
    expect(directives(await get('/shop'))['script-src']).toContain('https://seller.cdn.test');
    config = { ...CONFIG, remotes: { ...CONFIG.remotes, seller: 'https://seller.cdn2.test/v4/mf-manifest.json' } };
    const csp = directives(await get('/shop'));
    expect(csp['script-src']).toContain('https://seller.cdn2.test');
    expect(csp['script-src']).not.toContain('https://seller.cdn.test');
    expect(csp['connect-src']).toContain('https://seller.cdn2.test');
  });

  it('HSTS when configured', async () => {
    await server.close();
    await start({ hsts: true });
    expect((await get('/robots.txt')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await get('/')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('the CSP nonce of pages', () => {
  const scriptNonces = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => /nonce="([^"]+)"/.exec(match[0])?.[1]);

  it('the header names the nonce every inline script of the page carries; each render its own', async () => {
    const first = await get('/product/1');
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(scriptNonces(first.text)).toEqual([nonce, nonce, nonce]);
    const other = await get('/product/2');
    expect(nonceOf(other)).not.toBe(nonce);
  });

  it("a kept guest page is served with its own nonce (the same for every visitor of that copy)", async () => {
    const first = await get('/shop');
    const second = await get('/shop');
    expect(second.headers['x-render']).toBe('cache');
    expect(nonceOf(second)).toBe(nonceOf(first));
    expect(scriptNonces(second.text).every((nonce) => nonce === nonceOf(second))).toBe(true);
  });

  it('index.html (no pool could render, or asked for by name) carries the nonce of its answer', async () => {
    render.mockImplementation(async () => {
      throw new Error('no pool');
    });
    const fallback = await get('/store/x');
    expect(scriptNonces(fallback.text)).toEqual([nonceOf(fallback), nonceOf(fallback), nonceOf(fallback)]);
    const byName = await get('/index.html');
    expect(byName.text).not.toContain('<script>');
    expect(scriptNonces(byName.text).every((nonce) => nonce === nonceOf(byName))).toBe(true);
  });
});

describe('a page left to the browser, by the kind of problem', () => {
  const leftToBrowser = (req: WorkerRequest, kind: 'remote-unavailable' | 'render-failed', detail: string): RenderAnswer => ({
    ...pageAnswer(req, 'index.html'),
    rendered: 'browser',
    shareable: false,
    problem: { kind, detail },
  });

  it('a remote that could not be loaded starts a fresh render pool; a page that threw does not', async () => {
    (pools.renew as jest.Mock).mockClear();
    render.mockImplementation(async (req) => leftToBrowser(req, 'render-failed', '/product/20: the page threw while rendering'));
    expect((await get('/product/20')).status).toBe(200);
    expect(pools.renew).not.toHaveBeenCalled();

    render.mockImplementation(async (req) => leftToBrowser(req, 'remote-unavailable', '/product/21: The customer remote could not be loaded: fetch failed'));
    const answer = await get('/product/21');
    expect(answer).toMatchObject({ status: 200, headers: expect.objectContaining({ 'x-render': 'browser' }) });
    expect(pools.renew).toHaveBeenCalledWith(60_000);
    expect(log).toHaveBeenCalledWith('[shell] /product/21 left to the browser: /product/21: The customer remote could not be loaded: fetch failed');
  });
});

describe('a page whose data requests fail (stale-if-error, 503)', () => {
  const failed = (req: WorkerRequest) => pageAnswer(req, '<title>Failed to load product details</title>', { shareable: false, dataFailure: { endpoint: 'getProduct', status: 503 } });

  it('good → the API fails: the good page, never the failure → recovers: fresh on the first request', async () => {
    let apiUp = true;
    let version = 0;
    render.mockImplementation(async (req) => (apiUp ? pageAnswer(req, `price v${++version}`) : failed(req)));

    expect((await get('/product/2')).text).toContain('price v1');
    apiUp = false;
    clock += 11_000;
    const stale = await get('/product/2');
    expect(stale.status).toBe(200);
    expect(stale.text).toContain('price v1');
    clock += MAX_AGE_SECONDS * 1000;
    const standIn = await get('/product/2');
    expect(standIn).toMatchObject({ status: 200 });
    expect(standIn.headers['x-render']).toBe('stale-if-error');
    expect(standIn.text).toContain('price v1');
    expect(standIn.text).not.toContain('Failed to load');

    apiUp = true;
    const recovered = await get('/product/2');
    expect(recovered.status).toBe(200);
    expect(recovered.text).toContain('price v2');
  });

  it('no good page: 503 (the page with its error state, which the browser fetches again), Retry-After, no-store; a guest or a signed-in visitor alike', async () => {
    render.mockImplementation(async (req) => failed(req));
    for (const headers of [{}, { Cookie: 'token=abc' }] as Record<string, string>[]) {
      const answer = await get('/product/3', headers);
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-render']).toBe('data-failure getProduct 503');
      expect(answer.text).toContain('Failed to load product details');
      // Its scripts carry the nonce its header names.
      expect(answer.text).toContain(`nonce="${nonceOf(answer)}"`);
    }
    // Nothing remembered: the next request renders again, and is good.
    render.mockImplementation(async (req) => pageAnswer(req, 'product 3'));
    expect(await get('/product/3')).toMatchObject({ status: 200, text: expect.stringContaining('product 3') });
  });
});

describe('one reading of the token cookie for the cache and the render worker', () => {
  it.each(['token=x', 'token =x', ' token=x', 'theme=dark;token=x', 'token=x; token=y', 'token=%78'])('%p is signed in for both: the worker gets "x" and the cache is bypassed', async (cookie) => {
    await get('/product/9'); // a guest's copy is kept
    render.mockClear();
    const signedIn = await get('/product/9', { Cookie: cookie });
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0][0].token).toBe('x');
    expect(signedIn.text).toContain('signed in as x');
    // …and the signed-in page never reaches a guest.
    const guest = await get('/product/9');
    expect(guest.text).toContain('guest page');
  });

  it.each(['token=', 'theme=dark', 'mytoken=x'])('%p is a guest for both', async (cookie) => {
    await get('/product/10', { Cookie: cookie });
    expect(render.mock.calls[0][0].token).toBeUndefined();
    expect((await get('/product/10', { Cookie: cookie })).headers['x-render']).toBe('cache');
  });
});

describe('the sitemap, built once and kept compressed', () => {
  it('concurrent requests share one build; every encoding decodes to the same XML', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => get('/sitemap.xml', { 'Accept-Encoding': ['br', 'gzip', 'identity', 'br;q=0, gzip'][i % 4] })),
    );
    expect(sitemapTotals).toBe(2); // one build: the products' and the stores' totals, once each
    const xml = answers[2].text;
    expect(xml).toContain(`<loc>${SITE}/product/300</loc>`);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(xml);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers.etag).toBeTruthy();
    }
    expect(answers[0].headers['content-encoding']).toBe('br');
    expect(answers[1].headers['content-encoding']).toBe('gzip');
    expect(answers[2].headers['content-encoding']).toBeUndefined();
    expect(answers[3].headers['content-encoding']).toBe('gzip');
    expect(answers[0].body.length).toBeLessThan(answers[2].body.length / 4);

    // Later requests: no build, and a conditional request is a 304.
    await get('/sitemap.xml');
    expect(sitemapTotals).toBe(2);
    expect((await get('/sitemap.xml', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(answers[1].headers.etag) })).status).toBe(304);
  });

  it('rebuilt once the interval has passed; a failed rebuild keeps the last good copy; none at all is a 503', async () => {
    const good = await get('/sitemap.xml');
    clock += 301_000;
    apiDown = true;
    const during = await get('/sitemap.xml');
    expect(during).toMatchObject({ status: 200, text: good.text });
    await sitemaps.idle();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not be rebuilt'));
    expect(await get('/sitemap.xml')).toMatchObject({ status: 200, text: good.text });

    const none = await get('/sitemaps/products-1.xml');
    expect(none.status).toBe(503);
    expect(none.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe("the build's files", () => {
  it('hashed chunks are immutable, entries revalidated; a file by its encoded name; a sitemap name that is none is not some other file', async () => {
    expect((await get('/chunk.0123456789.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/main.js', { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe('no-cache');
    expect(await get('/caf%C3%A9.js')).toMatchObject({ status: 200, text: 'export {}' });
    expect((await get('/other.xml')).status).toBe(200);
    expect((await get('/sitemaps/other.xml')).status).toBe(404);
    expect((await get('/nothing-here.js')).status).toBe(404);
  });

  it('a page address with a dot in it is a page for a browser asking for HTML', async () => {
    const answer = await get('/store/john.doe', { Accept: 'text/html' });
    expect(answer).toMatchObject({ status: 200, text: expect.stringContaining('guest page') });
  });
});

describe('q values in Accept-Encoding', () => {
  it("pages: br;q=0 is never Brotli, identity;q=0 never plain", async () => {
    render.mockImplementation(async (req) => pageAnswer(req, 'x'.repeat(5000)));
    expect((await get('/product/11', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/product/11', { 'Accept-Encoding': 'gzip;q=0.5, br' })).headers['content-encoding']).toBe('br');
    expect((await get('/product/11', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/product/11', { 'Accept-Encoding': 'identity;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it("the build's files: br;q=0 gets the gzip copy, not the Brotli one", async () => {
    const gz = await get('/main.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(MAIN_JS);
    expect((await get('/main.js', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    expect((await get('/main.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });
});
