import { beforeAll, describe, expect, it } from 'vitest';
import { EventRegistrationSchema, EventSchema } from '../../src/shared/schemas/events.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv, adminLogin, type Cookie, signUp, signUpVendor } from '../support/factories.js';

// Monday 2026-11-23, 11:00 in the valley.
const NOW = new Date('2026-11-23T19:00:00.000Z');
let clock = NOW;
const t = setupTestApp({ env: adminEnv, now: () => clock });

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

let admin: Cookie;

async function createEvent(body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/events',
    headers: { cookie: admin },
    payload: {
      name: 'Palm Springs VillageFest',
      type: 'street_fair',
      startDate: iso(7 * DAY),
      endDate: iso(7 * DAY + 6 * 60 * 60 * 1000),
      venue: 'Palm Canyon Drive',
      description: 'Thursday night street fair.',
      specialLocations: ['North block', 'South block', 'Corner of Tahquitz'],
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return EventSchema.parse(res.json());
}

const register = (eventId: number, cookie: Cookie | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/register`,
    headers: cookie ? { cookie } : {},
    payload,
  });

const myEvents = (cookie: Cookie) => t.app.inject({ method: 'GET', url: '/api/my-vendor/events', headers: { cookie } });

beforeAll(async () => {
  admin = await adminLogin(t.app);
});

describe('GET /api/events', () => {
  it('lists active events that have not ended, soonest first, to anyone', async () => {
    const later = await createEvent({ name: 'Indio Night Market', startDate: iso(20 * DAY), endDate: iso(21 * DAY) });
    const sooner = await createEvent({ name: 'Coachella Food Truck Rally', startDate: iso(2 * DAY), endDate: iso(3 * DAY) });
    const ongoing = await createEvent({ name: 'Date Festival', startDate: iso(-DAY), endDate: iso(DAY) });
    const ended = await createEvent({ name: 'Last Week Fair', startDate: iso(-8 * DAY), endDate: iso(-7 * DAY) });
    const off = await createEvent({ name: 'Cancelled Fair', startDate: iso(DAY), endDate: iso(2 * DAY), isActive: false });

    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const list = res.json().map((e: unknown) => EventSchema.parse(e));
    const ids = list.map((e: { id: number }) => e.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(off.id);
    const ours = ids.filter((id: number) => [later.id, sooner.id, ongoing.id].includes(id));
    expect(ours).toEqual([ongoing.id, sooner.id, later.id]);
    const starts = list.map((e: { startDate: string }) => Date.parse(e.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(list.find((e: { id: number }) => e.id === sooner.id)).toMatchObject({
      name: 'Coachella Food Truck Rally',
      type: 'street_fair',
      venue: 'Palm Canyon Drive',
      specialLocations: ['North block', 'South block', 'Corner of Tahquitz'],
      isActive: true,
    });
  });

  it('drops an event once its end has passed', async () => {
    const event = await createEvent({ name: 'Tonight Only', startDate: iso(-60_000), endDate: iso(60 * 60 * 1000) });
    const ids = async () => (await t.app.inject({ method: 'GET', url: '/api/events' })).json().map((e: { id: number }) => e.id);
    expect(await ids()).toContain(event.id);
    clock = new Date(NOW.getTime() + 60 * 60 * 1000 + 1);
    try {
      expect(await ids()).not.toContain(event.id);
    } finally {
      clock = NOW;
    }
  });
});

describe('POST /api/events/:id/register', () => {
  let event: Awaited<ReturnType<typeof createEvent>>;
  beforeAll(async () => {
    event = await createEvent({ name: 'Cathedral City Taco Walk' });
  });

  it('asks visitors to sign in (401), before looking at the body', async () => {
    const res = await register(event.id, undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('refuses users without a vendor profile (403) with a clear message', async () => {
    const { cookie } = await signUp(t.app);
    for (const payload of [{ requestedLocation: 'North block' }, {}]) {
      const res = await register(event.id, cookie, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only vendors can register for events. Create a vendor profile first.');
    }
  });

  it('requires a preferred location (SPEC §5)', async () => {
    const { cookie } = await signUpVendor(t.app);
    for (const payload of [{}, { requestedLocation: '' }, { requestedLocation: '   ' }, { requestedLocation: null }]) {
      const res = await register(event.id, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Preferred location is required');
    }
    const long = await register(event.id, cookie, { requestedLocation: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('This text is too long');
  });

  it('answers 404 for an unknown event', async () => {
    const { cookie } = await signUpVendor(t.app);
    const res = await register(999_999, cookie, { requestedLocation: 'Anywhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Event not found' });
  });

  it('registers once (201), then answers 409 to a second registration', async () => {
    const { cookie } = await signUpVendor(t.app);
    const res = await register(event.id, cookie, {
      requestedLocation: '  North block ',
      specialMenu: 'Birria tacos, consomé',
      specialPricing: '3 for $10',
      notes: 'We need a power hookup.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const reg = EventRegistrationSchema.parse(res.json());
    expect(reg).toMatchObject({
      eventId: event.id,
      eventName: 'Cathedral City Taco Walk',
      status: 'pending',
      requestedLocation: 'North block',
      approvedLocation: null,
      registrationFee: null,
      isPaid: false,
      notes: 'We need a power hookup.',
      specialMenu: 'Birria tacos, consomé',
      specialPricing: '3 for $10',
    });
    expect(reg.createdAt).toBe(NOW.toISOString());

    const again = await register(event.id, cookie, { requestedLocation: 'South block' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You are already registered for this event' });
  });

  it('lets only one of two simultaneous registrations through', async () => {
    const { cookie } = await signUpVendor(t.app);
    const both = await Promise.all([
      register(event.id, cookie, { requestedLocation: 'North block' }),
      register(event.id, cookie, { requestedLocation: 'South block' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await myEvents(cookie)).json()).toHaveLength(1);
  });

  it('keeps optional texts as typed, and empty ones as null', async () => {
    const { cookie } = await signUpVendor(t.app);
    const res = await register(event.id, cookie, {
      requestedLocation: 'Corner of Tahquitz',
      specialMenu: '123',
      specialPricing: '{"taco": 3}',
      notes: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ specialMenu: '123', specialPricing: '{"taco": 3}', notes: null });
    const [listed] = (await myEvents(cookie)).json();
    expect(listed).toMatchObject({ specialMenu: '123', specialPricing: '{"taco": 3}', notes: null });
    const bare = await register((await createEvent()).id, cookie, { requestedLocation: 'North block' });
    expect(bare.json()).toMatchObject({ specialMenu: null, specialPricing: null, notes: null });
  });

  it('refuses inactive and finished events (409)', async () => {
    const { cookie } = await signUpVendor(t.app);
    const off = await createEvent({ isActive: false });
    const res = await register(off.id, cookie, { requestedLocation: 'North block' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This event is not open for registration' });

    const over = await createEvent({ startDate: iso(-3 * DAY), endDate: iso(-2 * DAY) });
    const late = await register(over.id, cookie, { requestedLocation: 'North block' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'This event is not open for registration' });

    // Switching an event off closes registration at once.
    const open = await createEvent();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/events/${open.id}`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(patched.statusCode).toBe(200);
    expect((await register(open.id, cookie, { requestedLocation: 'North block' })).statusCode).toBe(409);
  });
});

