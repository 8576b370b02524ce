import { defineMessages } from 'shared-ui';

export const notificationsMessages = defineMessages('shell.notifications', (language) => import(`./locales/${language}.json`));
