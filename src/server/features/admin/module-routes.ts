import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canOpenModule, isBetaModule } from '#shared/module-access.ts';
import { OpenModuleListSchema } from '#shared/schemas/admin.ts';
import { getModuleViewer, readModuleStatus } from './module-access.ts';
import { listFeatureModules } from './repository.ts';

/** `GET /api/modules`: the feature modules the caller may open, for anyone. */
export const moduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;

  app.get(
    '/api/modules',
    { schema: { response: { 200: OpenModuleListSchema } } },
    async (request, reply) => {
      const viewer = getModuleViewer(request, now());
      // The answer depends on who asks, and changes as soon as the board does.
      reply.header('cache-control', 'private, no-store');
      const modules = (await listFeatureModules(db)).flatMap((row) => {
        const status = readModuleStatus(row);
        if (!canOpenModule(status, viewer)) return [];
        return [
          {
            slug: row.slug,
            name: row.name,
            status,
            previewUrl: row.previewUrl,
            description: row.description,
            lastUpdated: row.lastUpdated.toISOString(),
            isBeta: isBetaModule(status),
          },
        ];
      });
      return { modules };
    },
  );
};
