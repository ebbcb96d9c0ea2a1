/**
 * Profiles (DESIGN §10.3, decision 0041): `GET /api/me/profile` (made with its defaults on the
 * first read) and `PATCH /api/me/profile` (any of bio, dietaryRestrictions, preferredCuisines,
 * favoriteVendors; at least one). Signed in only (401 otherwise); a user reaches only their own
 * profile (there is no id in the path). Favourite vendors must be listed vendors: an unknown or
 * unlisted id is 400 `unknown_vendor` and nothing is written.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import { ProfileSchema, ProfileUpdateSchema } from '../../shared/schemas/profiles.js';
import { requireUser } from '../auth/session.js';
import { badRequest, errorResponses } from '../errors.js';
import { guarded } from '../guarded.js';
import { favoriteIds, presentProfile } from './present.js';
import { findOrCreateProfile, liveVendorIds, saveProfile } from './queries.js';

const errors = errorResponses(400, 401);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;

  await guarded(app, requireUser, async (user) => {

    user.get('/api/me/profile', { schema: { response: { 200: ProfileSchema, ...errors } } }, async (request) => {
      const row = await findOrCreateProfile(db(), request.user.id);
      return presentProfile(row, await liveVendorIds(db(), favoriteIds(row)));
    });

    user.patch(
      '/api/me/profile',
      { schema: { body: ProfileUpdateSchema, response: { 200: ProfileSchema, ...errors } } },
      async (request) => {
        const { favoriteVendors } = request.body;
        if (favoriteVendors !== undefined) {
          const live = await liveVendorIds(db(), favoriteVendors);
          const unknown = favoriteVendors.filter((id) => !live.has(id));
          if (unknown.length > 0) throw badRequest(t('profile.error.unknownVendor'), { code: 'unknown_vendor', unknownIds: unknown });
        }
        const row = await saveProfile(db(), request.user.id, request.body, ctx.now());
        return presentProfile(row, await liveVendorIds(db(), favoriteIds(row)));
      },
    );
  });
};
