/**
 * The browser's start: the page's language with the frame's messages loaded (from the server's page
 * data, else fetched) before the first render, so hydration meets the server's text with no suspense;
 * the display currency (`?currency=` remembered in the cookie, else the cookie) and the ship-to
 * country put into the store.
 */
import { chosenCurrency, currencyChosen, CURRENCY_COOKIE, normalizeCurrency, readPreferenceCookie, SHIP_TO_COOKIE, shipToChosen, writePreferenceCookie, type AppDispatch } from 'shared-api';
import { errorMessages, i18n, isLanguage, type CompiledMessages } from 'shared-ui';
import { pathLanguage } from '../routing';
import { setDocumentLanguage } from './documentLanguage';

/** What a visitor does before any request of theirs can fail (errorText answers a form or a button). */
const FIRST_INPUT = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The API errors' sentences, the largest catalogue, are only read once a visitor acts: they load on
 * the first focus, press or key, ahead of any request that could fail, not with the page.
 */
function loadErrorMessagesOnFirstInput(target: EventTarget): void {
  const load = () => void i18n.load(errorMessages)?.catch(() => undefined); // another input tries again
  for (const type of FIRST_INPUT) target.addEventListener(type, load, { capture: true, once: true });
}

/**
 * The page's language, with the messages the server's markup used (page data) and the frame's
 * namespaces (`frame`: loaded here only when the page data lacks them, a page the browser renders
 * alone). Everything else loads when a component first shows it (it suspends meanwhile).
 */
export async function startLanguage(
  pageMessages?: { language: string; resources: Record<string, unknown> },
  frame: readonly string[] = [],
  pathname: string = window.location.pathname,
): Promise<void> {
  const { language } = pathLanguage(pathname);
  if (pageMessages && isLanguage(pageMessages.language) && pageMessages.language === language) {
    for (const [namespace, messages] of Object.entries(pageMessages.resources)) {
      if (messages && typeof messages === 'object') i18n.addMessages(language, namespace, messages as CompiledMessages);
    }
  }
  await Promise.all([i18n.changeLanguage(language), i18n.loadNamespaces(frame, language)]);
  setDocumentLanguage(language);
  loadErrorMessagesOnFirstInput(document);
}

export function startPreferences(dispatch: AppDispatch, search: string = window.location.search): void {
  const fromAddress = normalizeCurrency(new URLSearchParams(search).get('currency'));
  if (fromAddress) writePreferenceCookie(CURRENCY_COOKIE, fromAddress);
  dispatch(currencyChosen(chosenCurrency(search, readPreferenceCookie(CURRENCY_COOKIE))));
  const shipTo = readPreferenceCookie(SHIP_TO_COOKIE);
  if (shipTo) dispatch(shipToChosen(shipTo));
}
