/** Going live (issue 24 item 3, decision 0028): the setup checklist, Go live and the owner's preview. */
export const goLive = {
  'goLive.error.setupIncomplete': 'Finish every step of the setup checklist before going live',
  'goLive.error.notLive': 'This vendor is not live yet',

  'goLive.step.photo': 'Add a profile photo',
  'goLive.step.hours': 'Set your opening hours',
  'goLive.step.menu': 'Add at least {n} menu items',
  'goLive.step.payment': 'Choose how customers pay',
  'goLive.hint.photo': 'Customers pick a truck by its photo.',
  'goLive.hint.hours': 'At least one open day, so customers know when to come.',
  'goLive.hint.menu': '{count} of {n} on your menu so far.',
  'goLive.hint.menuMore': '{count, plural, one {# item} other {# items}} on your menu.',
  'goLive.hint.payment': 'Cash, card, Zelle… at least one.',
  'goLive.action.photo': 'Add photo',
  'goLive.action.hours': 'Set hours',
  'goLive.action.menu': 'Add items',
  'goLive.action.payment': 'Choose methods',
  'goLive.state.done': 'Done',
  'goLive.state.todo': 'To do',

  'goLive.card.title': 'Get ready to go live',
  'goLive.card.intro': "Customers can't find you yet. Finish these steps, then go live.",
  'goLive.card.progress': '{done} of {total} done',
  'goLive.card.optional': 'Optional, any time: pickup times and the loyalty program.',
  'goLive.card.ready': 'All set. Going live puts you on the map for customers.',
  'goLive.card.notReady': 'Go live turns on when every step is done.',
  'goLive.button.goLive': 'Go live',
  'goLive.button.goingLive': 'Going live…',
  'goLive.button.preview': 'Preview my page',

  'goLive.success.title': "You're live!",
  'goLive.success.body': 'Customers can now find {name} on the map and order ahead.',
  'goLive.success.dismiss': 'Dismiss',

  'goLive.preview.banner': "Preview — not live yet. Customers can't see this page until you go live.",
  'goLive.preview.back': 'Back to the checklist',
  'goLive.preview.orderingOff': 'Ordering opens when you go live.',

  'goLive.admin.settingUp': 'Setting up',
} as const;
