import { defineMessages } from 'shared-ui';

export const chatMessages = defineMessages('customer.chat', (language) => import(`./locales/${language}.json`));
