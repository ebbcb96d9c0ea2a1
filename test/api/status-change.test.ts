/**
 * An order's status change as one command (issue 39 item 2, src/server/preorders/status-change.ts):
 * every processor's part inside the change's transaction sees the change and can add to the
 * order; once committed, their parts after it run in order, and one that fails is logged without
 * failing the change or stopping the next. A change that fails writes nothing and runs nothing
 * after it; a step already reached runs nothing at all. The change's event is a row written in its
 * transaction: when the process dies after the commit, a worker runs the after-commit parts once
 * the lease of the instance that made it has run out, with the order as it is then, and once.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { advancePreorderStatus, changePreorderStatus } from '../../src/server/preorders/queries.js';
import { changeOrderStatus, recoverOrderEvents, type StatusProcessor } from '../../src/server/preorders/status-change.js';
import { setupTestApp } from '../support/app.js';
import { createShop, moveOrder, orderBody, placeOrder } from '../support/ordering.js';

const t = setupTestApp({ now: () => new Date('2026-11-30T19:00:00Z') });

let shop: Awaited<ReturnType<typeof createShop>>;

beforeAll(async () => {
  shop = await createShop(t.app);
});

async function newOrder(): Promise<{ id: number }> {
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const statusOf = async (id: number) =>
  (await t.database.db.execute<{ status: string; special_instructions: string | null }>(
    sql`select status, special_instructions from guest_preorders where id = ${id}`,
  )).rows[0];

/** Processors that write down what they saw, and one that fails after the commit. */
function recorders(calls: string[]): StatusProcessor[] {
  return [
    {
      name: 'first',
      async inTransaction(tx, order) {
        const seen = await tx.execute<{ status: string }>(sql`select status from guest_preorders where id = ${order.id}`);
        calls.push(`first in the transaction: ${order.status}, the row says ${seen.rows[0].status}`);
        return { specialInstructions: 'added by a processor' };
      },
      async afterCommit(order) {
        calls.push(`first after the commit: ${(await statusOf(order.id)).status}`);
      },
    },
    {
      name: 'second',
      async inTransaction(_tx, order) {
        calls.push(`second in the transaction sees: ${order.specialInstructions}`);
        return undefined;
      },
      async afterCommit() {
        throw new Error('a failing processor');
      },
    },
    {
      name: 'third',
      async afterCommit(order) {
        calls.push(`third after the commit: ${order.specialInstructions}`);
      },
    },
  ];
}

const eventsOf = async (id: number) =>
  (await t.database.db.execute<{ status: string; attempts: number; processed: boolean }>(
    sql`select status, attempts, processed_at is not null as processed from order_events where preorder_id = ${id} order by id`,
  )).rows;

