/**
 * Events and vendor registrations: the only place this area touches Drizzle (STYLE rule 5).
 * Used by the vendor-facing routes here and by the administrator's routes.
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { t } from '../../shared/messages/index.js';
import { fromCents, toCents } from '../../shared/money.js';
import { scheduleInstant } from '../../shared/promotions.js';
import type {
  AdminEventRegistration,
  EventCreateSchema,
  EventRegisterSchema,
  EventRegistration,
  EventRegistrationStatus,
  EventRegistrationUpdateSchema,
  EventSitePlaceSchema,
  EventUpdateSchema,
} from '../../shared/schemas/events.js';
import type { Db } from '../db/index.js';
import { eventVendorLocations, eventVendorRegistrations, events, vendors } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { presentRegistration } from './present.js';

export type EventRow = typeof events.$inferSelect;
/** A vendor's spot on an event's site (event_vendor_locations). */
export type SiteRow = typeof eventVendorLocations.$inferSelect;
/**
 * The registration columns, with the two json columns read back as the text the vendor typed
 * (`#>> '{}'`), so no driver can turn a menu that happens to read `123` into a number.
 */
const registrationFields = {
  ...getTableColumns(eventVendorRegistrations),
  specialMenu: sql<string | null>`${eventVendorRegistrations.specialMenu} #>> '{}'`,
  specialPricing: sql<string | null>`${eventVendorRegistrations.specialPricing} #>> '{}'`,
};
export type RegistrationRow = Omit<typeof eventVendorRegistrations.$inferSelect, 'specialMenu' | 'specialPricing'> & {
  specialMenu: string | null;
  specialPricing: string | null;
};
type EventRegisterInput = ReturnType<typeof EventRegisterSchema.parse>;
type EventCreateInput = ReturnType<typeof EventCreateSchema.parse>;
type EventUpdateInput = ReturnType<typeof EventUpdateSchema.parse>;
type RegistrationUpdateInput = ReturnType<typeof EventRegistrationUpdateSchema.parse>;
type SitePlaceInput = ReturnType<typeof EventSitePlaceSchema.parse>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ---------------------------------------------------------------- event sites (decision 0038)

const siteKey = (eventId: number, vendorId: number) => `${eventId}:${vendorId}`;

/**
 * The spots of these registrations, by `siteKey`; only an approved registration has one. One
 * spot per vendor per event is kept by the writes below (they lock the registration); were there
 * ever two rows, the oldest counts.
 */
async function sitesOf(
  db: Db,
  registrations: { eventId: number; vendorId: number; status: EventRegistrationStatus }[],
): Promise<Map<string, SiteRow>> {
  const approved = registrations.filter((r) => r.status === 'approved');
  const sites = new Map<string, SiteRow>();
  if (approved.length === 0) return sites;
  const rows = await db
    .select()
    .from(eventVendorLocations)
    .where(
      and(
        inArray(eventVendorLocations.eventId, [...new Set(approved.map((r) => r.eventId))]),
        inArray(eventVendorLocations.vendorId, [...new Set(approved.map((r) => r.vendorId))]),
      ),
    )
    .orderBy(asc(eventVendorLocations.id));
  for (const row of rows) {
    const key = siteKey(row.eventId, row.vendorId);
    if (!sites.has(key)) sites.set(key, row);
  }
  return sites;
}

/** Places (or moves) the vendor's one spot on the event's site. The caller holds the registration's lock. */
async function writeSite(tx: Tx, eventId: number, vendorId: number, site: SitePlaceInput): Promise<void> {
  const values = {
    locationName: site.locationName,
    latitude: site.latitude,
    longitude: site.longitude,
    isPremium: site.isPremium,
  };
  const existing = await tx
    .select({ id: eventVendorLocations.id })
    .from(eventVendorLocations)
    .where(and(eq(eventVendorLocations.eventId, eventId), eq(eventVendorLocations.vendorId, vendorId)))
    .orderBy(asc(eventVendorLocations.id));
  if (existing.length === 0) {
    await tx.insert(eventVendorLocations).values({ eventId, vendorId, ...values });
    return;
  }
  await tx.update(eventVendorLocations).set(values).where(eq(eventVendorLocations.id, existing[0].id));
  const extra = existing.slice(1).map((r) => r.id);
  if (extra.length > 0) await tx.delete(eventVendorLocations).where(inArray(eventVendorLocations.id, extra));
}

async function deleteSite(tx: Tx, eventId: number, vendorId: number): Promise<void> {
  await tx
    .delete(eventVendorLocations)
    .where(and(eq(eventVendorLocations.eventId, eventId), eq(eventVendorLocations.vendorId, vendorId)));
}

/**
 * The event, locked for the rest of the transaction ('share' to register against it, 'update'
 * to change it); 404 when there is none.
 */
async function lockEvent(tx: Tx, eventId: number, mode: 'share' | 'update') {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for(mode);
  if (!event) throw notFound(t('event.error.notFound'));
  return event;
}

