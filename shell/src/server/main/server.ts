/**
 * The shell's HTTP server, on Fastify: the browser build's files (@fastify/static, precompressed
 * copies), /config.json, /robots.txt and the sitemap, and every other address a page rendered by
 * the current render pool (guests' pages kept for a few seconds). Every answer carries the security
 * headers (securityHeaders.ts); a page's Content-Security-Policy names the nonce its inline scripts
 * carry.
 */
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import { newNonce, withNonce } from '../csp';
import { acceptEncodingForFiles, decode, encode, preferredEncoding, type Encoding } from '../encoding';
import { tokenFromCookie } from '../session';
import type { RenderAnswer } from '../wire';
import { cachedPage, HtmlCache, type CachedPage } from './htmlCache';
import { pageVariant } from './pageVariant';
import type { RenderPools } from './renderPools';
import { securityHeaders } from './securityHeaders';
import { robotsTxt, sitemapFor } from './sitemap';
import { SitemapCache, SitemapUnavailableError, type BuiltSitemap } from './sitemapCache';

export interface ShellServerOptions {
  staticDir: string;
  siteUrl: string;
  pools: RenderPools;
  cache: HtmlCache;
  /** The runtime configuration in force (also served as /config.json). */
  config: () => RuntimeConfig;
  /** The shell's index.html, for a page no render worker could answer. */
  browserRenderedHtml: () => string;
  /** Send Strict-Transport-Security (TLS deployments only). */
  hsts?: boolean;
  /** The built sitemaps kept in memory (SITEMAP_SECONDS). */
  sitemaps?: SitemapCache;
  log?: (line: string) => void;
}

const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
/** What a browser is told to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 10;
const TEXT = 'text/plain; charset=utf-8';

/**
 * A file of the browser build is asked for by a path with an extension; anything else is a page,
 * and so is a page address with a dot in it (/store/john.doe: names may contain ".") when the file
 * is missing and a browser asks for HTML. index.html's compressed copies are never files: the
 * document is served only with a nonce on its scripts.
 */
function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && !/^\/index\.html\.(gz|br)$/.test(pathname);
}

/** The page in the encoding the request takes, made from the one at hand when it is not kept yet. */
function bodyFor(page: CachedPage, acceptEncoding: string | undefined): { encoding: Encoding; data: Buffer } {
  const [[from, data]] = page.encoded;
  const wanted = preferredEncoding(acceptEncoding, from === 'identity' ? data.length : undefined);
  const kept = page.encoded.get(wanted);
  if (kept) return { encoding: wanted, data: kept };
  const converted = encode(decode(data, from), wanted);
  page.encoded.set(wanted, converted);
  return { encoding: wanted, data: converted };
}

/** index.html as the browser renders it, with this answer's nonce on its inline scripts. */
function browserRenderedAnswer(html: string, nonce: string): RenderAnswer {
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: Buffer.from(withNonce(html, nonce)), encoding: 'identity', rendered: 'browser', shareable: false, nonce };
}

