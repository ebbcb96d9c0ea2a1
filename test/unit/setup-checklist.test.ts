/** The setup checklist rule (decision 0028): a table of vendors and the steps they still miss. */
import { describe, expect, it } from 'vitest';
import { MIN_LIVE_MENU_ITEMS, missingSteps, publicMenuCount, type SetupInputs, setupSteps } from '../../src/shared/setup-checklist.js';

const open = { isClosed: false, openTime: '10:00', closeTime: '20:00' };
const item = (extra: Partial<SetupInputs['menuItems'][number]> = {}) => ({ isAvailable: true, categoryId: null, ...extra });
const ready: SetupInputs = {
  profileImageUrl: '/uploads/0123456789abcdef0123456789abcdef',
  paymentMethods: ['cash'],
  hours: [open],
  menuItems: [item(), item(), item()],
  categories: [],
};

describe('setup checklist', () => {
  it.each([
    ['a vendor with everything', {}, []],
    ['no photo', { profileImageUrl: null }, ['photo']],
    ['a blank photo', { profileImageUrl: '  ' }, ['photo']],
    ['no hours', { hours: [] }, ['hours']],
    ['only closed days', { hours: [{ ...open, isClosed: true }] }, ['hours']],
    ['an open day without times', { hours: [{ isClosed: false, openTime: null, closeTime: null }] }, ['hours']],
    ['two items', { menuItems: [item(), item()] }, ['menu']],
    ['a hidden third item', { menuItems: [item(), item(), item({ isAvailable: false })] }, ['menu']],
    ['a third item in a hidden category', { menuItems: [item(), item(), item({ categoryId: 7 })], categories: [{ id: 7, isActive: false }] }, ['menu']],
    ['a third item in a shown category', { menuItems: [item(), item(), item({ categoryId: 7 })], categories: [{ id: 7, isActive: true }] }, []],
    ['no payment method', { paymentMethods: [] }, ['payment']],
    ['a new vendor', { profileImageUrl: null, hours: [], menuItems: [], paymentMethods: [] }, ['photo', 'hours', 'menu', 'payment']],
  ] as const)('%s', (_name, change, missing) => {
    expect(missingSteps({ ...ready, ...change } as SetupInputs)).toEqual(missing);
  });

  it('lists every step in one order, with its state', () => {
    expect(setupSteps({ ...ready, paymentMethods: [] })).toEqual([
      { key: 'photo', done: true },
      { key: 'hours', done: true },
      { key: 'menu', done: true },
      { key: 'payment', done: false },
    ]);
    expect(MIN_LIVE_MENU_ITEMS).toBe(3);
    expect(publicMenuCount({ menuItems: [item(), item({ isAvailable: false })] })).toBe(1);
  });
});
