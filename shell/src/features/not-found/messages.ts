import { defineMessages } from 'shared-ui';

export const notFoundMessages = defineMessages('shell.notFound', (language) => import(`./locales/${language}.json`));
