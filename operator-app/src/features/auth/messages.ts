import { defineMessages } from 'shared-ui';

export const authMessages = defineMessages('operator.auth', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
