import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#server/features/auth/plugin.ts';
import { scheduleCleanup } from '#server/plugins/cleanup.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { SuccessSchema } from '#shared/schemas/common.ts';
import {
  CreatedShareSchema,
  CreateShareSchema,
  SHARE_ID_PATTERN,
  SHARE_MESSAGES,
  SharedMailSchema,
  ShareIdParamsSchema,
} from '#shared/schemas/share.ts';
import type { SharePageCache } from './page-cache.ts';
import {
  deleteSharedMail,
  findSharedMail,
  insertSharedMail,
  noteSharedMailView,
  removeUnusedSharedMails,
} from './repository.ts';

/** Links one address may make in an hour. */
export const SHARE_RATE_LIMIT = 20;
const HOUR_MS = 60 * 60 * 1000;
/** How often the server removes links nobody opened for 180 days. */
export const SHARE_CLEANUP_INTERVAL_MS = 6 * HOUR_MS;

/**
 * Share links: anyone may store a mail behind `/m/{id}` (20 an hour per address); the maker of a
 * link made while signed in may delete it; links nobody opened for 180 days are removed by the
 * server itself, at start and every six hours. A link deleted or removed leaves `pages` (the
 * rendered `/m/{id}` pages, page.ts) at once.
 */
export const shareRoutes: FastifyPluginAsyncZod<{ pages?: SharePageCache }> = async (
  app,
  { pages },
) => {
  const { db, now } = app;

  scheduleCleanup(app, 'share link cleanup', SHARE_CLEANUP_INTERVAL_MS, async () => {
    const removed = await removeUnusedSharedMails(db, now());
    if (removed > 0) {
      pages?.clear();
      app.log.info({ removed }, 'removed share links nobody opened for 180 days');
    }
  });

  /** The link `id` names, or a 404 when it is malformed or unknown. */
  async function findLink(id: string) {
    const row = SHARE_ID_PATTERN.test(id) ? await findSharedMail(db, id) : undefined;
    if (!row) throw createClientError(404, SHARE_MESSAGES.notFound);
    return row;
  }

  app.post(
    '/api/share',
    {
      schema: { body: CreateShareSchema, response: { 201: CreatedShareSchema } },
      config: {
        rateLimit: {
          name: 'share',
          limit: SHARE_RATE_LIMIT,
          windowMs: HOUR_MS,
          keys: (request) => [`ip:${request.ip}`],
          message: SHARE_MESSAGES.rateLimited,
        },
      },
    },
    async (request, reply) => {
      const row = await insertSharedMail(db, {
        formattedMessage: request.body.formattedMessage,
        createdBy: request.user?.id ?? null,
        now: now(),
      });
      return reply.status(201).send({ id: row.id, url: `/m/${row.id}` });
    },
  );

  app.get(
    '/api/share/:id',
    { schema: { params: ShareIdParamsSchema, response: { 200: SharedMailSchema } } },
    async (request, reply) => {
      const row = await findLink(request.params.id);
      await noteSharedMailView(db, row.id, now());
      reply.header('cache-control', 'no-store');
      return {
        id: row.id,
        formattedMessage: row.formattedMessage,
        createdAt: row.createdAt.toISOString(),
        isMine: request.user !== null && row.createdBy === request.user.id,
      };
    },
  );

  app.delete(
    '/api/share/:id',
    { schema: { params: ShareIdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findLink(request.params.id);
      if (row.createdBy !== user.id) throw createClientError(403, SHARE_MESSAGES.notYours);
      await deleteSharedMail(db, row.id);
      pages?.forget(row.id);
      return { success: true as const };
    },
  );
};
