/**
 * The text of a failed operator call in the page's language: the operator's own error codes
 * (report_already_resolved, already_suspended, …) from this app's catalogue, any other code from
 * shared-ui's errorText (which falls back to the server's msg, then to the given fallback). In
 * English the server's msg comes first, as errorText does: it is English already.
 */
import { useCallback } from 'react';
import { errorText, i18n, useTranslation } from 'shared-ui';
import { commonMessages } from './messages';

function answerOf(error: unknown): { msg?: unknown; code?: unknown } | undefined {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return data && typeof data === 'object' ? (data as { msg?: unknown; code?: unknown }) : undefined;
}

export function useErrorDescription() {
  // Loads this app's catalogue of error codes with the page.
  const { t, i18n: translations } = useTranslation(commonMessages);
  const language = translations.language;
  return useCallback(
    (error: unknown, fallback: string): string => {
      const answer = answerOf(error);
      const english = language.startsWith('en') && typeof answer?.msg === 'string' && answer.msg.trim() !== '';
      const key = typeof answer?.code === 'string' && /^[a-z0-9_]+$/.test(answer.code) ? `errors.${answer.code}` : undefined;
      if (!english && key && i18n.has(commonMessages, key)) return t(key);
      return errorText(error, fallback);
    },
    [t, language],
  );
}
