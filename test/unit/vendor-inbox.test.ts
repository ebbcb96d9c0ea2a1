/** Issue 44 defect 6: the vendor's notices in the reader's language, old rows in their stored words. */
import { describe, expect, it } from 'vitest';
import { registerCatalogue, translate } from '../../src/shared/messages/index.js';
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

  it('shows the desk watch’s pause with its end as a valley time in the reader’s language; an old one in its words', () => {
    // 2026-11-24 04:00 UTC is 8:00 PM on the 23rd in the valley.
    const watch = { type: 'desk_unreachable', title: 'x', message: 'Stored words', values: { pausedUntil: '2026-11-24T04:00:00.000Z', minutes: 10, vendor: 'Tacos Chuy' } };
    expect(inboxNoticeText('en', watch, 'body')).toBe(translate('en', 'pauseEnds.notice.message', { minutes: 10, vendor: 'Tacos Chuy', time: '8:00 PM' }));
    const spanish = inboxNoticeText('es', watch, 'body');
    expect(spanish).toBe(translate('es', 'pauseEnds.notice.message', { minutes: 10, vendor: 'Tacos Chuy', time: new Intl.DateTimeFormat('es-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' }).format(new Date('2026-11-24T04:00:00.000Z')) }));
    expect(spanish).not.toBe(inboxNoticeText('en', watch, 'body'));
    const old = { ...watch, values: { pausedUntil: '2026-11-24T04:00:00.000Z' } };
    expect(inboxNoticeText('es', old, 'body')).toBe('Stored words');
  });

  it('shows a type without an entry in its stored words, and other types in the reader’s language', () => {
    const unknown = { type: 'something_else', title: 'Stored title', message: 'Stored words', values: {} };
    expect(inboxNoticeText('es', unknown, 'body')).toBe('Stored words');
    const cancelled = { type: 'cancelledToday', title: 'Today is cancelled', message: 'x', values: { orders: 2 } };
    expect(inboxNoticeText('es', cancelled, 'title')).toBe(es['hereNow.inbox.cancelledToday.title']);
  });
});
