import { directionOf, isLanguage } from '../core';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * An amount written by `format`, its currency sign kept whole inside right-to-left text. Arabic
 * writes dollars "1,200.00 US$"; the bidirectional algorithm lets the code's trailing "$" (a neutral
 * after Latin letters, at the end of a right-to-left run) drift to the far side, and readers saw
 * "$US 1,200.00". Wrapped in a first-strong isolate, the sign reads in its own direction: "US$"
 * stays Latin, "ر.س." stays Arabic.
 */
export function formatAmount(format: Intl.NumberFormat, value: number, language: string): string {
  if (!isLanguage(language) || directionOf(language) !== 'rtl') return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `${FIRST_STRONG_ISOLATE}${part.value}${POP_DIRECTIONAL_ISOLATE}` : part.value))
    .join('');
}
