/**
 * The messages between the server's main thread and its render workers (piscina threads), in one
 * place: what a pool's workers start with, what a request carries, and what a worker answers. The
 * main thread decides from typed fields only (`problem.kind`, `dataFailure`), never from text.
 */
import type { RuntimeConfig } from '../app/runtimeConfig';
import type { Encoding } from './encoding';

/** What the server hands each render worker of a pool (a new pool for new settings). */
export interface WorkerSettings {
  /** The runtime configuration the browser gets too; the remotes' server builds sit beside theirs. */
  config: RuntimeConfig;
  /** The site's public origin. */
  siteUrl: string;
  /** Where the workers send API requests, when not `config.apiUrl` (an internal address). */
  apiFetchUrl?: string;
  /** The shell's index.html: what a page the server cannot render is answered with. */
  browserRenderedHtml: string;
  scripts: string[];
  /** React's render (once the page's data is in) that takes longer is given up for the browser-rendered page. */
  timeoutMs: number;
}

export interface RenderRequest {
  /** Path and query string, e.g. "/shop?q=tea". */
  url: string;
  /**
   * The visitor's token: the `token` cookie as the server's main thread read it (tokenFromCookie),
   * so the worker and the page cache agree on who is a guest.
   */
  token?: string;
  /** The Content-Security-Policy nonce every inline script of the answer carries. */
  nonce?: string;
  /** The visitor's Cookie header, for their preferences (the lang, currency and ship_to cookies). */
  cookie?: string;
}

/** A request as the server hands it to a worker: the encoding it wants the page in, too. */
export interface WorkerRequest extends RenderRequest {
  encoding: Encoding;
}

/**
 * A data request of the page that failed for a reason other than the data itself: no answer from
 * the API (network error, timeout), or a 5xx / 408 / 429. A 404 for an unknown product is an
 * answer, not a failure. A page with one is never cached; the server answers a good copy or 503.
 */
export interface DataFailure {
  /** The RTK Query endpoint, e.g. "getProduct". */
  endpoint: string;
  /** The HTTP status, or RTK Query's 'FETCH_ERROR' / 'TIMEOUT_ERROR' / 'PARSING_ERROR' / 'CUSTOM_ERROR'. */
  status: number | string;
}

/**
 * Why a page was left to the browser: 'remote-unavailable' (a remote's server build could not be
 * loaded in this worker; a fresh pool may load it), 'render-failed' (the page threw), 'timeout'
 * (the render took longer than `timeoutMs`).
 */
export type RenderProblemKind = 'remote-unavailable' | 'render-failed' | 'timeout';

export interface RenderProblem {
  kind: RenderProblemKind;
  /** What went wrong, for the log. */
  detail: string;
}

/** A rendered page apart from its body (the render's result and the worker's answer share it). */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  /** 'server': React's markup is in the body; 'browser': the shell's index.html (the browser renders). */
  rendered: 'server' | 'browser' | 'redirect';
  /** Whether the answer may be kept for other visitors (a guest's page, not an error). */
  shareable: boolean;
  /** Set when the page was left to the browser. */
  problem?: RenderProblem;
  /** Set when a data request failed (the markup shows the page's error state): see DataFailure. */
  dataFailure?: DataFailure;
  /** The nonce the inline scripts of the body carry (the CSP header must name it). */
  nonce?: string;
}

/**
 * A worker's answer: the page already compressed (in the worker, so renders and compression share
 * the pool's threads, and a few KB cross to the server's thread instead of the whole page).
 */
export interface RenderAnswer extends RenderedPage {
  encoding: Encoding;
  body: Uint8Array;
}
