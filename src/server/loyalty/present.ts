/**
 * Presenters: what of a reward leaves the server, and to whom (Outline's habit). Customers see
 * whether they can redeem it now; its vendor also sees its own switch as stored.
 */
import { type NamedReward, rewardBlocker } from './queries.js';

export function presentReward(r: NamedReward, now: Date) {
  return {
    id: r.id,
    vendorId: r.vendorId,
    name: r.name,
    description: r.description,
    pointsRequired: r.pointsRequired,
    discountType: r.discountType,
    discountValue: r.discountValue,
    menuItemId: r.menuItemId,
    menuItemName: r.menuItemName,
    maxUses: r.maxUses,
    currentUses: r.currentUses,
    isActive: rewardBlocker(r, now) === null,
    validFrom: r.validFrom?.toISOString() ?? null,
    validUntil: r.validUntil?.toISOString() ?? null,
  };
}

/** The vendor's own view: its switch as stored, and whether customers can redeem it now. */
export function presentVendorReward(r: NamedReward, now: Date) {
  return { ...presentReward(r, now), isActive: r.isActive, isRedeemableNow: rewardBlocker(r, now) === null };
}
