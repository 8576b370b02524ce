/** The shop feature's public face (its page and its head load lazily, by their own paths, from routes.tsx). */
export { facetSearchFor, readFilters, toProductSearch } from './shopFilters';
