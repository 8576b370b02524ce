import { defineMessages } from '../i18n/messages';

/** shared-ui's own texts (namespace `ui`): every component's words, labels and alternative texts. */
export const uiMessages = defineMessages('ui', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
