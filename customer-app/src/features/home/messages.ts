import { defineMessages } from 'shared-ui';

export const homeMessages = defineMessages('customer.home', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
