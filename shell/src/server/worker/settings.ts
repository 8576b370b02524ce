import type { RuntimeConfig } from '../../app/runtimeConfig';
import type { Encoding } from '../encoding';
import type { RenderRequest, RenderResult } from '../render/renderPage';

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
  timeoutMs: number;
}

/** A remote's server build sits in server/ beside its browser entry: …/mf-manifest.json → …/server/mf-manifest.json. */
export function serverEntryOf(browserEntry: string): string {
  const url = new URL(browserEntry);
  const file = url.pathname.split('/').pop() || 'mf-manifest.json';
  return new URL(`server/${file}`, url).href;
}

/** A request as the server hands it to a worker: the encoding it wants the page in, too. */
export interface WorkerRequest extends RenderRequest {
  encoding: Encoding;
}

/**
 * A worker's answer: the page already compressed (in the worker, so renders and compression share
 * the pool's threads, and a few KB cross to the server's thread instead of the whole page).
 */
export interface RenderAnswer extends Omit<RenderResult, 'body'> {
  encoding: Encoding;
  body: Uint8Array;
}
