import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#server/features/auth/plugin.ts';
import { routeFor } from '#server/features/auth/route-options.ts';
import { COMMENT_PAGE_SIZE } from '#shared/constants.ts';
import { IdParamsSchema, SuccessSchema } from '#shared/schemas/common.ts';
import {
  CategoryCountsSchema,
  COMMUNITY_MESSAGES,
  GalleryMessageResponseSchema,
  GalleryPageSchema,
  GalleryQuerySchema,
  LanguagesInUseSchema,
  OwnMessageResponseSchema,
  OwnMessagesSchema,
  ShareToGallerySchema,
} from '#shared/schemas/community.ts';
import {
  COMMUNITY_BASE_PATHS,
  dayOf,
  deleteIfAllowed,
  findVisibleMessage,
  galleryGate,
  isListed,
  mayDelete,
  perPlayerLimit,
  toCommentPage,
  toGalleryMessage,
  toOwnMessages,
  viewerOf,
} from './gallery.ts';
import { listGalleryPage } from './listing.ts';
import type { ListingCache } from './listing-cache.ts';
import {
  countListedByCategory,
  deleteMessage,
  findMessage,
  findMessageExtras,
  insertMessage,
  listComments,
  listListedLanguages,
  listOwnMessages,
  noteView,
} from './repository.ts';

interface MessageRoutesOptions {
  /** Visitors' listings kept in memory (the community plugin empties it on every change). */
  visitorListings: ListingCache;
}

/** An answer already written as JSON, sent as it is. */
function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The gallery's messages: sharing one, the listing, one message with its first comments (counting
 * the view), deleting, the player's own, and the categories and languages in use.
 */
export const messageRoutes: FastifyPluginAsyncZod<MessageRoutesOptions> = async (
  app,
  { visitorListings },
) => {
  const { db, now } = app;
  const openOnly = galleryGate(db, now);

  for (const base of COMMUNITY_BASE_PATHS) {
    app.post(
      `${base}/messages`,
      {
        onRequest: openOnly,
        ...routeFor(
          'user',
          { body: ShareToGallerySchema, response: { 201: OwnMessageResponseSchema } },
          perPlayerLimit('share'),
        ),
      },
      async (request, reply) => {
        const user = requireUser(request);
        const id = await insertMessage(db, { ...request.body, userId: user.id, now: now() });
        const row = await findMessage(db, id);
        if (!row) throw new Error('The shared message vanished');
        const [message] = await toOwnMessages(db, [row], user.id);
        return reply.status(201).send({ success: true as const, message: message! });
      },
    );

    app.get(
      `${base}/messages`,
      {
        onRequest: openOnly,
        schema: { querystring: GalleryQuerySchema, response: { 200: GalleryPageSchema } },
        // The gallery's hot path: its answer is built below from typed rows, field by field, so it
        // is written as it is rather than checked against GalleryPageSchema once more, which cost
        // a tenth of the listing's time under load (the schema still documents it).
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request, reply) => {
        const query = request.query;
        const key = request.user
          ? undefined
          : [query.sortBy, query.page, query.limit, query.category, query.language].join('|');
        const kept = key === undefined ? undefined : visitorListings.get(key);
        if (kept !== undefined) return sendJsonText(reply, kept);
        const { rows, extras, total } = await listGalleryPage(db, query, request.user?.id ?? null);
        const answer = {
          success: true as const,
          messages: rows.map((row) => toGalleryMessage(row, extras)),
          page: query.page,
          limit: query.limit,
          total,
        };
        if (key === undefined) return answer;
        const body = JSON.stringify(answer);
        visitorListings.set(key, body);
        return sendJsonText(reply, body);
      },
    );

    app.get(
      `${base}/messages/:id`,
      {
        onRequest: openOnly,
        schema: {
          params: IdParamsSchema,
          response: { 200: GalleryMessageResponseSchema },
        },
      },
      async (request) => {
        let row = await findVisibleMessage(db, request, request.params.id);
        if (isListed(row)) {
          const day = dayOf(now());
          const counted = await noteView(db, {
            messageId: row.id,
            viewer: viewerOf(request, day),
            day,
          });
          if (counted) row = { ...row, viewCount: row.viewCount + 1 };
        }
        const [extras, comments] = await Promise.all([
          findMessageExtras(db, [row.id], request.user?.id ?? null),
          listComments(db, row.id, { limit: COMMENT_PAGE_SIZE.default }),
        ]);
        return {
          success: true as const,
          message: {
            ...toGalleryMessage(row, extras),
            ...toCommentPage(comments, request),
            canDelete: mayDelete(request, row.userId),
          },
        };
      },
    );

    app.delete(
      `${base}/messages/:id`,
      {
        onRequest: openOnly,
        ...routeFor('user', { params: IdParamsSchema, response: { 200: SuccessSchema } }),
      },
      async (request) => {
        const row = await findVisibleMessage(db, request, request.params.id);
        return deleteIfAllowed(request, row.userId, COMMUNITY_MESSAGES.notYourMessage, () =>
          deleteMessage(db, row.id),
        );
      },
    );

    app.get(
      `${base}/mine`,
      { onRequest: openOnly, ...routeFor('user', { response: { 200: OwnMessagesSchema } }) },
      async (request) => {
        const user = requireUser(request);
        const rows = await listOwnMessages(db, user.id);
        return { success: true as const, messages: await toOwnMessages(db, rows, user.id) };
      },
    );

    app.get(
      `${base}/categories`,
      { onRequest: openOnly, schema: { response: { 200: CategoryCountsSchema } } },
      async () => countListedByCategory(db),
    );

    app.get(
      `${base}/languages`,
      { onRequest: openOnly, schema: { response: { 200: LanguagesInUseSchema } } },
      async () => listListedLanguages(db),
    );
  }
};
