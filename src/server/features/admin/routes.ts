import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createPremiumCodes } from '#server/features/account/premium.ts';
import { extendPremium, removePremium } from '#server/features/account/repository.ts';
import { refreshSubscription } from '#server/features/account/subscription.ts';
import { isAdminEmail, toPublicUser, toSessionUser } from '#server/features/auth/public-user.ts';
import type { UserRow } from '#server/features/auth/user-repository.ts';
import { createClientError, requireAdmin, requireAdminHook } from '#server/plugins/auth.ts';
import { FEATURE_STATUSES, type FeatureStatus } from '#shared/constants.ts';
import {
  ADMIN_MESSAGES,
  ADMIN_USER_SEARCH_LIMIT,
  AdminUserResponseSchema,
  CreateCodesSchema,
  CreatedCodesSchema,
  canTransition,
  type FeatureModule,
  GrantPremiumSchema,
  IdParamsSchema,
  ModuleListSchema,
  ModuleResponseSchema,
  ModuleStatusResponseSchema,
  ModuleStatusSchema,
  PremiumCodeListSchema,
  SlugParamsSchema,
  UserListSchema,
  UserSearchQuerySchema,
} from '#shared/schemas/admin.ts';
import {
  type FeatureModuleRow,
  findFeatureModule,
  listFeatureModules,
  listPremiumCodes,
  searchUsers,
  updateFeatureStatus,
} from './repository.ts';

/** How many premium codes the admin list shows (newest first). */
export const PREMIUM_CODE_LIST_LIMIT = 200;

export interface AdminRoutesOptions {
  db: Database;
  config: Config;
  now?: () => Date;
}

const isFeatureStatus = (value: string): value is FeatureStatus =>
  (FEATURE_STATUSES as readonly string[]).includes(value);

/** A stored status outside the known three reads as development: the board can still move it. */
export function toFeatureModule(row: FeatureModuleRow): FeatureModule {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: isFeatureStatus(row.status) ? row.status : 'development',
    previewUrl: row.previewUrl,
    description: row.description,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

/** Why a status change is refused, in words the dashboard can show as is. */
export function transitionRefusal(name: string, from: FeatureStatus, to: FeatureStatus): string {
  if (from === to) return `${name} is already ${to}`;
  return `${name} cannot move from ${from} to ${to}`;
}

/** The admin dashboard's calls (issue 7): feature board, users and premium codes. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const publicUser = (user: UserRow, at: Date) =>
    toPublicUser(toSessionUser(user), at, isAdminEmail(user.email, config.ADMIN_EMAILS));

  // Every route of this plugin (hooks stay inside it): 401 signed out, 403 for anyone not in ADMIN_EMAILS, before the body is read.
  app.addHook('onRequest', requireAdminHook);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/modules', { schema: { response: { 200: ModuleListSchema } } }, async () => ({
    modules: (await listFeatureModules(db)).map(toFeatureModule),
  }));

  app.get(
    '/api/admin/modules/:slug',
    { schema: { params: SlugParamsSchema, response: { 200: ModuleResponseSchema } } },
    async (request) => {
      const row = await findFeatureModule(db, request.params.slug);
      if (!row) throw createClientError(404, ADMIN_MESSAGES.moduleNotFound);
      return { module: toFeatureModule(row) };
    },
  );

  app.post(
    '/api/admin/modules/:slug/status',
    {
      schema: {
        params: SlugParamsSchema,
        body: ModuleStatusSchema,
        response: { 200: ModuleStatusResponseSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const to = request.body.status;
      const current = await findFeatureModule(db, slug);
      if (!current) throw createClientError(404, ADMIN_MESSAGES.moduleNotFound);
      const from = toFeatureModule(current).status;
      if (!canTransition(from, to)) {
        throw createClientError(409, transitionRefusal(current.name, from, to));
      }
      const updated = await updateFeatureStatus(db, {
        slug,
        from: current.status,
        to,
        now: now(),
      });
      if (!updated) {
        // Someone else moved it first: refuse with where it is now.
        const latest = await findFeatureModule(db, slug);
        if (!latest) throw createClientError(404, ADMIN_MESSAGES.moduleNotFound);
        const latestStatus = toFeatureModule(latest).status;
        throw createClientError(409, transitionRefusal(latest.name, latestStatus, to));
      }
      return { success: true as const, module: toFeatureModule(updated) };
    },
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: UserSearchQuerySchema, response: { 200: UserListSchema } } },
    async (request) => {
      const at = now();
      const rows = await searchUsers(db, request.query.q, ADMIN_USER_SEARCH_LIMIT);
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
      if (!user) throw createClientError(404, ADMIN_MESSAGES.userNotFound);
      return { user: publicUser(user, at) };
    },
  );

  app.post(
    '/api/admin/users/:id/revoke',
    { schema: { params: IdParamsSchema, response: { 200: AdminUserResponseSchema } } },
    async (request) => {
      const at = now();
      const user = await removePremium(db, { userId: request.params.id, now: at });
      if (!user) throw createClientError(404, ADMIN_MESSAGES.userNotFound);
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
