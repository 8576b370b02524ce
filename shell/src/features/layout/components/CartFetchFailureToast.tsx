import { useCartFetchFailureToast } from '../hooks/useCartFetchFailureToast';

/** Raises the spec's toast when the customer's cart cannot be fetched; renders nothing. */
export function CartFetchFailureToast() {
  useCartFetchFailureToast();
  return null;
}
