/**
 * Vendor analytics (DESIGN §6, decision 0035): a period is the last N valley dates, today
 * included, and the previous period the N dates before. Closed days come from the daily roll-up
 * (rollup.ts), today from its own orders, so an answer costs the same with 50,000 orders or
 * 2,000,000. Revenue counts completed orders only (decision 0022); the rest count orders not
 * cancelled.
 */
import { sql } from 'drizzle-orm';
import { fromCents } from '../../shared/money.js';
import { addDays } from '../../shared/pickup-choice.js';
import { zonedDate } from '../../shared/pickup.js';
import type { Db } from '../db/index.js';
import { closedDays, closedItems, type DayFigures, type ItemFigures, liveDay } from './rollup.js';

/** The valley dates of the current and previous periods of `days` days ending today. */
export function periodDates(now: Date, days: number, tz: string) {
  const today = zonedDate(now, tz);
  return { today, start: addDays(today, -(days - 1)), prevStart: addDays(today, -(2 * days - 1)) };
}

/** Every day of the two periods (closed ones rolled up, today live) and today's items. */
async function periodFigures(db: Db, vendorId: number, days: number, now: Date, tz: string, back: 1 | 2) {
  const { today, start, prevStart } = periodDates(now, days, tz);
  const from = back === 2 ? prevStart : start;
  const closed = await closedDays(db, vendorId, from, addDays(today, -1), tz);
  const live = await liveDay(db, vendorId, today, tz);
  return { start, today, from, days: [...closed, live.day], todayItems: live.items };
}

/**
 * Percent change, 1 decimal (DESIGN §6 as changed by decision 0022): null ("New") when the
 * previous period had nothing and this one has something; 0 when both are empty.
 */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const sum = (days: DayFigures[], pick: (d: DayFigures) => number) => days.reduce((n, d) => n + pick(d), 0);

/**
 * Decision 0022: revenue, orders and the average are over completed orders only; open orders
 * (pending, confirmed, ready) are counted apart with the value still to collect; cancelled ones
 * nowhere. Collected: the food of the period's paid orders (online or marked paid), tips apart. New customers: phones whose first order (not cancelled) falls in the period. Profile
 * views: the vendor's counted views on the period's valley dates.
 */
export async function performance(db: Db, vendorId: number, days: number, now: Date, tz: string) {
  const figures = await periodFigures(db, vendorId, days, now, tz, 2);
  const cur = figures.days.filter((d) => d.date >= figures.start);
  const prev = figures.days.filter((d) => d.date < figures.start);
  const curOrders = sum(cur, (d) => d.orderCount);
  const prevOrders = sum(prev, (d) => d.orderCount);
  const curCents = sum(cur, (d) => d.revenueCents);
  const prevCents = sum(prev, (d) => d.revenueCents);
  const curAvg = curOrders ? Math.round(curCents / curOrders) : 0;
  const prevAvg = prevOrders ? Math.round(prevCents / prevOrders) : 0;
  const curViews = sum(cur, (d) => d.profileViews);
  const prevViews = sum(prev, (d) => d.profileViews);
  return {
    totalRevenue: fromCents(curCents),
    revenueGrowth: growth(curCents, prevCents),
    totalOrders: curOrders,
    orderGrowth: growth(curOrders, prevOrders),
    avgOrderValue: fromCents(curAvg),
    avgOrderGrowth: growth(curAvg, prevAvg),
    newCustomers: sum(cur, (d) => d.newCustomers),
    openOrders: sum(cur, (d) => d.openOrders),
    openValue: fromCents(sum(cur, (d) => d.openCents)),
    collected: fromCents(sum(cur, (d) => d.collectedCents)),
    tips: fromCents(sum(cur, (d) => d.tipCents)),
    profileViews: curViews,
    profileViewsGrowth: growth(curViews, prevViews),
  };
}

/** Items by units ordered in the period (ties: revenue, then name), with their orders' average rating. */
export async function popularItems(db: Db, vendorId: number, days: number, now: Date, tz: string, limit: number) {
  const figures = await periodFigures(db, vendorId, days, now, tz, 1);
  const byItem = new Map<string, ItemFigures>();
  for (const item of [...(await closedItems(db, vendorId, figures.from, addDays(figures.today, -1))), ...figures.todayItems]) {
    const key = `${item.menuItemId}\n${item.name}`;
    const seen = byItem.get(key);
    if (!seen) byItem.set(key, { ...item });
    else {
      seen.units += item.units;
      seen.cents += item.cents;
      seen.ratingSum += item.ratingSum;
      seen.ratingCount += item.ratingCount;
    }
  }
  return [...byItem.values()]
    .sort((a, b) => b.units - a.units || b.cents - a.cents || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, limit)
    .map((i) => ({
      name: i.name,
      orderCount: i.units,
      revenue: fromCents(i.cents),
      // As numeric(4,2) then one decimal, as the rating was always shown.
      avgRating: i.ratingCount === 0 ? 0 : Math.round(Math.round((i.ratingSum / i.ratingCount) * 100) / 10) / 10,
    }));
}

/** Valley hours by orders (not cancelled) in the period, busiest first (ties: earlier hour). */
export async function peakHours(db: Db, vendorId: number, days: number, now: Date, tz: string, limit: number) {
  const figures = await periodFigures(db, vendorId, days, now, tz, 1);
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orderCount: sum(figures.days, (d) => d.hourly[hour] ?? 0) }));
  return hours
    .filter((h) => h.orderCount > 0)
    .sort((a, b) => b.orderCount - a.orderCount || a.hour - b.hour)
    .slice(0, limit);
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
