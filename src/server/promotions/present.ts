/**
 * Presenters: what of a promotion or an advertisement leaves the server, and to whom (Outline's
 * habit). The administrator sees every column; customers see only what the page shows.
 */
import { normalizeMoney } from '../../shared/money.js';
import type { Advertisement, Promotion, PublicAdvertisement, PublicPromotion } from '../../shared/schemas/admin.js';
import { type AdvertisementRow, type PromotionRow, promotionVendorIds } from './queries.js';

export function presentPromotion(p: PromotionRow): Promotion {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    type: p.type,
    discountValue: p.discountValue === null ? null : normalizeMoney(p.discountValue),
    startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    isActive: p.isActive,
    priority: p.priority,
    vendorId: promotionVendorIds(p)[0] ?? null,
    vendorName: p.vendorName,
    maxUses: p.maxUses,
    currentUses: p.currentUses,
    createdBy: p.createdBy,
    createdAt: p.createdAt.toISOString(),
  };
}

export function presentPublicPromotion(p: PromotionRow): PublicPromotion {
  const { id, title, description, type, discountValue, startDate, endDate, vendorId, vendorName } = presentPromotion(p);
  return { id, title, description, type, discountValue, startDate, endDate, vendorId, vendorName };
}

export function presentAdvertisement(a: AdvertisementRow): Advertisement {
  return {
    id: a.id,
    vendorId: a.vendorId,
    title: a.title,
    message: a.message,
    adType: a.adType,
    placement: a.placement,
    paidAmount: normalizeMoney(a.paidAmount),
    duration: a.duration,
    startDate: a.startDate.toISOString(),
    endDate: a.endDate.toISOString(),
    imageUrl: a.imageUrl,
    isActive: a.isActive,
    status: a.status,
    impressions: a.impressions,
    clicks: a.clicks,
    createdAt: a.createdAt.toISOString(),
  };
}

export function presentPublicAdvertisement(a: AdvertisementRow): PublicAdvertisement {
  return { id: a.id, title: a.title, message: a.message, adType: a.adType, placement: a.placement, imageUrl: a.imageUrl };
}
