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
const Estimate = styled.span<{ $stacked: boolean }>`
  display: ${({ $stacked }) => ($stacked ? 'block' : 'inline')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
`;

export interface PriceProps {
  value: number;
  className?: string;
  /**
   * 'inline' (the default): "$89.00 · ≈ ¥13,350" on one line, the estimate wrapping whole to the
   * next when the line is too narrow. 'stacked': the estimate on a line of its own under the
   * dollars, with no separator (a product card, two to a row on a phone).
   */
  layout?: 'inline' | 'stacked';
}

/**
 * Dollars in the page's language ("$89.00"); with a display currency (DisplayCurrencyContext, from
 * the shell) an estimate beside them: "$89.00 · ≈ ¥13,350". Each amount is isolated (<bdi>) so the
 * numbers and currency signs keep their order inside right-to-left text.
 */
export function Price({ value, className, layout = 'inline' }: PriceProps) {
  const currency = useContext(DisplayCurrencyContext);
  const { t, i18n } = useTranslation(uiMessages);
  const dollars = formatPrice(value, i18n.language);
  const estimate = currency && currency.code !== 'USD' ? formatEstimate(value, currency, i18n.language) : undefined;
  if (!estimate) return <Amount className={className}>{dollars}</Amount>;
  return (
    <Amount className={className}>
      <bdi>{dollars}</bdi>
      {/* Inline, the space before the estimate may break, so a narrow line puts the estimate on the next. */}
      {layout === 'inline' && ' '}
      <Estimate $stacked={layout === 'stacked'} title={t('price.estimateTitle', { currency: currency!.code })}>
        {layout === 'inline' && '· '}
        <bdi>{t('price.estimate', { amount: estimate })}</bdi>
      </Estimate>
    </Amount>
  );
}
