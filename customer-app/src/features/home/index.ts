/** The home feature's public face: the landing page (in the routes chunk itself), its data and head. */
export { default as HomePage } from './components/HomePage';
export { LATEST_PRODUCTS_COUNT } from './components/LatestProducts';
export { homeHead } from './homeHead';
