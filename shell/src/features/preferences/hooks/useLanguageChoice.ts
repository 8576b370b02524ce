import { use } from 'react';
import { isLanguage, type Language } from 'shared-ui';
import { LanguageContext, type LanguageChoice } from '../components/LanguageContext';
import { useI18n } from './useI18n';

/**
 * The page's language and the switcher's action. Outside the shell's LanguageRouter (a test's
 * MemoryRouter, the server's StaticRouter) it reads the translations' language and switching only changes it.
 */
export function useLanguageChoice(): LanguageChoice {
  const choice = use(LanguageContext);
  const i18n = useI18n();
  if (choice) return choice;
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { language, switchLanguage: async (next) => void (await i18n.changeLanguage(next)) };
}
