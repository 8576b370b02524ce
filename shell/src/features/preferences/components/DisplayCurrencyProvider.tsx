import type { ReactNode } from 'react';
import { useDisplayCurrency } from 'shared-api';
import { DisplayCurrencyContext } from 'shared-ui';

/**
 * Gives every <Price> of the shell and the remotes the shopper's display currency: `{ code, perUsd }`
 * when a currency other than dollars is chosen and the rates are at most 7 days old, else null
 * (dollars only). The server renders with the same value (its store holds the same choice and rates).
 */
export function DisplayCurrencyProvider({ children }: { children: ReactNode }) {
  const value = useDisplayCurrency();
  return <DisplayCurrencyContext value={value}>{children}</DisplayCurrencyContext>;
}
