import { defineMessages } from 'shared-ui';

export const insightsMessages = defineMessages('seller.insights', (language) => import(`./locales/${language}.json`));
