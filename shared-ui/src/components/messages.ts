import { defineMessages } from '../i18n/messages';

/** shared-ui's own texts (namespace `ui`): every component's words, labels and alternative texts. */
export const uiMessages = defineMessages('ui', (language) => import(`./locales/${language}.json`));
