/**
 * Challenges (DESIGN §10.4, issue 19 item 3): the administrator's resource, the public list with
 * the caller's progress, and the customer's own shelf (points, level, badges).
 */
import { z } from 'zod';
import { CHALLENGE_TYPES } from '../challenges.js';
import { PROFILE_CUISINES } from '../profile.js';
import { endsOnOrAfterStart } from '../promotions.js';
import { dateText, msg, partialUpdateSchema } from './common.js';

/** A valley date (what a date input sends: the whole day, start to end) or an ISO date-time. */
const When = dateText('challenges.validation.date', 'challenges.validation.date');

const challengeFields = {
  name: z.string(msg('challenges.validation.name')).trim().min(1, msg('challenges.validation.name')).max(100, msg('challenges.validation.name')),
  description: z
    .string(msg('challenges.validation.description'))
    .trim()
    .min(1, msg('challenges.validation.description'))
    .max(500, msg('challenges.validation.description')),
  type: z.enum(CHALLENGE_TYPES, msg('challenges.validation.type')),
  target: z.number(msg('challenges.validation.target')).int(msg('challenges.validation.target')).min(1, msg('challenges.validation.target')).max(100, msg('challenges.validation.target')),
  cuisine: z.enum(PROFILE_CUISINES, msg('challenges.validation.cuisine')).nullable().optional(),
  reward: z.string().trim().max(100, msg('challenges.validation.reward')).nullable().optional(),
  rewardPoints: z
    .number(msg('challenges.validation.points'))
    .int(msg('challenges.validation.points'))
    .min(0, msg('challenges.validation.points'))
    .max(10_000, msg('challenges.validation.points')),
  startDate: When,
  endDate: When,
  isActive: z.boolean().optional(),
};

/** The fields, unrefined (the admin form swaps the cuisine's "any" for null before them). */
export const ChallengeFieldsSchema = z.object(challengeFields);

export const endsAfterStart = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || endsOnOrAfterStart(v.startDate, v.endDate);
export const endsAfterStartError = { path: ['endDate'], ...msg('challenges.validation.endBeforeStart') };

/** POST /admin/api/challenges. */
export const ChallengeCreateSchema = ChallengeFieldsSchema.refine(endsAfterStart, endsAfterStartError);
export type ChallengeCreate = z.output<typeof ChallengeCreateSchema>;

/** PATCH /admin/api/challenges/:id: any field, at least one (dates checked against the stored row too). */
export const ChallengeUpdateSchema = partialUpdateSchema(challengeFields).refine(endsAfterStart, endsAfterStartError);
export type ChallengeUpdate = z.output<typeof ChallengeUpdateSchema>;

/** A challenge as everyone sees it. */
const ChallengeBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  target: z.number().int(),
  cuisine: z.string().nullable(),
  reward: z.string().nullable(),
  rewardPoints: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** Customers who joined. */
  participants: z.number().int(),
});

/** A challenge as the administrator keeps it. */
export const AdminChallengeSchema = ChallengeBaseSchema.extend({ isActive: z.boolean(), createdAt: z.string() });
export type AdminChallenge = z.infer<typeof AdminChallengeSchema>;
/** GET /admin/api/challenges: every challenge as the administrator keeps it. */
export const AdminChallengeListSchema = z.array(AdminChallengeSchema);

/** The caller's part in a challenge. */
export const MyChallengeStateSchema = z.object({
  progress: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  joinedAt: z.string(),
});

/** GET /api/challenges entry (and GET /api/me/challenges). */
export const PublicChallengeSchema = ChallengeBaseSchema.extend({
  /** The signed-in caller's progress; null when they have not joined (or nobody is signed in). */
  mine: MyChallengeStateSchema.nullable(),
});
export type PublicChallenge = z.infer<typeof PublicChallengeSchema>;
export const PublicChallengeListSchema = z.array(PublicChallengeSchema);

/** GET /api/me/challenges: the badge shelf. */
export const MyChallengesSchema = z.object({
  points: z.number().int(),
  level: z.number().int(),
  pointsToNextLevel: z.number().int(),
  /** Progress comes from the completed orders of the account's verified phone: none without one. */
  phoneLinked: z.boolean(),
  challenges: z.array(PublicChallengeSchema),
});
export type MyChallenges = z.infer<typeof MyChallengesSchema>;
