/**
 * Counted stock (DESIGN §5): every change to the items whose stock the vendor counts, in one
 * statement — an order takes its quantities (place.ts), a cancelled order that was never made gives
 * them back (status-change.ts, decision 0058). A counted item is sold out at 0 and only then: taking
 * the last portions sells it out, portions given back to an item at 0 make it orderable again, and
 * an item the vendor marked sold out while it still had a count stays as the vendor left it.
 * Callers lock the rows first, in id order (DESIGN §9).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';

/** `quantity` is what the item gains: negative when an order takes it. Items without a count are left alone. */
export async function changeCountedStock(tx: Db, changes: readonly { menuItemId: number; quantity: number }[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  const deltas = sql.join(
    changes.map((c) => sql`(${c.menuItemId}::int, ${c.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update menu_items m
    set inventory_count = m.inventory_count + d.q,
        is_sold_out = case when d.q < 0 then m.inventory_count + d.q <= 0
                           when m.inventory_count <= 0 then false
                           else m.is_sold_out end,
        updated_at = ${now.toISOString()}::timestamptz
    from (values ${deltas}) as d(id, q)
    where m.id = d.id and m.inventory_count is not null`);
}
