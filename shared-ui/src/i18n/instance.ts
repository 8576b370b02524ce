/**
 * The page's one i18next instance (shared-ui's core is a federation singleton, so the shell and
 * every remote translate with it and re-render together on a language change). Namespaces load
 * through the registry of `defineMessages`: i18next asks for a namespace in a language the first
 * time a component needs it, and `changeLanguage` loads every namespace in use before it switches.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from './languages';
import { loadNamespace } from './messages';

export const i18n = i18next.createInstance();

i18n
  .use(resourcesToBackend((language: string, namespace: string) => (isLanguage(language) ? loadNamespace(language, namespace) : Promise.resolve(undefined))))
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  })
  .catch((error: unknown) => console.error('i18n failed to start', error));
