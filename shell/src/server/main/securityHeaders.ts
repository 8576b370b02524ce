/**
 * The security headers of every answer of the shell's server (pages, static files, /config.json,
 * robots, the sitemap, 404s, 503s): a Fastify plugin that applies helmet's middleware to every
 * request, adds a Permissions-Policy header (not one of helmet's), and gives replies
 * `withCspNonce(nonce)`, which writes the policy again naming the nonce the answer's inline
 * scripts carry. helmet's middleware is built once per runtime configuration and kept: building it
 * validates every option and costs more than applying it, and @fastify/helmet builds it again on
 * every request (twice for a page), which made a kept page cost a third more CPU than before the
 * move to Fastify. (@fastify/helmet's own `enableCSPNonces` would not fit either: it makes fresh
 * nonces per request, where a kept guest page carries the nonce it was rendered with, and adds a
 * style nonce, which would switch off the 'unsafe-inline' styled-components needs.)
 *
 * Content-Security-Policy, from the runtime configuration in force (remotes are found at runtime,
 * so their origins are too):
 * - scripts: this origin, the remotes' origins (their entries and chunks) and the answer's nonce
 *   (every inline script the server writes carries it); no 'unsafe-inline' for scripts;
 * - connect: this origin, the remotes' origins (mf-manifest.json is fetched) and the API's origin,
 *   over http(s) and ws(s) (the live channel /api/live);
 * - images: this origin, the API's (pictures), the remotes' (their bundled assets), data: and blob:;
 * - styles: 'self' and 'unsafe-inline', for styles only: styled-components writes <style> tags
 *   in the browser at run time (and React writes style attributes), which no nonce or hash can
 *   cover ahead of time; scripts stay nonce-only;
 * - frame-ancestors 'none', object-src 'none', base-uri 'self', form-action 'self'.
 *
 * HSTS only when configured (SHELL_HSTS=1, or a https SHELL_URL unless SHELL_HSTS=0): a plain-HTTP
 * local server must not teach a browser to insist on TLS for localhost.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { RuntimeConfig } from '../../app/runtimeConfig';

declare module 'fastify' {
  interface FastifyReply {
    /** Writes the security headers again, the CSP naming `nonce` (the one the body's inline scripts carry). */
    withCspNonce(nonce: string | undefined): FastifyReply;
  }
}

export interface SecurityHeaderOptions {
  /** The runtime configuration in force. */
  config: () => RuntimeConfig;
  siteUrl: string;
  hsts: boolean;
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The origins the policy allows beside 'self', from a runtime configuration. */
export function allowedOrigins(config: RuntimeConfig, siteUrl: string): { api: string[]; apiSockets: string[]; remotes: string[] } {
  const self = new URL(siteUrl).origin;
  const originOf = (url: string) => {
    try {
      return new URL(url, siteUrl).origin;
    } catch {
      return undefined;
    }
  };
  const others = (urls: string[]) => [...new Set(urls.map(originOf))].filter((origin): origin is string => origin !== undefined && origin !== 'null' && origin !== self);
  const api = others([config.apiUrl]);
  const apiOrigin = originOf(config.apiUrl) ?? self;
  return { api, apiSockets: [apiOrigin.replace(/^http/, 'ws')], remotes: others(Object.values(config.remotes)) };
}

const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

function helmetOptions(config: RuntimeConfig, { siteUrl, hsts }: SecurityHeaderOptions): HelmetOptions {
  const sources = allowedOrigins(config, siteUrl);
  const origins = (list: string[]) => list.join(' ') || "'self'";
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", origins(sources.remotes), (_req, res) => ((res as WithNonce)[NONCE] ? `'nonce-${(res as WithNonce)[NONCE]}'` : "'self'")],
        scriptSrcAttr: ["'none'"],
        // styled-components injects <style> tags at run time: 'unsafe-inline' for styles only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', origins([...sources.api, ...sources.remotes])],
        fontSrc: ["'self'", 'data:', origins(sources.remotes)],
        connectSrc: ["'self'", origins([...sources.api, ...sources.apiSockets, ...sources.remotes])],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(new URL(siteUrl).protocol === 'https:' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    // helmet turns DNS prefetching off by default; pages preconnect to the API's origin for their
    // largest picture on purpose (docs/server-rendering.md, "Pictures").
    xDnsPrefetchControl: { allow: true },
  };
}

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const rethrow = (error?: unknown) => {
  if (error) throw error;
};

export const securityHeaders = fastifyPlugin<SecurityHeaderOptions>(
  async (app, options) => {
    let built: { config: RuntimeConfig; middleware: HelmetMiddleware } | undefined;
    const writeHeaders = (reply: FastifyReply) => {
      const config = options.config();
      if (built?.config !== config) built = { config, middleware: helmet(helmetOptions(config, options)) };
      built.middleware(reply.request.raw, reply.raw, rethrow);
    };
    app.addHook('onRequest', async (_request, reply) => {
      writeHeaders(reply);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    });
    app.decorateReply('withCspNonce', function withCspNonce(this: FastifyReply, nonce: string | undefined) {
      (this.raw as WithNonce)[NONCE] = nonce;
      writeHeaders(this);
      return this;
    });
  },
  { name: 'security-headers' },
);

/** Whether to send HSTS: SHELL_HSTS=1 / 0, else when the site's public URL is https. */
export function hstsWanted(env: NodeJS.ProcessEnv, siteUrl: string): boolean {
  if (env.SHELL_HSTS === '1' || env.SHELL_HSTS === 'true') return true;
  if (env.SHELL_HSTS === '0' || env.SHELL_HSTS === 'false') return false;
  if (env.SHELL_HSTS) throw new Error(`SHELL_HSTS must be 1 or 0, got "${env.SHELL_HSTS}"`);
  return new URL(siteUrl).protocol === 'https:';
}
