import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pausedText } from '../../src/client/components/ordering/paused-banner.js';
import { estimateText, formatClock, pausedUntilText, scheduledPickupText } from '../../src/client/components/ordering/pickup-format.js';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { registerCatalogue, setLocale } from '../../src/shared/messages/index.js';

/** ICU puts a narrow no-break space before AM/PM: compare with plain spaces. */
const plain = (s: string) => s.replace(/\s+/g, ' ');

beforeAll(() => {
  registerCatalogue('en', en);
  registerCatalogue('es', es);
});
afterAll(() => setLocale('en'));

describe('formatClock: opening hours and pickup windows in the reader’s language', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['15:00', '3:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s in English', (time, text) => {
    setLocale('en');
    expect(plain(formatClock(time))).toBe(text);
  });

  it('writes the Spanish clock in Spanish', () => {
    setLocale('es');
    expect(plain(formatClock('15:00'))).toBe('3:00 p.m.');
  });
});

// Monday 2026-11-23, 11:50 PM in the valley (PST, UTC−8).
const now = new Date('2026-11-24T07:50:00Z');
const sameDay = '2026-11-24T07:55:00.000Z'; // 11:55 PM the same evening
const nextDay = '2026-11-24T08:07:00.000Z'; // 12:07 AM, past the valley's midnight
const later = '2026-11-28T03:30:00.000Z'; // Friday 2026-11-27, 7:30 PM

describe('sentences around a pickup moment read naturally in both languages, by day', () => {
  const sentences = { paused: pausedUntilText, estimate: estimateText, scheduled: scheduledPickupText };
  it.each([
    ['paused', 'en', sameDay, 'Not taking orders until 11:55 PM'],
    ['paused', 'en', nextDay, 'Not taking orders until tomorrow at 12:07 AM'],
    ['paused', 'en', later, 'Not taking orders until Fri, Nov 27 at 7:30 PM'],
    ['paused', 'es', sameDay, 'No acepta pedidos hasta las 11:55 p.m.'],
    ['paused', 'es', nextDay, 'No acepta pedidos hasta mañana a las 12:07 a.m.'],
    ['paused', 'es', later, 'No acepta pedidos hasta el vie, 27 de nov a las 7:30 p.m.'],
    ['estimate', 'en', sameDay, 'Ready at about 11:55 PM'],
    ['estimate', 'en', nextDay, 'Ready tomorrow at about 12:07 AM'],
    ['estimate', 'en', later, 'Ready on Fri, Nov 27 at about 7:30 PM'],
    ['estimate', 'es', sameDay, 'Listo hacia las 11:55 p.m.'],
    ['estimate', 'es', nextDay, 'Listo mañana hacia las 12:07 a.m.'],
    ['scheduled', 'en', sameDay, 'Pickup at 11:55 PM'],
    ['scheduled', 'en', nextDay, 'Pickup tomorrow at 12:07 AM'],
    ['scheduled', 'es', sameDay, 'Recoger a las 11:55 p.m.'],
    ['scheduled', 'es', nextDay, 'Recoger mañana a las 12:07 a.m.'],
  ] as const)('%s (%s, %s): %s', (sentence, locale, iso, text) => {
    setLocale(locale);
    expect(plain(sentences[sentence](iso, now))).toBe(text);
  });

  // pausedText reads the clock: it is set, so the sentence does not depend on when the suite runs
  // (at 11 a.m. valley time "+26 h" is one o'clock, which takes "a la", not "a las").
  it.each([
    ['2026-11-23T20:00:00Z', /^No acepta pedidos hasta mañana a las 2:00 p\.\s?m\.$/],
    ['2026-11-23T19:06:00Z', /^No acepta pedidos hasta mañana a la 1:06 p\.\s?m\.$/],
  ])('the paused banner never puts a day word after "hasta las" (now %s)', (at, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    try {
      setLocale('es');
      const banner = plain(pausedText(new Date(Date.now() + 26 * 3_600_000).toISOString()));
      expect(banner).toMatch(expected);
      expect(banner).not.toMatch(/hasta las (Mañana|Hoy)/i);
    } finally {
      vi.useRealTimers();
    }
  });
});
