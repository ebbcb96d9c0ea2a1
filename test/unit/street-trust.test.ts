/** The text-message keywords (DESIGN §10.5): only a whole text, trimmed and in any case, is a keyword. */
import { describe, expect, it } from 'vitest';
import { smsKeyword } from '../../src/shared/street-trust.js';

describe('smsKeyword', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop\n', 'stop'],
    ['StopAll', 'stop'],
    ['UNSUBSCRIBE', 'stop'],
    ['cancel', 'stop'],
    ['END', 'stop'],
    ['quit', 'stop'],
    ['START', 'start'],
    ['yes', 'start'],
    ['Unstop', 'start'],
    ['HELP', 'help'],
    ['info', 'help'],
    ['stop please', null],
    ['help!', null],
    ['', null],
    ['Is the truck here?', null],
  ] as const)('%j → %s', (body, keyword) => {
    expect(smsKeyword(body)).toBe(keyword);
  });
});
