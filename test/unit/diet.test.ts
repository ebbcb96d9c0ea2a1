/**
 * Profiles and dietary tags (decision 0041): the diet rules (vegan implies vegetarian; a vendor
 * fits with one item carrying every restriction), "Fits my diet" in filterVendors, preferred
 * cuisines in orderVendors (after open-now, before the weather's lift), and the profile cuisines
 * being the catalogue's.
 */
import { DIETARY_TAGS } from '@shared/constants.js';
import { PROFILE_CUISINES } from '@shared/profile.js';
import { dietTagSets, impliedDietTags, itemFitsDiet, normalizeDietTags, vendorFitsDiet } from '@shared/diet.js';
import { en } from '@shared/messages/en/index.js';
import { es } from '@shared/messages/es/index.js';
import { ALL_CHIP, filterVendors, orderVendors } from '@shared/vendor-filter.js';
import { describe, expect, it } from 'vitest';

describe('normalizeDietTags', () => {
  it.each([
    [[], []],
    [['halal', 'vegan', 'vegan'], ['vegan', 'halal']],
    [['gluten-free', 'keto', 'vegetarian'], ['vegetarian', 'gluten-free']],
    [[...DIETARY_TAGS].reverse(), [...DIETARY_TAGS]],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDietTags(input)).toEqual(expected);
  });
});

describe('itemFitsDiet (vegan implies vegetarian, nothing else implies anything)', () => {
  it.each([
    [[], [], true],
    [['halal'], [], true],
    [[], ['vegetarian'], false],
    [['vegetarian'], ['vegetarian'], true],
    [['vegan'], ['vegetarian'], true],
    [['vegetarian'], ['vegan'], false],
    [['vegan'], ['vegan', 'gluten-free'], false],
    [['vegan', 'gluten-free'], ['vegetarian', 'gluten-free'], true],
    [['gluten-free'], ['vegetarian'], false],
    [['halal', 'vegetarian'], ['halal'], true],
    [['halal'], ['halal', 'vegetarian'], false],
  ])('item %j for %j → %s', (tags, restrictions, expected) => {
    expect(itemFitsDiet(tags, restrictions)).toBe(expected);
  });

  it('implies vegetarian only from vegan', () => {
    expect([...impliedDietTags(['vegan'])].sort()).toEqual(['vegan', 'vegetarian']);
    expect([...impliedDietTags(['vegetarian', 'halal'])].sort()).toEqual(['halal', 'vegetarian']);
  });
});

describe('vendorFitsDiet (one item carrying every restriction)', () => {
  it.each([
    [undefined, [], true],
    [undefined, ['vegan'], false],
    [[], ['halal'], false],
    // Two items covering the restrictions between them do not make a meal.
    [[['vegan'], ['gluten-free']], ['vegan', 'gluten-free'], false],
    [[['vegan'], ['vegan', 'gluten-free']], ['vegan', 'gluten-free'], true],
    [[['vegan', 'halal']], ['vegetarian', 'halal'], true],
  ])('sets %j for %j → %s', (sets, restrictions, expected) => {
    expect(vendorFitsDiet(sets, restrictions)).toBe(expected);
  });

  it('dietTagSets keeps each distinct set once and leaves untagged items out', () => {
    expect(
      dietTagSets([{ dietaryTags: [] }, { dietaryTags: ['vegan', 'halal'] }, { dietaryTags: ['halal', 'vegan'] }, { dietaryTags: ['vegetarian'] }]),
    ).toEqual([['vegan', 'halal'], ['vegetarian']]);
  });
});

const v = (businessName: string, cuisine: string, isOpen: boolean, dietaryTagSets: string[][] = []) => ({
  vendor: { businessName, cuisine, latitude: null, longitude: null },
  isOpen,
  dietaryTagSets,
});
const names = (list: { vendor: { businessName: string } }[]) => list.map((e) => e.vendor.businessName);

describe('filterVendors with "Fits my diet"', () => {
  const list = [v('Nopal', 'Tacos', true, [['vegetarian', 'gluten-free']]), v('Plant', 'Vegan', true, [['vegan']]), v('Asada', 'Tacos', true)];
  it.each([
    [undefined, ['Nopal', 'Plant', 'Asada']],
    [[], ['Nopal', 'Plant', 'Asada']],
    [['vegetarian'], ['Nopal', 'Plant']],
    [['vegan'], ['Plant']],
    [['vegetarian', 'gluten-free'], ['Nopal']],
    [['halal'], []],
  ])('diet %j → %j', (diet, expected) => {
    expect(names(filterVendors(list, { text: '', chip: ALL_CHIP, diet }))).toEqual(expected);
  });
});

describe('orderVendors with preferred cuisines', () => {
  const list = [
    v('Closed BBQ', 'BBQ', false),
    v('Open Burger', 'Burger', true),
    v('Closed Taco', 'Taco Truck', false),
    v('Open Greek', 'Greek', true),
    v('Open Taco', 'Tacos', true),
  ];
  it.each([
    [[], [], ['Open Burger', 'Open Greek', 'Open Taco', 'Closed BBQ', 'Closed Taco']],
    // Preferred first within the open ones and within the closed ones ('Tacos' matches 'Taco Truck').
    [[], ['Tacos'], ['Open Taco', 'Open Burger', 'Open Greek', 'Closed Taco', 'Closed BBQ']],
    [[], ['Tacos', 'Greek'], ['Open Greek', 'Open Taco', 'Open Burger', 'Closed Taco', 'Closed BBQ']],
    // The weather's lift comes after a preference, and still ranks among the rest.
    [['Greek'], ['Tacos'], ['Open Taco', 'Open Greek', 'Open Burger', 'Closed Taco', 'Closed BBQ']],
    [['Burgers'], ['Greek'], ['Open Greek', 'Open Burger', 'Open Taco', 'Closed BBQ', 'Closed Taco']],
    // Open now stays first: a preferred closed vendor comes after every open one.
    [[], ['BBQ'], ['Open Burger', 'Open Greek', 'Open Taco', 'Closed BBQ', 'Closed Taco']],
  ])('lifted %j, preferred %j → %j', (lifted, preferred, expected) => {
    expect(names(orderVendors(list, null, lifted, preferred))).toEqual(expected);
  });

  it('nearest first ignores preferences (the visitor asked for distance)', () => {
    const near = { lat: 33.72, lng: -116.21 };
    const placed = [
      { ...v('Far Taco', 'Tacos', true), vendor: { businessName: 'Far Taco', cuisine: 'Tacos', latitude: 33.83, longitude: -116.55 } },
      { ...v('Near BBQ', 'BBQ', true), vendor: { businessName: 'Near BBQ', cuisine: 'BBQ', latitude: 33.72, longitude: -116.22 } },
    ];
    expect(names(orderVendors(placed, near, [], ['Tacos']))).toEqual(['Near BBQ', 'Far Taco']);
  });
});

describe('PROFILE_CUISINES', () => {
  it('are cuisines the catalogue names, in both languages, each once', () => {
    expect(new Set(PROFILE_CUISINES).size).toBe(PROFILE_CUISINES.length);
    for (const cuisine of PROFILE_CUISINES) {
      const key = `cuisine.${cuisine.toLocaleLowerCase('en-US')}`;
      expect(en, key).toHaveProperty([key]);
      expect(es, key).toHaveProperty([key]);
    }
  });

  it('every dietary tag has a label in both languages', () => {
    for (const tag of DIETARY_TAGS) {
      expect(en).toHaveProperty([`diet.${tag}`]);
      expect(es).toHaveProperty([`diet.${tag}`]);
    }
  });
});
