/**
 * A translation of one English catalogue file: exactly the same keys (a missing or an extra key
 * is a type error, so `npm test` fails on it), every value a string.
 */
export type Translation<T> = { readonly [K in keyof T]: string };
