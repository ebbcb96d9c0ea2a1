import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL_DOMAIN, demoVendors, valleyCities } from '../../src/server/db/demo-data.js';
import type { Db } from '../../src/server/db/index.js';
import {
  attractions,
  businessHours,
  eventVendorLocations,
  eventVendorRegistrations,
  events,
  loyaltyRewards,
  menuCategories,
  menuItems,
  reviews,
  userCredentials,
  users,
  vendors,
  vendorTimeSlots,
  weatherRecommendations,
} from '../../src/server/db/schema.js';
import { seedDemoData } from '../../src/server/db/seed.js';
import { FILTER_CHIPS, VALLEY_BOUNDS, VALLEY_TIME_ZONE } from '../../src/shared/constants.js';
import { distanceMiles } from '../../src/shared/geo.js';
import { isOpenByHours, zonedTimeToUtc } from '../../src/shared/hours.js';
import { windowProblem } from '../../src/shared/pickup.js';
import { pickupDates } from '../../src/shared/pickup-choice.js';
import { PAYMENT_METHODS } from '../../src/shared/schemas/vendors.js';
import { matchesChip } from '../../src/shared/vendor-filter.js';
import { createTestDatabase, type TestDatabase, testEngine } from '../support/db.js';

// A Wednesday afternoon in the valley.
const now = new Date('2025-03-12T21:00:00Z');
const chips = FILTER_CHIPS.filter((c) => c !== 'All');
const paymentIds: string[] = [...PAYMENT_METHODS];

async function tableCounts(db: Db) {
  const tables = { users, vendors, businessHours, menuItems, reviews, loyaltyRewards, events, eventVendorRegistrations };
  const entries = [];
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    entries.push([name, row.n] as const);
  }
  return Object.fromEntries(entries);
}

function byVendor<T extends { vendorId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.vendorId, [...(map.get(row.vendorId) ?? []), row]);
  return map;
}

