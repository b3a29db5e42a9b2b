import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/features/auth/plugin.ts';
import { routeFor } from '#server/features/auth/route-options.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { IdParamsSchema, SuccessSchema } from '#shared/schemas/common.ts';
import { COMMUNITY_MESSAGES, OwnMessagesSchema, RejectSchema } from '#shared/schemas/community.ts';
import { toOwnMessages } from './gallery.ts';
import { approveMessage, listPendingMessages, rejectMessage } from './repository.ts';

/** The admin's moderation queue: the public messages waiting, approving, rejecting with a reason. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;

  app.get(
    '/api/admin/community/pending',
    routeFor('admin', { response: { 200: OwnMessagesSchema } }),
    async (request) => {
      const admin = requireAdmin(request);
      return {
        success: true as const,
        messages: await toOwnMessages(db, await listPendingMessages(db), admin.id),
      };
    },
  );

  app.post(
    '/api/admin/community/messages/:id/approve',
    routeFor('admin', { params: IdParamsSchema, response: { 200: SuccessSchema } }),
    async (request) => {
      requireAdmin(request);
      if (!(await approveMessage(db, request.params.id, now()))) {
        throw createClientError(404, COMMUNITY_MESSAGES.notFound);
      }
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/community/messages/:id/reject',
    routeFor('admin', {
      params: IdParamsSchema,
      body: RejectSchema,
      response: { 200: SuccessSchema },
    }),
    async (request) => {
      requireAdmin(request);
      const rejected = await rejectMessage(db, {
        id: request.params.id,
        reason: request.body.reason || null,
        now: now(),
      });
      if (!rejected) throw createClientError(404, COMMUNITY_MESSAGES.notFound);
      return { success: true as const };
    },
  );
};
