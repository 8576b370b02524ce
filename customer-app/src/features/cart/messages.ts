import { defineMessages } from 'shared-ui';

export const cartMessages = defineMessages('customer.cart', (language) => import(`./locales/${language}.json`));
