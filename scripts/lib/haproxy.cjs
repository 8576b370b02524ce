/**
 * HAProxy in front of API instances (docs/scale-out.md, "The load balancer"): its configuration and
 * the error answers it gives itself. Used by `npm run start:cluster`, the cluster benchmark and the
 * API's balancer tests (CommonJS, so the Jest suites can require it too).
 *
 * - Health checks on GET /api/ready every 500 ms (2 s to answer): two failures take an instance out,
 *   two successes bring it back. /api/ready fails only for what is the instance's own (shutting down,
 *   its SQLite file), never because a service every instance shares is down.
 * - A request an instance refused with 503 (going away, or a shared service down), or could not
 *   connect to, is tried once more on another; when every try says 503, the instance's own answer
 *   (`{msg}` with Retry-After) reaches the client.
 * - HAProxy's own answers (no instance available, an instance that timed out or broke its answer)
 *   are JSON `{msg, code}` like the API's, from errorfiles written beside the configuration, never
 *   cached, and readable by the site's browser origins (Access-Control-Allow-Origin when the API did
 *   not set it). HAProxy 2.6 still answers its HTTP/1 parser's 400 and 408 (before a request
 *   exists) in its own HTML: errorfiles reach those only from 3.2 on (docs/operations.md).
 * - WebSockets: the tunnel stays open for an hour of silence; the API pings every 25 s.
 */
const { existsSync, mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { STATUS_CODES } = require('node:http');

/** HAProxy's binary: HAPROXY_BIN, else Debian's /usr/sbin/haproxy, else whatever PATH has. */
function haproxyBinary() {
  if (process.env.HAPROXY_BIN) return process.env.HAPROXY_BIN;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}

/** Every status HAProxy may answer by itself (those its errorfile directive accepts), as the API would say it. */
const BALANCER_ERRORS = {
  400: { code: 'bad_request', msg: 'The request is not valid HTTP' },
  403: { code: 'forbidden', msg: 'This request is not allowed' },
  404: { code: 'not_found', msg: 'Not found' },
  405: { code: 'method_not_allowed', msg: 'This method is not allowed here' },
  408: { code: 'request_timeout', msg: 'The request did not arrive in time; please try again' },
  410: { code: 'gone', msg: 'This is gone' },
  413: { code: 'body_too_large', msg: 'Request body is too large' },
  425: { code: 'too_early', msg: 'The request came too early; please send it again' },
  429: { code: 'too_many_requests', msg: 'Too many requests; please wait a moment and try again', retryAfter: 5 },
  500: { code: 'balancer_error', msg: 'Something went wrong on our side. Please try again.' },
  501: { code: 'not_implemented', msg: 'This kind of request is not supported' },
  502: { code: 'bad_gateway', msg: 'The service gave an answer that could not be read; please try again', retryAfter: 1 },
  503: { code: 'no_instance_available', msg: 'The service is briefly unavailable (no server can answer right now); please try again in a moment', retryAfter: 2 },
  504: { code: 'gateway_timeout', msg: 'The service did not answer in time; please try again in a moment', retryAfter: 2 },
};

/**
 * One errorfile: a whole HTTP/1.1 answer with a JSON `{msg, code}` body (CRLF line ends, its length).
 * @param {number} status
 */
function errorFileText(status) {
  const { code, msg, retryAfter } = /** @type {{ code: string, msg: string, retryAfter?: number }} */ (BALANCER_ERRORS[/** @type {keyof typeof BALANCER_ERRORS} */ (status)]);
  const body = JSON.stringify({ msg, code });
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    ...(retryAfter ? [`Retry-After: ${retryAfter}`] : []),
    'Connection: close',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Writes every errorfile into `directory` (created); answers `{status: file}`.
 * @param {string} directory
 * @returns {Record<string, string>}
 */
function writeErrorFiles(directory) {
  mkdirSync(directory, { recursive: true });
  return Object.fromEntries(
    Object.keys(BALANCER_ERRORS).map((status) => {
      const file = path.join(directory, `${status}.http`);
      writeFileSync(file, errorFileText(Number(status)));
      return [status, file];
    }),
  );
}

/**
 * @typedef {{ name: string, port: number, host?: string }} BalancedInstance
 * @typedef {{ port: number, bindAddress?: string, instances: BalancedInstance[], errorFiles?: Record<string, string>, corsOrigins?: string, serverTimeout?: string }} HaproxyOptions
 */

/**
 * The configuration text. `errorFiles` ({status: file}, from writeErrorFiles); `corsOrigins` (comma
 * separated): the browser origins that may read the balancer's own error answers. `serverTimeout`:
 * how long an instance may take to answer (65 s, above the API's own limits; tests shorten it).
 * @param {HaproxyOptions} options
 */
function haproxyConfig({ port, bindAddress = '*', instances, errorFiles = {}, corsOrigins = '', serverTimeout = '65s' }) {
  const origins = corsOrigins.split(',').map((origin) => origin.trim()).filter(Boolean);
  const cors = origins.length
    ? `  # HAProxy's own answers lack the API's CORS headers: give them to the site's origins, so a browser can read the {msg}.
  http-request set-var(txn.origin) req.hdr(origin)
  http-after-response set-header Access-Control-Allow-Origin %[var(txn.origin)] if { var(txn.origin) -m str ${origins.join(' ')} } !{ res.hdr(access-control-allow-origin) -m found }
  http-after-response add-header Vary Origin if { var(txn.origin) -m str ${origins.join(' ')} } !{ res.hdr(vary) -m found }
`
    : '';
  return `# Written by scripts/lib/haproxy.cjs; see docs/scale-out.md.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response 503
  timeout connect 2s
  timeout client 65s
  timeout server ${serverTimeout}
  timeout http-request 15s
  timeout http-keep-alive 10s
  timeout tunnel 1h
  timeout client-fin 5s
  # A busy instance may take a moment to answer its check: that alone must not take it out.
  timeout check 2s
  # HAProxy's own answers are JSON {msg, code}, like the API's.
${Object.entries(errorFiles).map(([status, file]) => `  errorfile ${status} ${file}`).join('\n')}

frontend api
  bind ${bindAddress}:${port}
${cors}  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${instances.map(({ name, port: instancePort, host = '127.0.0.1' }) => `  server ${name} ${host}:${instancePort} check`).join('\n')}
`;
}

/**
 * Writes the errorfiles (under `directory`/haproxy-errors) and `directory`/haproxy.cfg; answers the config's path.
 * @param {HaproxyOptions & { directory: string }} options
 */
function writeHaproxyConfig({ directory, ...options }) {
  const errorFiles = writeErrorFiles(path.join(directory, 'haproxy-errors'));
  const file = path.join(directory, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ ...options, errorFiles }));
  return file;
}

module.exports = { BALANCER_ERRORS, errorFileText, haproxyBinary, haproxyConfig, writeErrorFiles, writeHaproxyConfig };
