#!/usr/bin/env node
/**
 * Static server for one production build: `node scripts/serve-static.mjs <dist dir> <port>`.
 *
 * - GET /config.json: the runtime configuration (API URL, remote manifest URLs) built from the
 *   environment at start, so one build runs anywhere (see scripts/runtime-config.cjs).
 * - Entry files (index.html, remoteEntry.js, mf-manifest.json, config.json) are revalidated on every
 *   load (Cache-Control: no-cache); content-hashed files are cached for a year as immutable.
 * - Precompressed .br/.gz copies (written at build time) are sent when the browser accepts them.
 * - CORS on every answer: remotes are fetched by the shell from another origin.
 * - Security headers on every answer (helmet): nosniff, Referrer-Policy, frame-ancestors 'none'
 *   (the only CSP directive here: the remotes' files are loaded by the shell's pages, whose
 *   policy is the shell server's), Cross-Origin-Resource-Policy cross-origin (the shell's pages
 *   load these chunks), Cross-Origin-Opener-Policy, Permissions-Policy; HSTS with SHELL_HSTS=1.
 * - Accept-Encoding is negotiated with its q values (negotiator) before sirv picks a copy: sirv
 *   alone looks for the words "br" and "gzip" and would send Brotli to `br;q=0`.
 * - Paths without a file extension fall back to index.html (client-side routes).
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import helmet from 'helmet';
import Negotiator from 'negotiator';
import sirv from 'sirv';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('./runtime-config.cjs');

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('Usage: node scripts/serve-static.mjs <dist dir> <port>');
  process.exit(2);
}
const root = path.resolve(dirArg);
const port = Number(portArg);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`serve-static: "${portArg}" is not a port number`);
  process.exit(2);
}
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-static: ${root} has no index.html; build the app first (npm run build)`);
  process.exit(1);
}

const indexHtml = readFileSync(path.join(root, 'index.html'));
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
const config = JSON.stringify(runtimeConfig());

const PERMISSIONS_POLICY = 'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()';

const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: process.env.SHELL_HSTS === '1' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
});

/** The one coding sirv should look for: negotiated with q values (br;q=0 is no Brotli), or none. */
function acceptEncodingForSirv(req) {
  const [best] = new Negotiator(req).encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return best === undefined || best === 'identity' ? '' : best;
}

function setCors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
}

const serveFiles = sirv(root, {
  // Files are looked up on disk per request, so a build copied over the served one in place is
  // served whole at once (new content-hashed chunks included), as any static web server would.
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  single: true, // falls back to index.html only for paths without an extension
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

const server = createServer((req, res) => {
  securityHeaders(req, res, (error) => {
    if (error) throw error;
  });
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  setCors(res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  if ((req.url ?? '').split('?')[0] === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : config);
    return;
  }
  req.headers['accept-encoding'] = acceptEncodingForSirv(req);
  serveFiles(req, res, () => {
    // A page address with a dot in it (/store/chat/bob.smith: names may contain ".") looks like a
    // file to sirv; a browser navigation still gets the app, which shows its own 404 if needed.
    if ((req.headers.accept ?? '').includes('text/html')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : indexHtml);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('Not found');
  });
});

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`serve-static: port ${port} is already in use (choose another with the *_PORT variables)`);
  } else {
    console.error(`serve-static: ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, () => {
  console.log(`serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
