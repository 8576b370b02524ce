import { use } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n as pageI18n } from 'shared-ui';

/**
 * The i18next instance this render translates with: the server's per-request clone (its
 * I18nextProvider), else the page's one instance. No subscription: for reading and switching.
 */
export function useI18n(): typeof pageI18n {
  return use(I18nContext)?.i18n ?? pageI18n;
}
