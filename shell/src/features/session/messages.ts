import { defineMessages } from 'shared-ui';

export const sessionMessages = defineMessages('shell.session', (language) => import(`./locales/${language}.json`));
