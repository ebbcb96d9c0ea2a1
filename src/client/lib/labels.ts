/**
 * Words vendors and the administrator type (a cuisine, an event type) shown in the reader's
 * language when the catalogue knows them, else readable as typed.
 */
import { foldText as fold } from '@shared/text.js';
import { isMessageKey, t } from './i18n';

/** 'Mexican' → 'Mexicana' in Spanish; an unknown cuisine as the vendor wrote it. */
export function cuisineLabel(cuisine: string): string {
  const key = `cuisine.${fold(cuisine)}`;
  return isMessageKey(key) ? t(key) : cuisine;
}

/** 'night_market' → 'Night Market' / 'Mercado nocturno'; an unknown type with spaces, capitalised. */
export function eventTypeLabel(type: string): string {
  const key = `eventType.${fold(type).replace(/[\s_-]+/g, '_')}`;
  if (isMessageKey(key)) return t(key);
  const spaced = type.trim().replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** 'gluten-free' → 'Gluten-free' / 'Sin gluten' (decision 0041); an unknown tag as stored. */
export function dietLabel(tag: string): string {
  const key = `diet.${tag}`;
  return isMessageKey(key) ? t(key) : tag;
}
