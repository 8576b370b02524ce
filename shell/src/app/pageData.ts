/**
 * What a server-rendered page hands the browser, in a JSON script element: the runtime
 * configuration it was rendered with (the remotes' URLs pinned to the builds the server used, and
 * their page descriptions as the server knew them), the
 * build of each remote it rendered, and the api state of its store, so the browser hydrates against
 * the same builds and data without fetching either again.
 */
import { parseRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

export const PAGE_DATA_ELEMENT_ID = 'shell-page-data';

export interface ServerPageData {
  config: RuntimeConfig;
  /** The build (its manifest's buildVersion) of each remote whose code rendered part of the HTML. */
  builds: Record<string, string | undefined>;
  /** The api slice's state when the server rendered (hydrateApiState). */
  state: { api: unknown };
  /**
   * The page's language and the compiled messages its markup was rendered with (namespace → key →
   * message), put into the page's translations before hydration so hydration meets the same text with nothing to load.
   */
  i18n?: { language: string; resources: Record<string, unknown> };
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page data's script element; `nonce` is the server's Content-Security-Policy nonce. */
export function pageDataScript(data: ServerPageData, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json"${nonceAttribute}>${scriptSafeJson(data)}</script>`;
}

/** The server's page data, or undefined in a page the browser renders alone (or if it is unusable). */
export function readServerPageData(doc: Document = document): ServerPageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ServerPageData>;
    return { config: parseRuntimeConfig(data.config), builds: data.builds ?? {}, state: data.state ?? { api: undefined }, i18n: data.i18n };
  } catch (error) {
    console.error('[shell] the page data of the server could not be read', error);
    return undefined;
  }
}
