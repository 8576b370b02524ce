/**
 * 'shared-api/cart': the signed-in customer's cart (its endpoints and the `useCart` view). Only
 * customers have a cart, so a guest's page never downloads it: the shell's header and the pages
 * that need it import it when they are shown. It injects its endpoints into the one api slice, so
 * it is a federation share key of its own (scripts/federation-shared.cjs): one copy per page.
 */
export {
  cartApi,
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  type AddToCartBody,
  type UpdateCartItemBody,
  type RemoveCartItemBody,
  type CartItemAnswer,
} from './endpoints';
export { useCart, cartTotal, type CartView } from './useCart';
