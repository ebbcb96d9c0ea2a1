/** Pauses and busy minutes that end on their own, "+5 min" on one order, the desk watch (issue 25 item 3, decision 0027). */
export const pauseEnds = {
  'pauseEnds.validation.extraPrepUntil': 'Choose a time in the future for the busy minutes to end',
  'pauseEnds.validation.delay': 'Add 5, 10 or 15 minutes',
  'pauseEnds.error.orderNotOpen': 'Only an order that is waiting or accepted can get more time',
  'pauseEnds.duration.legend': 'For how long',
  'pauseEnds.duration.minutes': '{minutes} min',
  'pauseEnds.duration.hour': '1 h',
  'pauseEnds.duration.closing': 'Until closing',
  'pauseEnds.state.busyUntil': 'Busy: +{minutes} min until {time}',
  'pauseEnds.state.closedUntil': 'Closed for today, until {time}',
  'pauseEnds.desk.title': 'Ordering paused itself: your desk was offline',
  'pauseEnds.desk.body':
    'An order waited {minutes} minutes while no desk or kitchen screen was open, so new orders stopped until {time}. Check the waiting orders, then resume.',
  'pauseEnds.desk.resume': 'Resume orders',
  'pauseEnds.notice.title': 'Ordering paused itself',
  'pauseEnds.notice.message':
    'Your desk was offline while an order waited {minutes} minutes, so {vendor} stopped taking online orders until {time}. Open the desk to resume.',
  'pauseEnds.sms.vendor':
    'Valley Eats: an order waited {minutes} min with your desk offline, so {vendor} stopped taking online orders until {time}. Open the desk to resume.',
  'pauseEnds.sms.delay': 'Valley Eats: {vendor} needs {minutes} more min for order {invoice}. New ready time: {time}.',
  'pauseEnds.delay.legend': 'Add time to order {invoice}',
  'pauseEnds.delay.add': '+{minutes} min',
  'pauseEnds.delay.done': 'Order {invoice}: ready at {time}',
  'pauseEnds.delay.texted': 'The customer gets a text with the new time.',
  'pauseEnds.delay.notTexted': 'The customer sees the new time on their tracking page.',
  'pauseEnds.delay.failed': 'The ready time could not be changed',
} as const;
