import { useContext } from 'react';
import styled from 'styled-components';
import { DisplayCurrencyContext, uiMessages, useTranslation } from '../../core';
import { formatEstimate, formatPrice } from './formatPrice';

const Amount = styled.span`
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// Quieter than the price it follows: what is charged stays the dollars.
const Estimate = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
`;

export interface PriceProps {
  value: number;
  className?: string;
}

/**
 * Dollars in the page's language ("$89.00"); with a display currency (DisplayCurrencyContext, from
 * the shell) an estimate beside them: "$89.00 · ≈ ¥13,350". Each amount is isolated (<bdi>) so the
 * numbers and currency signs keep their order inside right-to-left text.
 */
export function Price({ value, className }: PriceProps) {
  const currency = useContext(DisplayCurrencyContext);
  const { t, i18n } = useTranslation(uiMessages);
  const dollars = formatPrice(value, i18n.language);
  const estimate = currency && currency.code !== 'USD' ? formatEstimate(value, currency, i18n.language) : undefined;
  if (!estimate) return <Amount className={className}>{dollars}</Amount>;
  return (
    <Amount className={className}>
      <bdi>{dollars}</bdi>
      {/* The space before the estimate may break, so a narrow card puts the estimate on its own line. */}
      {' '}
      <Estimate title={t('price.estimateTitle', { currency: currency!.code })}>
        {'· '}
        <bdi>{t('price.estimate', { amount: estimate })}</bdi>
      </Estimate>
    </Amount>
  );
}
