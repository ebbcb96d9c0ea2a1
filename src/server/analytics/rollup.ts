/**
 * The daily roll-up (DESIGN §10.4, decision 0035): one `vendor_analytics` row per vendor per valley
 * date with the day's figures, and `vendor_item_sales` rows with its items, so analytics read a
 * few hundred rows however many orders pile up.
 *
 * Closed days (before today in the valley) are read from the roll-up; today is computed live from
 * its own orders with the same SQL, so nothing written today waits for a roll-up. A closed day is
 * rolled up on the first read that finds it missing or out of date: triggers (migration 0005) bump
 * `changes` on the day's row in the transaction of any order or review change, and the roll-up
 * stores the `changes` it saw in `rolled_changes`. It reads `changes` and the orders in one
 * statement (one snapshot), so a change committed meanwhile leaves the row out of date, never
 * silently stale; an advisory lock per vendor keeps two roll-ups of the vendor from both writing
 * its item rows.
 *
 * Definitions are decision 0022's: completed orders make revenue and orders; pending, confirmed
 * and ready ones are open; cancelled ones count nowhere; paid orders (whatever their status) make
 * the money collected, their tips apart (a refunded order is no longer paid); customers, items and hours count every
 * order not cancelled. A new customer of a day is a phone whose first order here (not cancelled)
 * is that day; a repeat customer ordered that day and before. Orders without a phone (walk-ups)
 * are no customer.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';

/** One valley date's figures (money in integer cents). */
export interface DayFigures {
  date: string;
  profileViews: number;
  orderCount: number;
  revenueCents: number;
  openOrders: number;
  openCents: number;
  /** The food of paid orders (online, or marked paid at the desk) and the tips paid with them. */
  collectedCents: number;
  tipCents: number;
  newCustomers: number;
  repeatCustomers: number;
  hourly: number[];
}

export interface ItemFigures {
  menuItemId: string | null;
  name: string;
  units: number;
  cents: number;
  ratingSum: number;
  ratingCount: number;
}

/** An arbitrary key of our own for the advisory lock (the decision's number). */
const LOCK_CLASS = 35;

/**
 * The figures of the vendor's orders on the valley dates of the CTE `dates (date)` (which `datesCte`
 * defines): CTEs `figures` (one row per date with orders) and `items` (per date and item).
 */
function figuresCtes(vendorId: number, tz: string, datesCte: SQL): SQL {
  return sql`
    dates as (${datesCte}),
    o as (
      select g.id, g.phone, g.status, g.items, (g.total_amount * 100)::bigint as cents,
             g.payment_status, (g.tip_amount * 100)::bigint as tip_cents,
             (g.created_at at time zone ${tz})::date as date,
             extract(hour from g.created_at at time zone ${tz})::int as hour
      from guest_preorders g
      where g.vendor_id = ${vendorId}
        and g.created_at >= ((select min(date) from dates)::timestamp at time zone ${tz})
        and g.created_at < (((select max(date) from dates) + 1)::timestamp at time zone ${tz})
        and (g.created_at at time zone ${tz})::date in (select date from dates)
    ),
    customers as (
      select o.date, o.phone,
             not exists (select 1 from guest_preorders p
                         where p.vendor_id = ${vendorId} and p.phone = o.phone and p.status <> 'cancelled'
                           and p.created_at < (o.date::timestamp at time zone ${tz})) as is_new
      from o where o.status <> 'cancelled' and o.phone is not null
      group by o.date, o.phone
    ),
    hours as (select date, hour, count(*)::int as n from o where status <> 'cancelled' group by date, hour),
    figures as (
      select o.date,
             (count(*) filter (where o.status = 'completed'))::int as order_count,
             coalesce(sum(o.cents) filter (where o.status = 'completed'), 0)::bigint as revenue_cents,
             (count(*) filter (where o.status not in ('completed', 'cancelled')))::int as open_orders,
             coalesce(sum(o.cents) filter (where o.status not in ('completed', 'cancelled')), 0)::bigint as open_cents,
             coalesce(sum(o.cents) filter (where o.payment_status = 'paid'), 0)::bigint as collected_cents,
             coalesce(sum(o.tip_cents) filter (where o.payment_status = 'paid'), 0)::bigint as tip_cents,
             (select count(*) filter (where c.is_new) from customers c where c.date = o.date)::int as new_customers,
             (select count(*) filter (where not c.is_new) from customers c where c.date = o.date)::int as repeat_customers,
             (select array_agg(coalesce(h.n, 0) order by gs)
                from generate_series(0, 23) gs left join hours h on h.date = o.date and h.hour = gs) as hourly
      from o group by o.date
    ),
    items as (
      select o.date, line->>'menuItemId' as menu_item_id, line->>'name' as name,
             sum((line->>'quantity')::int)::int as units,
             sum((line->>'quantity')::int * ((line->>'price')::numeric * 100))::bigint as cents,
             coalesce(sum(r.rating), 0)::int as rating_sum, count(r.rating)::int as rating_count
      from o
      cross join lateral jsonb_array_elements(o.items) as line
      left join preorder_reviews r on r.preorder_id = o.id
      where o.status <> 'cancelled'
      group by o.date, line->>'menuItemId', line->>'name'
    )`;
}

