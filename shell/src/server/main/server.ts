/**
 * The shell's HTTP server: the browser build's files, /config.json, /robots.txt and the sitemap,
 * and every page rendered by the current render pool (guests' pages kept for a few seconds).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import sirv from 'sirv';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import { decode, encode, preferredEncoding, type Encoding } from '../encoding';
import type { RenderAnswer } from '../worker/settings';
import { cachedPage, HtmlCache, type CachedPage } from './htmlCache';
import { pageVariant } from './pageVariant';
import type { RenderPools } from './renderPools';
import { robotsTxt, sitemapFor } from './sitemap';

export interface ShellServerOptions {
  staticDir: string;
  siteUrl: string;
  pools: RenderPools;
  cache: HtmlCache;
  /** The runtime configuration in force (also served as /config.json). */
  config: () => RuntimeConfig;
  /** The shell's index.html, for a page no render worker could answer. */
  browserRenderedHtml: () => string;
  log?: (line: string) => void;
}

const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
const TOKEN_COOKIE = /(?:^|;\s*)token=[^;]/;

/** The page in the encoding the request takes, made from the one at hand when it is not kept yet. */
function bodyFor(page: CachedPage, wanted: Encoding): { encoding: Encoding; data: Buffer } {
  const kept = page.encoded.get(wanted);
  if (kept) return { encoding: wanted, data: kept };
  const [[from, data]] = page.encoded;
  if (from === 'identity' && data.length < 1024) return { encoding: 'identity', data };
  const converted = encode(decode(data, from), wanted);
  page.encoded.set(wanted, converted);
  return { encoding: wanted, data: converted };
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, extra: Record<string, string> = {}): void {
  const { encoding, data } = bodyFor(page, preferredEncoding(req.headers['accept-encoding']));
  const { answer } = page;
  res.writeHead(answer.status, {
    ...answer.headers,
    // Pages depend on the visitor's cookie and change with the catalogue: revalidated every time.
    'Cache-Control': 'private, no-cache',
    Vary: 'Cookie, Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...(encoding !== 'identity' ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(data.length),
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
}

export function createShellServer({ staticDir, siteUrl, pools, cache, config, browserRenderedHtml, log = (line) => console.log(line) }: ShellServerOptions): Server {
  const files = sirv(staticDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

  async function page(req: IncomingMessage, res: ServerResponse, url: string): Promise<void> {
    const cookie = req.headers.cookie;
    const render = async (): Promise<RenderAnswer> => {
      try {
        const { answer } = await pools.render({ url, cookie, encoding: preferredEncoding(req.headers['accept-encoding']) });
        if (answer.problem) {
          log(`[shell] ${url} left to the browser: ${answer.problem}`);
          // A remote that failed to load in these workers stays failed in them: a fresh pool tries again
          // (at most once a minute; a remote that is down changes the deployment key when it is back).
          if (answer.problem.includes('remote could not be loaded')) pools.renew(60_000);
        }
        return answer;
      } catch (error) {
        // No render pool could answer (a worker died, none started): the page as the browser renders it.
        log(`[shell] ${url} left to the browser: the render pool failed: ${error instanceof Error ? error.message : String(error)}`);
        const body = Buffer.from(browserRenderedHtml());
        return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body, encoding: 'identity', rendered: 'browser', shareable: false };
      }
    };
    const guest = !cookie || !TOKEN_COOKIE.test(cookie);
    if (guest && cache.enabled) {
      const { page, cached } = await cache.through(`${pools.generation?.id ?? 0} ${url}${pageVariant(url, req.headers.cookie)}`, render);
      send(req, res, page, { 'X-Render': cached ? 'cache' : page.answer.rendered });
      return;
    }
    const answer = await render();
    send(req, res, cachedPage(answer, Date.now()), { 'X-Render': answer.rendered });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    if (pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/')) {
      const xml = await sitemapFor(pathname, config().apiUrl, siteUrl);
      if (xml) {
        res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
        if (req.method === 'HEAD') res.end();
        else await pipeline(xml, res);
        return;
      }
    }
    // Files of the browser build (a path with an extension); anything else is a page, and so is a
    // page address with a dot in it (/store/john.doe: names may contain ".") that a browser asks for.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (looksLikeFile) {
      const served = await new Promise<boolean>((resolve) => {
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
