/**
 * Scale-out (issue 21 item 1, DESIGN §10.6, decision 0033): two real servers (src/server/main.ts,
 * each a process of its own with its own DATA_DIR) on one fresh PostgreSQL database and one
 * S3-compatible store (s3rver), texting through one fake Twilio, behind an imagined proxy
 * (TRUST_PROXY: each simulated client sends its own X-Forwarded-For). Whatever one instance
 * keeps only in its own memory shows up here as a failure: a session, a cache that is not told,
 * a limit counted per process, a live stream fed only by local events, an outbox row sent twice.
 *
 * Only with TEST_DATABASE_URL (PostgreSQL; CI has it): PGlite is one process by design.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/index.js';
import { TEST_ADMIN } from '../support/factories.js';
import { type FakeNws, startFakeNws } from '../support/fake-nws.js';
import { type FakeS3, startFakeS3 } from '../support/fake-s3.js';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';
import { createShop as createShopOver, PASSWORD, signUp } from '../support/http-shop.js';
import { orderBody } from '../support/ordering.js';
import {
  createScratchDatabase,
  type HttpAnswer,
  httpRequest,
  type ScratchDatabase,
  ServerProcess,
  testServerEnv,
} from '../support/server-process.js';
import { takeSseEvents } from '../support/sse.js';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('[ops tests skipped: TEST_DATABASE_URL is not set] two instances on one PostgreSQL');

/** The limits both instances run with, low enough to reach in a few requests. */
const LIMITS = { AUTH_RATE_LIMIT: 4, ORDER_RATE_LIMIT: 4, ORDER_PHONE_LIMIT: 3 };
/** DESIGN §10.1: at most 3 codes per phone per 15 minutes to one asking address (PHONE_CODES_PER_WINDOW). */
const CODES_PER_PHONE = 3;
/** How long a change made on one instance may take to show on the other (NOTIFY is milliseconds). */
const PROPAGATION_MS = 10_000;

