/**
 * Daily figures' money (a store's revenue, the marketplace's gross merchandise value): US dollars,
 * the API's currency, never converted (sums are kept in dollars), written the way the page's
 * language writes amounts ("$49.00", "49,00 US$", "US$ 49.00").
 */
import { formatAmount } from './formatAmount';

const formats = new Map<string, { full: Intl.NumberFormat; compact: Intl.NumberFormat }>();

function formatsOf(language: string) {
  let found = formats.get(language);
  if (!found) {
    found = {
      full: new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }),
      compact: new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }),
    };
    formats.set(language, found);
  }
  return found;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

export const formatDollars = (value: number, language: string): string => formatAmount(formatsOf(language).full, finite(value), language);
/** For the chart's axis: "$1.5K". */
export const formatDollarsCompact = (value: number, language: string): string => formatsOf(language).compact.format(finite(value));
