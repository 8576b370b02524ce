import { defineMessages } from 'shared-ui';

export const preferencesMessages = defineMessages('shell.preferences', (language) => import(`./locales/${language}.json`));
