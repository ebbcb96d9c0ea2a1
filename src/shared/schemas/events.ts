/**
 * Events and vendor registrations (SPEC §2 "Event management", §3, §4, §5; DESIGN §5): what
 * vendors see and submit, and what the administrator creates and decides.
 */
import { z } from 'zod';
import { type MessageKey, t } from '../messages/index.js';
import { endsOnOrAfterStart } from '../promotions.js';
import { dateText, IdSchema, msg, requiredText } from './common.js';
import { latitude, longitude } from './locations.js';

export const EVENT_REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];
/** SPEC §4 badge colours. */
export const EVENT_STATUS_COLOURS: Record<EventRegistrationStatus, 'yellow' | 'green' | 'red'> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg('event.validation.tooLong'))
    .nullish()
    .transform((v) => v || null);

/** For PATCH: absent keeps the stored value, null or '' clears it. */
const patchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg('event.validation.tooLong'))
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

// ---------------------------------------------------------------- answers

export const EventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  /** ISO 8601. */
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string().nullable(),
  description: z.string().nullable(),
  specialLocations: z.array(z.string()),
  isActive: z.boolean(),
});
export type Event = z.infer<typeof EventSchema>;
/** GET /admin/api/events: every event, past and inactive ones too. */
export const EventListSchema = z.array(EventSchema);

/**
 * A vendor's spot on an event's site (DESIGN §10.3, decision 0038): a name customers can find
 * ("Row B, spot 4"), its position, and whether it is a premium spot.
 */
export const EventSiteSchema = z.object({
  locationName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isPremium: z.boolean(),
});
export type EventSite = z.infer<typeof EventSiteSchema>;

/** One entry of an event's "who is where" (premium spots first, then by business name). */
export const EventSiteEntrySchema = EventSiteSchema.extend({
  vendorId: z.number().int(),
  businessName: z.string(),
});
export type EventSiteEntry = z.infer<typeof EventSiteEntrySchema>;

/** GET /api/events: an upcoming event with who is where on its site. */
export const PublicEventSchema = EventSchema.extend({ sites: z.array(EventSiteEntrySchema) });
export type PublicEvent = z.infer<typeof PublicEventSchema>;
/** GET /api/events: the upcoming events. */
export const PublicEventListSchema = z.array(PublicEventSchema);

/** A vendor's registration as the vendor sees it (GET /api/my-vendor/events, POST …/register). */
export const EventRegistrationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  createdAt: z.string(),
  status: z.enum(EVENT_REGISTRATION_STATUSES),
  requestedLocation: z.string().nullable(),
  approvedLocation: z.string().nullable(),
  /** Decimal string with 2 places, or null when no fee is set. */
  registrationFee: z.string().nullable(),
  isPaid: z.boolean(),
  notes: z.string().nullable(),
  specialMenu: z.string().nullable(),
  specialPricing: z.string().nullable(),
  /** The vendor's spot on the event's site, once the administrator has placed it. */
  site: EventSiteSchema.nullable(),
});
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;
/** GET /api/my-vendor/events: the owner's registrations. */
export const EventRegistrationListSchema = z.array(EventRegistrationSchema);

/** The administrator's view adds the vendor. */
export const AdminEventRegistrationSchema = EventRegistrationSchema.extend({
  vendorId: z.number().int(),
  businessName: z.string(),
});
export type AdminEventRegistration = z.infer<typeof AdminEventRegistrationSchema>;
/** GET /admin/api/event-registrations: every vendor's registrations. */
export const AdminEventRegistrationListSchema = z.array(AdminEventRegistrationSchema);

// ---------------------------------------------------------------- vendor requests

/** POST /api/events/:id/register (SPEC §5: requestedLocation required, the rest optional). */
export const EventRegisterSchema = z.object({
  requestedLocation: z
    .string(msg('event.validation.requestedLocation'))
    .trim()
    .min(1, msg('event.validation.requestedLocation'))
    .max(200, msg('event.validation.tooLong')),
  specialMenu: optionalText(2000),
  specialPricing: optionalText(2000),
  notes: optionalText(2000),
});
export type EventRegister = z.input<typeof EventRegisterSchema>;

