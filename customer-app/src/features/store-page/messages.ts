import { defineMessages } from 'shared-ui';

export const storePageMessages = defineMessages('customer.storePage', (language) => import(`./locales/${language}.json`));
