/**
 * One request's server render: the session from its token (read from the cookie by the server's
 * main thread, which decides on the same value whether the page may be cached), a store of its own, the page's
 * data fetched by the owning remote's prefetch (awaited), the status and head the page describes,
 * then React's markup once all of it is ready (prerenderToNodeStream) with styled-components' style
 * sheet, into the document. Anything that goes wrong with a remote's server code gives the page
 * "as today": the shell's index.html, rendered in the browser, with status 200 and a typed problem
 * (../wire.ts) that the server logs and acts on.
 */
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { parseCookie } from 'cookie';
import {
  api,
  identityKindOf,
  BASE_CURRENCY,
  chosenCurrency,
  CURRENCY_COOKIE,
  currenciesApi,
  LANGUAGE_COOKIE,
  makeStore,
  sessionStateFor,
  SHIP_TO_COOKIE,
  type RootState,
} from 'shared-api';
import { countries } from 'shared-api/countries';
import { cartApi } from 'shared-api/cart';
import type { PageHead } from 'shared-api/remote-routes';
import { registeredNamespaces, Translations, TranslationsProvider } from 'shared-ui';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../../app/App';
import { AppProviders } from '../../app/AppProviders';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import { RemoteLoadError, type RemoteName, type RemoteRegistry } from '../../features/remotes';
import { layoutMessages } from '../../features/layout';
import { notFoundMessages } from '../../features/not-found';
import { languageRedirect, pathIn, pathLanguage, remotePageFor, type RoutingLanguage, shellRouteFor, type ShellMatch, type SitePages } from '../../features/routing';
import { withNonce } from '../csp';
import type { DataFailure, RenderedPage, RenderProblem, RenderProblemKind, RenderRequest } from '../wire';
import { renderDocument } from './document';
import type { DocumentHead } from './head';

/** The render's page: the worker compresses its body into a RenderAnswer (../wire.ts). */
export interface RenderResult extends RenderedPage {
  body: string;
}

export interface RenderContext {
  config: RuntimeConfig;
  /** The site's pages from the remotes' descriptions in `config` (sitePagesOf). */
  site: SitePages;
  /** The site's public origin (canonical and Open Graph URLs). */
  siteUrl: string;
  registry: RemoteRegistry;
  /** The build of a remote as loaded here (pinned in the page data). */
  remoteBuild: (remote: RemoteName) => Promise<string | undefined>;
  /** The shell's index.html: the answer when the browser must render the page itself. */
  browserRenderedHtml: string;
  scripts: readonly string[];
  /** React's render (once the page's data is in) that takes longer is given up for the browser-rendered page. */
  timeoutMs?: number;
}

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };

/**
 * The head of a page the server renders no remote page for (the 404 page, or one left to the
 * browser), in the page's language. `pathname` is the path without its language prefix.
 */
function frameHead(match: ShellMatch | undefined, pathname: string, translations: Translations): DocumentHead {
  if (!match) {
    const t = translations.translator(notFoundMessages);
    return { status: 404, title: t('head.title'), description: t('head.description'), canonicalPath: pathname, noindex: true };
  }
  const t = translations.translator(layoutMessages);
  return { status: 200, title: t('head.title'), description: t('head.description'), canonicalPath: pathname, noindex: true };
}

/** The messages the render used, in its language (namespace → compiled messages), for the browser to hydrate with. */
function usedMessages(translations: Translations, language: RoutingLanguage): Record<string, unknown> {
  const resources: Record<string, unknown> = {};
  for (const namespace of translations.usedNamespaces()) {
    if (translations.isLoaded(namespace, language)) resources[namespace] = translations.messagesOf(namespace, language);
  }
  return resources;
}

/** The shipping country of the `ship_to` cookie, if it names one of the country list. */
function shipToFrom(value: string | undefined): string | null {
  return value && countries.some((country) => country.name === value) ? value : null;
}

function browserRendered(context: RenderContext, problem: RenderProblem, nonce: string | undefined): RenderResult {
  const body = nonce ? withNonce(context.browserRenderedHtml, nonce) : context.browserRenderedHtml;
  return { status: 200, headers: HTML_HEADERS, body, rendered: 'browser', shareable: false, problem, nonce };
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  error?: { status?: unknown; originalStatus?: unknown };
}

type QueryInitiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;

/**
 * Asks once more for the requests that got no answer at all (RTK Query's FETCH_ERROR: a refused
 * connection, or a kept-alive socket the API had closed while the worker was idle). A 5xx is an
 * answer and is not asked again here.
 */
