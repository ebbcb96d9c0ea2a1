/**
 * Vendor analytics (DESIGN §6): each answer is a few SQL aggregates over the vendor's guest
 * preorders, served by the (vendor_id, created_at) index — never a loop over orders in JS.
 * Orders in a period: created in (now − N days, now]; the previous period is the N days before
 * that. Revenue counts completed orders only (decision 0022); the rest count orders not cancelled.
 */
import { sql } from 'drizzle-orm';
import { fromCents } from '../../shared/money.js';
import type { Db } from '../db/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function periods(now: Date, days: number) {
  const end = now;
  const start = new Date(now.getTime() - days * DAY_MS);
  const prevStart = new Date(now.getTime() - 2 * days * DAY_MS);
  return { end, start, prevStart };
}

/**
 * Percent change, 1 decimal (DESIGN §6 as changed by decision 0022): null ("New") when the
 * previous period had nothing and this one has something; 0 when both are empty.
 */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * Decision 0022: revenue, orders and the average are over completed orders only; open orders
 * (pending, confirmed, ready) are counted apart with the value still to collect; cancelled ones
 * nowhere. New customers: phones whose first order (not cancelled) falls in the period. Profile
 * views: the vendor's counted views on the period's valley dates.
 */
export async function performance(db: Db, vendorId: number, days: number, now: Date, tz: string) {
  const { end, start, prevStart } = periods(now, days);
  const rows = await db.execute<{
    cur_orders: number;
    cur_cents: string;
    prev_orders: number;
    prev_cents: string;
    open_orders: number;
    open_cents: string;
    new_customers: number;
    cur_views: number;
    prev_views: number;
  }>(sql`
    with scoped as (
      select phone, status, created_at, (total_amount * 100)::bigint as cents
      from guest_preorders
      where vendor_id = ${vendorId} and status <> 'cancelled'
        and created_at > ${prevStart.toISOString()}::timestamptz and created_at <= ${end.toISOString()}::timestamptz
    ),
    firsts as (
      select phone, min(created_at) as first_at
      from guest_preorders
      where vendor_id = ${vendorId} and status <> 'cancelled' and created_at <= ${end.toISOString()}::timestamptz
      group by phone
    ),
    views as (
      select
        coalesce(sum(profile_views) filter (where date > (${start.toISOString()}::timestamptz at time zone ${tz})::date), 0)::int as cur,
        coalesce(sum(profile_views) filter (where date <= (${start.toISOString()}::timestamptz at time zone ${tz})::date), 0)::int as prev
      from vendor_analytics
      where vendor_id = ${vendorId}
        and date > (${prevStart.toISOString()}::timestamptz at time zone ${tz})::date
        and date <= (${end.toISOString()}::timestamptz at time zone ${tz})::date
    )
    select
      (count(*) filter (where status = 'completed' and created_at > ${start.toISOString()}::timestamptz))::int as cur_orders,
      coalesce(sum(cents) filter (where status = 'completed' and created_at > ${start.toISOString()}::timestamptz), 0)::text as cur_cents,
      (count(*) filter (where status = 'completed' and created_at <= ${start.toISOString()}::timestamptz))::int as prev_orders,
      coalesce(sum(cents) filter (where status = 'completed' and created_at <= ${start.toISOString()}::timestamptz), 0)::text as prev_cents,
      (count(*) filter (where status <> 'completed' and created_at > ${start.toISOString()}::timestamptz))::int as open_orders,
      coalesce(sum(cents) filter (where status <> 'completed' and created_at > ${start.toISOString()}::timestamptz), 0)::text as open_cents,
      (select count(*)::int from firsts where first_at > ${start.toISOString()}::timestamptz) as new_customers,
      (select cur from views) as cur_views,
      (select prev from views) as prev_views
    from scoped`);
  const r = rows.rows[0];
  const curCents = Number(r.cur_cents);
  const prevCents = Number(r.prev_cents);
  const curAvg = r.cur_orders ? Math.round(curCents / r.cur_orders) : 0;
  const prevAvg = r.prev_orders ? Math.round(prevCents / r.prev_orders) : 0;
  return {
    totalRevenue: fromCents(curCents),
    revenueGrowth: growth(curCents, prevCents),
    totalOrders: r.cur_orders,
    orderGrowth: growth(r.cur_orders, r.prev_orders),
    avgOrderValue: fromCents(curAvg),
    avgOrderGrowth: growth(curAvg, prevAvg),
    newCustomers: r.new_customers,
    openOrders: r.open_orders,
    openValue: fromCents(Number(r.open_cents)),
    profileViews: Number(r.cur_views),
    profileViewsGrowth: growth(Number(r.cur_views), Number(r.prev_views)),
  };
}

