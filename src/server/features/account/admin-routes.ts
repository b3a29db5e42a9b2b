import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireAdminHook } from '#server/features/auth/plugin.ts';
import { isAdminUser, toPublicUser, toSessionUser } from '#server/features/users/public-user.ts';
import { searchUsers, type UserRow } from '#server/features/users/repository.ts';
import { refreshSubscription } from '#server/features/users/subscription.ts';
import { createClientError } from '#server/plugins/errors.ts';
import {
  ACCOUNT_MESSAGES,
  AdminUserResponseSchema,
  CreateCodesSchema,
  CreatedCodesSchema,
  GrantPremiumSchema,
  PremiumCodeListSchema,
  USER_SEARCH_LIMIT,
  UserListSchema,
  UserSearchQuerySchema,
} from '#shared/schemas/account.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { createPremiumCodes } from './premium.ts';
import { extendPremium, listPremiumCodes, removePremium } from './repository.ts';

/** How many premium codes the admin list shows (newest first). */
const PREMIUM_CODE_LIST_LIMIT = 200;

/** The admin's users and premium codes: find users, grant or revoke premium, make codes. */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app;
  const publicUser = (user: UserRow, at: Date) =>
    toPublicUser(toSessionUser(user), at, isAdminUser(user, config.ADMIN_EMAILS));

  // Every route of this plugin: 401 signed out, 403 for anyone not in ADMIN_EMAILS, before the body is read.
  app.addHook('onRequest', requireAdminHook);

  app.get(
    '/api/admin/users',
    { schema: { querystring: UserSearchQuerySchema, response: { 200: UserListSchema } } },
    async (request) => {
      const at = now();
      const rows = await searchUsers(db, request.query.q, USER_SEARCH_LIMIT);
      return { users: rows.map((row) => publicUser(row, at)) };
    },
  );

  app.post(
    '/api/admin/users/:id/premium',
    {
      schema: {
        params: IdParamsSchema,
        body: GrantPremiumSchema,
        response: { 200: AdminUserResponseSchema },
      },
    },
    async (request) => {
      const at = now();
      const user = await extendPremium(db, {
        userId: request.params.id,
        days: request.body.days,
        now: at,
      });
      if (!user) throw createClientError(404, ACCOUNT_MESSAGES.userNotFound);
      return { user: publicUser(user, at) };
    },
  );

  app.post(
    '/api/admin/users/:id/revoke',
    { schema: { params: IdParamsSchema, response: { 200: AdminUserResponseSchema } } },
    async (request) => {
      const at = now();
      const user = await removePremium(db, { userId: request.params.id, now: at });
      if (!user) throw createClientError(404, ACCOUNT_MESSAGES.userNotFound);
      return { user: publicUser(await refreshSubscription(db, user, at), at) };
    },
  );

  app.get(
    '/api/admin/premium-codes',
    { schema: { response: { 200: PremiumCodeListSchema } } },
    async () => {
      const rows = await listPremiumCodes(db, PREMIUM_CODE_LIST_LIMIT);
      return {
        codes: rows.map((row) => ({
          code: row.code,
          days: row.days,
          createdAt: row.createdAt.toISOString(),
          redeemedAt: row.redeemedAt?.toISOString() ?? null,
          redeemedBy: row.redeemedBy,
        })),
      };
    },
  );

  app.post(
    '/api/admin/premium-codes',
    { schema: { body: CreateCodesSchema, response: { 201: CreatedCodesSchema } } },
    async (request, reply) => {
      const signedIn = requireAdmin(request);
      const codes = await createPremiumCodes(db, {
        days: request.body.days,
        count: request.body.count,
        createdBy: signedIn.email,
        now: now(),
      });
      return reply.status(201).send({ codes });
    },
  );
};
