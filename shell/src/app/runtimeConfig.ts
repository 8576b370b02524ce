import { remoteNames, type RemoteName } from '../features/remotes';

/** What the shell learns at start from /config.json (written by the server from its environment). */
export interface RuntimeConfig {
  apiUrl: string;
  /** Manifest (mf-manifest.json) or entry (remoteEntry.js) URL of each remote. */
  remotes: Record<RemoteName, string>;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new URL(value, 'http://base.invalid');
    return true;
  } catch {
    return false;
  }
}

/** Checks the document's shape; the error names the field that is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('config.json is not a JSON object');
  const { apiUrl, remotes } = value as { apiUrl?: unknown; remotes?: unknown };
  if (!isUrl(apiUrl)) throw new RuntimeConfigError('config.json: "apiUrl" must be a URL');
  if (typeof remotes !== 'object' || remotes === null) {
    throw new RuntimeConfigError('config.json: "remotes" must be an object of remote URLs');
  }
  const entries = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const url = (remotes as Record<string, unknown>)[name];
    if (!isUrl(url)) throw new RuntimeConfigError(`config.json: "remotes.${name}" must be a URL`);
    entries[name] = url;
  }
  return { apiUrl, remotes: entries };
}

declare global {
  interface Window {
    /** The request for /config.json that index.html starts before main.js arrives (if it did). */
    __shellConfigResponse?: Promise<Response | undefined>;
  }
}

/** index.html's early request for the default URL, once; undefined if there was none or it failed. */
async function takeEarlyResponse(url: string): Promise<Response | undefined> {
  const early = url === '/config.json' ? window.__shellConfigResponse : undefined;
  delete window.__shellConfigResponse;
  return early?.catch(() => undefined);
}

/** Fetches and checks the runtime configuration served beside the shell. */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = (await takeEarlyResponse(url)) ?? (await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
  } catch {
    throw new RuntimeConfigError(`${url} could not be fetched`);
  }
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON`);
  }
  return parseRuntimeConfig(body);
}
