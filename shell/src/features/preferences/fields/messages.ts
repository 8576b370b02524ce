import { defineMessages } from 'shared-ui';

/** The preference fields' words (panel and mobile menu): a namespace of its own, loaded when the fields first show. */
export const preferenceFieldsMessages = defineMessages('shell.preferenceFields', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
