/**
 * "Opens 4:00 PM" on a closed vendor's card on the map home (issue 44), apart from the ordering
 * pages' clock so those pages do not load it.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { dateTimeFormat, t } from '@/lib/i18n';
import { formatValleyTime } from './ordering/valley-time';

/** The valley's calendar day of a moment, as a string to compare. */
const valleyDay = (moment: Date) =>
  dateTimeFormat({ year: 'numeric', month: 'numeric', day: 'numeric', timeZone: VALLEY_TIME_ZONE }).format(moment);

/**
 * When a closed vendor opens (within the week): 'Opens 4:00 PM' today, 'Opens tomorrow 11:00 AM',
 * else 'Opens Sat 11:00 AM'; in Spanish 'Abre a las 4:00 p.m.', 'Abre el sáb a la 1:00 p.m.' (the
 * catalogue's "las" becomes "la" before one o'clock). A day later is always the next valley day,
 * daylight-saving days included.
 */
export function opensText(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = formatValleyTime(iso);
  const day = valleyDay(at);
  if (day === valleyDay(now)) return t('discovery.card.opensToday', { time });
  if (day === valleyDay(new Date(now.getTime() + 86_400_000))) return t('discovery.card.opensTomorrow', { time });
  return t('discovery.card.opensDay', { day: dateTimeFormat({ weekday: 'short', timeZone: VALLEY_TIME_ZONE }).format(at), time });
}
