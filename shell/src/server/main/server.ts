/**
 * The shell's HTTP server: the browser build's files, /config.json, /robots.txt and the sitemap,
 * and every page rendered by the current render pool (guests' pages kept for a few seconds).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import type { RenderResult } from '../render/renderPage';
import { HtmlCache } from './htmlCache';
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

function compressed(body: string, acceptEncoding: string): { encoding?: 'br' | 'gzip'; data: Buffer } {
  const data = Buffer.from(body);
  if (data.length < 1024) return { data };
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: 'br', data: brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', data: gzipSync(data, { level: 6 }) };
  return { data };
}

function send(req: IncomingMessage, res: ServerResponse, result: RenderResult, extra: Record<string, string> = {}): void {
  const { encoding, data } = compressed(result.body, String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(result.status, {
    ...result.headers,
    // Pages depend on the visitor's cookie and change with the catalogue: revalidated every time.
    'Cache-Control': 'private, no-cache',
    Vary: 'Cookie, Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
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
    const render = async (): Promise<RenderResult> => {
      try {
        const { result } = await pools.render({ url, cookie });
        if (result.problem) log(`[shell] ${url} left to the browser: ${result.problem}`);
        return result;
      } catch (error) {
        // No render pool could answer (a worker died, none started): the page as the browser renders it.
        log(`[shell] ${url} left to the browser: the render pool failed: ${error instanceof Error ? error.message : String(error)}`);
        return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: browserRenderedHtml(), rendered: 'browser', shareable: false };
      }
    };
    const guest = !cookie || !TOKEN_COOKIE.test(cookie);
    const generation = pools.generation?.id ?? 0;
    const { result, cached } = guest && cache.enabled ? await cache.through(`${generation} ${url}`, render) : { result: await render(), cached: false };
    send(req, res, result, { 'X-Render': cached ? 'cache' : result.rendered });
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
