import { i18n, type DisplayCurrency } from '../../core';
import { formatAmount } from '../../format/formatAmount';

const formats = new Map<string, Intl.NumberFormat>();

/** One cached Intl.NumberFormat per language and options. */
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Dollars with the dollar sign and 2 decimals, written the way the page's language writes them:
 * 12.5 → "$12.50", 1234 → "$1,234.00" in English; "1234,50 US$" in Spanish.
 */
export function formatPrice(value: number, language: string = i18n.language || 'en'): string {
  const usd = numberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return formatAmount(usd, Number.isFinite(value) ? value : 0, language);
}

/**
 * A dollar amount converted to the display currency, in the currency's own decimals (yen none,
 * euros two) and rounded to whole units from 1,000 on (an estimate, not a price to the cent):
 * 89 at 150 ¥/$ → "¥13,350". Undefined when the currency is unknown to Intl or its rate unusable.
 */
export function formatEstimate(value: number, currency: DisplayCurrency, language: string = i18n.language || 'en'): string | undefined {
  if (!Number.isFinite(value) || !Number.isFinite(currency.perUsd) || currency.perUsd <= 0) return undefined;
  const amount = value * currency.perUsd;
  try {
    const own = numberFormat(language, { style: 'currency', currency: currency.code });
    const whole = () => numberFormat(language, { style: 'currency', currency: currency.code, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    return formatAmount(Math.abs(amount) >= 1000 ? whole() : own, amount, language);
  } catch {
    // Not an ISO 4217 code Intl knows.
    return undefined;
  }
}

/**
 * A price as text, for code outside React (a page head, a toast): "$89.00", or with a display
 * currency other than dollars "$89.00 · ≈ ¥13,350".
 */
export function formatPriceWithEstimate(value: number, currency: DisplayCurrency | null, language: string = i18n.language || 'en'): string {
  const dollars = formatPrice(value, language);
  const estimate = currency && currency.code !== 'USD' ? formatEstimate(value, currency, language) : undefined;
  return estimate ? `${dollars} · ≈ ${estimate}` : dollars;
}
