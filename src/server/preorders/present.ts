/**
 * Presenter: what of a preorder row leaves the server (Outline's habit); the tracking page adds
 * the vendor and the review to it (findTrackedPreorder).
 */
import type { PreorderStatus } from '../../shared/preorder-status.js';
import type { OrderSource } from '../../shared/schemas/preorders.js';
import type { PreorderRow, StoredLine } from './queries.js';

/** The shape every preorder answer uses. */
export function presentPreorder(row: PreorderRow) {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    trackingToken: row.trackingToken,
    vendorId: row.vendorId,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    source: row.source as OrderSource,
    email: row.email,
    items: row.items as StoredLine[],
    totalAmount: row.totalAmount,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status as PreorderStatus,
    specialInstructions: row.specialInstructions,
    estimatedReadyTime: row.estimatedReadyTime?.toISOString() ?? null,
    scheduledPickupTime: row.scheduledPickupTime?.toISOString() ?? null,
    loyaltyPointsEarned: row.loyaltyPointsEarned,
    notifyBySms: row.notifyBySms,
    redemptionCode: row.redemptionCode,
    discountAmount: row.discountAmount,
    promotionTitle: row.promotionTitle,
    pickupCode: row.pickupCode,
    payment: row.paymentId ? { paymentId: row.paymentId, receiptUrl: row.receiptUrl, tipAmount: row.tipAmount } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
