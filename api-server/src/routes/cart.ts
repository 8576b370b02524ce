/** The signed-in customer's cart: list, add (merging), change a quantity, remove a line. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { CartList, ErrorAnswer as err, FullLocation, Id, Msg, MsgCartItem, Quantity } from '../schemas/contract';
import { customerCaller } from '../auth/access';
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

const CartAddBody = Type.Object({
  product_id: Id,
  quantity: Quantity,
  // Absent: the customer's registered location.
  full_location: Type.Optional(FullLocation),
  // Sent by the spec's client; the server takes these from the product row, never from the body.
  store_id: Type.Optional(Type.Unknown()),
  store_name: Type.Optional(Type.Unknown()),
  country: Type.Optional(Type.Unknown()),
  name: Type.Optional(Type.Unknown()),
  price: Type.Optional(Type.Unknown()),
  img: Type.Optional(Type.Unknown()),
});
const CartUpdateBody = Type.Object({ cart_id: Id, quantity: Quantity });
const CartIdBody = Type.Object({ cart_id: Id });

export const cartCalls = {
  'GET /api/cart': { access: 'customer', schema: { summary: "The customer's cart", tags: ['cart'], response: { 200: CartList, ...authErrors } } },
  'POST /api/cart/add': {
    access: 'customer',
    schema: { summary: 'Add a product to the cart (same product + location merges)', tags: ['cart'], body: CartAddBody, response: { 201: MsgCartItem, 400: err, ...authErrors, 404: err, 409: err } },
  },
  'PATCH /api/cart/update': { access: 'customer', schema: { summary: "Change a cart line's quantity", tags: ['cart'], body: CartUpdateBody, response: { 200: MsgCartItem, 400: err, ...authErrors, 404: err, 409: err } } },
  'DELETE /api/cart/delete': { access: 'customer', schema: { summary: 'Remove a cart line', tags: ['cart'], body: CartIdBody, response: { 200: Msg, 400: err, ...authErrors, 404: err } } },
} as const satisfies Calls;

const cart: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(cartCalls, 'GET /api/cart'), handler: async (request) => listCart(app.db, customerCaller(request).user_id) });

  app.route({ ...routeOf(cartCalls, 'POST /api/cart/add'), handler: async (request, reply) => {
    const { body } = request;
    const identity = customerCaller(request);
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
    return reply.code(201).send({ msg: CART_MESSAGES.added, item: result.item });
  } });

  app.route({ ...routeOf(cartCalls, 'PATCH /api/cart/update'), handler: async (request) => {
    const { body } = request;
    const identity = customerCaller(request);
    const result = await updateCartQuantity(app.db, identity.user_id, body.cart_id, body.quantity);
    if (!result.ok) throw refusalError(result);
    return { msg: CART_MESSAGES.updated, item: result.item };
  } });

  app.route({ ...routeOf(cartCalls, 'DELETE /api/cart/delete'), handler: async (request) => {
    const { body } = request;
    const identity = customerCaller(request);
    if (!(await removeCartItem(app.db, identity.user_id, body.cart_id))) throw new HttpError(404, CART_MESSAGES.lineNotFound, { code: 'cart_line_not_found' });
    return { msg: CART_MESSAGES.removed };
  } });
};

export default cart;
