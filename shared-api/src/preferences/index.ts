/** The shopper's display currency and ship-to country (store, cookies, rates). */
export {
  BASE_CURRENCY,
  DISPLAY_CURRENCIES,
  RATES_MAX_AGE_MS,
  isDisplayCurrency,
  normalizeCurrency,
  chosenCurrency,
  displayCurrencyFor,
  type CurrencyRates,
  type DisplayCurrencyValue,
} from './currencies';
export { LANGUAGE_COOKIE, CURRENCY_COOKIE, SHIP_TO_COOKIE, readPreferenceCookie, writePreferenceCookie } from './cookies';
export { preferencesSlice, currencyChosen, shipToChosen, selectCurrency, selectShipTo, initialPreferences, type PreferencesState } from './preferencesSlice';
export { currenciesApi, useGetCurrenciesQuery } from './endpoints';
export { useCurrencyChoice, useDisplayCurrency, useShipTo } from './hooks';
