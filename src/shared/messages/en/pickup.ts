/** Pickup windows, slots, ready times and pausing: server texts and validation (DESIGN §10.2). */
export const pickup = {
  'pickup.validation.window': 'Each pickup window needs a weekday, a start and end time (HH:MM), a slot length of 5 to 120 minutes and 1 to 500 orders per slot',
  'pickup.validation.endBeforeStart': 'A pickup window must end after it starts',
  'pickup.validation.overlap': 'Pickup windows on the same day cannot overlap',
  'pickup.validation.tooShort': 'A pickup window must be at least one slot long',
  'pickup.validation.tooMany': 'At most 50 pickup windows',
  'pickup.validation.zeroCapacity': 'A slot must take at least 1 order',
  'pickup.validation.date': 'Choose a date as YYYY-MM-DD',
  'pickup.validation.extraMinutes': 'Extra minutes must be between 0 and 120',
  'pickup.validation.pausedUntil': 'Choose a time in the future to pause until',
  'pickup.error.invalidTime': 'That pickup time is not offered. Choose one of the times shown',
  'pickup.error.slotFull': 'That pickup time just filled up. Choose another time',
  'pickup.error.paused': 'This vendor is not taking orders right now',
  'pickup.error.closed': 'This vendor is closed right now: choose a later pickup time',
} as const;
