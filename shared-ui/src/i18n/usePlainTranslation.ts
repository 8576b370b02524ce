import { useMemo } from 'react';
import type { Translate } from './translations';
import { useTranslation } from './useTranslation';

/**
 * useTranslation's `t` without the isolates it puts around values on a right-to-left page: for
 * text that is not laid out on the page, such as the browser tab's title (useDocumentTitle), which
 * must read as the server-rendered head writes it (fixedTranslator translates plain too). It
 * follows a language change as `t` does.
 */
export function usePlainTranslation(namespace: string): Translate {
  const { i18n } = useTranslation(namespace);
  // useTranslation re-renders on a language change, so this is the language `t` is in.
  const language = i18n.language;
  return useMemo(() => i18n.translator(namespace, language, { plain: true }), [i18n, namespace, language]);
}
