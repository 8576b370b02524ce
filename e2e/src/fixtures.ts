/**
 * The test object every spec imports: the running servers (`stack`), an API client for test data
 * (`api`), the shell as base URL, and a way to start a page already signed in.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ApiClient, PASSWORD } from './apiClient';
import { HOST } from './processes';
import { readStackEnv, type StackEnv } from './stackEnv';

export interface Fixtures {
  stack: StackEnv;
  api: ApiClient;
  /** Uncaught errors thrown in the page (a hostile string that ran would land here, too). */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  stack: async ({}, use) => {
    await use(readStackEnv());
  },
  baseURL: async ({ stack }, use) => {
    await use(stack.shellUrl);
  },
  api: async ({ stack }, use) => {
    await use(new ApiClient(stack.apiUrl));
  },
  // A failing test carries the page's console and failed requests, which usually say why.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled !== false) waitForAppOnNavigation(page);
    const log: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') log.push(`[${message.type()}] ${message.text()}`);
    });
    page.on('pageerror', (error) => log.push(`[pageerror] ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) => log.push(`[requestfailed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && log.length > 0) {
      await testInfo.attach('browser-console', { body: log.join('\n'), contentType: 'text/plain' });
    }
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** How long a navigation waits for the app to answer. */
const APP_READY_TIMEOUT_MS = 20_000;

/**
 * A server-rendered page shows its buttons before the app has hydrated (its scripts start once the
 * page has loaded). Tests act like a visitor who waits until the page answers: `goto` and `reload`
 * resolve once <html data-app-ready> is set (the page, too, has hydrated: shell's
 * remote-pages/appReady.ts), and fail, saying so, when it is not within 20 s;
 * `goto(url, { waitUntil: 'commit' })` does not wait.
 */
export function waitForAppOnNavigation(page: Page): void {
  const ready = async () => {
    try {
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: APP_READY_TIMEOUT_MS });
    } catch (error) {
      throw new Error(`${page.url()}: the app did not mark itself ready (<html data-app-ready>) within ${APP_READY_TIMEOUT_MS / 1000} s; its buttons may not answer yet`, { cause: error });
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // 'commit' asks for the page as it arrives: nothing to wait for.
    if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.includes('text/html')) await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (response?.headers()['content-type']?.includes('text/html')) await ready();
    return response;
  };
}

/**
 * A new page in `context` (a second visitor, say) that waits for the app as the `page` fixture does:
 * a click during hydration can land on a link whose router is not listening yet.
 */
export async function newAppPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  return page;
}

/**
 * Signs the browser context in with a token from the API, exactly where the front end keeps it: the
 * `token` cookie, path / (cookies ignore ports, so every origin of this run shares it).
 */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, domain: HOST, path: '/', sameSite: 'Lax' }]);
}

/** A store signs in on the store sign-in page (the page is opened first unless `opened`), as a person does. */
export async function storeSignsIn(page: Page, storeName: string, { opened = false } = {}): Promise<void> {
  if (!opened) await page.goto('/store/login');
  await page.getByLabel('Store Name').fill(storeName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The shell's header. */
export const header = (page: Page) => page.locator('header').first();

/**
 * A toast with this text is showing. (Radix also repeats a toast's text in a screen-reader
 * announcement region, hence the first match.)
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}
