/** The product feature's public face (its page loads lazily, by its own path, from routes.tsx). */
export { parseProductId } from './productId';
export { productHead } from './productHead';
