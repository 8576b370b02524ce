import styled from 'styled-components';

/** Order cards, two a row from `md`. The cards of one row share a height, so their buttons line up. */
export const OrderCardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

/** An order's facts as term and value side by side (Customer, Location, Total…). */
export const OrderFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
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
