import { defineMessages } from 'shared-ui';

/** Texts the seller app's features share: field rules, image checks, Retry, the ships-to picker. */
export const commonMessages = defineMessages('seller.common', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
