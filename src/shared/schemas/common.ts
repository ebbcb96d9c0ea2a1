import { z } from 'zod';
import { type MessageKey, t } from '../messages/index.js';
import { isDateText } from '../promotions.js';

/**
 * Every error body (DESIGN §4, §10): a translated `message` for people and a stable `code` for
 * programs (the server always sends one); an error may add fields (`issues`, `nextSlots`, …).
 */
export const MessageSchema = z.looseObject({ message: z.string(), code: z.string().optional() });
/** DELETE answers and other empty successes. */
export const SuccessSchema = z.object({ success: z.literal(true) });

/**
 * The largest PostgreSQL `integer` (ids are `serial`s, counts are `integer`s). A bigger number
 * can name no row, and PostgreSQL refuses to compare or store it (a 500), so every integer a
 * request carries into an integer column is capped at this.
 */
export const PG_INT_MAX = 2_147_483_647;

/** A row id as a request carries it (a path segment or query value): a positive `integer`. */
export const IdSchema = z.coerce.number().int().positive().max(PG_INT_MAX);
/** The params of every `/…/:id` route. */
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * A PATCH body: any of the fields, only those sent change, and at least one must be sent
 * ('Change at least one field', the same message for every resource).
 */
export function partialUpdateSchema<Shape extends z.ZodRawShape>(fields: Shape) {
  return z
    .object(fields)
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), { error: () => t('locations.validation.nothing') });
}

/** A zod error option whose message is the catalogue's `key`, in the language of the request. */
export const msg = (key: MessageKey) => ({ error: () => t(key) });

/** Text that must be there: trimmed, not empty (`required`), at most `max` characters (`tooLong`). */
export const requiredText = (required: MessageKey, max: number, tooLong: MessageKey = required) =>
  z.string(msg(required)).trim().min(1, msg(required)).max(max, msg(tooLong));

/** A date (2026-12-31: the whole day in valley time) or an ISO 8601 date-time. */
export const dateText = (required: MessageKey, invalid: MessageKey) =>
  z.string(msg(required)).trim().min(1, msg(required)).refine(isDateText, msg(invalid));