async function retryUnanswered(store: ReturnType<typeof makeStore>, alreadyRetried: Set<string>): Promise<void> {
  const queries = (store.getState().api as { queries: Record<string, (QueryEntry & { originalArgs?: unknown }) | undefined> }).queries;
  const endpoints = api.endpoints as unknown as Record<string, { initiate: QueryInitiate } | undefined>;
  const again = Object.entries(queries).filter(
    ([key, query]) => !alreadyRetried.has(key) && query?.status === 'rejected' && query.error?.status === 'FETCH_ERROR' && query.endpointName && endpoints[query.endpointName],
  );
  if (again.length === 0) return;
  for (const [key, query] of again) {
    alreadyRetried.add(key);
    store.dispatch(endpoints[query!.endpointName!]!.initiate(query!.originalArgs, { subscribe: false, forceRefetch: true }) as never);
  }
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

/** The first data request of the store that failed (not a 4xx answer such as a 404), if any. */
export function dataFailureOf(apiState: { queries?: Record<string, QueryEntry | undefined> }): DataFailure | undefined {
  for (const query of Object.values(apiState.queries ?? {})) {
    // The rates only add an estimate beside dollars: without them the page is whole (dollars only).
    if (query?.status !== 'rejected' || query.endpointName === 'getCurrencies') continue;
    const status = query.error?.status;
    const failed = typeof status !== 'number' || status >= 500 || status === 408 || status === 429;
    if (failed) return { endpoint: query.endpointName ?? 'unknown', status: typeof status === 'number' || typeof status === 'string' ? status : 'unknown' };
  }
  return undefined;
}

/** A render given up, and why (the kind crosses to the server's main thread). */
class PageRenderError extends Error {
  override name = 'PageRenderError';
  constructor(
    readonly kind: RenderProblemKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * React's markup of the app at `url` for the store, in the request's own translations (two renders
 * at once in one worker never share a language), with the style tags it needs. Prerendered: React
 * resolves once everything, Suspense boundaries included, is ready, so the page reads complete
 * without JavaScript. A render that takes longer than `timeoutMs` is aborted and given up.
 */
async function renderApp(url: string, store: ReturnType<typeof makeStore>, context: RenderContext, translations: Translations, basename: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new PageRenderError('timeout', 'the render took too long')), context.timeoutMs ?? 5000);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <TranslationsProvider translations={translations}>
          <AppProviders store={store}>
            <StaticRouter location={url} basename={basename}>
              <App registry={context.registry} pages={context.site} />
            </StaticRouter>
          </AppProviders>
        </TranslationsProvider>,
      ),
      {
        // Never outline a large Suspense boundary (shown only by a script once it arrives): the
        // page must read complete without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: deadline.signal,
        onError(error) {
          errors.push(error);
        },
      },
    ).catch((error: unknown) => {
      throw deadline.signal.aborted ? deadline.signal.reason : new PageRenderError('render-failed', 'the page could not be rendered', { cause: error });
    });
    // An abort still resolves, with fallbacks where the render had not finished: given up all the same.
    if (deadline.signal.aborted) throw deadline.signal.reason;
    if (errors.length > 0) throw new PageRenderError('render-failed', 'the page threw while rendering', { cause: errors[0] });
    return { html: await text(prelude), styles: sheet.getStyleTags() };
  } finally {
    clearTimeout(timer);
    sheet.seal();
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function problemKindOf(error: unknown): RenderProblemKind {
  if (error instanceof RemoteLoadError || (error instanceof Error && error.cause instanceof RemoteLoadError)) return 'remote-unavailable';
  return error instanceof PageRenderError ? error.kind : 'render-failed';
}

/** A remote's routes, or a RemoteLoadError whatever the loader threw (a fresh pool may load them). */
async function routesOf(registry: RemoteRegistry, remote: RemoteName): ReturnType<RemoteRegistry['routesOf']> {
  try {
    return await registry.routesOf(remote);
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, `The ${remote} remote could not be loaded`, { cause: error });
  }
}

