import { nextTask } from './evaluateInStages';

/**
 * The Intl services the public pages use while they hydrate, one per task: prices (with the
 * currency's data), counts and the footer's year (NumberFormat), Lingui's plurals (PluralRules), review dates (DateTimeFormat), and
 * the country names of the ship-to choice and the shop's filters (DisplayNames, Collator).
 */
const SERVICES: readonly ((language: string) => unknown)[] = [
  (language) => [new Intl.NumberFormat(language).format(0), new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0)],
  (language) => new Intl.PluralRules(language).select(1),
  (language) => new Intl.DateTimeFormat(language, { timeZone: 'UTC' }).format(0),
  (language) => new Intl.DisplayNames([language], { type: 'region' }).of('US'),
  (language) => new Intl.Collator(language).compare('a', 'b'),
];

/**
 * Starts the browser's Intl (ICU) before hydration, one service per task. The first Intl object
 * of a page loads ICU's data: one native call of ~10 ms of CPU on a desktop (several times that on
 * a phone) that cannot yield. Left to hydration, it lands inside whichever component formats first
 * (the footer's year, a price), on top of React's own work in that slice. Here it runs while the
 * shared modules download, in tasks of its own. Objects made later, in any language, reuse the
 * loaded data. An engine without one of these services skips it.
 */
export async function warmIntl(language: string): Promise<void> {
  for (const service of SERVICES) {
    await nextTask();
    try {
      service(language || 'en');
    } catch {
      // an unknown language tag or a missing service: nothing to warm
    }
  }
}
