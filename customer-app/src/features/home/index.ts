/**
 * The home feature's public face: the landing page (in the routes chunk itself) and its data. Its
 * head (homeHead.ts) is loaded by routes.tsx by its own path, on the server only.
 */
export { default as HomePage } from './components/HomePage';
export { LATEST_PRODUCTS_COUNT } from './components/LatestProducts';
