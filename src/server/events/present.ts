/**
 * Presenters: what of an event or a vendor's registration leaves the server (Outline's habit).
 * The registration fee goes out as a 2-decimal string.
 */
import { fromCents, toCents } from '../../shared/money.js';
import type { Event, EventRegistration } from '../../shared/schemas/events.js';
import type { EventRow, RegistrationRow } from './queries.js';

export function presentEvent(e: EventRow): Event {
  return {
    id: e.id,
    name: e.name,
    type: e.type,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    venue: e.venue,
    description: e.description,
    specialLocations: Array.isArray(e.specialLocations) ? e.specialLocations.map(String) : [],
    isActive: e.isActive,
  };
}

export function presentRegistration(r: RegistrationRow, eventName: string): EventRegistration {
  return {
    id: r.id,
    eventId: r.eventId,
    eventName,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    requestedLocation: r.requestedLocation,
    approvedLocation: r.approvedLocation,
    registrationFee: r.registrationFee === null ? null : fromCents(toCents(r.registrationFee)),
    isPaid: r.isPaid,
    notes: r.notes,
    specialMenu: r.specialMenu,
    specialPricing: r.specialPricing,
  };
}
