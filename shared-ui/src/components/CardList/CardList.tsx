import styled from 'styled-components';

/**
 * Cards of a queue or list (orders, reports, stores), two a row from `$pairFrom` (lg unless told);
 * the cards of one row share a height, so their buttons line up.
 */
export const CardList = styled.ul<{ $pairFrom?: 'md' | 'lg' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme, $pairFrom = 'lg' }) => theme.media[$pairFrom]} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

/** A card's facts as term and value side by side (Customer, Total…; Reason, Reporter, Status…). */
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
