import { FILTER_CHIPS } from '@shared/constants.js';
import { distanceMiles } from '@shared/geo.js';
import {
  cuisineChips,
  type FilterChip,
  filterVendors,
  matchesChip,
  matchesSearch,
  orderVendors,
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

describe('cuisineChips (chips from the cuisines vendors have)', () => {
  it('offers SPEC chips that have vendors, then every other cuisine no chip covers, most vendors first', () => {
    const list = [
      entry('A', 'Tacos'),
      entry('B', 'Mexican Seafood'),
      entry('C', 'Mexican'),
      entry('D', 'Filipino'),
      entry('E', 'Coffee & Pan Dulce'),
      entry('F', 'coffee'),
      entry('G', 'Coffee'),
      entry('H', 'Greek'),
      entry('I', '  '),
    ];
    // No BBQ, Desserts or Burgers vendor: no chip for them. Coffee (3 vendors) before the rest.
    expect(cuisineChips(list)).toEqual(['All', 'Tacos', 'Mexican', 'coffee', 'Filipino', 'Greek']);
    expect(cuisineChips([])).toEqual(['All']);
  });
  it('every vendor is under some chip besides All', () => {
    const list = [entry('A', 'Salvadoran'), entry('B', 'Texas bbq & sides'), entry('C', 'Burger'), entry('D', 'Hawaiian')];
    const chips = cuisineChips(list).slice(1);
    for (const e of list) expect(chips.some((c) => matchesChip(e.vendor.cuisine, c)), e.vendor.cuisine).toBe(true);
    expect(chips).toEqual(['BBQ', 'Burgers', 'Hawaiian', 'Salvadoran']);
  });
});

describe('Open now and the order of the list', () => {
  const at = (name: string, isOpen: boolean, lat: number | null, lng: number | null) => ({
    vendor: { businessName: name, cuisine: 'Tacos', latitude: lat, longitude: lng },
    isOpen,
  });
  const indio = { lat: 33.7206, lng: -116.2156 };
  const list = [
    at('Palm Springs, closed', false, 33.8303, -116.5453),
    at('Indio, open', true, 33.7214, -116.2166),
    at('Nowhere, open', true, null, null),
    at('Coachella, closed', false, 33.6803, -116.1739),
    at('Palm Desert, open', true, 33.7222, -116.3745),
  ];
  it('filters to open vendors only when asked', () => {
    expect(names(filterVendors(list, { text: '', chip: 'All', openNow: true }))).toEqual([
      'Indio, open',
      'Nowhere, open',
      'Palm Desert, open',
    ]);
    expect(filterVendors(list, { text: '', chip: 'All' })).toHaveLength(5);
  });
  it('puts open vendors first, keeping the given order within each', () => {
    expect(names(orderVendors(list, null))).toEqual([
      'Indio, open',
      'Nowhere, open',
      'Palm Desert, open',
      'Palm Springs, closed',
      'Coachella, closed',
    ]);
  });
  it('lifts the cuisines the weather suggests within the open and within the closed vendors', () => {
    const cuisine = (name: string, kind: string, isOpen: boolean) => ({
      vendor: { businessName: name, cuisine: kind, latitude: null, longitude: null },
      isOpen,
    });
    const day = [
      cuisine('Tacos, open', 'Tacos', true),
      cuisine('Raspados, closed', 'Desserts', false),
      cuisine('Paletas, open', 'Dessert Cart', true),
      cuisine('BBQ, closed', 'BBQ', false),
      cuisine('Shave ice, open', 'Hawaiian', true),
    ];
    expect(names(orderVendors(day, null, ['Desserts', 'Hawaiian']))).toEqual([
      'Paletas, open',
      'Shave ice, open',
      'Tacos, open',
      'Raspados, closed',
      'BBQ, closed',
    ]);
    // Nothing suggested: open first as before; nearest first ignores the suggestion.
    expect(names(orderVendors(day, null, []))).toEqual(['Tacos, open', 'Paletas, open', 'Shave ice, open', 'Raspados, closed', 'BBQ, closed']);
  });
  it('puts the nearest first once the visitor is placed, vendors without a place last', () => {
    expect(names(orderVendors(list, indio))).toEqual([
      'Indio, open',
      'Coachella, closed',
      'Palm Desert, open',
      'Palm Springs, closed',
      'Nowhere, open',
    ]);
  });
  it('measures miles on the ground', () => {
    // Indio to Palm Springs is about 20 miles as the crow flies.
    expect(distanceMiles(indio, { lat: 33.8303, lng: -116.5453 })).toBeCloseTo(20.4, 0);
    expect(distanceMiles(indio, indio)).toBe(0);
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
  it('lists a split day shift by shift, in order; any closed row closes the day (issue 24)', () => {
    const week = weekHours([
      { dayOfWeek: 2, shift: 1, openTime: '17:00', closeTime: '21:00', isClosed: false, locationId: 7 },
      { dayOfWeek: 2, shift: 0, openTime: '11:00', closeTime: '14:00', isClosed: false },
      { dayOfWeek: 4, shift: 0, openTime: '11:00', closeTime: '14:00', isClosed: true },
      { dayOfWeek: 4, shift: 1, openTime: '17:00', closeTime: '21:00', isClosed: true },
    ]);
    const tuesday = week?.[2];
    // Each shift keeps its place (DESIGN §10.3): none named is the listed address (null).
    expect(tuesday?.closed === false && tuesday.shifts).toEqual([
      { open: '11:00', close: '14:00', locationId: null },
      { open: '17:00', close: '21:00', locationId: 7 },
    ]);
    expect(week?.[4]).toEqual({ dayOfWeek: 4, closed: true });
  });
});

