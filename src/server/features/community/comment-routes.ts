import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#server/features/auth/plugin.ts';
import { routeFor } from '#server/features/auth/route-options.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { IdParamsSchema, SuccessSchema } from '#shared/schemas/common.ts';
import {
  COMMUNITY_MESSAGES,
  CommentPageSchema,
  CommentResponseSchema,
  CommentSchema,
  CommentsQuerySchema,
} from '#shared/schemas/community.ts';
import {
  COMMUNITY_BASE_PATHS,
  deleteIfAllowed,
  findVisibleMessage,
  galleryGate,
  isListed,
  perPlayerLimit,
  toComment,
  toCommentPage,
} from './gallery.ts';
import {
  deleteComment,
  findComment,
  findMessage,
  insertComment,
  listComments,
} from './repository.ts';

/** Comments on a listed message: earlier pages, writing one, deleting one's own (or any, as admin). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  const openOnly = galleryGate(db, now);

  for (const base of COMMUNITY_BASE_PATHS) {
    app.get(
      `${base}/messages/:id/comments`,
      {
        onRequest: openOnly,
        schema: {
          params: IdParamsSchema,
          querystring: CommentsQuerySchema,
          response: { 200: CommentPageSchema },
        },
      },
      async (request) => {
        const row = await findVisibleMessage(db, request, request.params.id);
        const page = await listComments(db, row.id, request.query);
        return { success: true as const, ...toCommentPage(page, request) };
      },
    );

    app.post(
      `${base}/messages/:id/comments`,
      {
        onRequest: openOnly,
        ...routeFor(
          'user',
          {
            params: IdParamsSchema,
            body: CommentSchema,
            response: { 201: CommentResponseSchema },
          },
          perPlayerLimit('comment'),
        ),
      },
      async (request, reply) => {
        const user = requireUser(request);
        const message = await findMessage(db, request.params.id);
        if (!message || !isListed(message)) {
          throw createClientError(404, COMMUNITY_MESSAGES.notFound);
        }
        const id = await insertComment(db, {
          messageId: message.id,
          userId: user.id,
          comment: request.body.comment,
          now: now(),
        });
        const row = await findComment(db, id);
        if (!row) throw new Error('The comment vanished');
        return reply.status(201).send({ success: true as const, comment: toComment(row, request) });
      },
    );

    app.delete(
      `${base}/comments/:id`,
      {
        onRequest: openOnly,
        ...routeFor('user', { params: IdParamsSchema, response: { 200: SuccessSchema } }),
      },
      async (request) => {
        const row = await findComment(db, request.params.id);
        if (!row) throw createClientError(404, COMMUNITY_MESSAGES.commentNotFound);
        return deleteIfAllowed(request, row.userId, COMMUNITY_MESSAGES.notYourComment, () =>
          deleteComment(db, row.id),
        );
      },
    );
  }
};
