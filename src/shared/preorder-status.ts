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

/**
 * Issue 44: the customer may cancel their own order (from its tracking page, by its token) only
 * while the vendor has not confirmed it: the machine's pending → cancelled, taken by the customer.
 */
export const CUSTOMER_CANCELS_FROM: readonly PreorderStatus[] = ['pending'];

export function customerCanCancel(status: PreorderStatus): boolean {
  return CUSTOMER_CANCELS_FROM.includes(status) && canTransition(status, 'cancelled');
}

/**
 * DESIGN §11: "Mark paid" records money taken at the window for a pay-at-pickup order. Only once
 * the vendor has confirmed it (an unconfirmed order may still be cancelled by its customer) and
 * never on a cancelled one; a completed order may still be marked paid after the hand-over. The
 * desk shows the button only while the order waits to be handed over (payment-actions.tsx).
 */
export const MARK_PAID_FROM: readonly PreorderStatus[] = ['confirmed', 'ready', 'completed'];

export function canMarkPaid(order: { status: string; paymentStatus: string }, paidOnline: boolean): boolean {
  return order.paymentStatus === 'pending' && !paidOnline && (MARK_PAID_FROM as readonly string[]).includes(order.status);
}

/**
 * Issue 44: a pending order whose promised time (its pickup slot, else the ready estimate) has
 * passed without the vendor confirming it. The tracking page then says the truck has not
 * confirmed yet and offers the customer's cancel, instead of a past time as if it were current.
 */
export function unconfirmedPastDue(
  order: { status: PreorderStatus; scheduledPickupTime: string | null; estimatedReadyTime: string | null },
  now: Date,
): boolean {
  if (order.status !== 'pending') return false;
  const due = order.scheduledPickupTime ?? order.estimatedReadyTime;
  return due !== null && new Date(due).getTime() <= now.getTime();
}

/**
 * Issue 42 (decision 0051): how far along the way to the customer each status is. A change that
 * arrives late (a desk's queued tap sent after a newer one) never moves an order back: one to a
 * step the order has reached or passed is a no-op. `cancelled` is off the way: it wins over a
 * later forward step (a customer's cancel made while the desk was offline stays).
 */
const STATUS_STEP: Record<Exclude<PreorderStatus, 'cancelled'>, number> = { pending: 0, confirmed: 1, ready: 2, completed: 3 };

/** True when asking for `to` on an order at `from` asks for nothing new: the same step, or one it has passed. */
export function alreadyReached(from: PreorderStatus, to: PreorderStatus): boolean {
  if (from === to) return true;
  if (from === 'cancelled' || to === 'cancelled') return false;
  return STATUS_STEP[to] <= STATUS_STEP[from];
}
