import { defineMessages } from 'shared-ui';

export const ordersMessages = defineMessages('seller.orders', (language) => import(`./locales/${language}.json`));
