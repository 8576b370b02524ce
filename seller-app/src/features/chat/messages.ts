import { defineMessages } from 'shared-ui';

export const chatMessages = defineMessages('seller.chat', (language) => import(`./locales/${language}.json`));
