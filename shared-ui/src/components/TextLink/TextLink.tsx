import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../../core';

/** An in-app text link in the brand colour (react-router `to`). */
export const TextLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  &:hover { text-decoration-thickness: 2px; }
  ${focusRing}
`;
