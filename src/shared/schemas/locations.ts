/**
 * Vendor locations (DESIGN §10.3, issue 18 item 1): the named places a truck works ("Indio Blvd",
 * "Palm Desert market"); a business-hours shift may name one, so the week reads by place.
 */
import { z } from 'zod';
import { VALLEY_BOUNDS } from '../constants.js';
import { msg, PG_INT_MAX, partialUpdateSchema } from './common.js';

export const VendorLocationSchema = z.object({
  id: z.number().int(),
  locationName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isMainLocation: z.boolean(),
  isActive: z.boolean(),
});
export type VendorLocation = z.infer<typeof VendorLocationSchema>;
export const VendorLocationListSchema = z.array(VendorLocationSchema);

/** Where a vendor is now, or next today (GET /api/vendors entries, the detail). */
export const CurrentLocationSchema = VendorLocationSchema.pick({
  id: true,
  locationName: true,
  address: true,
  latitude: true,
  longitude: true,
}).nullable();
export type CurrentLocation = z.infer<typeof CurrentLocationSchema>;

const name = z
  .string(msg('locations.validation.name'))
  .trim()
  .min(1, msg('locations.validation.name'))
  .max(80, msg('vendor.validation.tooLong'));
const address = z
  .string(msg('locations.validation.address'))
  .trim()
  .min(1, msg('locations.validation.address'))
  .max(200, msg('vendor.validation.tooLong'));
/** A latitude inside the valley's bounds (400 with the valley message otherwise). */
export const latitude = z
  .number(msg('locations.validation.pin'))
  .min(VALLEY_BOUNDS.minLat, msg('vendor.validation.latitude'))
  .max(VALLEY_BOUNDS.maxLat, msg('vendor.validation.latitude'));
/** A longitude inside the valley's bounds. */
export const longitude = z
  .number(msg('locations.validation.pin'))
  .min(VALLEY_BOUNDS.minLng, msg('vendor.validation.latitude'))
  .max(VALLEY_BOUNDS.maxLng, msg('vendor.validation.latitude'));

/** POST /api/vendors/:id/locations */
export const LocationCreateSchema = z.object({
  locationName: name,
  address,
  latitude,
  longitude,
  isMainLocation: z.boolean().optional(),
});
export type LocationCreate = z.infer<typeof LocationCreateSchema>;

/** PATCH /api/vendor-locations/:id: any of the fields; isActive false hides it from customers. */
export const LocationUpdateSchema = partialUpdateSchema({
  locationName: name,
  address,
  latitude,
  longitude,
  isMainLocation: z.boolean(),
  isActive: z.boolean(),
});
export type LocationUpdate = z.infer<typeof LocationUpdateSchema>;

/** A shift's place in PUT /api/vendors/:id/hours: one of the vendor's locations, or null (its address). */
export const ShiftLocationSchema = z.number().int().positive().max(PG_INT_MAX).nullish();
