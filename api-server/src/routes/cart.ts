/** The signed-in customer's cart: list, add (merging), change a quantity, remove a line. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';
import { addToCart, listCart, removeCartItem, updateCartQuantity, type CartRefusal } from '../repositories/cart';
import { findUserById } from '../repositories/users';
import { AUTH_MESSAGES } from '../auth/identity';

export const CART_MESSAGES = {
  added: 'Added to cart',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  productNotFound: 'Product not found',
  lineNotFound: 'This item is not in your cart',
} as const;

/** "Only 3 of Teapot left in stock" (+ what the cart already holds), or "Teapot is out of stock". */
export function notEnoughStockMessage(name: string, stock: number, alreadyInCart = 0): string {
  if (stock === 0) return `${name} is out of stock`;
  const left = `Only ${stock} of ${name} left in stock`;
  return alreadyInCart > 0 ? `${left}, and your cart already has ${alreadyInCart}` : left;
}

function refusalError(refusal: CartRefusal): HttpError {
  switch (refusal.kind) {
    case 'product-not-found':
      return new HttpError(404, CART_MESSAGES.productNotFound, { code: 'product_not_found' });
    case 'line-not-found':
      return new HttpError(404, CART_MESSAGES.lineNotFound, { code: 'cart_line_not_found' });
    case 'not-enough-stock':
      return new HttpError(409, notEnoughStockMessage(refusal.name, refusal.stock, refusal.alreadyInCart), { code: 'not_enough_stock' });
  }
}

const cart: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET /api/cart', async ({ identity }) => listCart(app.db, identity.user_id));

  defineRoute(app, 'POST /api/cart/add', async ({ body, identity }) => {
    // Store, name, price, picture and country in the body are ignored: they come from the product.
    // Without full_location the line goes to the customer's registered location.
    const fullLocation = body.full_location ?? (await findUserById(app.db, identity.user_id))?.full_location;
    if (fullLocation === undefined) throw new HttpError(401, AUTH_MESSAGES.gone, { code: 'account_gone' });
    const result = await addToCart(app.db, identity.user_id, {
      productId: body.product_id,
      quantity: body.quantity,
      fullLocation,
    });
    if (!result.ok) throw refusalError(result);
    return { msg: CART_MESSAGES.added, item: result.item };
  });

  defineRoute(app, 'PATCH /api/cart/update', async ({ body, identity }) => {
    const result = await updateCartQuantity(app.db, identity.user_id, body.cart_id, body.quantity);
    if (!result.ok) throw refusalError(result);
    return { msg: CART_MESSAGES.updated, item: result.item };
  });

  defineRoute(app, 'DELETE /api/cart/delete', async ({ body, identity }) => {
    if (!(await removeCartItem(app.db, identity.user_id, body.cart_id))) throw new HttpError(404, CART_MESSAGES.lineNotFound, { code: 'cart_line_not_found' });
    return { msg: CART_MESSAGES.removed };
  });
};

export default cart;
