/**
 * The text for a failed API call in the page's language: the translation of the answer's stable
 * `code` (namespace `errors`, shared-ui/src/i18n/locales), else the server's English `msg`, else the
 * caller's (already translated) fallback.
 *
 * In English the server's `msg` comes first: it is English already, often more precise than the
 * code's sentence ("Not enough stock for Tea Set: 2 left"), and the spec's error toasts show it
 * ("text is the server msg"). The English sentences of the catalogue speak when an answer has a
 * code but no msg, and are what the other languages translate.
 *
 * An answer that names the input at fault (`field`) reads "Price is too long." where the code has a
 * sentence for a named field (key `<code>_field`), the field's name translated when the catalogue
 * knows it (`fields.<field>`). Any other string or number the answer carries is passed as an
 * interpolation value too, so a sentence may name it (`{limit}`).
 */
import { i18n } from './instance';
import { defineMessages } from './messages';

export const errorMessages = defineMessages('errors', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});

type ErrorAnswer = Record<string, unknown> & { msg?: unknown; code?: unknown; field?: unknown };

function answerOf(error: unknown): ErrorAnswer | undefined {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as ErrorAnswer) : undefined;
}

/** The answer's other plain values, for interpolation (never its English msg). */
function paramsOf(answer: ErrorAnswer): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(answer)) {
    if (name === 'msg' || name === 'code') continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) params[name] = value;
  }
  return params;
}

export function errorText(error: unknown, fallback: string): string {
  const answer = answerOf(error);
  const msg = typeof answer?.msg === 'string' && answer.msg.trim() ? answer.msg : undefined;
  if (msg && i18n.language.startsWith('en')) return msg;
  const code = answer?.code;
  if (answer && typeof code === 'string' && /^[a-z0-9_]+$/.test(code) && code !== 'fields' && i18n.has(errorMessages, code)) {
    const t = i18n.translator(errorMessages);
    const params = paramsOf(answer);
    const field = typeof answer.field === 'string' && answer.field ? answer.field : undefined;
    if (field) {
      const fieldKey = `fields.${field}`;
      params.field = i18n.has(errorMessages, fieldKey) ? t(fieldKey) : field;
      const fieldSentence = `${code}_field`;
      return t(i18n.has(errorMessages, fieldSentence) ? fieldSentence : code, params);
    }
    return t(code, params);
  }
  return msg ?? fallback;
}
