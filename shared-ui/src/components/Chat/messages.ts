import { defineMessages } from 'shared-ui';

/** The chat parts' words (namespace `ui.chat`): only the inboxes and conversations show them, so they stay out of every other page's messages. */
export const chatUiMessages = defineMessages('ui.chat', {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  ar: () => import('./locales/ar.json'),
  ja: () => import('./locales/ja.json'),
});
