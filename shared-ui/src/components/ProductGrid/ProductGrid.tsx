import styled from 'styled-components';

/**
 * Product cards in 2 columns on phones (as shoppers know from every marketplace app: twice the
 * products per screen, and each picture a quarter of the bytes of a full-width one), 3 from `lg`,
 * 4 from `xl`. The gap is tighter on phones, where every pixel of a card's width counts.
 */
export const ProductGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