export async function renderPage(request: RenderRequest, context: RenderContext): Promise<RenderResult> {
  const url = new URL(request.url, context.siteUrl);
  const location = url.pathname + url.search;
  const token = request.token || undefined;
  const { nonce } = request;
  const cookies = request.cookie ? parseCookie(request.cookie) : {};
  const session = sessionStateFor(token);
  // The page's language is its address's prefix; the route is the path without it.
  const { language, prefix, path: pagePath } = pathLanguage(url.pathname);
  const match = shellRouteFor(context.site, url.pathname);
  const identityKind = identityKindOf(session);

  // An unprefixed address for a visitor who chose another language (the lang cookie; never
  // Accept-Language) goes to the same page in that language.
  const inTheirLanguage = languageRedirect(url.pathname, url.search, cookies[LANGUAGE_COOKIE]);
  if (inTheirLanguage !== undefined) {
    return { status: 302, headers: { Location: inTheirLanguage }, body: '', rendered: 'redirect', shareable: false };
  }

  // A guarded page for someone without the right identity kind goes to that kind's sign-in page at
  // once (the guard's rule in the browser).
  if (match && match.route.access !== 'public' && identityKind !== match.route.access) {
    const signInPath = context.site.signInPaths[match.route.access] ?? '/';
    return { status: 302, headers: { Location: pathIn(signInPath, language) }, body: '', rendered: 'redirect', shareable: false };
  }

  // One store per request: its requests carry this visitor's token, and nothing else's; the
  // display currency and ship-to country are this visitor's too.
  const currency = chosenCurrency(url.searchParams, cookies[CURRENCY_COOKIE]);
  const preferences = { currency, shipTo: shipToFrom(cookies[SHIP_TO_COOKIE]) };
  const store = makeStore({ getToken: () => token, preloadedState: { session, preferences } });
  const signedIn = identityKind !== null;
  const builds: Record<string, string | undefined> = {};
  // Requests that got no answer are asked once more, once (retryUnanswered).
  const retried = new Set<string>();

  try {
    // Translations of its own per request, in the page's language (the message chunks themselves
    // are loaded once per worker).
    const requestTranslations = new Translations(language);
    await requestTranslations.loadNamespaces([layoutMessages, notFoundMessages]);
    let head: DocumentHead = frameHead(match, pagePath, requestTranslations);
    // The estimates beside dollars are in the first HTML: the rates come with the page's data.
    if (currency !== BASE_CURRENCY) void store.dispatch(currenciesApi.endpoints.getCurrencies.initiate(undefined, { subscribe: false }));
    // The header's cart count of a signed-in customer comes with the first HTML.
    if (session.customer) void store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
    if (match?.route.serverRendered) {
      const { remote, path } = match.route;
      const routes = await routesOf(context.registry, remote);
      builds[remote] = await context.remoteBuild(remote);
      const page = remotePageFor(routes, path, pagePath);
      if (page) {
        const location_ = { params: page.params, search: url.searchParams };
        await page.route.prefetch?.({ ...location_, dispatch: store.dispatch });
        await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
        await retryUnanswered(store, retried);
        const pageHead: PageHead | undefined = await page.route.head?.({ ...location_, state: store.getState() as RootState, siteUrl: context.siteUrl, language });
        if (pageHead) head = { ...pageHead, noindex: pageHead.status !== 200 };
      } else {
        head = frameHead(undefined, pagePath, requestTranslations);
      }
    }
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    await retryUnanswered(store, retried);
    // Every namespace defined by now (the shell's, and the page's whose code the prefetch loaded),
    // so the render does not wait on messages.
    await requestTranslations.loadNamespaces(registeredNamespaces());
    const { html, styles } = await renderApp(location, store, context, requestTranslations, prefix || '/');
    const body = renderDocument({
      head,
      siteUrl: context.siteUrl,
      apiUrl: context.config.apiUrl,
      styles,
      appHtml: html,
      pageData: { config: context.config, builds, state: { api: store.getState().api }, i18n: { language, resources: usedMessages(requestTranslations, language) } },
      scripts: context.scripts,
      nonce,
      language,
    });
    const dataFailure = dataFailureOf(store.getState().api as Parameters<typeof dataFailureOf>[0]);
    return { status: head.status, headers: HTML_HEADERS, body, rendered: 'server', shareable: !signedIn && !dataFailure, nonce, ...(dataFailure ? { dataFailure } : {}) };
  } catch (error) {
    return browserRendered(context, { kind: problemKindOf(error), detail: `${url.pathname}: ${describe(error)}` }, nonce);
  } finally {
    // RTK Query keeps each unsubscribed answer for a minute on a timer that holds the store: a
    // request's store, with its answers, would outlive the answer by that minute. Reset, the store
    // holds no timer and nothing keeps it (reduxjs/redux-toolkit#4359).
    store.dispatch(api.util.resetApiState());
  }
}
