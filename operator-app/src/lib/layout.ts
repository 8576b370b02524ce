import styled from 'styled-components';
import { surfacePanel } from 'shared-ui';

/** Cards of a queue or list, two a row from `lg`; the cards of one row share a height. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

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

/** An item's facts as term and value side by side (Reason, Reporter, Status…). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
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
