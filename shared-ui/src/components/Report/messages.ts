import { defineMessages } from 'shared-ui';

/** The report dialog's words (namespace `ui.report`): downloaded with the dialog, not with every page. */
export const reportUiMessages = defineMessages('ui.report', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
