import { defineMessages } from 'shared-ui';

export const productsMessages = defineMessages('seller.products', (language) => import(`./locales/${language}.json`));
