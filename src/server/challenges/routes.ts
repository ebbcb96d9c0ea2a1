/**
 * Challenges (DESIGN §10.4, issue 19 item 3):
 *   GET    /api/challenges              public: open challenges; the signed-in caller's progress in each
 *   POST   /api/challenges/:id/join     signed in: join (again: nothing changes); 404 when ended or unknown
 *   GET    /api/me/challenges           signed in: points, level, the challenges joined (the badge shelf)
 *   /admin/api/challenges               the administrator's list / create / PATCH / DELETE
 * Progress is brought up to date when what it counts changes (`refreshChallengesOf`), so reads
 * only read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { levelFor, pointsToNextLevel } from '../../shared/challenges.js';
import { t } from '../../shared/messages/index.js';
import {
  AdminChallengeListSchema,
  AdminChallengeSchema,
  ChallengeCreateSchema,
  ChallengeUpdateSchema,
  MyChallengesSchema,
  type PublicChallenge,
  PublicChallengeListSchema,
  PublicChallengeSchema,
} from '../../shared/schemas/challenges.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { registerAdminCrud } from '../admin-crud.js';
import { requireUser } from '../auth/session.js';
import { errorResponses, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { hit, refuse } from '../rate-limit.js';
import {
  type ChallengeWithCount,
  createChallenge,
  deleteChallenge,
  findOpenChallenge,
  joinChallenge,
  listAllChallenges,
  listOpenChallenges,
  myChallengeRows,
  participantsOf,
  pointsOf,
  type UserChallengeRow,
  updateChallenge,
} from './queries.js';
import { refreshChallengesOf } from './progress.js';

const errors = errorResponses(400, 401, 404, 429);
const JOINS_PER_HOUR = 60;

function present(c: ChallengeWithCount, mine: UserChallengeRow | null): PublicChallenge {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    type: c.type,
    target: c.target,
    cuisine: c.cuisine,
    reward: c.reward,
    rewardPoints: c.rewardPoints,
    startDate: c.startDate.toISOString(),
    endDate: c.endDate.toISOString(),
    participants: c.participants,
    mine: mine
      ? {
          progress: mine.progress,
          isCompleted: mine.isCompleted,
          completedAt: mine.completedAt?.toISOString() ?? null,
          joinedAt: mine.joinedAt.toISOString(),
        }
      : null,
  };
}

export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;

  app.get('/api/challenges', { schema: { response: { 200: PublicChallengeListSchema, ...errors } } }, async (request) => {
    const user = await request.currentUser();
    const [open, mine] = await Promise.all([
      listOpenChallenges(db(), ctx.now()),
      user ? myChallengeRows(db(), user.id) : Promise.resolve([]),
    ]);
    const byId = new Map(mine.map((m) => [m.challenge.id, m.mine]));
    return open.map((c) => present(c, byId.get(c.id) ?? null));
  });

  await guarded(app, requireUser, async (user) => {

    user.post(
      '/api/challenges/:id/join',
      { schema: { params: IdParamsSchema, response: { 200: PublicChallengeSchema, ...errors } } },
      async (request, reply) => {
        const challenge = await findOpenChallenge(db(), request.params.id, ctx.now());
        if (!challenge) throw notFound(t('challenges.error.notFound'));
        refuse(reply, await hit(ctx, `challenge-join:${request.user.id}`, JOINS_PER_HOUR, 60 * 60_000));
        await joinChallenge(db(), request.user.id, challenge.id, ctx.now());
        await refreshChallengesOf(app, [request.user.id]);
        const mine = (await myChallengeRows(db(), request.user.id)).find((m) => m.challenge.id === challenge.id);
        if (!mine) throw notFound(t('challenges.error.notFound'));
        return present(mine.challenge, mine.mine);
      },
    );

    user.get('/api/me/challenges', { schema: { response: { 200: MyChallengesSchema, ...errors } } }, async (request) => {
      const [rows, { points, phone }] = await Promise.all([myChallengeRows(db(), request.user.id), pointsOf(db(), request.user.id)]);
      return {
        points,
        level: levelFor(points),
        pointsToNextLevel: pointsToNextLevel(points),
        phoneLinked: phone !== null,
        challenges: rows.map((r) => present(r.challenge, r.mine)),
      };
    });
  });

  registerAdminCrud(app, {
    path: '/admin/api/challenges',
    schemas: { item: AdminChallengeSchema, list: AdminChallengeListSchema, create: ChallengeCreateSchema, update: ChallengeUpdateSchema },
    queries: {
      list: listAllChallenges,
      create: createChallenge,
      update: async (database, id, input) => {
        const row = await updateChallenge(database, id, input);
        if (row) await refreshChallengesOf(app, await participantsOf(database, id));
        return row;
      },
      remove: deleteChallenge,
    },
    present: (c) => {
      const { mine: _none, ...fields } = present(c, null);
      return { ...fields, isActive: c.isActive, createdAt: c.createdAt.toISOString() };
    },
    notFound: 'challenges.error.notFound',
  });
};
