/**
 * Fuzzing every write route with fast-check (issue "Proof of quality", item 4).
 *
 * Each route starts from a request that works (a valid body, valid params and a valid session of
 * the caller the route is for), and each run sends one variant of it: an arbitrary JSON body,
 * one field replaced by a hostile value (wrong type, huge or unicode string, NUL, negative, huge or
 * fractional number, 1e400, nested arrays), a field dropped, extra fields, the body wrapped in an
 * array, malformed JSON, a wrong content type, a body over the limit, a hostile `:id`, or hostile
 * headers (cookies, Origin, Idempotency-Key, X-Forwarded-For, …). For every run:
 *   - the answer is never a 5xx;
 *   - a 4xx answer is `{"message": string}` and left every table of the database as it was
 *     (row count and md5 of every row of every table, before and after);
 *   - malformed JSON → 400, a non-JSON content type → 415, a body over 1 MB → 413.
 * FUZZ_RUNS changes the number of runs per route (default 25), FUZZ_ONLY="PUT /api/uploads" picks
 * routes, FUZZ_VERBOSE=1 prints every request; a failure prints fast-check's seed.
 *
 * This module makes the fixtures and holds the checks (test/api/fuzz*.test.ts each run a part of the
 * routes, so the two test workers share the work); the request that works for each route is in
 * test/support/fuzz-routes.ts, the variants of it in test/support/fuzz-variants.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailSettled } from '../../src/server/account-recovery/email.js';
import { setupTestApp } from './app.js';
import { changedTables, type DbFingerprint, dbFingerprint } from './db-state.js';
import { addMenuItem, adminEnv, adminLogin, signUp, signUpVendor } from './factories.js';
import {
  adBody,
  attractionBody,
  eventBody,
  type FuzzFixtures,
  fixtureRequests,
  PHONE,
  promotionBody,
  rewardBody,
  weatherRuleBody,
} from './fuzz-fixtures.js';
import { fuzzRoutes } from './fuzz-routes.js';
import { paymentRoutes } from './fuzz-routes-payments.js';
import { startFakeSquare } from './fake-square.js';
import {
  build,
  describeVariant,
  type FuzzRoute,
  isPlainObject,
  type Variant,
  variants,
} from './fuzz-variants.js';
import { openAroundTheClockIn } from './open-hours.js';
import { orderBody } from './ordering.js';
import { fakeTwilioForFile, outboxIdle, verifyPhone } from './phone.js';
import { isWrite, listRoutes, type Method, routeKey } from './routes.js';

/** Registers the fuzz file's fixtures and tests for part `part` (0-based) of `parts`. */
export async function fuzzSuite(part: number, parts: number): Promise<void> {
  const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-fuzz-'));
  // Paying online (DESIGN §11) through a fake Square on 127.0.0.1 (test/support/fuzz-routes-payments.ts).
  const square = await startFakeSquare();
  const env: Record<string, string> = { ...adminEnv, AUTH_RATE_LIMIT: '0', LOOKUP_RATE_LIMIT: '0', DATA_DIR: dataDir, ...square.env };
  // Codes for verified phones arrive by text through a fake Twilio; the outbox worker sends them
  // in the background, so runs that texted wait for it before the next fingerprint.
  const twilio = fakeTwilioForFile(env);
  const t = setupTestApp({ env });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterAll(() => square.close());
  afterEach(() => outboxIdle(t.database));

  // ---------------------------------------------------------------- fixtures

  /** Made by the beforeAll below; the route table reads it only when a run asks for a target. */
  const fx = Object.assign({} as FuzzFixtures, { t, twilio });
  const { call, createdId, completedOrder, uploadTicket } = fixtureRequests(fx);

  beforeAll(async () => {
    fx.admin = await adminLogin(t.app);
    fx.png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c2410c' } }).png().toBuffer();

    const shop = await signUpVendor(t.app, { paymentMethods: ['cash', 'zelle'] });
    await openAroundTheClockIn(t.app, shop.cookie, shop.vendor.id);
    await call('PUT', `/api/vendors/${shop.vendor.id}/loyalty-program`, shop.cookie, { enabled: true });
    const items = [
      await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Carne Asada Taco', price: 3.5 }),
      await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Date Shake', price: 7.25 }),
    ];
    const rewardId = await createdId('POST', `/api/vendors/${shop.vendor.id}/loyalty-rewards`, shop.cookie, {
      ...rewardBody(),
      pointsRequired: 1,
      maxUses: null,
    });
    fx.shop = { cookie: shop.cookie, email: shop.user.email, vendorId: shop.vendor.id, items, rewardId };
    for (let i = 0; i < 6; i++) await completedOrder(); // 6 × 18 points for PHONE to redeem (and codes to check)
    fx.phone = await verifyPhone(t.app, PHONE, twilio.fake);
    fx.linker = (await signUp(t.app)).cookie;

    const editor = await signUpVendor(t.app, { paymentMethods: ['cash'] });
    fx.editor = {
      cookie: editor.cookie,
      vendorId: editor.vendor.id,
      itemId: (await addMenuItem(t.app, editor.cookie, editor.vendor.id)).id,
      rewardId: await createdId('POST', `/api/vendors/${editor.vendor.id}/loyalty-rewards`, editor.cookie, rewardBody()),
    };
    fx.registrant = (await signUp(t.app)).cookie;
    fx.bystanderVendorId = (await signUpVendor(t.app)).vendor.id;

    fx.promotionId = await createdId('POST', '/admin/api/promotions', fx.admin, promotionBody());
    fx.adId = await createdId('POST', '/admin/api/advertisements', fx.admin, adBody());
    fx.eventId = await createdId('POST', '/admin/api/events', fx.admin, eventBody());
    fx.registrationId = await createdId('POST', `/api/events/${fx.eventId}/register`, fx.shop.cookie, {
      requestedLocation: 'North lot',
    });
    fx.weatherRuleId = await createdId('POST', '/admin/api/weather-recommendations', fx.admin, weatherRuleBody());
    fx.attractionId = await createdId('POST', '/admin/api/attractions', fx.admin, attractionBody());

    const ticket = await uploadTicket(fx.shop.cookie);
    await t.app.inject({ method: 'PUT', url: ticket.uploadURL, headers: { 'content-type': 'image/png' }, payload: fx.png });
    fx.objectPath = ticket.objectPath;
  }, 180_000);

  // ---------------------------------------------------------------- the routes

  const routes = [...fuzzRoutes(fx), ...paymentRoutes(fx, square)];
  /** This part's routes: every `parts`-th, from `part`. */
  const mine = routes.filter((_, i) => i % parts === part);

  let fingerprint: DbFingerprint;
  const counts = new Map<string, Map<number, number>>();

  async function runOne(route: FuzzRoute, v: Variant) {
    const target = await route.target();
    const { options, mustBe } = build(route, target, v);
    // An accepted sign-up or reset writes after its answer (decision 0021): wait for the earlier ones.
    await mailSettled(t.app.ctx);
    const before = await fingerprint.current();
    const res = await t.app.inject(options);
    const after = await fingerprint.current();
    const key = `${route.method} ${route.route}`;
    const perStatus = counts.get(key) ?? new Map<number, number>();
    perStatus.set(res.statusCode, (perStatus.get(res.statusCode) ?? 0) + 1);
    counts.set(key, perStatus);

    const what = `${key} with ${describeVariant(v)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    if (process.env.FUZZ_VERBOSE) console.log(what.slice(0, 400));
    if (res.statusCode >= 500) throw new Error(`server error: ${what}`);
    if (mustBe !== undefined && res.statusCode !== mustBe) throw new Error(`expected ${mustBe}: ${what}`);
    if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        throw new Error(`a refusal that is not JSON: ${what}`);
      }
      if (!isPlainObject(body) || typeof body.message !== 'string') throw new Error(`a refusal without {message}: ${what}`);
      // Rate-limit counters count every attempt, refused ones too: that is what they are for (decision 0013).
      const changed = changedTables(before, after, [...Object.keys(route.mayChange ?? {}), 'rate_limit_counters']);
      if (changed.length > 0) throw new Error(`a refused request changed ${changed.join(', ')}: ${what}`);
    }
  }

  // ---------------------------------------------------------------- the tests

  beforeAll(async () => {
    fingerprint = await dbFingerprint(t.database);
  });

  afterAll(() => {
    const lines = [...counts].map(
      ([key, perStatus]) => `  ${key.padEnd(42)} ${[...perStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    if (lines.length) console.log(`Answers per route (status×count): ${RUNS} fuzz runs each, plus the sweeps:\n${lines.join('\n')}`);
  });

  describe(`fuzzing the write routes (part ${part + 1} of ${parts})`, () => {
    // The checks over every route run in the first part only (registered there alone, so no part
    // reports them skipped); each part fuzzes its share of the routes.
    const first = part === 0;
    const itFirst = first ? it : () => undefined;
    itFirst('covers every write route the app registers, and no route it does not', () => {
      const registered = listRoutes(t.app).filter(isWrite).map(routeKey).sort();
      const fuzzed = routes.map((r) => `${r.method} ${r.route}`).sort();
      expect(fuzzed).toEqual(registered);
    });

    itFirst('starts every route from a request that works (2xx), so variants reach the handlers', async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const target = await route.target();
        const res = await t.app.inject(build(route, target, { kind: 'valid' }).options);
        if (res.statusCode >= 300) failures.push(`${route.method} ${route.route} → ${res.statusCode} ${res.body}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);

    itFirst('refuses ids beyond PostgreSQL integer range, and NUL in paths and queries, with a 4xx', async () => {
      const BIG = 2 ** 31; // one past int4, still a safe JavaScript integer
      const failures: string[] = [];
      const check = async (label: string, options: InjectOptions) => {
        const res = await t.app.inject(options);
        if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body}`);
      };
      // Every route with an :id, any method, as a caller who gets past the guards.
      const byKey = new Map(routes.map((r) => [`${r.method} ${r.route}`, r]));
      for (const r of listRoutes(t.app).filter((r) => r.url.includes(':id'))) {
        const fuzz = byKey.get(routeKey(r));
        const target = fuzz ? await fuzz.target() : undefined;
        const cookie = r.url.startsWith('/admin/') ? fx.admin : (target?.cookie ?? fx.shop.cookie);
        const url = r.url.replace(':id', String(BIG));
        const body = target?.body;
        await check(`${r.method} ${url}`, {
          method: r.method as Method,
          url,
          headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
      }
      const order = orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 1 }], { phone: PHONE });
      const bodies: [string, string, unknown][] = [
        ['POST', '/api/guest-preorders', { ...order, vendorId: BIG }],
        ['POST', '/api/guest-preorders', { ...order, items: [{ ...order.items[0], menuItemId: BIG }] }],
        ['POST', '/api/loyalty/redeem', { phone: PHONE, rewardId: BIG }],
      ];
      for (const [method, url, body] of bodies) {
        await check(`${method} ${url} ${JSON.stringify(body).slice(0, 80)}`, { method: method as Method, url, payload: body as object });
      }
      for (const url of [
        '/api/track/%00aaaaaaaaaa',
        '/api/track/%ED%A0%80aaaaaaaa',
        '/api/orders/phone/760555014%00',
        '/api/orders/phone/7605550142%ED%A0%80',
        '/api/loyalty/balance/7605550142%00?vendorId=1',
        '/api/ads?placement=homepage%00',
        '/uploads/%00',
        `/api/loyalty/rewards?vendorId=${BIG}`,
        `/api/loyalty/balance/7605550142?vendorId=${BIG}`,
        `/api/loyalty/transactions/7605550142?vendorId=${BIG}`,
        `/admin/api/event-registrations?eventId=${BIG}`,
      ]) {
        await check(`GET ${url}`, { method: 'GET', url, headers: { cookie: fx.admin } });
      }
      expect(failures).toEqual([]);
    }, 120_000);

    it('sweeps every field of every body: integers past int4, NUL bytes and lone surrogates in strings', async () => {
      const failures: string[] = [];
      for (const route of mine) {
        const sample = await route.target();
        if (!isPlainObject(sample.body)) continue;
        const keys = Object.keys(sample.body);
        for (const [pick, key] of keys.entries()) {
          const valid = sample.body[key];
          const values: unknown[] =
            typeof valid === 'number'
              ? [2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 1e308]
              : typeof valid === 'string'
                ? ['a\u0000b', '\uD800', `${valid}\u0000`]
                : Array.isArray(valid)
                  ? [['a\u0000b'], [2 ** 31]]
                  : [];
          for (const value of values) {
            try {
              await runOne(route, { kind: 'field', pick, value });
            } catch (err) {
              failures.push(`${key}: ${(err as Error).message.slice(0, 300)}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);

    for (const route of mine.filter((r) => `${r.method} ${r.route}`.includes(process.env.FUZZ_ONLY ?? ''))) {
      it(`${route.method} ${route.route}: never a 5xx, and a refusal changes nothing`, async () => {
        await fc.assert(
          fc.asyncProperty(variants(route, fx.png), (v) => runOne(route, v)),
          { numRuns: RUNS, endOnFailure: true },
        );
      }, 180_000);
    }
  });
}
