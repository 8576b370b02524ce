import { defineMessages } from 'shared-ui';

export const layoutMessages = defineMessages('shell.layout', (language) => import(`./locales/${language}.json`));
