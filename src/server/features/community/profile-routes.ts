import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#server/features/auth/plugin.ts';
import { routeFor } from '#server/features/auth/route-options.ts';
import { type Profile, ProfileResponseSchema, ProfileSchema } from '#shared/schemas/community.ts';
import { findProfile, type ProfileRow, saveProfile } from './profile-repository.ts';

function toProfile(row: ProfileRow | undefined): Profile {
  return {
    displayName: row?.displayName ?? null,
    kingdom: row?.kingdom ?? null,
    alliance: row?.alliance ?? null,
    preferredLanguage: row?.preferredLanguage ?? 'en',
    bio: row?.bio ?? null,
    isPublic: row?.isPublic ?? false,
  };
}

/**
 * A player's profile, on the account page's address. It belongs to the gallery: what it
 * holds (display name, kingdom, public or not) decides how the player is shown as an author there,
 * and nothing else reads it. The account feature keeps only its `preferredLanguage` in step with the
 * language the player picks (`POST /api/account/language`).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;

  app.get(
    '/api/account/profile',
    routeFor('user', { response: { 200: ProfileResponseSchema } }),
    async (request) => ({
      success: true as const,
      profile: toProfile(await findProfile(db, requireUser(request).id)),
    }),
  );

  app.put(
    '/api/account/profile',
    routeFor('user', { body: ProfileSchema, response: { 200: ProfileResponseSchema } }),
    async (request) => {
      const row = await saveProfile(db, requireUser(request).id, request.body, now());
      return { success: true as const, profile: toProfile(row) };
    },
  );
};
