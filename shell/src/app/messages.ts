import { defineMessages } from 'shared-ui';

export const appMessages = defineMessages('shell.app', (language) => import(`./locales/${language}.json`));