/** The registration, locked for the rest of the transaction; 404 when there is none. */
async function lockRegistration(tx: Tx, registrationId: number) {
  const [current] = await tx
    .select()
    .from(eventVendorRegistrations)
    .where(eq(eventVendorRegistrations.id, registrationId))
    .for('update');
  if (!current) throw notFound(t('event.error.registrationNotFound'));
  return current;
}

const notApproved = () => conflict(t('event.error.notApproved'), { code: 'registration_not_approved' });

/**
 * Who is where on the sites of these events: spots of approved registrations of vendors
 * customers can see (active and live), premium first, then by business name.
 */
export async function listEventSites(
  db: Db,
  eventIds: number[],
): Promise<Map<number, (SiteRow & { businessName: string })[]>> {
  const byEvent = new Map<number, (SiteRow & { businessName: string })[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ site: eventVendorLocations, businessName: vendors.businessName })
    .from(eventVendorLocations)
    .innerJoin(
      eventVendorRegistrations,
      and(
        eq(eventVendorRegistrations.eventId, eventVendorLocations.eventId),
        eq(eventVendorRegistrations.vendorId, eventVendorLocations.vendorId),
        eq(eventVendorRegistrations.status, 'approved'),
      ),
    )
    .innerJoin(vendors, and(eq(vendors.id, eventVendorLocations.vendorId), eq(vendors.isActive, true), isNotNull(vendors.publishedAt)))
    .where(inArray(eventVendorLocations.eventId, eventIds))
    .orderBy(
      desc(eventVendorLocations.isPremium),
      asc(sql`lower(${vendors.businessName})`),
      asc(vendors.id),
      asc(eventVendorLocations.id),
    );
  const seen = new Set<string>();
  for (const { site, businessName } of rows) {
    const key = siteKey(site.eventId, site.vendorId);
    if (seen.has(key)) continue;
    seen.add(key);
    byEvent.set(site.eventId, [...(byEvent.get(site.eventId) ?? []), { ...site, businessName }]);
  }
  return byEvent;
}

/** PUT /admin/api/event-registrations/:id/site: 404 unknown, 409 registration_not_approved. */
export async function placeOnSite(db: Db, registrationId: number, site: SitePlaceInput): Promise<AdminEventRegistration> {
  await db.transaction(async (tx) => {
    const current = await lockRegistration(tx, registrationId);
    if (current.status !== 'approved') throw notApproved();
    await writeSite(tx, current.eventId, current.vendorId, site);
  });
  const [row] = await selectAdminRegistrations(db, eq(eventVendorRegistrations.id, registrationId));
  return row;
}

/** DELETE /admin/api/event-registrations/:id/site: idempotent; 404 only for an unknown registration. */
export async function removeFromSite(db: Db, registrationId: number): Promise<AdminEventRegistration> {
  await db.transaction(async (tx) => {
    const current = await lockRegistration(tx, registrationId);
    await deleteSite(tx, current.eventId, current.vendorId);
  });
  const [row] = await selectAdminRegistrations(db, eq(eventVendorRegistrations.id, registrationId));
  return row;
}

// ---------------------------------------------------------------- vendor side

/** Active events that have not ended at `now`, soonest first. */
export function listUpcomingEvents(db: Db, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gte(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id));
}


/** The vendor's registrations with their event names, newest first. */
export async function listVendorRegistrations(db: Db, vendorId: number): Promise<EventRegistration[]> {
  const rows = await db
    .select({ registration: registrationFields, eventName: events.name })
    .from(eventVendorRegistrations)
    .innerJoin(events, eq(events.id, eventVendorRegistrations.eventId))
    .where(eq(eventVendorRegistrations.vendorId, vendorId))
    .orderBy(desc(eventVendorRegistrations.createdAt), desc(eventVendorRegistrations.id));
  const sites = await sitesOf(db, rows.map((r) => r.registration));
  return rows.map((r) =>
    presentRegistration(r.registration, r.eventName, sites.get(siteKey(r.registration.eventId, r.registration.vendorId)) ?? null),
  );
}

/**
 * Registers the vendor for the event: 404 unknown event, 409 when it is inactive or over, 409
 * when already registered. The event row is share-locked for the transaction, so an event
 * being switched off at the same moment cannot slip a registration in; the unique index on
 * (event, vendor) settles two racing registrations.
 */
export async function registerForEvent(
  db: Db,
  eventId: number,
  vendorId: number,
  input: EventRegisterInput,
  now: Date,
): Promise<EventRegistration> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, 'share');
    if (!event.isActive || event.endDate.getTime() < now.getTime()) throw conflict(t('event.error.closed'), { code: 'event_closed' });
    const [row] = await tx
      .insert(eventVendorRegistrations)
      .values({
        eventId,
        vendorId,
        requestedLocation: input.requestedLocation,
        specialMenu: input.specialMenu,
        specialPricing: input.specialPricing,
        notes: input.notes,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [eventVendorRegistrations.eventId, eventVendorRegistrations.vendorId] })
      .returning(registrationFields);
    if (!row) throw conflict(t('event.error.alreadyRegistered'), { code: 'already_registered' });
    return presentRegistration(row, event.name);
  });
}

