/** Issue 44 defect 6: the vendor's notices in the reader's language, old rows in their stored words. */
import { describe, expect, it } from 'vitest';
import { registerCatalogue } from '../../src/shared/messages/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { inboxNoticeKey, inboxNoticeText, inboxNoticeWords } from '../../src/shared/vendor-inbox.js';

registerCatalogue('es', es);

const values = { invoice: 'VE-1234', name: 'Memo R.', count: 3, total: '$12.50', preorderId: 7 };

describe('vendor inbox notices', () => {
  it('names the catalogue entry of each type', () => {
    expect(inboxNoticeKey('new_preorder', 'title')).toBe('preorder.notification.title');
    expect(inboxNoticeKey('cancelledToday', 'body')).toBe('hereNow.inbox.cancelledToday.body');
  });

  it('keeps English words on a new row, whatever the customer’s language', () => {
    expect(inboxNoticeWords('new_preorder', values)).toEqual({
      title: 'New preorder VE-1234',
      message: 'Memo R. ordered 3 items, total $12.50',
    });
  });

  it.each([
    ['en', 'New preorder VE-1234', 'Memo R. ordered 3 items, total $12.50'],
    ['es', 'Nuevo pedido VE-1234', 'Memo R. pidió 3 productos, total $12.50'],
  ] as const)('shows a new preorder in the reader’s language (%s)', (locale, title, body) => {
    const row = { type: 'new_preorder', title: 'New preorder VE-1234', message: 'whatever was stored', values };
    expect(inboxNoticeText(locale, row, 'title')).toBe(title);
    expect(inboxNoticeText(locale, row, 'body')).toBe(body);
  });

  it('shows a row written before its values were kept in its stored words', () => {
    const old = { type: 'new_preorder', title: 'New preorder VE-9', message: 'Lupe O. ordered 1 item, total $4.00', values: { preorderId: 3 } };
    expect(inboxNoticeText('es', old, 'title')).toBe('New preorder VE-9');
    expect(inboxNoticeText('es', old, 'body')).toBe('Lupe O. ordered 1 item, total $4.00');
  });

  it('shows a type without an entry in its stored words, and other types in the reader’s language', () => {
    const watch = { type: 'desk_unreachable', title: 'Ordering paused', message: 'Stored words', values: {} };
    expect(inboxNoticeText('es', watch, 'body')).toBe('Stored words');
    const cancelled = { type: 'cancelledToday', title: 'Today is cancelled', message: 'x', values: { orders: 2 } };
    expect(inboxNoticeText('es', cancelled, 'title')).toBe(es['hereNow.inbox.cancelledToday.title']);
  });
});