/** The closed dates from `from` to `to` (inclusive) whose row is missing or out of date. */
function staleDates(vendorId: number, from: string, to: string): SQL {
  return sql`
    select gs::date as date, va.changes
    from generate_series(${from}::date, ${to}::date, interval '1 day') gs
    left join vendor_analytics va on va.vendor_id = ${vendorId} and va.date = gs::date
    where va.id is null or va.rolled_changes is distinct from va.changes or va.collected is null`;
}

/**
 * Rolls up the vendor's closed dates from `from` to `to` that need it; returns how many it wrote.
 * `to` must be before today in the valley (today keeps changing: it is read live).
 */
export async function rollUp(db: Db, vendorId: number, from: string, to: string, tz: string): Promise<number> {
  if (from > to) return 0;
  const any = await db.execute(sql`select 1 from (${staleDates(vendorId, from, to)}) s limit 1`);
  if (any.rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${vendorId})`);
    const res = await tx.execute<{ rolled: number }>(sql`
      with stale as (${staleDates(vendorId, from, to)}),
      ${figuresCtes(vendorId, tz, sql`select date from stale`)},
      del as (delete from vendor_item_sales s where s.vendor_id = ${vendorId} and s.date in (select date from stale)),
      ins as (
        insert into vendor_item_sales (vendor_id, date, menu_item_id, name, units, cents, rating_sum, rating_count)
        select ${vendorId}, date, menu_item_id, name, units, cents, rating_sum, rating_count from items),
      up as (
        insert into vendor_analytics as va (vendor_id, date, order_count, revenue, open_orders, open_value,
                                            new_customers, repeat_customers, avg_order_value, peak_hour,
                                            hourly_orders, collected, tips, rolled_changes)
        select ${vendorId}, s.date, coalesce(f.order_count, 0), coalesce(f.revenue_cents, 0) / 100.0,
               coalesce(f.open_orders, 0), coalesce(f.open_cents, 0) / 100.0,
               coalesce(f.new_customers, 0), coalesce(f.repeat_customers, 0),
               case when f.order_count > 0 then round(f.revenue_cents::numeric / f.order_count) / 100.0 else 0 end,
               (select h.hour from hours h where h.date = s.date order by h.n desc, h.hour limit 1),
               f.hourly, coalesce(f.collected_cents, 0) / 100.0, coalesce(f.tip_cents, 0) / 100.0, coalesce(s.changes, 0)
        from stale s left join figures f on f.date = s.date
        on conflict (vendor_id, date) do update set
          order_count = excluded.order_count, revenue = excluded.revenue, open_orders = excluded.open_orders,
          open_value = excluded.open_value, new_customers = excluded.new_customers,
          repeat_customers = excluded.repeat_customers, avg_order_value = excluded.avg_order_value,
          peak_hour = excluded.peak_hour, hourly_orders = excluded.hourly_orders,
          collected = excluded.collected, tips = excluded.tips, rolled_changes = excluded.rolled_changes
        returning 1)
      select (select count(*) from up)::int as rolled`);
    return Number(res.rows[0]?.rolled ?? 0);
  });
}

const emptyHours = () => Array.from({ length: 24 }, () => 0);

/** A day's order figures as the queries return them (money as text: bigint cents). */
type DayRow = {
  order_count: number;
  revenue_cents: string;
  open_orders: number;
  open_cents: string;
  collected_cents: string;
  tip_cents: string;
  new_customers: number;
  repeat_customers: number;
  hourly: number[] | null;
};

/** An item's figures as the queries return them. */
type ItemRow = {
  menu_item_id: string | null;
  name: string;
  units: number;
  cents: string;
  rating_sum: number;
  rating_count: number;
};

function dayFromRow(date: string, profileViews: number, r: DayRow | undefined): DayFigures {
  return {
    date,
    profileViews,
    orderCount: Number(r?.order_count ?? 0),
    revenueCents: Number(r?.revenue_cents ?? 0),
    openOrders: Number(r?.open_orders ?? 0),
    openCents: Number(r?.open_cents ?? 0),
    collectedCents: Number(r?.collected_cents ?? 0),
    tipCents: Number(r?.tip_cents ?? 0),
    newCustomers: Number(r?.new_customers ?? 0),
    repeatCustomers: Number(r?.repeat_customers ?? 0),
    hourly: r?.hourly?.map(Number) ?? emptyHours(),
  };
}

function itemFromRow(r: ItemRow): ItemFigures {
  return {
    menuItemId: r.menu_item_id,
    name: r.name,
    units: Number(r.units),
    cents: Number(r.cents),
    ratingSum: Number(r.rating_sum),
    ratingCount: Number(r.rating_count),
  };
}

/** The day figures of one date computed from its orders (today's, or any date's for a check). */
export async function liveDay(db: Db, vendorId: number, date: string, tz: string): Promise<{ day: DayFigures; items: ItemFigures[] }> {
  const dates = sql`select ${date}::date as date`;
  const [days, items, views] = [
    await db.execute<DayRow>(sql`with ${figuresCtes(vendorId, tz, dates)} select * from figures`),
    await db.execute<ItemRow>(sql`with ${figuresCtes(vendorId, tz, dates)} select * from items`),
    await db.execute<{ n: number }>(
      sql`select profile_views as n from vendor_analytics where vendor_id = ${vendorId} and date = ${date}::date`,
    ),
  ];
  return {
    day: dayFromRow(date, Number(views.rows[0]?.n ?? 0), days.rows[0]),
    items: items.rows.map(itemFromRow),
  };
}

/** The rolled-up figures of the closed dates from `from` to `to` (rolling up what needs it first). */
export async function closedDays(db: Db, vendorId: number, from: string, to: string, tz: string): Promise<DayFigures[]> {
  if (from > to) return [];
  await rollUp(db, vendorId, from, to, tz);
  const rows = await db.execute<DayRow & { date: string; profile_views: number }>(sql`
    select date::text as date, profile_views, order_count, (revenue * 100)::bigint::text as revenue_cents,
           open_orders, (open_value * 100)::bigint::text as open_cents, new_customers, repeat_customers,
           (collected * 100)::bigint::text as collected_cents, (tips * 100)::bigint::text as tip_cents,
           hourly_orders as hourly
    from vendor_analytics
    where vendor_id = ${vendorId} and date between ${from}::date and ${to}::date
    order by date`);
  return rows.rows.map((r) => dayFromRow(String(r.date), Number(r.profile_views), r));
}

/** The rolled-up items of the closed dates from `from` to `to`, summed per item (after `closedDays`). */
export async function closedItems(db: Db, vendorId: number, from: string, to: string): Promise<ItemFigures[]> {
  if (from > to) return [];
  const rows = await db.execute<ItemRow>(sql`
    select menu_item_id, name, sum(units)::int as units, sum(cents)::bigint::text as cents,
           sum(rating_sum)::int as rating_sum, sum(rating_count)::int as rating_count
    from vendor_item_sales
    where vendor_id = ${vendorId} and date between ${from}::date and ${to}::date
    group by menu_item_id, name`);
  return rows.rows.map(itemFromRow);
}
