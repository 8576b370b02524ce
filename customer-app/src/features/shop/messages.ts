import { defineMessages } from 'shared-ui';

export const shopMessages = defineMessages('customer.shop', (language) => import(`./locales/${language}.json`));
