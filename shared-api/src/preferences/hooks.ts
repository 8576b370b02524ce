import { useCallback, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch, useAppSelector } from '../store';
import { CURRENCY_COOKIE, SHIP_TO_COOKIE, writePreferenceCookie } from './cookies';
import { BASE_CURRENCY, displayCurrencyFor, isDisplayCurrency, type DisplayCurrencyValue } from './currencies';
import { useGetCurrenciesQuery } from './endpoints';
import { currencyChosen, selectCurrency, selectShipTo, shipToChosen } from './preferencesSlice';

/** The chosen display currency's code and a setter that remembers it (cookie `currency`). */
export function useCurrencyChoice(): [string, (code: string) => void] {
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const choose = useCallback(
    (code: string) => {
      if (!isDisplayCurrency(code)) return;
      writePreferenceCookie(CURRENCY_COOKIE, code);
      dispatch(currencyChosen(code));
    },
    [dispatch],
  );
  return [currency, choose];
}

/**
 * What shared-ui's `<Price>` shows beside dollars: `{ code, perUsd }` for a chosen currency with
 * rates at most 7 days old, else null (dollars only). Rates are fetched only when a currency other
 * than dollars is chosen.
 */
export function useDisplayCurrency(now?: number): DisplayCurrencyValue | null {
  const currency = useAppSelector(selectCurrency);
  const { data } = useGetCurrenciesQuery(currency === BASE_CURRENCY ? skipToken : undefined);
  return useMemo(() => displayCurrencyFor(currency, data, now), [currency, data, now]);
}

/**
 * The country the shopper ships to (null: no choice) and a setter that remembers it (cookie
 * `ship_to`; null forgets it). Pages may filter with it (`GET /api/products?ships_to=`).
 */
export function useShipTo(): [string | null, (country: string | null) => void] {
  const dispatch = useAppDispatch();
  const shipTo = useAppSelector(selectShipTo);
  const choose = useCallback(
    (country: string | null) => {
      const value = country?.trim() || null;
      writePreferenceCookie(SHIP_TO_COOKIE, value ?? undefined);
      dispatch(shipToChosen(value));
    },
    [dispatch],
  );
  return [shipTo, choose];
}
