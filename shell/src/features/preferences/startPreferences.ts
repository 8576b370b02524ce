/**
 * The browser's start: the page's language with its messages loaded (from the server's page data,
 * else fetched) before the first render, so hydration meets the server's text with no suspense; the
 * display currency (`?currency=` remembered in the cookie, else the cookie) and the ship-to country
 * put into the store.
 */
import { chosenCurrency, currencyChosen, CURRENCY_COOKIE, normalizeCurrency, readPreferenceCookie, SHIP_TO_COOKIE, shipToChosen, writePreferenceCookie, type AppDispatch } from 'shared-api';
import { i18n, isLanguage, registeredNamespaces, type CompiledMessages } from 'shared-ui';
import { pathLanguage } from '../routing';
import { setDocumentLanguage } from './documentLanguage';

export async function startLanguage(pageMessages?: { language: string; resources: Record<string, unknown> }, pathname: string = window.location.pathname): Promise<void> {
  const { language } = pathLanguage(pathname);
  if (pageMessages && isLanguage(pageMessages.language) && pageMessages.language === language) {
    for (const [namespace, messages] of Object.entries(pageMessages.resources)) {
      if (messages && typeof messages === 'object') i18n.addMessages(language, namespace, messages as CompiledMessages);
    }
  }
  await i18n.changeLanguage(language);
  // The shell's own namespaces (defined by its modules, all loaded by now): the frame never suspends.
  await i18n.loadNamespaces(registeredNamespaces());
  setDocumentLanguage(language);
}

export function startPreferences(dispatch: AppDispatch, search: string = window.location.search): void {
  const fromAddress = normalizeCurrency(new URLSearchParams(search).get('currency'));
  if (fromAddress) writePreferenceCookie(CURRENCY_COOKIE, fromAddress);
  dispatch(currencyChosen(chosenCurrency(search, readPreferenceCookie(CURRENCY_COOKIE))));
  const shipTo = readPreferenceCookie(SHIP_TO_COOKIE);
  if (shipTo) dispatch(shipToChosen(shipTo));
}
