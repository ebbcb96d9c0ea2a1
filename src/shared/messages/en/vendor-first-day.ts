/** The vendor's first day (issue 24): the weekly hours editor, profile views, open orders, photos on pick. */
export const vendorFirstDay = {
  'vendorFirstDay.validation.noShift': 'An open day needs at least one shift',
  'vendorFirstDay.validation.onlyLastOvernight': 'Only the last shift of a day may close after midnight',
  'vendorFirstDay.validation.overlap': 'The shifts of a day must not overlap',
  'vendorFirstDay.validation.tooManyShifts': 'At most two shifts a day',
  'vendorFirstDay.validation.dayTwice': 'Each day may appear once',

  'vendorFirstDay.hours.open': 'Open',
  'vendorFirstDay.hours.openOn': 'Open on {day}',
  'vendorFirstDay.hours.closedAllDay': 'Closed',
  'vendorFirstDay.hours.opens': 'Opens',
  'vendorFirstDay.hours.closes': 'Closes',
  'vendorFirstDay.hours.timeLabel': '{day}, shift {n}, {which}',
  'vendorFirstDay.hours.addShift': 'Add a second shift',
  'vendorFirstDay.hours.addShiftOn': 'Add a second shift on {day}',
  'vendorFirstDay.hours.removeShift': 'Remove the second shift',
  'vendorFirstDay.hours.removeShiftOn': 'Remove the second shift on {day}',
  'vendorFirstDay.hours.overnight': 'Closes after midnight',
  'vendorFirstDay.hours.copyMonday': 'Copy Monday to all days',
  'vendorFirstDay.hours.copied': "Monday's hours copied to every day. Save to keep them.",
  'vendorFirstDay.hours.save': 'Save hours',
  'vendorFirstDay.hours.saving': 'Saving…',
  'vendorFirstDay.hours.unsaved': 'Unsaved changes',
  'vendorFirstDay.hours.saved': 'Your week of hours is saved.',
  'vendorFirstDay.hours.fix': 'Fix the days marked below, then save.',
  'vendorFirstDay.hours.incomplete': 'Fill in both times of each shift',

  'vendorFirstDay.stats.profileViewsPeriod': 'Last 30 days',

  'vendorFirstDay.analytics.revenueHint': 'Completed orders',
  'vendorFirstDay.analytics.ordersHint': 'Completed orders',
  'vendorFirstDay.analytics.open': 'Open Orders',
  'vendorFirstDay.analytics.openValue': '{value} still to collect',
  'vendorFirstDay.analytics.openHint': 'Pending, confirmed or ready: counted in revenue once completed.',
  'vendorFirstDay.analytics.views': 'Profile Views',
  'vendorFirstDay.analytics.new': 'New',

} as const;
