/**
 * The vendor's desk in a rush (DESIGN §10.2): orders in the order they are picked up, and the one
 * step a tap on a Kitchen card takes. Pure; the preorder desk and the Kitchen view share them.
 */
import { OPEN_STATUSES, PREORDER_ACTIONS, type PreorderStatus } from './preorder-status.js';

export interface PickupTimed {
  id: number;
  createdAt: string;
  scheduledPickupTime: string | null;
  estimatedReadyTime: string | null;
}

/**
 * When the order is due: its chosen slot, else the ready-time estimate of an as-soon-as-possible
 * order, else when it was placed (an order from before estimates existed).
 */
export function pickupDue(order: PickupTimed): string {
  return order.scheduledPickupTime ?? order.estimatedReadyTime ?? order.createdAt;
}

/** Soonest due first; equal times keep the order in which they were placed. */
export function byPickupTime<T extends PickupTimed>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (a, b) =>
      Date.parse(pickupDue(a)) - Date.parse(pickupDue(b)) ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
      a.id - b.id,
  );
}

/**
 * The desk's list: orders still to hand over (pending, confirmed, ready) by pickup time, then
 * the finished ones (completed, cancelled), latest placed first.
 */
export function deskOrder<T extends PickupTimed & { status: PreorderStatus }>(orders: readonly T[]): T[] {
  const open = orders.filter((o) => OPEN_STATUSES.includes(o.status));
  const done = orders
    .filter((o) => !OPEN_STATUSES.includes(o.status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return [...byPickupTime(open), ...done];
}

/** The columns of the Kitchen view, left to right. */
export const KITCHEN_COLUMNS = ['pending', 'confirmed', 'ready'] as const satisfies readonly PreorderStatus[];
export type KitchenColumn = (typeof KITCHEN_COLUMNS)[number];

/** Where a tap moves an order: the forward step of its status (never a cancellation). */
export function kitchenNext(status: PreorderStatus): PreorderStatus | null {
  return PREORDER_ACTIONS[status].find((a) => a.to !== 'cancelled')?.to ?? null;
}
