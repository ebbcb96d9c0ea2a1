import { isMessageKey, t } from './i18n';

/** A cuisine in the visitor's language when the catalogue knows it, else as the vendor wrote it. */
export function cuisineLabel(cuisine: string): string {
  const key = `cuisine.${cuisine.trim().toLocaleLowerCase('en-US')}`;
  return isMessageKey(key) ? t(key) : cuisine;
}
