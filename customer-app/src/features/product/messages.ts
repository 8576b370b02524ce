import { defineMessages } from 'shared-ui';

export const productMessages = defineMessages('customer.product', (language) => import(`./locales/${language}.json`));
