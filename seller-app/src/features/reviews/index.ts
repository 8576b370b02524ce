/** The reviews feature's public face: the dashboard's Reviews tab. */
export { StoreReviews } from './components/StoreReviews';
