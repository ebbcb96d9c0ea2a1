/**
 * The preorder state machine (SPEC §4): one definition used by the vendor's buttons and by
 * PUT /api/guest-preorders/:id/status.
 */
export const PREORDER_STATUSES = ['pending', 'confirmed', 'ready', 'completed', 'cancelled'] as const;
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

/** Vendor actions per status, in button order. */
export const PREORDER_ACTIONS: Record<PreorderStatus, readonly { to: PreorderStatus; action: PreorderAction }[]> = {
  pending: [
    { to: 'confirmed', action: 'confirm' },
    { to: 'cancelled', action: 'cancel' },
  ],
  confirmed: [{ to: 'ready', action: 'markReady' }],
  ready: [{ to: 'completed', action: 'complete' }],
  completed: [],
  cancelled: [],
};
export type PreorderAction = 'confirm' | 'cancel' | 'markReady' | 'complete';

export function nextStatuses(status: PreorderStatus): PreorderStatus[] {
  return PREORDER_ACTIONS[status].map((a) => a.to);
}

export function canTransition(from: PreorderStatus, to: PreorderStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** SPEC §4 badge colours. */
export const PREORDER_BADGE_COLOURS: Record<PreorderStatus, 'yellow' | 'blue' | 'green' | 'grey' | 'red'> = {
  pending: 'yellow',
  confirmed: 'blue',
  ready: 'green',
  completed: 'grey',
  cancelled: 'red',
};

/** Statuses in which the order is still on its way to the customer. */
export const OPEN_STATUSES: readonly PreorderStatus[] = ['pending', 'confirmed', 'ready'];
