/**
 * Runtime configuration: the host (shell or a standalone remote) passes the API URL it read at
 * start (config.json). Without it the API is the page's own origin. The URL is always absolute,
 * since fetchBaseQuery cannot resolve a relative base outside a browser (jest, Node).
 */
export interface ApiConfig {
  /** e.g. "http://localhost:4000"; empty or absent means the page's origin. */
  apiUrl?: string;
}

let configuredApiUrl: string | undefined;

export function configureApi(config: ApiConfig): void {
  const url = config.apiUrl?.trim();
  configuredApiUrl = url ? url.replace(/\/+$/, '') : undefined;
}

/** The API's absolute base URL, without a trailing slash. */
export function getApiUrl(): string {
  if (configuredApiUrl) return configuredApiUrl;
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null') return location.origin;
  return 'http://localhost';
}

/** An image path of the API (e.g. "/uploads/products/x.webp") as a URL on the API host. */
export function assetUrl(img: string): string {
  if (!img) return '';
  if (/^(https?:|data:|blob:)/i.test(img)) return img;
  return getApiUrl() + (img.startsWith('/') ? img : `/${img}`);
}

/** The live-chat push channel: the API URL with http→ws, path /api/live. */
export function liveUrl(): string {
  return getApiUrl().replace(/^http/i, 'ws') + '/api/live';
}
