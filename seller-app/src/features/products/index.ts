/** The products feature's public face: what other features may use. */
export { StoreProductList } from './components/StoreProductList';