export async function popularItems(db: Db, vendorId: number, days: number, now: Date, limit: number) {
  const { end, start } = periods(now, days);
  const rows = await db.execute<{ name: string; units: number; cents: string; avg_rating: string | null }>(sql`
    select line->>'name' as name,
           sum((line->>'quantity')::int)::int as units,
           sum((line->>'quantity')::int * ((line->>'price')::numeric * 100))::bigint::text as cents,
           avg(r.rating)::numeric(4,2)::text as avg_rating
    from guest_preorders g
    cross join lateral jsonb_array_elements(g.items) as line
    left join preorder_reviews r on r.preorder_id = g.id
    where g.vendor_id = ${vendorId} and g.status <> 'cancelled'
      and g.created_at > ${start.toISOString()}::timestamptz and g.created_at <= ${end.toISOString()}::timestamptz
    group by line->>'menuItemId', line->>'name'
    order by units desc, cents desc, name
    limit ${limit}`);
  return rows.rows.map((r) => ({
    name: r.name,
    orderCount: r.units,
    revenue: fromCents(Number(r.cents)),
    avgRating: r.avg_rating === null ? 0 : Math.round(Number(r.avg_rating) * 10) / 10,
  }));
}

export async function peakHours(db: Db, vendorId: number, days: number, now: Date, tz: string, limit: number) {
  const { end, start } = periods(now, days);
  const rows = await db.execute<{ hour: number; orders: number }>(sql`
    select extract(hour from created_at at time zone ${tz})::int as hour, count(*)::int as orders
    from guest_preorders
    where vendor_id = ${vendorId} and status <> 'cancelled'
      and created_at > ${start.toISOString()}::timestamptz and created_at <= ${end.toISOString()}::timestamptz
    group by 1
    order by orders desc, hour
    limit ${limit}`);
  return rows.rows.map((r) => ({ hour: r.hour, orderCount: r.orders }));
}

const round1 = (v: string | null) => (v === null ? 0 : Math.round(Number(v) * 10) / 10);

/** Averages over all reviews of the vendor: signed-in reviews and rated preorders. */
export async function feedback(db: Db, vendorId: number) {
  const rows = await db.execute<{
    service: string | null;
    food: string | null;
    value: string | null;
    timeliness: string | null;
    recommend: string | null;
  }>(sql`
    with subratings as (
      select service_rating, food_quality_rating, value_rating from preorder_reviews where vendor_id = ${vendorId}
      union all
      select service_rating, food_quality_rating, value_rating from reviews where vendor_id = ${vendorId}
    )
    select
      (select avg(service_rating)::text from subratings) as service,
      (select avg(food_quality_rating)::text from subratings) as food,
      (select avg(value_rating)::text from subratings) as value,
      (select avg(timeliness_rating)::text from preorder_reviews where vendor_id = ${vendorId}) as timeliness,
      (select (avg(case when would_recommend then 100.0 else 0 end))::text
         from preorder_reviews where vendor_id = ${vendorId}) as recommend`);
  const r = rows.rows[0];
  return {
    serviceRating: round1(r.service),
    foodQualityRating: round1(r.food),
    valueRating: round1(r.value),
    timelinessRating: round1(r.timeliness),
    recommendationRate: Math.round(Number(r.recommend ?? 0)),
  };
}

/** Same rating the map shows: every review of the vendor, both kinds. */
export async function reviewStats(db: Db, vendorId: number) {
  const rows = await db.execute<{ avg: string | null; n: number }>(sql`
    select avg(rating)::text as avg, count(*)::int as n from (
      select rating from preorder_reviews where vendor_id = ${vendorId}
      union all
      select rating from reviews where vendor_id = ${vendorId}
    ) x`);
  return { averageRating: round1(rows.rows[0].avg), totalReviews: rows.rows[0].n };
}