// ---------------------------------------------------------------- administrator side

/** Every event, latest start first. */
export function listAllEvents(db: Db): Promise<EventRow[]> {
  return db.select().from(events).orderBy(desc(events.startDate), desc(events.id));
}

export async function createEvent(db: Db, input: EventCreateInput, tz: string, now: Date): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      name: input.name,
      type: input.type,
      startDate: scheduleInstant(input.startDate, 'start', tz),
      endDate: scheduleInstant(input.endDate, 'end', tz),
      venue: input.venue,
      description: input.description,
      specialLocations: input.specialLocations,
      isActive: input.isActive ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

export async function updateEvent(
  db: Db,
  eventId: number,
  input: EventUpdateInput,
  tz: string,
  now: Date,
): Promise<EventRow> {
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, eventId, 'update');
    const set: Partial<typeof events.$inferInsert> = { updatedAt: now };
    if (input.name !== undefined) set.name = input.name;
    if (input.type !== undefined) set.type = input.type;
    if (input.startDate !== undefined) set.startDate = scheduleInstant(input.startDate, 'start', tz);
    if (input.endDate !== undefined) set.endDate = scheduleInstant(input.endDate, 'end', tz);
    if (input.venue !== undefined) set.venue = input.venue;
    if (input.description !== undefined) set.description = input.description;
    if (input.specialLocations !== undefined) set.specialLocations = input.specialLocations;
    if (input.isActive !== undefined) set.isActive = input.isActive;
    const start = set.startDate ?? current.startDate;
    const end = set.endDate ?? current.endDate;
    if (end.getTime() < start.getTime()) throw badRequest(t('event.validation.endBeforeStart'));
    const [row] = await tx.update(events).set(set).where(eq(events.id, eventId)).returning();
    return row;
  });
}

async function selectAdminRegistrations(db: Db, where: SQL | undefined): Promise<AdminEventRegistration[]> {
  const rows = await db
    .select({
      registration: registrationFields,
      eventName: events.name,
      businessName: vendors.businessName,
    })
    .from(eventVendorRegistrations)
    .innerJoin(events, eq(events.id, eventVendorRegistrations.eventId))
    .innerJoin(vendors, eq(vendors.id, eventVendorRegistrations.vendorId))
    .where(where)
    .orderBy(desc(eventVendorRegistrations.createdAt), desc(eventVendorRegistrations.id));
  const sites = await sitesOf(db, rows.map((r) => r.registration));
  return rows.map((r) => ({
    ...presentRegistration(r.registration, r.eventName, sites.get(siteKey(r.registration.eventId, r.registration.vendorId)) ?? null),
    vendorId: r.registration.vendorId,
    businessName: r.businessName,
  }));
}

/** Every registration (optionally of one event or one status), newest first. */
export function listAllRegistrations(
  db: Db,
  filter: { eventId?: number; status?: EventRegistrationStatus },
): Promise<AdminEventRegistration[]> {
  const conditions: SQL[] = [];
  if (filter.eventId !== undefined) conditions.push(eq(eventVendorRegistrations.eventId, filter.eventId));
  if (filter.status !== undefined) conditions.push(eq(eventVendorRegistrations.status, filter.status));
  return selectAdminRegistrations(db, conditions.length ? and(...conditions) : undefined);
}

/**
 * The administrator's decision. Approving without a location (and none approved before) grants
 * the requested one; rejecting clears the approved location unless one is sent. Approving may
 * place the vendor on the site (`site`; null removes the spot); a registration that is not
 * approved keeps no spot, and asking for one is 409 registration_not_approved, writing nothing.
 */
export async function decideRegistration(
  db: Db,
  registrationId: number,
  input: RegistrationUpdateInput,
  now: Date,
): Promise<AdminEventRegistration> {
  await db.transaction(async (tx) => {
    const current = await lockRegistration(tx, registrationId);
    if (input.site && input.status !== 'approved') throw notApproved();
    const set: Partial<typeof eventVendorRegistrations.$inferInsert> = { status: input.status, updatedAt: now };
    if (input.approvedLocation !== undefined) set.approvedLocation = input.approvedLocation;
    else if (input.status === 'approved' && !current.approvedLocation) set.approvedLocation = current.requestedLocation;
    else if (input.status === 'rejected') set.approvedLocation = null;
    if (input.registrationFee !== undefined) {
      set.registrationFee = input.registrationFee === null ? null : fromCents(toCents(input.registrationFee));
    }
    if (input.isPaid !== undefined) set.isPaid = input.isPaid;
    await tx.update(eventVendorRegistrations).set(set).where(eq(eventVendorRegistrations.id, registrationId));
    if (input.status !== 'approved' || input.site === null) await deleteSite(tx, current.eventId, current.vendorId);
    else if (input.site) await writeSite(tx, current.eventId, current.vendorId, input.site);
  });
  const [row] = await selectAdminRegistrations(db, eq(eventVendorRegistrations.id, registrationId));
  return row;
}
