import { useState } from 'react';
import { useSession, type Product } from 'shared-api';
import { useAddToCartMutation, useCart } from 'shared-api/cart';
import { errorText, toast, useTranslation } from 'shared-ui';
import { productMessages } from '../messages';

/**
 * Add to Cart on the product page: guests are told to log in; a customer first confirms the
 * delivery location in a dialog, then the line is added (merged with a same-location line by the
 * server).
 */
export function useAddToCart(product: Product | undefined, quantity: number) {
  const { t } = useTranslation(productMessages);
  const { isCustomer } = useSession();
  const { items } = useCart();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [dialogOpen, setDialogOpen] = useState(false);

  // The last location the customer used is the likeliest one.
  const suggestedLocation = items.length ? items[items.length - 1].full_location : '';

  const start = () => {
    if (!isCustomer) {
      toast({ title: t('cart.loginTitle'), description: t('cart.loginDescription'), variant: 'destructive' });
      return;
    }
    setDialogOpen(true);
  };

  const submit = async (fullLocation: string) => {
    if (!product) return;
    try {
      await addToCart({
        store_id: product.store_id,
        store_name: product.store_name,
        product_id: product.product_id,
        quantity,
        country: product.country,
        full_location: fullLocation,
        name: product.name,
        price: product.price,
        img: product.img,
      }).unwrap();
      setDialogOpen(false);
      toast({ title: t('cart.addedTitle'), description: t('cart.addedDescription', { quantity, name: product.name }) });
    } catch (error) {
      // The dialog stays open with the location as typed, ready for another try.
      toast({ title: t('cart.addFailed'), description: errorText(error, t('cart.tryAgain')), variant: 'destructive' });
    }
  };

  return { start, submit, dialogOpen, setDialogOpen, suggestedLocation, isAdding: isLoading };
}
