import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/shared/return-to.js';

describe('safeReturnTo', () => {
  it.each([
    ['/vendor-dashboard', '/vendor-dashboard'],
    ['/guest-preorder?vendor=3', '/guest-preorder?vendor=3'],
    ['/', '/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['vendor-dashboard', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/ok\\..\\x', '/'],
    ['/x\ny', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('https://evil.example', '/home')).toBe('/home');
  });
});
