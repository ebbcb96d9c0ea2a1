import { CARD_NAME_MAX_LENGTH, FILTER_CHIPS } from '@shared/constants.js';
import {
  cardBannerName,
  type FilterChip,
  filterVendors,
  formatClock,
  matchesChip,
  matchesSearch,
  priceTier,
  weekHours,
} from '@shared/vendor-filter.js';
import { describe, expect, it } from 'vitest';

const entry = (businessName: string, cuisine: string) => ({ vendor: { businessName, cuisine } });

const vendors = [
  entry('Taqueria El Sol', 'Mexican'),
  entry('Smokehouse 111', 'BBQ'),
  entry('Date Shake Shack', 'Desserts'),
  entry('Indio Burger Co', 'Burger'),
  entry('Coachella Tacos', 'Tacos'),
  entry('Brisket Bros', 'Texas bbq & sides'),
];
const names = (list: { vendor: { businessName: string } }[]) => list.map((v) => v.vendor.businessName);

describe('matchesSearch (SPEC §5: business name or cuisine, case-insensitive substring)', () => {
  it.each([
    ['', 'Taqueria El Sol', 'Mexican', true],
    ['   ', 'Taqueria El Sol', 'Mexican', true],
    ['taq', 'Taqueria El Sol', 'Mexican', true],
    ['EL SOL', 'Taqueria El Sol', 'Mexican', true],
    ['mex', 'Taqueria El Sol', 'Mexican', true],
    ['  sol ', 'Taqueria El Sol', 'Mexican', true],
    ['bbq', 'Taqueria El Sol', 'Mexican', false],
    ['bbq', 'Smokehouse', 'Texas BBQ', true],
    ['house', 'Smokehouse', 'BBQ', true],
  ])('%j against %s (%s) → %s', (text, name, cuisine, expected) => {
    expect(matchesSearch(entry(name, cuisine), text)).toBe(expected);
  });
});

describe('matchesChip (SPEC §5: cuisine substring unless All)', () => {
  it.each<[string, FilterChip, boolean]>([
    ['Anything', 'All', true],
    ['', 'All', true],
    ['BBQ', 'BBQ', true],
    ['Texas bbq', 'BBQ', true],
    ['Mexican', 'BBQ', false],
    ['Desserts', 'Desserts', true],
    ['Dessert bar', 'Desserts', true],
    ['Burgers', 'Burgers', true],
    ['Burger', 'Burgers', true],
    ['Tacos', 'Tacos', true],
    ['Taco Truck', 'Tacos', true],
    ['Mexican', 'Tacos', false],
    ['Tex-Mex', 'Mexican', false],
    ['mexican street food', 'Mexican', true],
  ])('%s with chip %s → %s', (cuisine, chip, expected) => {
    expect(matchesChip(cuisine, chip)).toBe(expected);
  });

  it('knows the six chips, All first', () => {
    expect(FILTER_CHIPS).toEqual(['All', 'Tacos', 'BBQ', 'Desserts', 'Burgers', 'Mexican']);
  });
});

describe('filterVendors', () => {
  it('keeps everything for All and no text', () => {
    expect(filterVendors(vendors, { text: '', chip: 'All' })).toHaveLength(vendors.length);
  });
  it('applies text and chip together, keeping the order', () => {
    expect(names(filterVendors(vendors, { text: 'bbq', chip: 'All' }))).toEqual(['Smokehouse 111', 'Brisket Bros']);
    expect(names(filterVendors(vendors, { text: '', chip: 'Desserts' }))).toEqual(['Date Shake Shack']);
    expect(names(filterVendors(vendors, { text: 'bros', chip: 'BBQ' }))).toEqual(['Brisket Bros']);
    expect(names(filterVendors(vendors, { text: 'sol', chip: 'BBQ' }))).toEqual([]);
    expect(filterVendors(vendors, { text: 'zzzz-nothing', chip: 'All' })).toEqual([]);
  });
});

describe('priceTier (SPEC §9: Mexican $8-15, Burger $12-22, otherwise $3-8)', () => {
  it.each([
    ['Mexican', 'mexican'],
    ['MEXICAN street food', 'mexican'],
    ['Modern Mexican & Tacos', 'mexican'],
    ['Burger', 'burger'],
    ['Smash burgers', 'burger'],
    ['BBQ', 'standard'],
    ['Desserts', 'standard'],
    ['Tacos', 'standard'],
    ['', 'standard'],
  ])('%j → %s', (cuisine, tier) => {
    expect(priceTier(cuisine)).toBe(tier);
  });
});

describe('cardBannerName (SPEC §9: cut to 15 characters)', () => {
  it('keeps names up to 15 characters', () => {
    expect(CARD_NAME_MAX_LENGTH).toBe(15);
    expect(cardBannerName('Taqueria El Sol')).toEqual({ text: 'Taqueria El Sol', cut: false });
    expect(cardBannerName('Tacos')).toEqual({ text: 'Tacos', cut: false });
  });
  it('cuts longer names to their first 15 characters', () => {
    expect(cardBannerName('Smokey Mountain Barbecue')).toEqual({ text: 'Smokey Mountain', cut: true });
    expect(cardBannerName('The Date Shake Shack')).toEqual({ text: 'The Date Shake', cut: true });
    expect(cardBannerName('Pães & Açaí do Brasil').text).toBe('Pães & Açaí do');
  });
});

describe('weekHours (SPEC §2: Sunday to Saturday, Closed, open - close, else not available)', () => {
  it('is null without any hours', () => {
    expect(weekHours([])).toBeNull();
  });
  it('lists Sunday to Saturday whatever the row order; missing and closed days are closed', () => {
    const week = weekHours([
      { dayOfWeek: 5, openTime: '17:00', closeTime: '23:00', isClosed: false },
      { dayOfWeek: 1, openTime: '11:00', closeTime: '15:00', isClosed: false },
      { dayOfWeek: 0, openTime: '11:00', closeTime: '15:00', isClosed: true },
      { dayOfWeek: 3, openTime: null, closeTime: null, isClosed: false },
    ]);
    expect(week?.map((d) => d.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week?.map((d) => (d.closed ? 'closed' : `${d.open}-${d.close}`))).toEqual([
      'closed',
      '11:00-15:00',
      'closed',
      'closed',
      'closed',
      '17:00-23:00',
      'closed',
    ]);
  });
});

describe('formatClock', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['11:00', '11:00 AM'],
    ['12:00', '12:00 PM'],
    ['15:00', '3:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (time, text) => {
    expect(formatClock(time)).toBe(text);
  });
});
