/**
 * The shopper's display currency and ship-to country, in the store so that the shell's frame, the
 * remotes' pages and the server render read the same choice. Decided per request on the server
 * (from the URL and cookies) and at start in the browser.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BASE_CURRENCY } from './currencies';

export interface PreferencesState {
  /** The display currency's code (USD: dollars only). */
  currency: string;
  /** The country (a name of the country list) the shopper ships to, or null for no choice. */
  shipTo: string | null;
}

export const initialPreferences: PreferencesState = { currency: BASE_CURRENCY, shipTo: null };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    currencyChosen(state, action: PayloadAction<string>) {
      state.currency = action.payload;
    },
    shipToChosen(state, action: PayloadAction<string | null>) {
      state.shipTo = action.payload;
    },
  },
  selectors: {
    selectCurrency: (state) => state.currency,
    selectShipTo: (state) => state.shipTo,
  },
});

export const { currencyChosen, shipToChosen } = preferencesSlice.actions;
export const { selectCurrency, selectShipTo } = preferencesSlice.selectors;
