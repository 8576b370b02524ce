import { useTranslations, type Translations } from 'shared-ui';

/**
 * The translations this render uses: the server's per-request ones (its TranslationsProvider),
 * else the page's one instance. No subscription: for reading and switching.
 */
export function useI18n(): Translations {
  return useTranslations();
}
