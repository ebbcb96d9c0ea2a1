/**
 * The vendor's notices follow the reader, not the customer (issue 44 defect 6): a "new preorder"
 * notice keeps its values and English words whichever language the customer ordered in, on both
 * order paths (the one-statement path and the transaction path), so the desk renders it in the
 * vendor's own language; a row written before keeps its stored words.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxNoticeText } from '../../src/shared/vendor-inbox.js';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { createShop, orderBody } from '../support/ordering.js';

const t = setupTestApp({ env: { ...NO_ORDER_LIMITS } });

type Entry = { type: string; title: string; message: string; values: Record<string, string | number> };

describe('vendor notices in the reader’s language', () => {
  it('a Spanish customer’s orders leave values and English words; an old row keeps its words', async () => {
    const shop = await createShop(t.app, {
      items: [
        { name: 'Tamal de elote', price: 3 },
        // A counted stock sends the order down the transaction path.
        { name: 'Champurrado', price: 2.5, inventoryCount: 20 },
      ],
    });
    const order = async (item: (typeof shop.items)[number], quantity: number, phone: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/guest-preorders',
        headers: { 'accept-language': 'es-MX' },
        payload: orderBody(shop.vendor.id, [{ item, quantity }], { firstName: 'Memo', lastName: 'Ruiz', phone }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; invoiceNumber: string; totalAmount: string };
    };
    const quick = await order(shop.items[0], 3, '(760) 555-0301');
    const counted = await order(shop.items[1], 2, '(760) 555-0302');

    // A row from before this change: the customer's words, no values.
    await t.database.db.execute(sql`
      insert into notifications (vendor_id, title, message, type, action_url, metadata, channel, created_at)
      values (${shop.vendor.id}, 'Nuevo pedido VE-OLD', 'Lupe O. pidió 1 producto, total $4.00', 'new_preorder',
              '/vendor-preorders', ${JSON.stringify({ preorderId: 1 })}::jsonb, 'inbox', now() - interval '1 hour')`);

    const inbox = await t.app.inject({ method: 'GET', url: '/api/my-vendor/inbox', headers: { cookie: shop.cookie } });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const entries = (inbox.json() as { entries: Entry[] }).entries;
    const of = (invoice: string) => entries.find((e) => e.values.invoice === invoice);
    for (const [placed, count] of [
      [quick, 3],
      [counted, 2],
    ] as const) {
      const entry = of(placed.invoiceNumber);
      expect(entry).toMatchObject({
        type: 'new_preorder',
        title: `New preorder ${placed.invoiceNumber}`,
        message: `Memo R. ordered ${count} items, total $${placed.totalAmount}`,
        values: { invoice: placed.invoiceNumber, name: 'Memo R.', count, total: `$${placed.totalAmount}`, preorderId: placed.id },
      });
      expect(inboxNoticeText('es', entry as Entry, 'body')).toBe(`Memo R. pidió ${count} productos, total $${placed.totalAmount}`);
    }
    const old = entries.find((e) => e.title === 'Nuevo pedido VE-OLD') as Entry;
    expect(old.values).toEqual({ preorderId: 1 });
    expect(inboxNoticeText('en', old, 'title')).toBe('Nuevo pedido VE-OLD');
    expect(inboxNoticeText('en', old, 'body')).toBe('Lupe O. pidió 1 producto, total $4.00');
  });
});
