/** The store page feature's public face (its page loads lazily, by its own path, from routes.tsx). */
export { storeHead } from './storeHead';
