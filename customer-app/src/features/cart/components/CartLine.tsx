import styled from 'styled-components';
import { assetUrl, errorMessage, type CartItem } from 'shared-api';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from 'shared-api/cart';
import { Button, ImageWithFallback, Price, QuantityStepper, Row, toast } from 'shared-ui';
import { LineItem, LineItemBody, LineItemMeta, LineItemName, LineItemThumb } from '../../../components/LineItem';

const Controls = styled(Row).attrs({ $justify: 'space-between' as const })`
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface CartLineProps {
  item: CartItem;
  /** Why this line could not be ordered at the last checkout (docs/departures.md, 3). */
  problem?: string;
}

/** One cart line: picture, name, store, location, price, quantity − n +, Remove. */
export function CartLine({ item, problem }: CartLineProps) {
  const [updateCartItem, { isLoading: isUpdating }] = useUpdateCartItemMutation();
  const [removeCartItem, { isLoading: isRemoving }] = useRemoveCartItemMutation();

  const changeQuantity = async (quantity: number) => {
    // The spec's rule: a result below 1 is ignored.
    if (quantity < 1 || quantity === item.quantity) return;
    try {
      await updateCartItem({ cart_id: item.cart_id, quantity }).unwrap();
    } catch (error) {
      toast({ title: 'Failed to update cart', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      await removeCartItem({ cart_id: item.cart_id }).unwrap();
      toast({ title: 'Item Removed', description: `${item.name} was removed from your cart.` });
    } catch (error) {
      toast({ title: 'Failed to remove item from cart', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <LineItem aria-label={item.name}>
      <LineItemThumb>
        <ImageWithFallback src={assetUrl(item.img)} alt={item.name} width={112} height={112} />
      </LineItemThumb>
      <LineItemBody>
        <LineItemName to={`/product/${item.product_id}`}>{item.name}</LineItemName>
        <LineItemMeta>
          {item.store_name} · {item.country}
        </LineItemMeta>
        <LineItemMeta>Deliver to: {item.full_location}</LineItemMeta>
        <Price value={item.price} />
        {problem && <Problem role="alert">{problem}</Problem>}
        <Controls>
          <QuantityStepper label="Quantity" value={item.quantity} min={1} onChange={(quantity) => void changeQuantity(quantity)} disabled={isUpdating || isRemoving} />
          <Button variant="outline" size="sm" onClick={() => void remove()} busy={isRemoving} aria-label={`Remove ${item.name}`}>
            Remove
          </Button>
        </Controls>
      </LineItemBody>
    </LineItem>
  );
}
