import { act, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { renderWithStore, someRates, startMockApi, TEST_API_URL } from '../../testing';
import { chosenCurrency, displayCurrencyFor, RATES_MAX_AGE_MS, normalizeCurrency } from '../currencies';
import { useCurrencyChoice, useDisplayCurrency, useShipTo } from '../hooks';

const server = startMockApi();

afterEach(() => {
  for (const name of ['currency', 'ship_to']) Cookies.remove(name, { path: '/' });
});

describe('the display currency choice', () => {
  it('comes from ?currency= first, then the cookie, else dollars; unknown codes are ignored', () => {
    expect(chosenCurrency('?currency=JPY', 'EUR')).toBe('JPY');
    expect(chosenCurrency('?currency=jpy', undefined)).toBe('JPY');
    expect(chosenCurrency('', 'EUR')).toBe('EUR');
    expect(chosenCurrency('?currency=XYZ', 'EUR')).toBe('EUR');
    expect(chosenCurrency('?currency=XYZ', undefined)).toBe('USD');
    expect(chosenCurrency(new URLSearchParams('q=tea'), 'nonsense')).toBe('USD');
    expect(normalizeCurrency(' gbp ')).toBe('GBP');
  });

  it('gives an estimate only for a non-dollar currency with rates at most 7 days old', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(displayCurrencyFor('JPY', someRates(60_000, now), now)).toEqual({ code: 'JPY', perUsd: 151.2 });
    expect(displayCurrencyFor('USD', someRates(60_000, now), now)).toBeNull();
    expect(displayCurrencyFor('JPY', undefined, now)).toBeNull();
    expect(displayCurrencyFor('JPY', someRates(RATES_MAX_AGE_MS, now), now)).toEqual({ code: 'JPY', perUsd: 151.2 });
    expect(displayCurrencyFor('JPY', someRates(RATES_MAX_AGE_MS + 1, now), now)).toBeNull();
    expect(displayCurrencyFor('MXN', someRates(60_000, now), now)).toBeNull(); // no rate for it
    expect(displayCurrencyFor('JPY', { ...someRates(0, now), updated_at: 'yesterday' }, now)).toBeNull();
  });

  it('useDisplayCurrency fetches the rates for a chosen currency, and a choice is remembered in a cookie', async () => {
    let requests = 0;
    server.use(
      http.get(`${TEST_API_URL}/api/currencies`, () => {
        requests += 1;
        return HttpResponse.json(someRates());
      }),
    );
    const { result } = renderWithStore(() => ({ display: useDisplayCurrency(), choice: useCurrencyChoice() }));
    expect(result.current.display).toBeNull();
    expect(requests).toBe(0); // dollars need no rates
    act(() => result.current.choice[1]('EUR'));
    expect(result.current.choice[0]).toBe('EUR');
    expect(Cookies.get('currency')).toBe('EUR');
    await waitFor(() => expect(result.current.display).toEqual({ code: 'EUR', perUsd: 0.92 }));
    act(() => result.current.choice[1]('XYZ')); // not a display currency: ignored
    expect(result.current.choice[0]).toBe('EUR');
  });

  it('stale rates show dollars only', async () => {
    server.use(http.get(`${TEST_API_URL}/api/currencies`, () => HttpResponse.json(someRates(8 * 24 * 60 * 60 * 1000))));
    const { result, store } = renderWithStore(() => useDisplayCurrency(), { preloadedState: { preferences: { currency: 'JPY', shipTo: null } } });
    await waitFor(() => expect(store.getState().api.queries['getCurrencies(undefined)']?.status).toBe('fulfilled'));
    expect(result.current).toBeNull();
  });
});

describe('the ship-to country', () => {
  it('is none by default; a choice is kept in the store and the ship_to cookie; null forgets it', () => {
    const { result } = renderWithStore(() => useShipTo());
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('Japan'));
    expect(result.current[0]).toBe('Japan');
    expect(Cookies.get('ship_to')).toBe('Japan');
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
    expect(Cookies.get('ship_to')).toBeUndefined();
  });
});