describe(`demo seed on ${testEngine}`, () => {
  let t: TestDatabase;
  let db: Db;
  let vendorRows: (typeof vendors.$inferSelect)[];

  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.database.db;
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('seeds an empty database with a handful of statements', async () => {
    const before = t.database.statements.count;
    const started = performance.now();
    await expect(seedDemoData(db, { now })).resolves.toEqual({ seeded: true });
    const elapsed = performance.now() - started;
    // One statement per table (the lock, the check, users, vendors, … event sites, weather rules,
    // attractions, promotions, challenges, follows and their notices, posts and their likes, a chat and its messages); node-postgres also counts the transaction's BEGIN and COMMIT, PGlite does not.
    expect(t.database.statements.count - before).toBeLessThanOrEqual(testEngine === 'postgres' ? 25 : 23);
    // Budget is "well under a second"; the bound leaves room for a busy 2-core machine.
    expect(elapsed).toBeLessThan(5_000);
    vendorRows = await db.select().from(vendors).orderBy(vendors.id);
  });

  it('adds weather rules whose cuisines the demo vendors have (heat, warmth, rain, wind)', async () => {
    const rules = await db.select().from(weatherRecommendations);
    expect(rules.map((r) => [r.weatherCondition, r.temperature])).toEqual([
      ['any', 100],
      ['any', 85],
      ['rain', null],
      ['wind', null],
    ]);
    for (const rule of rules) {
      for (const cuisine of rule.recommendedCuisines ?? []) {
        expect(vendorRows.some((v) => matchesChip(v.cuisine, cuisine)), cuisine).toBe(true);
      }
    }
  });

  it('adds real valley attractions inside the valley, some partners, some within a mile of a demo vendor', async () => {
    const places = await db.select().from(attractions);
    expect(places.length).toBeGreaterThanOrEqual(8);
    expect(places.filter((a) => a.isPartner).length).toBeGreaterThanOrEqual(2);
    for (const a of places) {
      expect(a.latitude, a.name).toBeGreaterThanOrEqual(VALLEY_BOUNDS.minLat);
      expect(a.latitude, a.name).toBeLessThanOrEqual(VALLEY_BOUNDS.maxLat);
      expect(a.longitude, a.name).toBeGreaterThanOrEqual(VALLEY_BOUNDS.minLng);
      expect(a.longitude, a.name).toBeLessThanOrEqual(VALLEY_BOUNDS.maxLng);
    }
    const near = places.filter((a) =>
      vendorRows.some((v) => v.latitude !== null && v.longitude !== null && distanceMiles({ lat: a.latitude, lng: a.longitude }, { lat: v.latitude, lng: v.longitude }) <= 1),
    );
    expect(near.length).toBeGreaterThanOrEqual(2);
  });

  it('spreads about 24 vendors over every valley city, placed inside the valley', () => {
    expect(vendorRows.length).toBeGreaterThanOrEqual(22);
    expect(vendorRows.length).toBeLessThanOrEqual(26);
    for (const city of valleyCities) {
      expect(
        vendorRows.some((v) => v.address.includes(`, ${city}, CA 9`)),
        city,
      ).toBe(true);
    }
    for (const v of vendorRows) {
      expect(v.latitude, v.businessName).toBeGreaterThanOrEqual(33.4);
      expect(v.latitude, v.businessName).toBeLessThanOrEqual(34.0);
      expect(v.longitude, v.businessName).toBeGreaterThanOrEqual(-116.6);
      expect(v.longitude, v.businessName).toBeLessThanOrEqual(-115.9);
      expect(v.phone, v.businessName).toMatch(/^\(760\) 555-01\d\d$/);
      expect(v.description?.length, v.businessName).toBeGreaterThan(40);
      expect(v.isActive).toBe(true);
      expect(v.publishedAt).not.toBeNull();
    }
    expect(new Set(vendorRows.map((v) => v.businessName)).size).toBe(vendorRows.length);
  });

  it('gives every vendor a demo owner who cannot sign in', async () => {
    const owners = await db.select().from(users);
    const byId = new Map(owners.map((u) => [u.id, u]));
    for (const v of vendorRows) {
      const owner = byId.get(v.userId);
      expect(owner?.email, v.businessName).toMatch(new RegExp(`^[a-z.]+@${DEMO_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`));
      expect(owner?.firstName).toBeTruthy();
      expect(owner?.lastName).toBeTruthy();
    }
    // Owners plus 6-10 customers.
    expect(owners.length - vendorRows.length).toBeGreaterThanOrEqual(6);
    expect(owners.length - vendorRows.length).toBeLessThanOrEqual(10);
    const [creds] = await db.select({ n: count() }).from(userCredentials);
    expect(creds.n).toBe(0);
  });

  it('matches every cuisine chip and still shows variety under All', () => {
    for (const chip of chips) {
      expect(
        vendorRows.some((v) => v.cuisine.toLowerCase().includes(chip.toLowerCase())),
        chip,
      ).toBe(true);
    }
    const others = vendorRows.filter((v) => !chips.some((c) => v.cuisine.toLowerCase().includes(c.toLowerCase())));
    expect(new Set(others.map((v) => v.cuisine)).size).toBeGreaterThanOrEqual(5);
  });

  it('gives every vendor a menu of 6-15 priced items, some tracked, sold out or unavailable', async () => {
    const items = await db.select().from(menuItems);
    const menus = byVendor(items);
    for (const v of vendorRows) {
      const menu = menus.get(v.id) ?? [];
      expect(menu.length, v.businessName).toBeGreaterThanOrEqual(6);
      expect(menu.length, v.businessName).toBeLessThanOrEqual(15);
    }
    for (const item of items) {
      expect(item.price, item.name).toMatch(/^\d+\.\d{2}$/);
      expect(Number(item.price), item.name).toBeGreaterThan(0);
      expect(item.category, item.name).toBeTruthy();
      expect(item.description, item.name).toBeTruthy();
      expect(item.prepTime, item.name).toBeGreaterThan(0);
    }
    expect(items.filter((i) => i.inventoryCount !== null).length).toBeGreaterThanOrEqual(3);
    expect(items.some((i) => i.isSoldOut)).toBe(true);
    expect(items.some((i) => !i.isAvailable)).toBe(true);
  });

  it('files every item under a menu category of its vendor, and has a daily special on the seed day', async () => {
    const categories = await db.select().from(menuCategories);
    const items = await db.select().from(menuItems);
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const item of items) {
      const category = byId.get(item.categoryId ?? -1);
      expect(category?.vendorId, item.name).toBe(item.vendorId);
      expect(category?.name, item.name).toBe(item.category);
    }
    for (const list of byVendor(categories).values()) {
      expect(list.map((c) => c.sortOrder).sort((a, b) => a - b)).toEqual(list.map((_, i) => i));
      expect(new Set(list.map((c) => c.name.toLowerCase())).size).toBe(list.length);
    }
    // Seeded on Wednesday 12 March 2025 in the valley: that day's special shows on its menu.
    const specials = items.filter((i) => i.isDailySpecial);
    expect(specials.length).toBeGreaterThanOrEqual(1);
    for (const s of specials) expect(s.specialDate, s.name).toBe('2025-03-12');
  });

  it('accepts preorders exactly when payment methods are set, for about half the vendors', () => {
    for (const v of vendorRows) {
      expect(v.acceptsPreorders, v.businessName).toBe(v.paymentMethods.length > 0);
      for (const m of v.paymentMethods) expect(paymentIds, v.businessName).toContain(m);
      if (v.acceptsPreorders) expect(v.preorderInstructions, v.businessName).toBeTruthy();
    }
    const accepting = vendorRows.filter((v) => v.acceptsPreorders).length;
    expect(accepting).toBeGreaterThanOrEqual(Math.floor(vendorRows.length / 3));
    expect(accepting).toBeLessThanOrEqual(Math.ceil((vendorRows.length * 2) / 3));
  });

  it('keeps weekly hours: closed days, past-midnight trucks and vendors without hours', async () => {
    const hours = byVendor(await db.select().from(businessHours));
    const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
    let pastMidnight = 0;
    let closedDays = 0;
    for (const v of vendorRows) {
      const week = hours.get(v.id);
      if (!week) continue;
      expect(week.map((h) => h.dayOfWeek).sort(), v.businessName).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (const h of week) {
        if (h.isClosed) {
          closedDays += 1;
          expect(h.openTime).toBeNull();
          expect(h.closeTime).toBeNull();
        } else {
          expect(h.openTime, v.businessName).toMatch(hhmm);
          expect(h.closeTime, v.businessName).toMatch(hhmm);
          if (h.closeTime! < h.openTime!) pastMidnight += 1;
        }
      }
    }
    expect(pastMidnight).toBeGreaterThan(0);
    expect(closedDays).toBeGreaterThan(0);
    expect(vendorRows.filter((v) => !hours.has(v.id)).length).toBeGreaterThanOrEqual(1);
  });

  it('lets every vendor that takes preorders and keeps hours offer pickup slots inside its opening hours', async () => {
    const windows = byVendor(await db.select().from(vendorTimeSlots));
    const hours = byVendor(await db.select().from(businessHours));
    for (const [vendorId, list] of windows) {
      const vendor = vendorRows.find((v) => v.id === vendorId)!;
      expect(vendor.acceptsPreorders, vendor.businessName).toBe(true);
      expect(windowProblem(list), vendor.businessName).toBeNull();
      for (const w of list) {
        const inside = (at: Date) => isOpenByHours(hours.get(vendorId)!, at, VALLEY_TIME_ZONE);
        // Each window's first and last minute on a day of that weekday (9–15 March 2025 is Sunday–Saturday).
        const day = 9 + w.dayOfWeek;
        const [sh, sm] = w.startTime.split(':').map(Number);
        const [eh, em] = w.endTime.split(':').map(Number);
        expect(inside(zonedTimeToUtc(2025, 3, day, sh, sm, VALLEY_TIME_ZONE)), `${vendor.businessName} ${w.dayOfWeek} ${w.startTime}`).toBe(true);
        expect(inside(zonedTimeToUtc(2025, 3, day, eh, em - 1, VALLEY_TIME_ZONE)), `${vendor.businessName} ${w.dayOfWeek} ${w.endTime}`).toBe(true);
      }
    }
    // Issue 44: a closed truck's preorder page offers later pickup times.
    const preordering = vendorRows.filter((v) => v.acceptsPreorders && hours.has(v.id));
    expect(preordering.length).toBeGreaterThanOrEqual(8);
    for (const v of preordering) expect(windows.has(v.id), v.businessName).toBe(true);
  });

  it('offers later pickup times at a closed demo truck (issue 44)', async () => {
    // Monday 10 March 2025, 8 AM in the valley: most trucks are still closed.
    const monday = zonedTimeToUtc(2025, 3, 10, 8, 0, VALLEY_TIME_ZONE);
    const windows = byVendor(await db.select().from(vendorTimeSlots));
    const hours = byVendor(await db.select().from(businessHours));
    const closedWithTimes = vendorRows.filter((v) => {
      const week = hours.get(v.id);
      if (!v.acceptsPreorders || !week || isOpenByHours(week, monday, VALLEY_TIME_ZONE)) return false;
      return pickupDates(windows.get(v.id) ?? [], monday, VALLEY_TIME_ZONE).length > 0;
    });
    expect(closedWithTimes.length).toBeGreaterThanOrEqual(5);
  });

  it('gives loyalty vendors 2-4 rewards and nobody else any', async () => {
    const rewards = await db.select().from(loyaltyRewards);
    const perVendor = byVendor(rewards.map((r) => ({ ...r, vendorId: r.vendorId! })));
    for (const v of vendorRows) {
      const own = perVendor.get(v.id) ?? [];
      if (v.hasLoyaltyProgram) {
        expect(own.length, v.businessName).toBeGreaterThanOrEqual(2);
        expect(own.length, v.businessName).toBeLessThanOrEqual(4);
        // Only vendors taking preorders can award points (earned on completed preorders).
        expect(v.acceptsPreorders, v.businessName).toBe(true);
      } else {
        expect(own, v.businessName).toEqual([]);
      }
    }
    const loyal = vendorRows.filter((v) => v.hasLoyaltyProgram).length;
    expect(loyal).toBeGreaterThanOrEqual(Math.floor(vendorRows.length / 4));
    expect(loyal).toBeLessThanOrEqual(Math.ceil(vendorRows.length / 2));
    for (const r of rewards) {
      expect(['percentage', 'fixed_amount']).toContain(r.discountType);
      expect(r.discountValue).toMatch(/^\d+\.\d{2}$/);
      expect(r.pointsRequired).toBeGreaterThan(0);
    }
    expect(rewards.filter((r) => !r.isActive).length).toBeGreaterThanOrEqual(1);
  });

  it('seeds feed posts whose like counts equal their likers', async () => {
    const rows = await db.execute<{ likes: number; likers: number; vendor_id: number | null }>(
      sql`select p.likes, p.vendor_id, (select count(*)::int from post_likes l where l.post_id = p.id) as likers from social_posts p`,
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows.rows) expect(Number(r.likes)).toBe(Number(r.likers));
    expect(rows.rows.filter((r) => r.vendor_id !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('leaves reviews that make ratings differ', async () => {
    const rows = await db.select().from(reviews);
    for (const r of rows) {
      expect(r.rating).toBeGreaterThanOrEqual(3);
      expect(r.rating).toBeLessThanOrEqual(5);
      for (const sub of [r.serviceRating, r.foodQualityRating, r.valueRating]) {
        expect(sub).toBeGreaterThanOrEqual(1);
        expect(sub).toBeLessThanOrEqual(5);
      }
      expect(r.comment).toBeTruthy();
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    const perVendor = byVendor(rows);
    expect(perVendor.size).toBeGreaterThanOrEqual(Math.floor(vendorRows.length * 0.75));
    for (const list of perVendor.values()) expect(list.length).toBeLessThanOrEqual(8);
    const averages = new Set(
      [...perVendor.values()].map((l) => (l.reduce((s, r) => s + r.rating, 0) / l.length).toFixed(1)),
    );
    expect(averages.size).toBeGreaterThanOrEqual(5);
  });

  it('adds two upcoming active events with special locations', async () => {
    const rows = await db.select().from(events);
    expect(rows).toHaveLength(2);
    for (const e of rows) {
      expect(e.isActive).toBe(true);
      expect(e.startDate.getTime()).toBeGreaterThan(now.getTime());
      expect(e.endDate.getTime()).toBeGreaterThan(e.startDate.getTime());
      expect(e.specialLocations.length).toBeGreaterThan(0);
      expect(e.venue).toBeTruthy();
    }
  });

  it('places the approved demo vendors on the events\' sites, inside the valley (decision 0038)', async () => {
    const sites = await db.select().from(eventVendorLocations);
    const registrations = await db.select().from(eventVendorRegistrations);
    expect(sites.length).toBeGreaterThanOrEqual(3);
    expect(sites.some((s) => s.isPremium)).toBe(true);
    expect(sites.some((s) => !s.isPremium)).toBe(true);
    const keys = new Set<string>();
    for (const s of sites) {
      const registration = registrations.find((r) => r.eventId === s.eventId && r.vendorId === s.vendorId);
      expect(registration?.status).toBe('approved');
      expect(s.latitude).toBeGreaterThanOrEqual(VALLEY_BOUNDS.minLat);
      expect(s.latitude).toBeLessThanOrEqual(VALLEY_BOUNDS.maxLat);
      expect(s.longitude).toBeGreaterThanOrEqual(VALLEY_BOUNDS.minLng);
      expect(s.longitude).toBeLessThanOrEqual(VALLEY_BOUNDS.maxLng);
      keys.add(`${s.eventId}:${s.vendorId}`);
    }
    expect(keys.size).toBe(sites.length); // one spot per vendor per event
  });

  it('does nothing the second time', async () => {
    const before = await tableCounts(db);
    await expect(seedDemoData(db, { now })).resolves.toEqual({ seeded: false });
    expect(await tableCounts(db)).toEqual(before);
  });
});

describe(`demo seed under concurrency on ${testEngine}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('inserts once when two calls race on one database', async () => {
    const db = t.database.db;
    const results = await Promise.all([seedDemoData(db), seedDemoData(db)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const counts = await tableCounts(db);
    expect(counts.vendors).toBe(demoVendors.length);
    expect(counts.events).toBe(2);
  });

  it('seeds again once every vendor is gone, reusing the leftover demo users', async () => {
    const db = t.database.db;
    const [usersBefore] = await db.select({ n: count() }).from(users);
    await db.execute(sql`delete from vendors`);
    await db.execute(sql`delete from events`);
    await expect(seedDemoData(db)).resolves.toEqual({ seeded: true });
    const counts = await tableCounts(db);
    expect(counts.vendors).toBe(demoVendors.length);
    expect(counts.users).toBe(usersBefore.n);
  });
});
