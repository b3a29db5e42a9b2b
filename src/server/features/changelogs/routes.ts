import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePremium } from '#server/features/auth/premium-access.ts';
import { routeFor } from '#server/features/auth/route-options.ts';
import { toPublicUser } from '#server/features/users/public-user.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { ROLES, type Role } from '#shared/constants.ts';
import {
  AdminChangelogListSchema,
  CHANGELOG_MESSAGES,
  type Changelog,
  ChangelogFormSchema,
  ChangelogListSchema,
  ChangelogResponseSchema,
} from '#shared/schemas/changelogs.ts';
import { IdParamsSchema, SuccessSchema } from '#shared/schemas/common.ts';
import {
  type ChangelogRow,
  insertChangelog,
  listChangelogs,
  listPublishedChangelogsForUser,
  markChangelogRead,
  publishChangelog,
} from './repository.ts';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

function toChangelog(row: ChangelogRow): Changelog {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    version: row.version,
    targetRole: isRole(row.targetRole) ? row.targetRole : 'premium',
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Changelogs: admins write drafts and publish them; premium users read them. */
export const changelogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  /** The premium caller, the moment asked, and the published changelogs aimed at their role. */
  const readersChangelogs = async (request: FastifyRequest) => {
    const at = now();
    const user = requirePremium(request, at);
    const role = toPublicUser(user, at, request.isAdmin).role;
    return { user, at, rows: await listPublishedChangelogsForUser(db, { userId: user.id, role }) };
  };

  app.get(
    '/api/admin/changelogs',
    routeFor('admin', { response: { 200: AdminChangelogListSchema } }),
    async () => ({ changelogs: (await listChangelogs(db)).map(toChangelog) }),
  );

  app.post(
    '/api/admin/changelogs',
    routeFor('admin', { body: ChangelogFormSchema, response: { 201: ChangelogResponseSchema } }),
    async (request, reply) => {
      const row = await insertChangelog(db, { ...request.body, now: now() });
      return reply.status(201).send({ changelog: toChangelog(row) });
    },
  );

  app.post(
    '/api/admin/changelogs/:id/publish',
    routeFor('admin', { params: IdParamsSchema, response: { 200: ChangelogResponseSchema } }),
    async (request) => {
      const row = await publishChangelog(db, { id: request.params.id, now: now() });
      if (!row) throw createClientError(404, CHANGELOG_MESSAGES.notFound);
      return { changelog: toChangelog(row) };
    },
  );

  app.get(
    '/api/changelogs',
    { schema: { response: { 200: ChangelogListSchema } } },
    async (request) => {
      const { rows } = await readersChangelogs(request);
      const changelogs = rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        version: row.version,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        isRead: row.isRead,
      }));
      return { changelogs, unreadCount: changelogs.filter((entry) => !entry.isRead).length };
    },
  );

  app.post(
    '/api/changelogs/:id/read',
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      const { user, at, rows } = await readersChangelogs(request);
      if (!rows.some((entry) => entry.id === request.params.id)) {
        throw createClientError(404, CHANGELOG_MESSAGES.notFound);
      }
      await markChangelogRead(db, { userId: user.id, changelogId: request.params.id, now: at });
      return { success: true as const };
    },
  );
};
