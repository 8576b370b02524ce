import { defineMessages } from 'shared-ui';

export const overviewMessages = defineMessages('operator.overview', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
