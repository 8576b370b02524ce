/** The shop feature's public face (its page loads lazily, by its own path, from routes.tsx). */
export { readFilters, toProductSearch } from './shopFilters';
export { shopHead } from './shopHead';
