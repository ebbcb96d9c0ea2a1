/**
 * The languages of the product, without any of their messages: what a page's first script needs
 * to read the language the server drew it in (src/client/lib/first-paint.ts) without evaluating
 * the catalogue (index.ts re-exports these for everyone else).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
