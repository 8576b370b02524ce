/**
 * The display currency <Price> estimates in, beside dollars: provided by the shell (from the
 * shopper's choice and rates at most 7 days old); null means dollars only.
 *
 * NOTE for the merge: the i18n-ui branch owns this context (it makes <Price> read it). If that
 * branch defines it too, keep theirs and drop this file; the shell only needs the name
 * `DisplayCurrencyContext` exported from shared-ui with this value type.
 */
import { createContext } from 'react';

export interface DisplayCurrency {
  code: string;
  perUsd: number;
}

export const DisplayCurrencyContext = createContext<DisplayCurrency | null>(null);
