import { defineMessages } from 'shared-ui';

/** Texts of the customer remote that belong to no one feature: routes, shared components, account rules. */
export const commonMessages = defineMessages('customer.common', (language) => import(`./locales/${language}.json`));
