/**
 * Runtime configuration: the host (shell or a standalone remote) passes the API URL it read at
 * start (config.json). Without it the API is the page's own origin. The URL is always absolute,
 * since fetchBaseQuery cannot resolve a relative base outside a browser (jest, Node).
 */
export interface ApiConfig {
  /** e.g. "http://localhost:4000"; empty or absent means the page's origin. */
  apiUrl?: string;
  /**
   * Where requests go when that is not the public URL (the shell's server may reach the API on an
   * internal address); pictures and links keep using `apiUrl`.
   */
  fetchUrl?: string;
}

let configuredApiUrl: string | undefined;
let configuredFetchUrl: string | undefined;

const withoutTrailingSlash = (url: string | undefined) => {
  const trimmed = url?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : undefined;
};

export function configureApi(config: ApiConfig): void {
  configuredApiUrl = withoutTrailingSlash(config.apiUrl);
  configuredFetchUrl = withoutTrailingSlash(config.fetchUrl);
}

/** The API's absolute base URL, without a trailing slash. */
export function getApiUrl(): string {
  if (configuredApiUrl) return configuredApiUrl;
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null') return location.origin;
  return 'http://localhost';
}

/** The base URL API requests are sent to. */
export function getApiFetchUrl(): string {
  return configuredFetchUrl ?? getApiUrl();
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

/** The widths every picture of the API is also served in (`<img>?w=320`, …): the contract's. */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;

export interface PictureSources {
  src: string;
  /** Absent for a picture that is not the API's (a full URL from elsewhere, a data: URL). */
  srcSet?: string;
}

/**
 * An API picture with its narrower copies, for `<img src srcset>`: the browser downloads the width
 * the layout needs (a phone's card ~40 KB instead of the original, up to 2048 px wide).
 */
export function pictureSources(img: string): PictureSources {
  const src = assetUrl(img);
  if (!src || /^(https?:|data:|blob:)/i.test(img)) return { src };
  return { src, srcSet: PICTURE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ') };
}
