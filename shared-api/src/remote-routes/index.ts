/**
 * 'shared-api/remote-routes': the contract between the shell and a remote's exposed `./routes`
 * module (which pages a remote has, how they start their data and code, what the server-rendered
 * document says about them). It is not API code, so it is not in the package's index; it holds no
 * state (only types and lazyPage), so each app bundling its own copy is harmless.
 */
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppDispatch, PictureSources, RootState } from 'shared-api';
// JSON, so the shell's webpack config (index.html's title) reads the same one.
import site from './site.json';

/** The brand, the same in every language: page titles, og:site_name, schema.org names. */
export const SITE_NAME: string = site.name;

/** A page's title as every page writes it: "Cart — Global Marketplace" (`name` in the page's language). */
export function pageTitle(name: string): string {
  return `${name} — ${SITE_NAME}`;
}

/**
 * The browser tab's title while the page shows (what bookmarks, history and screen readers name it
 * by): the app changes pages without a load, so each page says its own, as the server-rendered pages
 * do in their head. `undefined` leaves the title as it is (the shell sets the brand alone on each
 * navigation), for a page whose name waits for its data.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** Where a page is opened: its path parameters and query string. */
export interface PageLocation {
  /** The route path's parameters, e.g. { id: '12' } for /product/:id. */
  params: Readonly<Record<string, string | undefined>>;
  /** The URL's query string (the shop's filters). */
  search: URLSearchParams;
}

export interface PrefetchContext extends PageLocation {
  dispatch: AppDispatch;
}

export interface HeadContext extends PageLocation {
  /** The store once the page's data has arrived. */
  state: RootState;
  /** The site's public origin, e.g. "https://shop.example" (canonical and Open Graph URLs). */
  siteUrl: string;
  /** The page's language ('en', 'es', 'ar', 'ja'): a head's texts are written in it. */
  language: 'en' | 'es' | 'ar' | 'ja';
}

/** What the document says about a page: status, head tags and the structured data of search engines. */
export interface PageHead {
  /** 404 when the thing the page shows does not exist. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's canonical path (query strings that only filter the same page stay in it for the shop). */
  canonicalPath: string;
  /** Open Graph type: a product page is "product", others "website". */
  type?: 'website' | 'product' | 'profile';
  /** og:image / twitter:image: an absolute URL, and what it shows. */
  image?: { url: string; alt: string };
  /** The picture the page is judged by (its largest paint): preloaded at high priority from the head. */
  lcpImage?: PictureSources & { sizes?: string };
  /** schema.org objects, written as JSON-LD. */
  structuredData?: object[];
}

/** The page description a remote publishes (its `pages.json`): see shared-api/remote-pages. */
export type { MenuEntry, MenuLanguage, MenuPlace, PageAccess, PageDescription, RemoteIdentity, RemotePages } from 'shared-api/remote-pages';

/**
 * One page a remote exposes through its `./routes` module. `path` uses react-router syntax and is
 * absolute (e.g. '/product/:id'); the remote's page description (`src/pages.ts`, published as
 * `pages.json`) says who may open it and whether the shell's server renders it, and the shell
 * renders the `Component` whose path matches.
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /**
   * Starts the page's data requests (RTK Query) and the download of its code (`lazyPage(…).preload()`)
   * before the page renders. In the browser the shell calls it at start-up for the page it opens
   * with; on the server it is awaited, with every request it started, before rendering.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown> | void;
  /**
   * The page's status and head, from the store once its data has arrived (server-rendered pages).
   * Only the server asks for it, so it may load its code when first asked (a promise): the browser
   * never downloads what describes a page to search engines and link previews.
   */
  head?: (context: HeadContext) => PageHead | Promise<PageHead>;
}

/** A page in a chunk of its own (React.lazy) whose download can start before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a `preload()` that starts the same download early (from a route's `prefetch`);
 * the module system keeps one download per chunk, so the later render does not fetch it again.
 * The promise settles when the code is there (a failure is left to the render, which reports it).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: () => load().catch(() => undefined) });
}
