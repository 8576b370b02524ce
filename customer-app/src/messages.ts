import { defineMessages } from 'shared-ui';

/** Texts of the customer remote that belong to no one feature: routes, shared components, account rules. */
export const commonMessages = defineMessages('customer.common', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
