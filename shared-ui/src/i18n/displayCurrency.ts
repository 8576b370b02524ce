import { createContext } from 'react';

/** The currency prices are estimated in beside the dollars: its ISO 4217 code and how many of it one US dollar buys. */
export interface DisplayCurrency {
  code: string;
  perUsd: number;
}

/**
 * The shopper's display currency (the shell provides it from its currency selector); null shows
 * dollars only. In shared-ui's core, so the shell and every remote read the one context.
 */
export const DisplayCurrencyContext = createContext<DisplayCurrency | null>(null);
DisplayCurrencyContext.displayName = 'DisplayCurrencyContext';
