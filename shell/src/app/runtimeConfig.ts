import { parseRemotePages, type RemotePages } from 'shared-api/remote-pages';

/** What the shell learns at start from /config.json (written by the server from its environment). */
export interface RuntimeConfig {
  apiUrl: string;
  /** Each remote's federation name → its manifest (mf-manifest.json) or entry (remoteEntry.js) URL. */
  remotes: Record<string, string>;
  /**
   * Each remote's page description (its pages.json), as the shell's server last read it well: the
   * shell's pages, guards and menus come from these. A remote missing here has no pages (yet).
   */
  pages: Record<string, RemotePages>;
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
  const entries: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!/^[A-Za-z_][\w-]*$/.test(name)) throw new RuntimeConfigError(`config.json: "remotes.${name}" is not a federation name`);
    if (!isUrl(url)) throw new RuntimeConfigError(`config.json: "remotes.${name}" must be a URL`);
    entries[name] = url;
  }
  if (Object.keys(entries).length === 0) throw new RuntimeConfigError('config.json: "remotes" names no remote');
  return { apiUrl, remotes: entries, pages: pagesOf((value as { pages?: unknown }).pages, entries) };
}

/**
 * The page descriptions of the configured remotes. One that does not pass the check is left out
 * (logged): its remote's pages are then unknown here, the rest of the site works.
 */
function pagesOf(value: unknown, remotes: Record<string, string>): Record<string, RemotePages> {
  if (typeof value !== 'object' || value === null) return {};
  const pages: Record<string, RemotePages> = {};
  for (const [name, description] of Object.entries(value)) {
    if (!(name in remotes)) continue;
    try {
      pages[name] = parseRemotePages(description, name);
    } catch (error) {
      console.error(`[shell] config.json: the page description of "${name}" is refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return pages;
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