describe('GET /api/my-vendor/events', () => {
  it('answers 401 to visitors and 404 to users without a vendor profile', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my-vendor/events' })).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const res = await myEvents(cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No vendor profile' });
  });

  it("lists only the vendor's own registrations, newest first", async () => {
    const mine = await signUpVendor(t.app);
    const other = await signUpVendor(t.app);
    const first = await createEvent({ name: 'First Fair' });
    const second = await createEvent({ name: 'Second Fair' });
    await register(first.id, mine.cookie, { requestedLocation: 'A' });
    clock = new Date(NOW.getTime() + 60_000);
    try {
      await register(second.id, mine.cookie, { requestedLocation: 'B' });
    } finally {
      clock = NOW;
    }
    await register(first.id, other.cookie, { requestedLocation: 'C' });
    const res = await myEvents(mine.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().map((r: unknown) => EventRegistrationSchema.parse(r));
    expect(list.map((r: { eventName: string }) => r.eventName)).toEqual(['Second Fair', 'First Fair']);
    expect(list.map((r: { requestedLocation: string }) => r.requestedLocation)).toEqual(['B', 'A']);
  });
});

describe('the administrator decides', () => {
  it("approves with a location and a fee: the vendor's list shows it", async () => {
    const { cookie, vendor } = await signUpVendor(t.app, { businessName: 'Birrieria Coachella' });
    const event = await createEvent({ name: 'Indio Date Festival' });
    const reg = (await register(event.id, cookie, { requestedLocation: 'North block' })).json();

    const listed = await t.app.inject({
      method: 'GET',
      url: `/admin/api/event-registrations?eventId=${event.id}`,
      headers: { cookie: admin },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: reg.id,
        eventName: 'Indio Date Festival',
        vendorId: vendor.id,
        businessName: 'Birrieria Coachella',
        status: 'pending',
      }),
    ]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/event-registrations/${reg.id}`,
      headers: { cookie: admin },
      payload: { status: 'approved', approvedLocation: 'South block, space 12', registrationFee: 75.5, isPaid: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', approvedLocation: 'South block, space 12', registrationFee: '75.50' });

    const [mine] = (await myEvents(cookie)).json();
    expect(mine).toMatchObject({
      id: reg.id,
      eventName: 'Indio Date Festival',
      status: 'approved',
      requestedLocation: 'North block',
      approvedLocation: 'South block, space 12',
      registrationFee: '75.50',
      isPaid: true,
    });
  });

  it('grants the requested location when approving without one; rejecting clears it', async () => {
    const { cookie } = await signUpVendor(t.app);
    const event = await createEvent();
    const reg = (await register(event.id, cookie, { requestedLocation: 'Corner of Tahquitz' })).json();
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/admin/api/event-registrations/${reg.id}`, headers: { cookie: admin }, payload });

    expect((await patch({ status: 'approved' })).json()).toMatchObject({
      status: 'approved',
      approvedLocation: 'Corner of Tahquitz',
    });
    expect((await patch({ status: 'rejected' })).json()).toMatchObject({ status: 'rejected', approvedLocation: null });
    expect((await myEvents(cookie)).json()[0]).toMatchObject({ status: 'rejected', approvedLocation: null });
    expect((await patch({ status: 'approved', registrationFee: null })).json()).toMatchObject({
      approvedLocation: 'Corner of Tahquitz',
      registrationFee: null,
    });

    const bad = await patch({ status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be pending, approved or rejected');
    const fee = await patch({ status: 'approved', registrationFee: -1 });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().message).toMatch(/^Registration fee must be/);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/event-registrations/999999',
      headers: { cookie: admin },
      payload: { status: 'approved' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Registration not found' });
  });
});

