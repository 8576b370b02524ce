import { defineMessages } from 'shared-ui';

/**
 * Texts of the seller remote that belong to no one feature: today its menu entries' labels, which
 * the build writes into pages.json for the shell's frame (scripts/remote-pages-plugin.cjs).
 */
export const commonMessages = defineMessages('seller.common', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
