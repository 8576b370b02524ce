import styled from 'styled-components';
import { assetUrl, type CartItem } from 'shared-api';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from 'shared-api/cart';
import { Button, errorText, ImageWithFallback, Price, QuantityStepper, Row, toast, useTranslation } from 'shared-ui';
import { LineItem, LineItemBody, LineItemMeta, LineItemName, LineItemThumb } from '../../../components/LineItem';
import { countryName, useCountryNames } from 'shared-api/country-names';
import { cartMessages } from '../messages';

const Controls = styled(Row).attrs({ $justify: 'space-between' as const })`
  margin-block-start: ${({ theme }) => theme.space[1]};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface CartLineProps {
  item: CartItem;
  /** The shopper's chosen country, when this line's store does not ship there (a warning; checkout stays possible). */
  notShippingTo?: string;
  /** Why this line could not be ordered at the last checkout (docs/departures.md, 3). */
  problem?: string;
}

/** One cart line: picture, name, store, location, price, quantity − n +, Remove. */
export function CartLine({ item, problem, notShippingTo }: CartLineProps) {
  const { t } = useTranslation(cartMessages);
  const countryNames = useCountryNames();
  const [updateCartItem, { isLoading: isUpdating }] = useUpdateCartItemMutation();
  const [removeCartItem, { isLoading: isRemoving }] = useRemoveCartItemMutation();

  const changeQuantity = async (quantity: number) => {
    // The spec's rule: a result below 1 is ignored.
    if (quantity < 1 || quantity === item.quantity) return;
    try {
      await updateCartItem({ cart_id: item.cart_id, quantity }).unwrap();
    } catch (error) {
      toast({ title: t('line.updateFailed'), description: errorText(error, t('line.tryAgain')), variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      await removeCartItem({ cart_id: item.cart_id }).unwrap();
      toast({ title: t('line.removedTitle'), description: t('line.removedDescription', { name: item.name }) });
    } catch (error) {
      toast({ title: t('line.removeFailed'), description: errorText(error, t('line.tryAgain')), variant: 'destructive' });
    }
  };

  return (
    <LineItem aria-label={item.name}>
      <LineItemThumb>
        <ImageWithFallback src={assetUrl(item.img)} alt={item.name} width={112} height={112} />
      </LineItemThumb>
      <LineItemBody>
        <LineItemName to={`/product/${item.product_id}`}>
          <bdi>{item.name}</bdi>
        </LineItemName>
        <LineItemMeta>
          <bdi>{item.store_name}</bdi> · {countryName(item.country, countryNames)}
        </LineItemMeta>
        <LineItemMeta>{t('line.deliverTo', { location: item.full_location })}</LineItemMeta>
        <Price value={item.price} />
        {item.available === false && <Problem>{t('line.unavailable')}</Problem>}
        {notShippingTo && <Warning>{t('line.notShipping', { country: countryName(notShippingTo, countryNames) })}</Warning>}
        {problem && <Problem role="alert">{problem}</Problem>}
        <Controls>
          <QuantityStepper
            label={t('line.quantity')}
            value={item.quantity}
            min={1}
            onChange={(quantity) => void changeQuantity(quantity)}
            disabled={isUpdating || isRemoving || item.available === false}
          />
          <Button variant="outline" size="sm" onClick={() => void remove()} busy={isRemoving} aria-label={t('line.removeLabel', { name: item.name })}>
            {t('line.remove')}
          </Button>
        </Controls>
      </LineItemBody>
    </LineItem>
  );
}