describe('administrator event management', () => {
  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/admin/api/events', headers: { cookie: admin }, payload });
  const valid = { name: 'Fair', type: 'market', startDate: '2026-12-05', endDate: '2026-12-06' };

  it.each([
    ['name', { name: '' }, 'Event name is required'],
    ['type', { type: undefined }, 'Event type is required'],
    ['startDate', { startDate: '' }, 'Start date is required'],
    ['endDate', { endDate: undefined }, 'End date is required'],
    ['a bad date', { startDate: 'soon' }, 'Use a date such as 2026-12-31'],
    ['end before start', { startDate: '2026-12-06', endDate: '2026-12-05' }, 'End date must be on or after the start date'],
  ])('checks %s', async (_name, change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('reads plain dates as whole valley days, lists every event and edits one', async () => {
    const res = await post({ ...valid, name: 'One-day Fair', startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json();
    expect(event.startDate).toBe('2026-12-05T08:00:00.000Z');
    expect(event.endDate).toBe('2026-12-06T07:59:59.999Z');
    expect(event.specialLocations).toEqual([]);

    const all = await t.app.inject({ method: 'GET', url: '/admin/api/events', headers: { cookie: admin } });
    expect(all.json().map((e: { id: number }) => e.id)).toContain(event.id);

    const patch = (payload: Record<string, unknown>, id = event.id) =>
      t.app.inject({ method: 'PATCH', url: `/admin/api/events/${id}`, headers: { cookie: admin }, payload });
    const edited = await patch({ venue: 'Cathedral City Town Square', specialLocations: ['Stage side'] });
    expect(edited.json()).toMatchObject({ venue: 'Cathedral City Town Square', specialLocations: ['Stage side'] });
    const early = await patch({ endDate: '2026-12-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('End date must be on or after the start date');
    expect((await patch({ name: 'x' }, 999_999)).statusCode).toBe(404);
  });
});