describe('changeOrderStatus', () => {
  it('runs the processors inside the transaction and after the commit, in order, past one that fails', async () => {
    const order = await newOrder();
    const calls: string[] = [];
    const result = await changeOrderStatus(
      t.app,
      (onChanged, now) => changePreorderStatus(t.database.db, order.id, 'confirmed', { now, onChanged }),
      { processors: recorders(calls) },
    );
    expect(result).toMatchObject({ changed: true, order: { status: 'confirmed', specialInstructions: 'added by a processor' } });
    expect(calls).toEqual([
      'first in the transaction: confirmed, the row says confirmed',
      'second in the transaction sees: added by a processor',
      'first after the commit: confirmed',
      'third after the commit: added by a processor',
    ]);
    expect(await statusOf(order.id)).toEqual({ status: 'confirmed', special_instructions: 'added by a processor' });
    expect(await eventsOf(order.id)).toEqual([{ status: 'confirmed', attempts: 1, processed: true }]);
  });

  it('writes nothing and runs nothing after a change whose transaction fails', async () => {
    const order = await newOrder();
    const calls: string[] = [];
    const failing: StatusProcessor = {
      name: 'fails inside',
      async inTransaction() {
        throw new Error('refused inside the transaction');
      },
    };
    await expect(
      changeOrderStatus(
        t.app,
        (onChanged, now) => changePreorderStatus(t.database.db, order.id, 'confirmed', { now, onChanged }),
        { processors: [...recorders(calls), failing] },
      ),
    ).rejects.toThrow('refused inside the transaction');
    expect(await statusOf(order.id)).toMatchObject({ status: 'pending' });
    expect(calls.filter((c) => c.includes('after the commit'))).toEqual([]);
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it('runs nothing for a step already reached or a key already applied', async () => {
    const order = await newOrder();
    const calls: string[] = [];
    const step = (key: string) =>
      changeOrderStatus(
        t.app,
        (onChanged, now) => advancePreorderStatus(t.database.db, order.id, 'confirmed', { now, idempotencyKey: key, onChanged }),
        { processors: recorders(calls) },
      );
    expect((await step('desk:a')).changed).toBe(true);
    const ran = calls.length;
    expect(await step('desk:a')).toMatchObject({ changed: false, order: { status: 'confirmed' } });
    expect(await step('desk:b')).toMatchObject({ changed: false, order: { status: 'confirmed' } });
    expect(calls.length).toBe(ran);
    expect(await eventsOf(order.id)).toEqual([{ status: 'confirmed', attempts: 1, processed: true }]);
  });

  it('a change whose process died after the commit: a worker runs what follows once the lease has run out, once', async () => {
    const order = await newOrder();
    const calls: string[] = [];
    const died = await changeOrderStatus(
      t.app,
      (onChanged, now) => changePreorderStatus(t.database.db, order.id, 'confirmed', { now, onChanged }),
      { processors: recorders(calls), runAfterCommit: false },
    );
    expect(died.changed).toBe(true);
    expect(calls.filter((c) => c.includes('after the commit'))).toEqual([]);
    expect(await eventsOf(order.id)).toEqual([{ status: 'confirmed', attempts: 1, processed: false }]);

    // The instance that made the change still holds it: no other runs it.
    expect(await recoverOrderEvents(t.app, recorders(calls))).toBe(0);
    // The lease runs out (the process never came back); the order has moved on meanwhile.
    await t.database.db.execute(sql`update order_events set lease_until = ${new Date(t.app.ctx.now().getTime() - 1000).toISOString()}::timestamptz where preorder_id = ${order.id}`);
    await changePreorderStatus(t.database.db, order.id, 'ready', { now: t.app.ctx.now() });
    calls.length = 0;
    expect(await recoverOrderEvents(t.app, recorders(calls))).toBe(1);
    expect(calls).toEqual(['first after the commit: ready', 'third after the commit: added by a processor']);
    expect(await eventsOf(order.id)).toEqual([{ status: 'confirmed', attempts: 2, processed: true }]);
    expect(await recoverOrderEvents(t.app, recorders(calls))).toBe(0);
    expect(calls).toHaveLength(2);
  });
});

describe('a cancelled order gives its counted stock back (decision 0058)', () => {
  let stocked: Awaited<ReturnType<typeof createShop>>;
  beforeAll(async () => {
    stocked = await createShop(t.app, {
      items: [
        { name: 'Birria Plate', price: 12, inventoryCount: 5 },
        { name: 'Agua Fresca', price: 3 },
      ],
    });
  });

  /** The public menu's view of the birria: what the next customer sees. */
  const birria = async () => {
    const menu = (await t.app.inject({ method: 'GET', url: `/api/vendors/${stocked.vendor.id}/menu` })).json() as {
      name: string;
      inventoryCount: number | null;
      isSoldOut: boolean;
    }[];
    const item = menu.find((m) => m.name === 'Birria Plate');
    return { inventoryCount: item?.inventoryCount, isSoldOut: item?.isSoldOut };
  };
  const order = async (quantity: number) => {
    const res = await placeOrder(
      t.app,
      orderBody(stocked.vendor.id, [
        { item: stocked.items[0], quantity },
        { item: stocked.items[1], quantity: 1 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; trackingToken: string };
  };

  it('back on the menu when the customer or the vendor cancels before it was ready; a sold-out item is orderable again', async () => {
    const first = await order(2);
    await expect.poll(birria).toEqual({ inventoryCount: 3, isSoldOut: false });
    expect((await t.app.inject({ method: 'POST', url: `/api/track/${first.trackingToken}/cancel` })).statusCode).toBe(200);
    await expect.poll(birria).toEqual({ inventoryCount: 5, isSoldOut: false });

    // The last five, then the vendor turns the order down: the item is no longer sold out.
    const all = await order(5);
    await expect.poll(birria).toEqual({ inventoryCount: 0, isSoldOut: true });
    expect((await placeOrder(t.app, orderBody(stocked.vendor.id, [{ item: stocked.items[0], quantity: 1 }]))).json().code).toBe('item_sold_out');
    await moveOrder(t.app, stocked.cookie, all.id, ['cancelled']);
    await expect.poll(birria).toEqual({ inventoryCount: 5, isSoldOut: false });
    // A resent cancel is a step already reached (200, nothing written): nothing comes back twice.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${all.id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: stocked.cookie },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await birria()).toEqual({ inventoryCount: 5, isSoldOut: false });
  });

  it('a no-show keeps its portions used: the food was made', async () => {
    const before = (await birria()).inventoryCount!;
    const made = await order(1);
    await moveOrder(t.app, stocked.cookie, made.id, ['confirmed', 'ready']);
    const res = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${made.id}/no-show`, headers: { cookie: stocked.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    await expect.poll(birria).toEqual({ inventoryCount: before - 1, isSoldOut: false });
  });
});
