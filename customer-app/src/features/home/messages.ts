import { defineMessages } from 'shared-ui';

export const homeMessages = defineMessages('customer.home', (language) => import(`./locales/${language}.json`));
