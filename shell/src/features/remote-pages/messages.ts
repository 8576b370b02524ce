import { defineMessages } from 'shared-ui';

export const remotePagesMessages = defineMessages('shell.remotePages', (language) => import(`./locales/${language}.json`));
