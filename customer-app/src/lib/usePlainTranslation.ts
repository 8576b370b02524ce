import { useMemo } from 'react';
import { useTranslation, type Translate } from 'shared-ui';

/**
 * useTranslation's `t` without the isolates it puts around values on an Arabic page: for text that
 * is not laid out on the page, such as the tab's title, which must be the very string the server's
 * head writes (fixedTranslator translates plain). It follows a language change as `t` does.
 */
export function usePlainTranslation(namespace: string): Translate {
  const { i18n } = useTranslation(namespace);
  // useTranslation re-renders on a language change, so this is the language `t` is in.
  const language = i18n.language;
  return useMemo(() => i18n.translator(namespace, language, { plain: true }), [i18n, namespace, language]);
}
