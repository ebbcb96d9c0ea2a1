/** Menu rules (DESIGN §10.2): specials on their date, low stock, grouping under categories. */
import { describe, expect, it } from 'vitest';
import { groupMenu, isLowStock, specialOn, specialWrite, visibleOn } from '../../src/shared/menu.js';

describe('specialOn', () => {
  it.each([
    [{ isDailySpecial: false, specialDate: null }, 'regular'],
    [{ isDailySpecial: false, specialDate: '2025-06-12' }, 'regular'],
    [{ isDailySpecial: true, specialDate: null }, 'regular'],
    [{ isDailySpecial: true, specialDate: '2025-06-12' }, 'special'],
    [{ isDailySpecial: true, specialDate: '2025-06-11' }, 'hidden'],
    [{ isDailySpecial: true, specialDate: '2025-06-13' }, 'hidden'],
  ] as const)('%o on 2025-06-12 → %s', (item, expected) => {
    expect(specialOn(item, '2025-06-12')).toBe(expected);
  });

  it('keeps every item but other days’ specials', () => {
    const items = [
      { id: 1, isDailySpecial: false, specialDate: null },
      { id: 2, isDailySpecial: true, specialDate: '2025-06-11' },
      { id: 3, isDailySpecial: true, specialDate: '2025-06-12' },
    ];
    expect(visibleOn(items, '2025-06-12').map((i) => i.id)).toEqual([1, 3]);
  });
});

describe('specialWrite', () => {
  it.each([
    [{}, {}],
    [{ isDailySpecial: true }, { isDailySpecial: true, specialDate: '2025-06-12' }],
    [{ isDailySpecial: true, specialDate: '2025-07-04' }, { isDailySpecial: true, specialDate: '2025-07-04' }],
    [{ isDailySpecial: true, specialDate: null }, { isDailySpecial: true, specialDate: '2025-06-12' }],
    [{ isDailySpecial: false, specialDate: '2025-07-04' }, { isDailySpecial: false, specialDate: null }],
    [{ specialDate: '2025-07-04' }, { specialDate: '2025-07-04' }],
  ])('%o → %o', (input, expected) => {
    expect(specialWrite(input, '2025-06-12')).toEqual(expected);
  });
});

describe('isLowStock', () => {
  it.each([
    [null, 5, false],
    [0, 5, true],
    [5, 5, true],
    [6, 5, false],
    [0, 0, true],
    [1, 0, false],
  ])('%s left, warn at %s → %s', (inventoryCount, lowStockThreshold, expected) => {
    expect(isLowStock({ inventoryCount, lowStockThreshold })).toBe(expected);
  });
});

describe('groupMenu', () => {
  const categories = [
    { id: 10, name: 'Drinks', sortOrder: 2 },
    { id: 11, name: 'Tacos', sortOrder: 0 },
    { id: 12, name: 'Empty', sortOrder: 1 },
  ];
  it('orders groups by sortOrder, keeps item order, drops empty groups, puts the rest last', () => {
    const items = [
      { id: 1, categoryId: 10 },
      { id: 2, categoryId: null },
      { id: 3, categoryId: 11 },
      { id: 4, categoryId: 99 },
      { id: 5, categoryId: 10 },
    ];
    expect(groupMenu(items, categories).map((g) => [g.category?.name ?? null, g.items.map((i) => i.id)])).toEqual([
      ['Tacos', [3]],
      ['Drinks', [1, 5]],
      [null, [2, 4]],
    ]);
  });
  it('gives one unnamed group without categories, none without items', () => {
    expect(groupMenu([{ categoryId: null }], [])).toEqual([{ category: null, items: [{ categoryId: null }] }]);
    expect(groupMenu([], categories)).toEqual([]);
  });
});
