import styled from 'styled-components';
import { useCart } from 'shared-api/cart';
import { Badge, VisuallyHidden, useTranslation } from 'shared-ui';
import { layoutMessages } from '../messages';

const CountBadge = styled(Badge)`
  min-width: 1.25rem;
  padding: 0 ${({ theme }) => theme.space[1]};
`;

/**
 * The cart's line count after the Cart link's label; spec: shown only when above 0. The link's name
 * comes from its content ("Cart 2 items"), so it contains the visible text "Cart 2" as speech-input
 * users expect (an aria-label such as "Cart, 2 items" failed axe's label-content-name-mismatch).
 * Customers only: it is loaded lazily (with shared-api/cart), so a guest's page does not carry it.
 */
export function CartCount() {
  const { t, i18n } = useTranslation(layoutMessages);
  const { count } = useCart();
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <CountBadge data-cart-count="">{new Intl.NumberFormat(i18n.language).format(count)}</CountBadge>
      <VisuallyHidden> {t('cartCount.items', { count })}</VisuallyHidden>
    </>
  );
}
