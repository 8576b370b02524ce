import { defineMessages } from 'shared-ui';

/** Texts the seller app's features share: field rules, image checks, Retry, the ships-to picker. */
export const commonMessages = defineMessages('seller.common', (language) => import(`./locales/${language}.json`));
