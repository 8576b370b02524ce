/** The product feature's public face (its page and its head load lazily, by their own paths, from routes.tsx). */
export { parseProductId } from './productId';
