/** The insights feature's public face. */
export { StoreInsightsPanel } from './components/StoreInsightsPanel';
