import { nextTask } from './evaluateInStages';

/** What the page about to hydrate will format, read from its server-rendered markup. */
export interface PageFormats {
  /** Dates: the markup holds a `<time>`, as each date of the server-rendered pages is (a product's reviews). */
  dates: boolean;
}

/** The formats of the document's server-rendered markup (empty when the browser renders alone). */
export function pageFormats(document: Document): PageFormats {
  return { dates: document.querySelector('time') !== null };
}

interface IntlService {
  start: (language: string) => unknown;
  /** Whether this page needs it while it hydrates (absent: every page does). */
  neededBy?: (formats: PageFormats) => boolean;
}

/**
 * The Intl services the pages use while they hydrate, one per task: prices (with the currency's
 * data), counts and the footer's year (NumberFormat), Lingui's plurals (PluralRules), and dates
 * (DateTimeFormat: a product page's reviews) only where the markup shows one. First, the language's
 * likely subtags (Intl.Locale's maximize): part of what the first formatter would load in its own
 * call, so that call is shorter. Only services a page uses: each loads data of its own on first use
 * (in a fresh Chromium page here DateTimeFormat 3–4 ms, DisplayNames about 3, Collator about 1), and
 * country names come from generated tables (shared-api's countries), so no browser code names or
 * sorts them with Intl.
 */
const SERVICES: readonly IntlService[] = [
  { start: (language) => new Intl.Locale(language).maximize() },
  { start: (language) => [new Intl.NumberFormat(language).format(0), new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0)] },
  { start: (language) => new Intl.PluralRules(language).select(1) },
  { start: (language) => new Intl.DateTimeFormat(language, { timeZone: 'UTC' }).format(0), neededBy: (formats) => formats.dates },
];

/**
 * Starts the browser's Intl (ICU) before hydration, one service per task. The first formatter of a
 * page loads ICU's data in one native call that cannot yield: in Chromium on this project's 2-core
 * machines about 20 ms unthrottled (several times that on a phone), of which the likely subtags
 * are 4–5 ms and the list of available locales 11–14 ms (docs/performance.md); the subtags go first,
 * in a task of their own. Left to hydration, it lands inside whichever component formats first
 * (the footer's year, a price), on top of React's own work in that slice. Here it runs while the
 * shared modules download, in tasks of its own. Objects made later, in any language, reuse the
 * loaded data. An engine without one of these services skips it.
 */
export async function warmIntl(language: string, formats: PageFormats): Promise<void> {
  for (const service of SERVICES) {
    if (service.neededBy && !service.neededBy(formats)) continue;
    await nextTask();
    try {
      service.start(language || 'en');
    } catch {
      // an unknown language tag or a missing service: nothing to warm
    }
  }
}
