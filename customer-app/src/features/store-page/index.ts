/**
 * The store page feature's public face. Its page and its head load lazily, by their own paths, from
 * routes.tsx; nothing else of it is used from outside.
 */
export {};
