import { defineMessages } from 'shared-ui';

export const authMessages = defineMessages('seller.auth', (language) => import(`./locales/${language}.json`));
