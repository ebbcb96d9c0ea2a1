/**
 * The valley's clock with nothing but the browser's Intl, for the map home's cards (a closed truck's
 * "Opens 4:00 PM", issue 44, opens-text.ts): that page loads this and not pickup-format.ts with its
 * calendar (docs/decisions/0047-islands.md: its first load stays small).
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { dateTimeFormat } from '@/lib/i18n';

/** '7:30 PM' in valley time ('7:30 p.m.' in Spanish). */
export function formatValleyTime(iso: string): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone: VALLEY_TIME_ZONE }).format(new Date(iso));
}