/** Less than SESSION_REUSE_MS (src/server/auth/session.ts): a sign-out elsewhere must not wait for it. */
const SIGN_OUT_MS = 2_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const suffix = () => randomBytes(4).toString('hex');
/** A client address of its own (X-Forwarded-For): per-address limits then count only what a test means them to. */
const newIp = () => `10.${1 + (randomBytes(1)[0] % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
let phoneSeq = 0;
/** A textable phone number no other test in this file uses (760 555-2000 and up). */
const newPhone = () => `760555${String(2000 + phoneSeq++).padStart(4, '0')}`;

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = PROPAGATION_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL and one object store', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 've-two-instances-'));
  let database: ScratchDatabase;
  let s3: FakeS3;
  let fake: FakeTwilio;
  let nws: FakeNws;
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;

  /** A request to one instance from client address `ip` (a fresh one unless given). */
  function call<T = any>(
    server: ServerProcess,
    method: string,
    url: string,
    options: { body?: unknown; cookie?: string; ip?: string } = {},
  ): Promise<HttpAnswer<T>> {
    return httpRequest<T>(server.baseUrl, method, url, options.body, options.cookie, {
      'x-forwarded-for': options.ip ?? newIp(),
    });
  }

  /** The answer when its status is `status`; a failure naming the request otherwise. */
  async function expectStatus<T = any>(status: number, answer: Promise<HttpAnswer<T>>, what: string): Promise<HttpAnswer<T>> {
    const res = await answer;
    if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.json)}`);
    return res;
  }

  /** One simulated client of `server`: every request it sends comes from the address `ip`. */
  const client = (server: ServerProcess, ip = newIp()) => ({ baseUrl: server.baseUrl, headers: { 'x-forwarded-for': ip } });

  /** A live vendor, open around the clock, with two items, made through `server` by one client. */
  const createShop = (server: ServerProcess) =>
    createShopOver(client(server), {
      name: `Two Trucks ${suffix()}`,
      owner: { prefix: 'two' },
      items: [
        { name: 'Carne Asada Taco', price: 3.5 },
        { name: 'Date Shake', price: 7.25 },
      ],
    });

  beforeAll(async () => {
    if (!adminUrl) return;
    s3 = await startFakeS3(path.join(dir, 's3'));
    fake = await startFakeTwilio();
    nws = await startFakeNws();
    database = await createScratchDatabase(adminUrl, 've_two_instances');
    const env = (name: string): Record<string, string> => ({
      ...fake.env,
      ...nws.env,
      // Nothing on disk is shared: each instance has a directory of its own.
      ...testServerEnv({ dataDir: path.join(dir, name), databaseUrl: database.url }),
      TRUST_PROXY: '127.0.0.1',
      ...Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])),
      ...s3.env,
      // Both workers poll often, so they compete for the same outbox rows.
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '200',
    });
    a = new ServerProcess({ env: env('a') });
    b = new ServerProcess({ env: env('b') });
    // Both at once on the empty database: migrations must hold up under the race.
    await Promise.all([a.start(), b.start()]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await fake?.close();
    await nws?.close();
    await s3?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Adds both servers' output to a failure. */
  async function withOutput(test: () => Promise<void>): Promise<void> {
    try {
      await test();
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- A ---\n${a.output()}\n--- B ---\n${b.output()}`, { cause: err });
    }
  }

  it('started together on an empty database, the two instances applied each migration once', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const { rows } = await sql.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    for (const server of [a, b]) expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  });

  it('a session made on one instance works on the other: a vendor’s and a verified phone’s', () =>
    withOutput(async () => {
      // Signed up on A, known on B; signed in on B, known on A; signed out on B, refused on A.
      const owner = await signUp(client(a), { prefix: 'two' });
      expect((await call(b, 'GET', '/api/auth/user', { cookie: owner.cookie })).json).toMatchObject({ email: owner.email });
      const signIn = await expectStatus(200, call(b, 'POST', '/api/auth/signin', { body: { email: owner.email, password: PASSWORD } }), 'sign-in');
      expect((await call(a, 'GET', '/api/auth/user', { cookie: signIn.cookie })).json).toMatchObject({ email: owner.email });
      await expectStatus(200, call(b, 'POST', '/api/logout', { cookie: signIn.cookie }), 'sign-out');
      // At once, not after A's SESSION_REUSE_MS (5 s) of trusting what it read: NOTIFY session_end.
      await waitFor(
        'the signed-out session refused on A',
        async () => ((await call(a, 'GET', '/api/auth/user', { cookie: signIn.cookie })).status === 401 ? true : undefined),
        SIGN_OUT_MS,
      );
      expect((await call(a, 'GET', '/api/auth/user', { cookie: owner.cookie })).status).toBe(200);

      // The code texted through A is checked on B; B's phone session is A's too.
      const phone = newPhone();
      await expectStatus(202, call(a, 'POST', '/api/phone/verify', { body: { phone } }), 'verify');
      const code = await fake.waitForCode(phone);
      const checked = await expectStatus(200, call(b, 'POST', '/api/phone/verify/check', { body: { phone, code } }), 'check');
      expect((await call(a, 'GET', '/api/phone/me', { cookie: checked.cookie })).json).toEqual({ phone });
      expect((await call(a, 'GET', '/api/phone/me')).status).toBe(401);
    }));

  it('an order placed on A reaches B’s vendor stream and both tracking streams; a status change on either reaches the other', () =>
    withOutput(async () => {
      const shop = await createShop(a);
      const desk = await LiveStream.open(`${b.baseUrl}/api/my-vendor/preorders/stream`, shop.session.cookie);
      try {
        await desk.waitFor((e) => e.event === 'ready');
        const order = (
          await expectStatus<{ id: number; trackingToken: string }>(
            201,
            call(a, 'POST', '/api/guest-preorders', { body: orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 2 }], { phone: newPhone() }) }),
            'order',
          )
        ).json;
        const created = await desk.waitFor((e) => e.event === 'preorder');
        expect(created.data).toMatchObject({ kind: 'created', orderId: order.id, vendorId: shop.vendor.id });

        const onA = await LiveStream.open(`${a.baseUrl}/api/track/${order.trackingToken}/stream`);
        const onB = await LiveStream.open(`${b.baseUrl}/api/track/${order.trackingToken}/stream`);
        try {
          for (const stream of [onA, onB]) expect((await stream.waitFor((e) => e.event === 'order')).data).toMatchObject({ status: 'pending' });
          // Confirmed through B: A's tracking page hears it (and B's own).
          await expectStatus(200, call(b, 'PUT', `/api/guest-preorders/${order.id}/status`, { body: { status: 'confirmed' }, cookie: shop.session.cookie }), 'confirm');
          for (const stream of [onA, onB]) await stream.waitFor((e) => e.event === 'order' && (e.data as { status: string }).status === 'confirmed');
          // Ready through A: B's tracking page and B's desk hear it.
          await expectStatus(200, call(a, 'PUT', `/api/guest-preorders/${order.id}/status`, { body: { status: 'ready' }, cookie: shop.session.cookie }), 'ready');
          await onB.waitFor((e) => e.event === 'order' && (e.data as { status: string }).status === 'ready');
          await desk.waitFor((e) => e.event === 'preorder' && (e.data as { status: string }).status === 'ready');
          // Signed out through A: B's desk stream, opened with that session, ends at once.
          await expectStatus(200, call(a, 'POST', '/api/logout', { cookie: shop.session.cookie }), 'sign-out');
          await desk.ended(SIGN_OUT_MS);
        } finally {
          onA.close();
          onB.close();
        }
      } finally {
        desk.close();
      }
    }));

  it('an edit on one instance is seen by the other’s cached vendor reads', () =>
    withOutput(async () => {
      const shop = await createShop(a);
      const id = shop.vendor.id;
      type Detail = { vendor: { description: string | null }; menuItems: { id: number; price: string }[] };
      type Entry = { vendor: { id: number; description: string | null } };
      const detailOn = async (server: ServerProcess) => (await expectStatus<Detail>(200, call(server, 'GET', `/api/vendors/${id}`), 'detail')).json;
      const listedOn = async (server: ServerProcess) =>
        (await expectStatus<Entry[]>(200, call(server, 'GET', '/api/vendors'), 'list')).json.find((e) => e.vendor.id === id)?.vendor;
      // Both instances have read (and cached) the list and the detail, twice.
      for (const server of [a, b, a, b]) {
        expect((await detailOn(server)).vendor.description).toBeNull();
        expect(await listedOn(server)).toBeDefined();
      }

      // The profile, edited on A, then on B: the other instance's list and detail follow.
      for (const [writer, reader, description] of [
        [a, b, 'Al pastor off the trompo'],
        [b, a, 'Now with hand-pressed tortillas'],
      ] as const) {
        await expectStatus(200, call(writer, 'PATCH', `/api/vendors/${id}`, { body: { description }, cookie: shop.session.cookie }), 'profile edit');
        await waitFor(`the detail on the other instance shows "${description}"`, async () =>
          (await detailOn(reader)).vendor.description === description ? true : undefined,
        );
        await waitFor(`the list on the other instance shows "${description}"`, async () =>
          (await listedOn(reader))?.description === description ? true : undefined,
        );
      }

      // A price changed on B reaches A's cached detail (a menu-only invalidation).
      const item = shop.items[0];
      await expectStatus(200, call(b, 'PATCH', `/api/menu-items/${item.id}`, { body: { price: 4.75 }, cookie: shop.session.cookie }), 'price edit');
      await waitFor('the new price on A', async () =>
        (await detailOn(a)).menuItems.find((m) => m.id === item.id)?.price === '4.75' ? true : undefined,
      );
    }));

  it('a weather rule the administrator changes on one instance is in the other’s cached GET /api/weather', () =>
    withOutput(async () => {
      nws.set({ mode: 'ok', temperature: 130, shortForecast: 'Sunny' });
      const admin = (await expectStatus(200, call(a, 'POST', '/secret-admin-login', { body: TEST_ADMIN }), 'admin sign-in')).cookie;
      const rules = '/admin/api/weather-recommendations';
      const rule = { weatherCondition: 'any', temperature: 120, recommendedCuisines: ['Raspados'], message: 'Stay inside.' };
      const { id } = (await expectStatus<{ id: number }>(201, call(a, 'POST', rules, { body: rule, cookie: admin }), 'new rule')).json;
      type Weather = { recommendation: { message: string } | null };
      const suggestedOn = async (server: ServerProcess) =>
        (await expectStatus<Weather>(200, call(server, 'GET', '/api/weather'), 'weather')).json.recommendation?.message ?? null;
      // Both instances have read (and keep) the rules.
      for (const server of [a, b, a, b]) {
        await waitFor('the new rule', async () => ((await suggestedOn(server)) === 'Stay inside.' ? true : undefined));
      }
      for (const [writer, reader, message] of [
        [a, b, 'Raspados, now.'],
        [b, a, 'Raspados, still.'],
      ] as const) {
        await expectStatus(200, call(writer, 'PATCH', `${rules}/${id}`, { body: { message }, cookie: admin }), 'rule edit');
        await waitFor(`"${message}" on the other instance`, async () => ((await suggestedOn(reader)) === message ? true : undefined));
      }
      await expectStatus(204, call(a, 'DELETE', `${rules}/${id}`, { cookie: admin }), 'rule delete');
      await waitFor('no suggestion on B', async () => ((await suggestedOn(b)) === null ? true : undefined));
    }));

  it('a photo uploaded through A is finalized through B and served wherever the vendor is read', () =>
    withOutput(async () => {
      const shop = await createShop(a);
      const ticket = (
        await expectStatus<{ uploadURL: string; objectPath: string; headers: Record<string, string> }>(
          200,
          call(a, 'POST', '/api/objects/upload', { cookie: shop.session.cookie }),
          'upload ticket',
        )
      ).json;
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0562b' } }).jpeg().toBuffer();
      expect((await fetch(ticket.uploadURL, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(photo) })).status).toBe(200);
      // The ticket A handed out is B's to finalize: it lives in the database, the bytes in the store.
      await expectStatus(200, call(b, 'POST', '/api/objects/finalize', { body: { objectPath: ticket.objectPath }, cookie: shop.session.cookie }), 'finalize');
      await expectStatus(200, call(b, 'PATCH', `/api/vendors/${shop.vendor.id}`, { body: { profileImageUrl: ticket.objectPath }, cookie: shop.session.cookie }), 'set photo');

      const shown = await waitFor('the photo in A’s vendor detail', async () => {
        const res = await call(a, 'GET', `/api/vendors/${shop.vendor.id}`);
        return res.json.vendor.profileImageUrl === ticket.objectPath ? (res.json.vendor.profileImageUrl as string) : undefined;
      });
      const served = await fetch(shown);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1200);
    }));

  it('rate limits and phone-code limits count across both instances', () =>
    withOutput(async () => {
      const servers = [a, b];
      /**
       * Sends `max + 2` requests alternating A, B, A…: the first `max` pass, both later ones get
       * 429 `code` (with Retry-After when the limit is a time window).
       */
      async function refusedAfter(
        max: number,
        code: string,
        send: (server: ServerProcess, i: number) => Promise<HttpAnswer<any>>,
        window = true,
      ) {
        const statuses: number[] = [];
        for (let i = 0; i < max; i++) {
          const res = await send(servers[i % 2], i);
          expect(res.status, `request ${i + 1} of ${max} (${JSON.stringify(res.json)})`).toBeLessThan(429);
          statuses.push(res.status);
        }
        // The (max+1)th and (max+2)th: one on each instance, whichever the count reached first.
        for (const server of [servers[max % 2], servers[(max + 1) % 2]]) {
          const res = await send(server, statuses.length);
          expect(res.status, `request ${statuses.length + 1} on ${server === a ? 'A' : 'B'}`).toBe(429);
          expect(res.json.code).toBe(code);
          if (window) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          statuses.push(res.status);
        }
      }

      // Sign-ins from one address (AUTH_RATE_LIMIT per minute).
      const owner = await signUp(client(a), { prefix: 'two' });
      const attacker = newIp();
      await refusedAfter(LIMITS.AUTH_RATE_LIMIT, 'rate_limited', (server) =>
        call(server, 'POST', '/api/auth/signin', { body: { email: owner.email, password: 'wrong-password-1' }, ip: attacker }),
      );

      // Codes to one phone from one address (3 per 15 minutes; decision 0014: counted per phone
      // and asking address, so a rival's requests do not spend the owner's).
      const phone = newPhone();
      const asker = newIp();
      await refusedAfter(CODES_PER_PHONE, 'too_many_codes', (server) =>
        call(server, 'POST', '/api/phone/verify', { body: { phone }, ip: asker }),
      );

      // Orders from one address (ORDER_RATE_LIMIT per minute), each for another phone.
      const shop = await createShop(a);
      const line = [{ item: shop.items[0], quantity: 1 }];
      const orderer = newIp();
      await refusedAfter(LIMITS.ORDER_RATE_LIMIT, 'rate_limited', (server) =>
        call(server, 'POST', '/api/guest-preorders', { body: orderBody(shop.vendor.id, line, { phone: newPhone() }), ip: orderer }),
      );

      // Open orders of one phone at one vendor (ORDER_PHONE_LIMIT), each from another address.
      const regular = newPhone();
      await refusedAfter(LIMITS.ORDER_PHONE_LIMIT, 'too_many_open_orders', (server) =>
        call(server, 'POST', '/api/guest-preorders', { body: orderBody(shop.vendor.id, line, { phone: regular }) }),
        false,
      );
    }));

  it('every text queued through either instance is sent exactly once while both workers poll the outbox', () =>
    withOutput(async () => {
      const shop = await createShop(b);
      const codePhones = Array.from({ length: 24 }, newPhone);
      const orderPhones = Array.from({ length: 8 }, newPhone);
      // A burst through both instances at once: codes, and orders that ask for a text when confirmed.
      const placed = await Promise.all([
        ...codePhones.map((phone, i) =>
          expectStatus(202, call(i % 2 ? a : b, 'POST', '/api/phone/verify', { body: { phone } }), `verify ${phone}`),
        ),
        ...orderPhones.map((phone, i) =>
          expectStatus<{ id: number }>(
            201,
            call(i % 2 ? a : b, 'POST', '/api/guest-preorders', {
              body: orderBody(shop.vendor.id, [{ item: shop.items[1], quantity: 1 }], { phone, notifyBySms: true }),
            }),
            `order for ${phone}`,
          ),
        ),
      ]);
      const orders = placed.slice(codePhones.length).map((res) => res.json.id as number);
      // Confirmed through the other instance than the one that took each order.
      await Promise.all(
        orders.map((id, i) =>
          expectStatus(200, call(i % 2 ? b : a, 'PUT', `/api/guest-preorders/${id}/status`, { body: { status: 'confirmed' }, cookie: shop.session.cookie }), `confirm ${id}`),
        ),
      );

      // Every text of this file has left the outbox…
      await waitFor(
        'an empty outbox',
        async () => {
          const { rows } = await sql.query<{ n: number }>(
            "select count(*)::int as n from notifications where channel = 'sms' and not is_sent and failed_at is null",
          );
          return rows[0].n === 0 ? true : undefined;
        },
        30_000,
      );
      // …each phone got its one text, nothing twice…
      for (const phone of [...codePhones, ...orderPhones]) expect(fake.textsTo(phone), phone).toHaveLength(1);
      expect(fake.textsTo(orderPhones[0])[0].body).toContain(shop.vendor.businessName);
      // …and across the whole file the provider was asked exactly once per row the outbox marked sent.
      const { rows } = await sql.query<{ sent: number; failed: number }>(
        "select count(*) filter (where is_sent)::int as sent, count(*) filter (where failed_at is not null)::int as failed from notifications where channel = 'sms'",
      );
      expect(rows[0]).toEqual({ sent: fake.messages.length, failed: 0 });
      expect(fake.requests).toBe(fake.messages.length);
      const bodies = fake.messages.map((m) => `${m.to}\n${m.body}`);
      expect(new Set(bodies).size).toBe(bodies.length);
    }));
});

/** A Server-Sent-Events stream read with fetch: events are collected as they come. */
class LiveStream {
  readonly events: { event: string; data: unknown }[] = [];
  private readonly controller = new AbortController();
  private readonly waiters = new Set<() => void>();
  private done = false;

  private constructor() {}

  static async open(url: string, cookie?: string): Promise<LiveStream> {
    const stream = new LiveStream();
    const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: stream.controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream ${url}: ${res.status} ${await res.text()}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    void stream.pump(res.body.pipeThrough(new TextDecoderStream()).getReader());
    return stream;
  }

  private async pump(reader: ReadableStreamDefaultReader<string>): Promise<void> {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeSseEvents(buffer + value);
        buffer = taken.rest;
        this.events.push(...taken.events);
        for (const wake of this.waiters) wake();
      }
    } catch {
      // aborted by close()
    } finally {
      this.done = true;
      for (const wake of this.waiters) wake();
    }
  }

  /** The first event (old or new) that matches, within `timeoutMs`. */
  waitFor(match: (event: { event: string; data: unknown }) => boolean, timeoutMs = PROPAGATION_MS): Promise<{ event: string; data: unknown }> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.find(match);
        if (found || this.done) {
          this.waiters.delete(check);
          clearTimeout(timer);
          if (found) resolve(found);
          else reject(new Error(`the stream ended before the event came (got ${JSON.stringify(this.events)})`));
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no such event within ${timeoutMs} ms (got ${JSON.stringify(this.events)})`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** Resolves when the server ends the stream within `timeoutMs`. */
  async ended(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.done) {
      if (Date.now() > deadline) throw new Error(`the stream was still open after ${timeoutMs} ms`);
      await sleep(20);
    }
  }

  close(): void {
    this.controller.abort();
  }
}
