import styled from 'styled-components';
import { formatPrice } from './formatPrice';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface PriceProps {
  value: number;
  className?: string;
}

export function Price({ value, className }: PriceProps) {
  return <Amount className={className}>{formatPrice(value)}</Amount>;
}
