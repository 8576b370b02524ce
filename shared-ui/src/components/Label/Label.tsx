import * as LabelPrimitive from '@radix-ui/react-label';
import styled from 'styled-components';

export const Label = styled(LabelPrimitive.Root)`
  display: inline-block;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: default;
`;
