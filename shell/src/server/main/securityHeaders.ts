/**
 * The security headers of every answer of the shell's server (pages, static files, /config.json,
 * robots, the sitemap, 404s, 503s), written by helmet (used as node:http middleware) plus a
 * Permissions-Policy header (not one of helmet's).
 *
 * Content-Security-Policy, computed per request from the runtime configuration in force (remotes
 * are found at runtime, so their origins are too):
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
import helmet from 'helmet';
import type { RuntimeConfig } from '../../app/runtimeConfig';

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

/** Sets the security headers on `res`; `nonce` is the one the answer's inline scripts carry. */
export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse, nonce?: string) => void;

export function securityHeaders({ config, siteUrl, hsts }: SecurityHeaderOptions): SecurityHeaders {
  const origins = (pick: (sources: ReturnType<typeof allowedOrigins>) => string[]) => () => pick(allowedOrigins(config(), siteUrl)).join(' ') || "'self'";
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", origins((o) => o.remotes), (_req, res) => ((res as WithNonce)[NONCE] ? `'nonce-${(res as WithNonce)[NONCE]}'` : "'self'")],
        scriptSrcAttr: ["'none'"],
        // styled-components injects <style> tags at run time: 'unsafe-inline' for styles only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', origins((o) => [...o.api, ...o.remotes])],
        fontSrc: ["'self'", 'data:', origins((o) => o.remotes)],
        connectSrc: ["'self'", origins((o) => [...o.api, ...o.apiSockets, ...o.remotes])],
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
  });
  return (req, res, nonce) => {
    (res as WithNonce)[NONCE] = nonce;
    middleware(req, res, (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    });
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/** Whether to send HSTS: SHELL_HSTS=1 / 0, else when the site's public URL is https. */
export function hstsWanted(env: NodeJS.ProcessEnv, siteUrl: string): boolean {
  if (env.SHELL_HSTS === '1' || env.SHELL_HSTS === 'true') return true;
  if (env.SHELL_HSTS === '0' || env.SHELL_HSTS === 'false') return false;
  if (env.SHELL_HSTS) throw new Error(`SHELL_HSTS must be 1 or 0, got "${env.SHELL_HSTS}"`);
  return new URL(siteUrl).protocol === 'https:';
}
