/**
 * Events and vendor registrations: the only place this area touches Drizzle (STYLE rule 5).
 * Used by the vendor-facing routes here and by the administrator's routes.
 */
import { and, asc, desc, eq, getTableColumns, gte, type SQL, sql } from 'drizzle-orm';
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
  EventUpdateSchema,
} from '../../shared/schemas/events.js';
import type { Db } from '../db/index.js';
import { eventVendorRegistrations, events, vendors } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { presentRegistration } from './present.js';

export type EventRow = typeof events.$inferSelect;
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

// ---------------------------------------------------------------- vendor side

/** Active events that have not ended at `now`, soonest first. */
export function listUpcomingEvents(db: Db, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gte(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id));
}

export async function findVendorIdOfUser(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId)).limit(1);
  return row?.id;
}

/** The vendor's registrations with their event names, newest first. */
export async function listVendorRegistrations(db: Db, vendorId: number): Promise<EventRegistration[]> {
  const rows = await db
    .select({ registration: registrationFields, eventName: events.name })
    .from(eventVendorRegistrations)
    .innerJoin(events, eq(events.id, eventVendorRegistrations.eventId))
    .where(eq(eventVendorRegistrations.vendorId, vendorId))
    .orderBy(desc(eventVendorRegistrations.createdAt), desc(eventVendorRegistrations.id));
  return rows.map((r) => presentRegistration(r.registration, r.eventName));
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
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('share');
    if (!event) throw notFound(t('event.error.notFound'));
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
    const [current] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!current) throw notFound(t('event.error.notFound'));
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
  return rows.map((r) => ({
    ...presentRegistration(r.registration, r.eventName),
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
 * the requested one; rejecting clears the approved location unless one is sent.
 */
export async function decideRegistration(
  db: Db,
  registrationId: number,
  input: RegistrationUpdateInput,
  now: Date,
): Promise<AdminEventRegistration> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(eventVendorRegistrations)
      .where(eq(eventVendorRegistrations.id, registrationId))
      .for('update');
    if (!current) throw notFound(t('event.error.registrationNotFound'));
    const set: Partial<typeof eventVendorRegistrations.$inferInsert> = { status: input.status, updatedAt: now };
    if (input.approvedLocation !== undefined) set.approvedLocation = input.approvedLocation;
    else if (input.status === 'approved' && !current.approvedLocation) set.approvedLocation = current.requestedLocation;
    else if (input.status === 'rejected') set.approvedLocation = null;
    if (input.registrationFee !== undefined) {
      set.registrationFee = input.registrationFee === null ? null : fromCents(toCents(input.registrationFee));
    }
    if (input.isPaid !== undefined) set.isPaid = input.isPaid;
    await tx.update(eventVendorRegistrations).set(set).where(eq(eventVendorRegistrations.id, registrationId));
  });
  const [row] = await selectAdminRegistrations(db, eq(eventVendorRegistrations.id, registrationId));
  return row;
}
