import { defineMessages } from 'shared-ui';

export const reportsMessages = defineMessages('operator.reports', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
