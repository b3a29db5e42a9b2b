import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminHook } from '#server/features/auth/plugin.ts';
import { createClientError } from '#server/plugins/errors.ts';
import type { FeatureStatus } from '#shared/constants.ts';
import {
  ADMIN_MESSAGES,
  canTransition,
  type FeatureModule,
  ModuleListSchema,
  ModuleResponseSchema,
  ModuleStatusResponseSchema,
  ModuleStatusSchema,
  SlugParamsSchema,
} from '#shared/schemas/admin.ts';
import { readModuleStatus } from './module-access.ts';
import {
  type FeatureModuleRow,
  findFeatureModule,
  listFeatureModules,
  updateFeatureStatus,
} from './repository.ts';

/** A stored status outside the known three reads as development: the board can still move it. */
function toFeatureModule(row: FeatureModuleRow): FeatureModule {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: readModuleStatus(row),
    previewUrl: row.previewUrl,
    description: row.description,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

/** Why a status change is refused, in words the dashboard can show as is. */
function transitionRefusal(name: string, from: FeatureStatus, to: FeatureStatus): string {
  if (from === to) return `${name} is already ${to}`;
  return `${name} cannot move from ${from} to ${to}`;
}

/** The admin's feature board. Each feature serves its own admin calls (account, changelogs, notifications). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;

  // Every route of this plugin (hooks stay inside it): 401 signed out, 403 for anyone not in ADMIN_EMAILS, before the body is read.
  app.addHook('onRequest', requireAdminHook);

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
        throw createClientError(409, transitionRefusal(current.name, from, to), {
          code: 'admin.transitionRefused',
        });
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
        throw createClientError(409, transitionRefusal(latest.name, latestStatus, to), {
          code: 'admin.transitionRefused',
        });
      }
      return { success: true as const, module: toFeatureModule(updated) };
    },
  );
};