export function createShellServer({ staticDir, siteUrl, pools, cache, config, browserRenderedHtml, hsts = false, sitemaps = new SitemapCache(300), log = (line) => console.log(line) }: ShellServerOptions): FastifyInstance {
  // Closing the server closes kept-alive connections too (the render pools drain after it).
  const app = Fastify({ forceCloseConnections: true });

  void app.register(securityHeaders, { config, siteUrl, hsts });
  void app.register(fastifyStatic, {
    root: staticDir,
    // Files are sent from the catch-all route below, which decides file or page.
    serve: false,
    preCompressed: true,
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      const name = filePath.replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The server takes no request bodies: whatever is sent is left unread (a POST gets 405 below).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, extra: Record<string, string> = {}): FastifyReply {
    const { encoding, data } = bodyFor(page, request.headers['accept-encoding']);
    const { answer } = page;
    // The policy names the nonce baked into this copy: a kept guest page carries its own nonce,
    // the same for every visitor served that copy.
    reply.withCspNonce(answer.nonce);
    reply.code(answer.status).headers({
      ...answer.headers,
      // Pages depend on the visitor's cookie and change with the catalogue: revalidated every time.
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, Accept-Encoding',
      ...(encoding !== 'identity' ? { 'Content-Encoding': encoding } : {}),
      ...extra,
    });
    return data.length > 0 ? reply.send(data) : reply.send();
  }

  /**
   * A page whose data requests failed, with no good copy to stand in: its own HTML (the frame and
   * the page's error state; the browser's app takes over as usual), as a 503 that nothing keeps
   * and that says when to try again.
   */
  function sendUnavailable(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
    const failure = page.answer.dataFailure;
    return send(request, reply, { ...page, answer: { ...page.answer, status: 503 } }, {
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'X-Render': `data-failure ${failure?.endpoint} ${failure?.status}`,
    });
  }

  async function renderWithPool(request: FastifyRequest, url: string, token: string | undefined, nonce: string): Promise<RenderAnswer> {
    try {
      const { answer } = await pools.render({ url, token, nonce, cookie: request.headers.cookie, encoding: preferredEncoding(request.headers['accept-encoding']) });
      if (answer.problem) {
        log(`[shell] ${url} left to the browser: ${answer.problem.detail}`);
        // A remote that failed to load in these workers stays failed in them: a fresh pool tries again
        // (at most once a minute; a remote that is down changes the deployment key when it is back).
        if (answer.problem.kind === 'remote-unavailable') pools.renew(60_000);
      }
      if (answer.dataFailure) log(`[shell] ${url}: a data request failed (${answer.dataFailure.endpoint}: ${answer.dataFailure.status})`);
      return answer;
    } catch (error) {
      // No render pool could answer (a worker died, none started): the page as the browser renders it.
      log(`[shell] ${url} left to the browser: the render pool failed: ${error instanceof Error ? error.message : String(error)}`);
      return browserRenderedAnswer(browserRenderedHtml(), nonce);
    }
  }

  async function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { pathname, search } = new URL(request.url, siteUrl);
    const url = pathname + search;
    // The cookie is read once: the same token decides "guest" (the shared cache) and the session
    // the worker renders.
    const token = tokenFromCookie(request.headers.cookie);
    const nonce = newNonce();
    const render = () => renderWithPool(request, url, token, nonce);
    if (!token && cache.enabled) {
      // Besides its address, a guest's page depends on the display currency, ship-to country and
      // (unprefixed addresses) chosen language: each its own kept copy.
      const { page: kept, source } = await cache.through(`${pools.generation?.id ?? 0} ${url}${pageVariant(url, request.headers.cookie)}`, render);
      if (kept.answer.dataFailure) return sendUnavailable(request, reply, kept);
      return send(request, reply, kept, { 'X-Render': source === 'render' ? kept.answer.rendered : source });
    }
    const answer = await render();
    const rendered = cachedPage(answer, Date.now());
    if (answer.dataFailure) return sendUnavailable(request, reply, rendered);
    return send(request, reply, rendered, { 'X-Render': answer.rendered });
  }

  /** A file of the browser build, in the coding negotiation chose; a missing one goes to the not-found handler. */
  async function fileOrPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { pathname } = new URL(request.url, siteUrl);
    if (!looksLikeFile(pathname)) return page(request, reply);
    let file: string;
    try {
      file = decodeURIComponent(pathname);
    } catch {
      reply.callNotFound();
      return reply;
    }
    // @fastify/static picks a precompressed copy by its own reading of Accept-Encoding: it gets the
    // coding negotiation chose (pages and files negotiate alike).
    request.raw.headers['accept-encoding'] = acceptEncodingForFiles(request.headers['accept-encoding']);
    return reply.sendFile(file);
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
    // A missing file: a browser asking for a page gets the page (/store/john.doe).
    if (String(request.headers.accept ?? '').includes('text/html')) return page(request, reply);
    return reply.code(404).type(TEXT).header('Cache-Control', 'no-cache').send('Not found');
  });

  app.setErrorHandler(async (error, request, reply) => {
    log(`[shell] ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return reply.code(500).type(TEXT).send('Something went wrong');
  });

  app.get('/config.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').headers({ 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }).send(JSON.stringify(config())),
  );

  app.get('/robots.txt', async (_request, reply) => reply.type(TEXT).header('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteUrl)));

  async function sitemap(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { pathname } = new URL(request.url, siteUrl);
    const { apiUrl } = config();
    let built: BuiltSitemap | undefined;
    try {
      built = await sitemaps.get(`${apiUrl} ${siteUrl}`, pathname, (path) => sitemapFor(path, apiUrl, siteUrl));
    } catch (error) {
      if (!(error instanceof SitemapUnavailableError)) throw error;
      return reply.code(503).type(TEXT).headers({ 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) }).send('The sitemap is temporarily unavailable.');
    }
    if (!built) return fileOrPage(request, reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const etag = `"${built.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    reply.headers({ ETag: etag, Vary: 'Accept-Encoding', 'Cache-Control': 'public, max-age=3600' });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('application/xml; charset=utf-8').send(built.bodies[encoding]);
  }
  app.get('/sitemap.xml', sitemap);
  app.get('/sitemaps/*', sitemap);

  // The shell's index.html by name, as a file would be, but with this answer's nonce on its inline
  // scripts (the file on disk has none, and the policy would block them).
  app.get('/index.html', async (request, reply) => send(request, reply, cachedPage(browserRenderedAnswer(browserRenderedHtml(), newNonce()), Date.now()), { 'X-Render': 'browser' }));

  app.get('/*', fileOrPage);
  return app;
}
