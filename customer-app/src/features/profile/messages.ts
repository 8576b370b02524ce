import { defineMessages } from 'shared-ui';

export const profileMessages = defineMessages('customer.profile', (language) => import(`./locales/${language}.json`));
