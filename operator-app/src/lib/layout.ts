import styled from 'styled-components';
import { surfacePanel } from 'shared-ui';

// The list of cards and a card's facts are shared-ui's (the seller's orders use them too); kept
// importable from here for this app's pages.
export { CardList, Facts } from 'shared-ui';

/** One item of a list: a panel with its title, facts and actions stacked. */
export const ItemCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}
  h2, h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

/** The item's buttons, wrapping on a phone; pushed to the card's end so a row's buttons line up. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  /* "View public page" (a link) sits on the buttons' middle line, not their top. */
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: auto;
`;

/** A search or filter bar above a list. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
