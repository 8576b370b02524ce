import { defineMessages } from 'shared-ui';

export const ordersMessages = defineMessages('customer.orders', (language) => import(`./locales/${language}.json`));
