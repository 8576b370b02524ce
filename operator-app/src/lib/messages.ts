import { defineMessages } from 'shared-ui';

/** Texts the operator app's features share: the menu, the reason dialog, Retry, the operator's error codes. */
export const commonMessages = defineMessages('operator.common', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
