import styled from 'styled-components';
import { Badge } from 'shared-ui';

const CountBadge = styled(Badge)`
  min-width: 1.25rem;
  padding: 0 ${({ theme }) => theme.space[1]};
`;

/** The cart's line count; spec: shown only when above 0. The link's name carries it for screen readers. */
export function CartCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <CountBadge aria-hidden="true" data-cart-count="">
      {count}
    </CountBadge>
  );
}

/** Accessible name of the cart link, e.g. "Cart, 2 items". */
export function cartLinkName(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}
