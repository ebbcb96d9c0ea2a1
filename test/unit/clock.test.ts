import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClock } from '../../src/client/components/ordering/pickup-format.js';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { registerCatalogue, setLocale } from '../../src/shared/messages/index.js';

/** ICU puts a narrow no-break space before AM/PM: compare with plain spaces. */
const plain = (s: string) => s.replace(/\s+/g, ' ');

describe('formatClock: opening hours and pickup windows in the reader’s language', () => {
  beforeAll(() => {
    registerCatalogue('en', en);
    registerCatalogue('es', es);
  });
  afterAll(() => setLocale('en'));

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
