import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { surfacePanel } from 'shared-ui';

/**
 * One line of a customer's list of products (a cart line, an order): the picture beside a body of
 * name, facts and actions; the picture grows from `sm`. Render LineItemThumb `as={Link}` where the
 * picture leads somewhere.
 */
export const LineItem = styled.li`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 7rem minmax(0, 1fr);
  }
`;

export const LineItemThumb = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  align-self: start;
`;

export const LineItemBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** The product's name, leading to its page. */
export const LineItemName = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

/** A line of secondary facts (store, location, dates). */
export const LineItemMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
