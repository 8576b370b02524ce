/** The orders feature's public face: what other features may use. */
export { OrdersList } from './components/OrdersList';
export { StoreOrderHistory } from './components/StoreOrderHistory';
