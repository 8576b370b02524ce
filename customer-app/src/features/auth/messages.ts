import { defineMessages } from 'shared-ui';

export const authMessages = defineMessages('customer.auth', (language) => import(`./locales/${language}.json`));
