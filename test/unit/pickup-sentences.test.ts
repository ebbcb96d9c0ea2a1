/**
 * Sentences around a valley moment read naturally in both languages: Spanish says
 * 'hasta mañana a las 12:07', never 'hasta las Mañana, 12:07' (issue 22 follow-up).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausedText } from '../../src/client/components/ordering/paused-banner.js';
import { estimateText, pausedUntilText, scheduledPickupText } from '../../src/client/components/ordering/pickup-format.js';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { registerCatalogue, setLocale } from '../../src/shared/messages/index.js';

/** ICU puts a narrow no-break space before AM/PM: compare with plain spaces. */
const plain = (s: string) => s.replace(/\s+/g, ' ');

// Monday 2026-11-23, 11:50 PM in the valley (PST, UTC−8).
const now = new Date('2026-11-24T07:50:00Z');
const sameDay = '2026-11-24T07:55:00.000Z'; // 11:55 PM the same evening
const nextDay = '2026-11-24T08:07:00.000Z'; // 12:07 AM, past the valley's midnight
const later = '2026-11-28T03:30:00.000Z'; // Friday 2026-11-27, 7:30 PM

describe('sentences around a pickup moment, by day, in both languages', () => {
  beforeAll(() => {
    registerCatalogue('en', en);
    registerCatalogue('es', es);
  });
  afterAll(() => setLocale('en'));

  it.each([
    ['en', sameDay, 'Not taking orders until 11:55 PM'],
    ['en', nextDay, 'Not taking orders until Tomorrow, 12:07 AM'],
    ['en', later, 'Not taking orders until Fri, Nov 27, 7:30 PM'],
    ['es', sameDay, 'No acepta pedidos hasta las 11:55 p.m.'],
    ['es', nextDay, 'No acepta pedidos hasta mañana a las 12:07 a.m.'],
    ['es', later, 'No acepta pedidos hasta el vie, 27 de nov a las 7:30 p.m.'],
  ] as const)('a pause (%s, %s): %s', (locale, iso, text) => {
    setLocale(locale);
    expect(plain(pausedUntilText(iso, now))).toBe(text);
  });

  it.each([
    ['en', sameDay, 'Ready at about 11:55 PM'],
    ['en', nextDay, 'Ready at about Tomorrow, 12:07 AM'],
    ['es', sameDay, 'Listo hacia las 11:55 p.m.'],
    ['es', nextDay, 'Listo mañana hacia las 12:07 a.m.'],
  ] as const)('an estimate (%s, %s): %s', (locale, iso, text) => {
    setLocale(locale);
    expect(plain(estimateText(iso, now))).toBe(text);
  });

  it.each([
    ['en', sameDay, 'Pickup at 11:55 PM'],
    ['en', nextDay, 'Pickup tomorrow at 12:07 AM'],
    ['es', sameDay, 'Recoger a las 11:55 p.m.'],
    ['es', nextDay, 'Recoger mañana a las 12:07 a.m.'],
  ] as const)('a scheduled pickup (%s, %s): %s', (locale, iso, text) => {
    setLocale(locale);
    expect(plain(scheduledPickupText(iso, now))).toBe(text);
  });

  it('the banner never puts a day word after "hasta las"', () => {
    setLocale('es');
    const banner = plain(pausedText(new Date(Date.now() + 26 * 3_600_000).toISOString()));
    expect(banner).toMatch(/^No acepta pedidos hasta (mañana|el .+) a las /);
    expect(banner).not.toMatch(/hasta las (Mañana|Hoy)/i);
  });
});
