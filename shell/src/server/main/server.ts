/**
 * The shell's HTTP server: the browser build's files, /config.json, /robots.txt and the sitemap,
 * and every page rendered by the current render pool (guests' pages kept for a few seconds).
 * Every answer carries the security headers (securityHeaders.ts); a page's Content-Security-Policy
 * names the nonce its inline scripts carry.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import { newNonce, withNonce } from '../csp';
import { acceptEncodingForSirv, decode, encode, preferredEncoding, type Encoding } from '../encoding';
import { tokenFromCookie } from '../session';
import type { RenderAnswer } from '../worker/settings';
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

export function createShellServer({ staticDir, siteUrl, pools, cache, config, browserRenderedHtml, hsts = false, sitemaps = new SitemapCache(300), log = (line) => console.log(line) }: ShellServerOptions): Server {
  const headers = securityHeaders({ config, siteUrl, hsts });
  const files = sirv(staticDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, extra: Record<string, string> = {}): void {
    const { encoding, data } = bodyFor(page, req.headers['accept-encoding']);
    const { answer } = page;
    // The policy names the nonce baked into this copy: a kept guest page carries its own nonce,
    // the same for every visitor served that copy.
    headers(req, res, answer.nonce);
    res.writeHead(answer.status, {
      ...answer.headers,
      // Pages depend on the visitor's cookie and change with the catalogue: revalidated every time.
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, Accept-Encoding',
      ...(encoding !== 'identity' ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(data.length),
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  /**
   * A page whose data requests failed, with no good copy to stand in: its own HTML (the frame and
   * the page's error state; the browser's app takes over as usual), as a 503 that nothing keeps
   * and that says when to try again.
   */
  function sendUnavailable(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
    const failure = page.answer.dataFailure;
    send(req, res, { ...page, answer: { ...page.answer, status: 503 } }, {
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'X-Render': `data-failure ${failure?.endpoint} ${failure?.status}`,
    });
  }

  async function page(req: IncomingMessage, res: ServerResponse, url: string): Promise<void> {
    // The cookie is read once: the same token decides "guest" (the shared cache) and the session
    // the worker renders.
    const token = tokenFromCookie(req.headers.cookie);
    const nonce = newNonce();
    const render = async (): Promise<RenderAnswer> => {
      try {
        const { answer } = await pools.render({ url, token, nonce, cookie: req.headers.cookie, encoding: preferredEncoding(req.headers['accept-encoding']) });
        if (answer.problem) {
          log(`[shell] ${url} left to the browser: ${answer.problem}`);
          // A remote that failed to load in these workers stays failed in them: a fresh pool tries again
          // (at most once a minute; a remote that is down changes the deployment key when it is back).
          if (answer.problem.includes('remote could not be loaded')) pools.renew(60_000);
        }
        if (answer.dataFailure) log(`[shell] ${url}: a data request failed (${answer.dataFailure.endpoint}: ${answer.dataFailure.status})`);
        return answer;
      } catch (error) {
        // No render pool could answer (a worker died, none started): the page as the browser renders it.
        log(`[shell] ${url} left to the browser: the render pool failed: ${error instanceof Error ? error.message : String(error)}`);
        const body = Buffer.from(withNonce(browserRenderedHtml(), nonce));
        return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body, encoding: 'identity', rendered: 'browser', shareable: false, nonce };
      }
    };
    if (!token && cache.enabled) {
      // Besides its address, a guest's page depends on the display currency, ship-to country and
      // (unprefixed addresses) chosen language: each its own kept copy.
      const { page: kept, source } = await cache.through(`${pools.generation?.id ?? 0} ${url}${pageVariant(url, req.headers.cookie)}`, render);
      if (kept.answer.dataFailure) sendUnavailable(req, res, kept);
      else send(req, res, kept, { 'X-Render': source === 'render' ? kept.answer.rendered : source });
      return;
    }
    const answer = await render();
    const rendered = cachedPage(answer, Date.now());
    if (answer.dataFailure) sendUnavailable(req, res, rendered);
    else send(req, res, rendered, { 'X-Render': answer.rendered });
  }

  async function sitemap(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const { apiUrl } = config();
    let built: BuiltSitemap | undefined;
    try {
      built = await sitemaps.get(`${apiUrl} ${siteUrl}`, pathname, (path) => sitemapFor(path, apiUrl, siteUrl));
    } catch (error) {
      if (!(error instanceof SitemapUnavailableError)) throw error;
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) });
      res.end(req.method === 'HEAD' ? undefined : 'The sitemap is temporarily unavailable.');
      return true;
    }
    if (!built) return false;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const etag = `"${built.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const common = { ETag: etag, Vary: 'Accept-Encoding', 'Cache-Control': 'public, max-age=3600' };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, common).end();
      return true;
    }
    const body = built.bodies[encoding];
    res.writeHead(200, {
      ...common,
      'Content-Type': 'application/xml; charset=utf-8',
      ...(encoding !== 'identity' ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Every answer, whatever it is, carries the security headers (a page sets its own nonce again).
    headers(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', siteUrl);
    const { pathname } = url;
    if (pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(config()));
      return;
    }
    if (pathname === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
      res.end(req.method === 'HEAD' ? undefined : robotsTxt(siteUrl));
      return;
    }
    if ((pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/')) && (await sitemap(req, res, pathname))) return;
    if (pathname === '/index.html') {
      // The shell's index.html by name, as a file would be, but with this answer's nonce on its
      // inline scripts (sirv's copy has none, and the policy would block them).
      const nonce = newNonce();
      const body = Buffer.from(withNonce(browserRenderedHtml(), nonce));
      const answer: RenderAnswer = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body, encoding: 'identity', rendered: 'browser', shareable: false, nonce };
      send(req, res, cachedPage(answer, Date.now()), { 'X-Render': 'browser' });
      return;
    }
    // Files of the browser build (a path with an extension); anything else is a page, and so is a
    // page address with a dot in it (/store/john.doe: names may contain ".") that a browser asks for.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) && !/^\/index\.html\.(gz|br)$/.test(pathname);
    if (looksLikeFile) {
      const served = await new Promise<boolean>((resolve) => {
        // sirv picks a precompressed copy by the words in Accept-Encoding alone (br;q=0 would get
        // Brotli): it gets the coding negotiation chose instead.
        req.headers['accept-encoding'] = acceptEncodingForSirv(req.headers['accept-encoding']);
        files(req, res, () => resolve(false));
        res.on('finish', () => resolve(true));
        res.on('close', () => resolve(true));
      });
      if (served) return;
      if (!String(req.headers.accept ?? '').includes('text/html')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
    }
    await page(req, res, pathname + url.search);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`[shell] ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Something went wrong');
      else res.destroy();
    });
  });
}
