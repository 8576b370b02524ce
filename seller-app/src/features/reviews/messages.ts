import { defineMessages } from 'shared-ui';

export const reviewsMessages = defineMessages('seller.reviews', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
