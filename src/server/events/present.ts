/**
 * Presenters: what of an event or a vendor's registration leaves the server (Outline's habit).
 * The registration fee goes out as a 2-decimal string; a spot on the site as its name, position and
 * premium flag (never its row id).
 */
import { fromCents, toCents } from '../../shared/money.js';
import type { Event, EventRegistration, EventSite, EventSiteEntry, PublicEvent } from '../../shared/schemas/events.js';
import type { EventRow, RegistrationRow, SiteRow } from './queries.js';

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

/** A spot on an event's site; the position as stored (8 decimals). */
export function presentSite(s: SiteRow): EventSite {
  return { locationName: s.locationName, latitude: Number(s.latitude), longitude: Number(s.longitude), isPremium: s.isPremium };
}

/** An upcoming event with who is where (already in the public order: premium first, then by name). */
export function presentPublicEvent(e: EventRow, sites: (SiteRow & { businessName: string })[]): PublicEvent {
  return {
    ...presentEvent(e),
    sites: sites.map((s): EventSiteEntry => ({ vendorId: s.vendorId, businessName: s.businessName, ...presentSite(s) })),
  };
}

export function presentRegistration(r: RegistrationRow, eventName: string, site: SiteRow | null = null): EventRegistration {
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
    site: site ? presentSite(site) : null,
  };
}
