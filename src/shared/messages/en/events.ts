/** Events and event registrations: validation and server answers (SPEC §2, §5; DESIGN §5). */
export const events = {
  'event.validation.requestedLocation': 'Preferred location is required',
  'event.validation.tooLong': 'This text is too long',
  'event.validation.name': 'Event name is required',
  'event.validation.type': 'Event type is required',
  'event.validation.startDate': 'Start date is required',
  'event.validation.endDate': 'End date is required',
  'event.validation.date': 'Use a date such as 2026-12-31',
  'event.validation.endBeforeStart': 'End date must be on or after the start date',
  'event.validation.locations': 'Up to 50 locations, each with a name of up to 200 characters',
  'event.validation.status': 'Status must be pending, approved or rejected',
  'event.validation.fee': 'Registration fee must be an amount from 0 to 999999.99 with at most 2 decimals',
  'event.error.notFound': 'Event not found',
  'event.error.closed': 'This event is not open for registration',
  'event.error.alreadyRegistered': 'You are already registered for this event',
  'event.error.vendorsOnly': 'Only vendors can register for events. Create a vendor profile first.',
  'event.error.registrationNotFound': 'Registration not found',
  // ---- event sites (DESIGN §10.3, decision 0038)
  'event.validation.siteName': 'Name the spot, e.g. Row B, spot 4 (up to 120 characters)',
  'event.validation.premium': 'Premium must be true or false',
  'event.error.notApproved': 'Only an approved registration can be placed on the event site',
} as const;
