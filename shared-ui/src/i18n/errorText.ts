/**
 * The text for a failed API call in the page's language: the translation of the answer's stable
 * `code` (namespace `errors`, shared-ui/src/i18n/locales), else the server's English `msg`, else the
 * caller's (already translated) fallback.
 */
import { i18n } from './instance';
import { defineMessages } from './messages';

export const errorMessages = defineMessages('errors', (language) => import(`./locales/${language}.json`));

function answerOf(error: unknown): { msg?: unknown; code?: unknown } | undefined {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return data && typeof data === 'object' ? (data as { msg?: unknown; code?: unknown }) : undefined;
}

export function errorText(error: unknown, fallback: string): string {
  const answer = answerOf(error);
  if (typeof answer?.code === 'string' && i18n.exists(answer.code, { ns: errorMessages })) {
    return i18n.t(answer.code, { ns: errorMessages });
  }
  if (typeof answer?.msg === 'string' && answer.msg.trim()) return answer.msg;
  return fallback;
}
