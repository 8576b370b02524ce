import { defineMessages } from 'shared-ui';

export const dashboardMessages = defineMessages('seller.dashboard', (language) => import(`./locales/${language}.json`));
