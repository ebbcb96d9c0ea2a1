/**
 * The valley's attractions (DESIGN §10.3, issue 18 item 5): places worth the trip beside the food
 * — a map layer anyone can switch on (partners marked), and the vendor dialog names those within
 * a mile. The administrator keeps the list.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import { msg, partialUpdateSchema, requiredText } from './common.js';
import { latitude, longitude } from './locations.js';

export const ATTRACTION_TYPES = ['park', 'museum', 'landmark', 'market', 'venue', 'shopping', 'nature'] as const;
export type AttractionType = (typeof ATTRACTION_TYPES)[number];

export const AttractionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ATTRACTION_TYPES),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  isPartner: z.boolean(),
});
export type Attraction = z.infer<typeof AttractionSchema>;
/** GET /api/attractions and the administrator's GET /admin/api/attractions: every attraction. */
export const AttractionListSchema = z.array(AttractionSchema);

const text = (key: MessageKey, max: number) => requiredText(key, max);
/** Blank or absent is null. */
const optionalText = (key: MessageKey, max: number) =>
  z
    .string(msg(key))
    .trim()
    .max(max, msg(key))
    .nullish()
    .transform((v) => (v ? v : null));

const fields = {
  name: text('attractions.validation.name', 120),
  type: z.enum(ATTRACTION_TYPES, msg('attractions.validation.type')),
  address: text('attractions.validation.address', 200),
  latitude,
  longitude,
  website: optionalText('attractions.validation.website', 300).refine(
    (v) => v === null || /^https?:\/\/\S+$/.test(v),
    msg('attractions.validation.website'),
  ),
  phone: optionalText('attractions.validation.phone', 40),
  isPartner: z.boolean(msg('attractions.validation.isPartner')),
};

/** POST /admin/api/attractions */
export const AttractionCreateSchema = z.object({ ...fields, isPartner: fields.isPartner.default(false) });
export type AttractionCreate = z.infer<typeof AttractionCreateSchema>;

/** PATCH /admin/api/attractions/:id: only the fields sent change. */
export const AttractionUpdateSchema = partialUpdateSchema(fields);
export type AttractionUpdate = z.infer<typeof AttractionUpdateSchema>;
