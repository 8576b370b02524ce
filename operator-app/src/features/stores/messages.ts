import { defineMessages } from 'shared-ui';

export const storesMessages = defineMessages('operator.stores', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
