/**
 * Administrator API: promotions, advertisements and vendor moderation, and what customers are
 * told about ads (SPEC §5, §9; DESIGN §5).
 */
export const adminApi = {
  'promotion.validation.title': 'Title is required',
  'promotion.validation.description': 'Description is required',
  'promotion.validation.type': 'Type is required',
  'promotion.validation.startDate': 'Start date is required',
  'promotion.validation.endDate': 'End date is required',
  'promotion.validation.date': 'Use a date such as 2026-12-31',
  'promotion.validation.endBeforeStart': 'End date must be on or after the start date',
  'promotion.validation.discountValue': 'Discount value must be a number from 0 to 999.99',
  'promotion.validation.priority': 'Priority must be a whole number from 1 to 100',
  'promotion.validation.percent': 'A discount is a percent off: from 0 to 100',
  'promotion.validation.vendor': 'Choose a vendor from the list',
  'promotion.validation.maxUses': 'Uses must be a whole number from 1 to 1,000,000, or empty for no limit',
  'promotion.error.unknownVendor': 'That vendor does not exist',
  'promotion.validation.tooLong': 'This text is too long',
  'promotion.error.notFound': 'Promotion not found',
  'ad.validation.title': 'Title is required',
  'ad.validation.message': 'Message is required',
  'ad.validation.adType': 'Ad type is required',
  'ad.validation.placement': 'Placement is required',
  'ad.validation.paidAmount': 'Amount must be greater than 0',
  'ad.validation.paidAmountFormat': 'Amount must be below 100000000 with at most 2 decimals',
  'ad.validation.duration': 'Duration must be at least 1 hour',
  'ad.validation.durationFormat': 'Duration must be whole hours, at most 8760 (one year)',
  'ad.validation.tooLong': 'This text is too long',
  'ad.validation.publicPlacement': 'Placement must be homepage, search or vendor_list',
  'ad.error.notFound': 'Advertisement not found',
  'adminApi.validation.vendorApproval': 'Send vendorApproval as true or false',
  'adminApi.validation.isActive': 'Send isActive as true or false',
} as const;
