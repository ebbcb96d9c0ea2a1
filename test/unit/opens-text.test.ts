/**
 * "Opens …" on a closed vendor's card (issue 44 defect 9), by day, in both languages: the time of
 * day today, "tomorrow", else the weekday; Spanish says "a la" before one o'clock and "a las" else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opensText } from '../../src/client/components/opens-text.js';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { registerCatalogue, setLocale } from '../../src/shared/messages/index.js';

const plain = (s: string) => s.replace(/\s+/g, ' ');

beforeAll(() => {
  registerCatalogue('en', en);
  registerCatalogue('es', es);
});
afterAll(() => setLocale('en'));

// Wednesday 2026-11-25, 9:00 AM in the valley (PST, UTC−8).
const now = new Date('2026-11-25T17:00:00Z');
const fourToday = '2026-11-26T00:00:00.000Z'; // Wednesday 4:00 PM
const oneToday = '2026-11-25T21:00:00.000Z'; // Wednesday 1:00 PM
const elevenTomorrow = '2026-11-26T19:00:00.000Z'; // Thursday 11:00 AM
const elevenSaturday = '2026-11-28T19:00:00.000Z'; // Saturday 11:00 AM
const oneSaturday = '2026-11-28T21:00:00.000Z'; // Saturday 1:00 PM

describe('opensText', () => {
  it.each([
    ['en', fourToday, 'Opens 4:00 PM'],
    ['en', elevenTomorrow, 'Opens tomorrow 11:00 AM'],
    ['en', elevenSaturday, 'Opens Sat 11:00 AM'],
    ['es', fourToday, 'Abre a las 4:00 p.m.'],
    ['es', oneToday, 'Abre a la 1:00 p.m.'],
    ['es', elevenTomorrow, 'Abre mañana a las 11:00 a.m.'],
    ['es', elevenSaturday, 'Abre el sáb a las 11:00 a.m.'],
    ['es', oneSaturday, 'Abre el sáb a la 1:00 p.m.'],
  ] as const)('%s %s → %s', (locale, at, text) => {
    setLocale(locale);
    expect(plain(opensText(at, now))).toBe(text);
  });
});
