import styled from 'styled-components';

/**
 * Choices under one caption (a rating's stars, a report's reasons): a fieldset without a frame, its
 * legend written like the form's other labels (Label) and flush with them.
 */
export const FieldGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;