// ---------------------------------------------------------------- administrator requests

const eventText = (key: MessageKey, max: number) => requiredText(key, max, 'event.validation.tooLong');

const dateField = (required: MessageKey) => dateText(required, 'event.validation.date');

const Locations = z
  .array(z.string(msg('event.validation.locations')).trim().min(1, msg('event.validation.locations')).max(200, msg('event.validation.locations')), msg('event.validation.locations'))
  .max(50, msg('event.validation.locations'));

const scheduleOrder = (v: { startDate?: string; endDate?: string }) =>
  v.startDate === undefined || v.endDate === undefined || endsOnOrAfterStart(v.startDate, v.endDate);
const scheduleOrderError = { error: () => t('event.validation.endBeforeStart'), path: ['endDate'] };

/** POST /admin/api/events */
export const EventCreateSchema = z
  .object({
    name: eventText('event.validation.name', 200),
    type: eventText('event.validation.type', 80),
    startDate: dateField('event.validation.startDate'),
    endDate: dateField('event.validation.endDate'),
    venue: optionalText(300),
    description: optionalText(4000),
    specialLocations: Locations.default([]),
    isActive: z.boolean().optional(),
  })
  .refine(scheduleOrder, scheduleOrderError);
export type EventCreate = z.input<typeof EventCreateSchema>;

/** PATCH /admin/api/events/:id: any subset; the server checks the order against stored dates. */
export const EventUpdateSchema = z
  .object({
    name: eventText('event.validation.name', 200).optional(),
    type: eventText('event.validation.type', 80).optional(),
    startDate: dateField('event.validation.startDate').optional(),
    endDate: dateField('event.validation.endDate').optional(),
    venue: patchText(300),
    description: patchText(4000),
    specialLocations: Locations.optional(),
    isActive: z.boolean().optional(),
  })
  .refine(scheduleOrder, scheduleOrderError);
export type EventUpdate = z.input<typeof EventUpdateSchema>;

const Fee = z
  .number(msg('event.validation.fee'))
  .min(0, msg('event.validation.fee'))
  .max(999999.99, msg('event.validation.fee'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, msg('event.validation.fee'));

/**
 * PUT /admin/api/event-registrations/:id/site (and `site` of the PATCH below): the spot, its
 * position inside the valley's bounds (the same check as vendor locations and attractions) and
 * the premium flag. One spot per vendor per event: placing again moves it.
 */
export const EventSitePlaceSchema = z.object({
  locationName: z
    .string(msg('event.validation.siteName'))
    .trim()
    .min(1, msg('event.validation.siteName'))
    .max(120, msg('event.validation.siteName')),
  latitude,
  longitude,
  isPremium: z.boolean(msg('event.validation.premium')).default(false),
});
export type EventSitePlace = z.input<typeof EventSitePlaceSchema>;

/**
 * PATCH /admin/api/event-registrations/:id. Approving without an approvedLocation (and none
 * stored) grants the requested one; rejecting clears the approved location unless one is sent.
 */
export const EventRegistrationUpdateSchema = z.object({
  status: z.enum(EVENT_REGISTRATION_STATUSES, msg('event.validation.status')),
  approvedLocation: patchText(200),
  registrationFee: Fee.nullable().optional(),
  isPaid: z.boolean().optional(),
  /** Approving may place the vendor on the site at once; null removes the spot; absent keeps it. */
  site: EventSitePlaceSchema.nullable().optional(),
});
export type EventRegistrationUpdate = z.input<typeof EventRegistrationUpdateSchema>;

export const EventRegistrationQuerySchema = z.object({
  eventId: IdSchema.optional(),
  status: z.enum(EVENT_REGISTRATION_STATUSES, msg('event.validation.status')).optional(),
});
