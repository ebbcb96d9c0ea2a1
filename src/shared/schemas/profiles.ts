/**
 * A signed-in customer's profile (DESIGN §10.3, decision 0041): `GET/PATCH /api/me/profile`. The
 * server validates with these and the profile page's form uses the same ones.
 */
import { z } from 'zod';
import { DIETARY_TAGS } from '../constants.js';
import { normalizeDietTags } from '../diet.js';
import { FAVORITE_VENDORS_MAX, PROFILE_BIO_MAX, PROFILE_CUISINES } from '../profile.js';
import { msg, PG_INT_MAX, partialUpdateSchema } from './common.js';

/** Control characters other than a line break or a tab: a bio is plain text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const DietaryTagSchema = z.enum(DIETARY_TAGS, msg('profile.validation.dietaryTag'));

/** A menu item's tags as a write carries them: known tags, each once, stored in DIETARY_TAGS order. */
export const DietaryTagsSchema = z
  .array(DietaryTagSchema, msg('profile.validation.dietaryTag'))
  .max(DIETARY_TAGS.length, msg('profile.validation.dietaryTag'))
  .transform((tags) => normalizeDietTags(tags));

/** The fields of a profile write; PATCH takes any of them (at least one). */
export const profileFields = {
  bio: z
    .string(msg('profile.validation.bio'))
    .trim()
    .max(PROFILE_BIO_MAX, msg('profile.validation.bioTooLong'))
    .refine((v) => !CONTROL.test(v), msg('profile.validation.bio'))
    .nullable()
    .transform((v) => (v ? v : null)),
  dietaryRestrictions: DietaryTagsSchema,
  preferredCuisines: z
    .array(z.enum(PROFILE_CUISINES, msg('profile.validation.cuisine')), msg('profile.validation.cuisine'))
    .max(PROFILE_CUISINES.length, msg('profile.validation.cuisine'))
    .transform((list) => [...new Set(list)]),
  favoriteVendors: z
    .array(
      z
        .number(msg('profile.validation.favoriteVendor'))
        .int(msg('profile.validation.favoriteVendor'))
        .positive(msg('profile.validation.favoriteVendor'))
        .max(PG_INT_MAX, msg('profile.validation.favoriteVendor')),
      msg('profile.validation.favoriteVendor'),
    )
    .max(FAVORITE_VENDORS_MAX, msg('profile.validation.tooManyFavorites'))
    .transform((ids) => [...new Set(ids)]),
};

/** PATCH /api/me/profile: any of the fields, at least one. */
export const ProfileUpdateSchema = partialUpdateSchema(profileFields);
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** GET/PATCH /api/me/profile answer. favoriteVendors: ids of live vendors, in the order chosen. */
export const ProfileSchema = z.object({
  bio: z.string().nullable(),
  dietaryRestrictions: z.array(DietaryTagSchema),
  preferredCuisines: z.array(z.enum(PROFILE_CUISINES)),
  favoriteVendors: z.array(z.number().int()),
});
export type Profile = z.infer<typeof ProfileSchema>;
