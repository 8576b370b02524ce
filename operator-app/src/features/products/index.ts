/** The products feature's public face: what other features may use. Its page loads lazily, by its own path, from routes.tsx. */
export { storeProductsPath } from './storeProductsPath';
