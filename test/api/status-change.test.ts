/**
 * An order's status change as one command (issue 39 item 2, src/server/preorders/status-change.ts):
 * every processor's part inside the change's transaction sees the change and can add to the
 * order; once committed, their parts after it run in order, and one that fails is logged without
 * failing the change or stopping the next. A change that fails writes nothing and runs nothing
 * after it; a step already reached runs nothing at all.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { advancePreorderStatus, changePreorderStatus } from '../../src/server/preorders/queries.js';
import { changeOrderStatus, type StatusProcessor } from '../../src/server/preorders/status-change.js';
import { setupTestApp } from '../support/app.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';

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
  });
});
