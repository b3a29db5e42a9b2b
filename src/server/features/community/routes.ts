import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '#server/db/client.ts';
import { requireModule } from '#server/features/admin/module-access.ts';
import {
  requireAdmin,
  requireAdminHook,
  requireUser,
  requireUserHook,
} from '#server/features/auth/plugin.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { createRateLimiter, sendRateLimited } from '#server/plugins/rate-limit.ts';
import { COMMENT_PAGE_SIZE, COMMUNITY_MODULE } from '#shared/constants.ts';
import { IdParamsSchema, SuccessSchema } from '#shared/schemas/common.ts';
import {
  ANONYMOUS_AUTHOR,
  CategoryCountsSchema,
  COMMUNITY_MESSAGES,
  CommentPageSchema,
  CommentResponseSchema,
  CommentSchema,
  CommentsQuerySchema,
  type GalleryComment,
  type GalleryMessage,
  GalleryMessageResponseSchema,
  GalleryPageSchema,
  GalleryQuerySchema,
  LanguagesInUseSchema,
  type MessageStatus,
  type OwnMessage,
  OwnMessageResponseSchema,
  OwnMessagesSchema,
  RejectSchema,
  ShareToGallerySchema,
  VoteResponseSchema,
  VoteSchema,
  type VoteType,
} from '#shared/schemas/community.ts';
import { listGalleryPage } from './listing.ts';
import { ListingCache } from './listing-cache.ts';
import { profileRoutes } from './profile-routes.ts';
import {
  approveMessage,
  type CommentRow,
  countListedByCategory,
  deleteComment,
  deleteMessage,
  findComment,
  findMessage,
  findMessageExtras,
  insertComment,
  insertMessage,
  listComments,
  listListedLanguages,
  listOwnMessages,
  listPendingMessages,
  type MessageExtras,
  type MessageRow,
  noteView,
  rejectMessage,
  removeViewsBefore,
  setVote,
} from './repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Per player (issue 19): sharing 10 an hour, voting and commenting 60 a minute each. */
export const COMMUNITY_RATE_LIMITS = {
  share: { limit: 10, windowMs: HOUR_MS },
  vote: { limit: 60, windowMs: MINUTE_MS },
  comment: { limit: 60, windowMs: MINUTE_MS },
} as const;

/** How long a visitor's listing is answered from memory (listing-cache.ts). */
export const VISITOR_LISTING_CACHE_MS = 1000;

/** How often the server forgets who viewed a message before yesterday. */
export const VIEW_CLEANUP_INTERVAL_MS = 6 * HOUR_MS;

/**
 * The gallery's routes answer under both: `/api/dev/community/*` is the path the original app's
 * gallery preview calls (spec section 7), and it answers the same.
 */
export const COMMUNITY_BASE_PATHS = ['/api/community', '/api/dev/community'] as const;

interface CommunityRoutesOptions {
  db: Database;
  redis?: Redis;
  now?: () => Date;
  /** Default VISITOR_LISTING_CACHE_MS; 0 answers every listing from the database. */
  visitorListingCacheMs?: number;
}

/** An answer already written as JSON, sent as it is. */
function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The UTC day of `date`, as message_views keeps it (YYYY-MM-DD). */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Who counts as one viewer for a day: a player by id, a visitor by a hash of the address and the
 * day (the address itself is never stored, and the hash changes every day).
 */
function viewerOf(request: FastifyRequest, day: string): string {
  if (request.user) return `user:${request.user.id}`;
  const hash = createHash('sha256').update(`${day}|${request.ip}`).digest('base64url');
  return `ip:${hash.slice(0, 40)}`;
}

/** A card shows the name and kingdom of a public profile only; 'Governor' otherwise. */
function authorOf(row: Pick<MessageRow, 'authorDisplayName' | 'authorKingdom' | 'isAuthorPublic'>) {
  const isPublic = row.isAuthorPublic === true;
  return {
    authorName: (isPublic && row.authorDisplayName) || ANONYMOUS_AUTHOR,
    authorKingdom: (isPublic && row.authorKingdom) || null,
  };
}

function statusOf(row: MessageRow): MessageStatus {
  if (!row.isPublic) return 'private';
  if (row.isApproved) return 'approved';
  return row.rejectedAt ? 'rejected' : 'pending';
}

function toGalleryMessage(row: MessageRow, extras: MessageExtras): GalleryMessage {
  return {
    id: row.id,
    title: row.title,
    ...authorOf(row),
    category: row.category,
    language: row.language,
    originalMessage: row.originalMessage,
    formattedMessage: row.formattedMessage,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    tags: extras.tags.get(row.id) ?? [],
    commentCount: extras.commentCounts.get(row.id) ?? 0,
    myVote: extras.myVotes.get(row.id) ?? null,
  };
}

function toOwnMessage(row: MessageRow, extras: MessageExtras): OwnMessage {
  return {
    ...toGalleryMessage(row, extras),
    isPublic: row.isPublic,
    status: statusOf(row),
    rejectionReason: row.rejectedAt ? row.rejectionReason : null,
  };
}

const isListed = (row: MessageRow) => row.isPublic && row.isApproved;

/** A message or comment may be deleted by whoever wrote it, and by an admin. */
const mayDelete = (request: FastifyRequest, authorId: number | null) =>
  request.isAdmin || (request.user !== null && authorId === request.user.id);

/**
 * The community gallery (issue 19). Players share mails (private, or public once an admin approves
 * them), vote (one vote each) and comment; anyone reads the listed ones. Views count once per
 * viewer per day. Admins moderate the public ones (approve, reject with a reason) and may delete
 * any message or comment.
 */
export const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  // Every /api/community/* and /api/dev/community/* route: anyone the module's status does not let
  // in gets 404, as for a route that does not exist. It runs first, before sign-in is asked for
  // and before the input is checked, so such a caller learns nothing about the API.
  const openOnly = requireModule(db, COMMUNITY_MODULE, now);
  const limiterOf = (name: keyof typeof COMMUNITY_RATE_LIMITS) =>
    createRateLimiter({
      name: `community-${name}`,
      ...COMMUNITY_RATE_LIMITS[name],
      redis: options.redis,
      now: () => now().getTime(),
    });
  const limiters = {
    share: limiterOf('share'),
    vote: limiterOf('vote'),
    comment: limiterOf('comment'),
  };

  const cleanUpViews = async () => {
    try {
      await removeViewsBefore(db, dayOf(new Date(now().getTime() - DAY_MS)));
    } catch (error) {
      app.log.warn({ err: error }, 'gallery view cleanup failed; it runs again later');
    }
  };
  const timer = setInterval(cleanUpViews, VIEW_CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', cleanUpViews);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all(Object.values(limiters).map((limiter) => limiter.close()));
  });
  // Answers carry the caller's own vote and rights: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const visitorListings = new ListingCache(
    options.visitorListingCacheMs ?? VISITOR_LISTING_CACHE_MS,
  );
  // Any change made through this process shows in the next listing, a visitor's too: the
  // profile's routes are registered within, as a profile decides how its author is shown.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      visitorListings.clear();
    }
  });
  await app.register(profileRoutes, { db, now });

  /** One refused hit of the player's limit, or undefined when within it. */
  async function refusal(name: keyof typeof limiters, userId: number) {
    const result = await limiters[name].hit(`user:${userId}`);
    return result.allowed ? undefined : result;
  }

  /** The message, when the caller may see it: listed, or theirs, or the caller is an admin. */
  async function findVisibleMessage(request: FastifyRequest, id: number): Promise<MessageRow> {
    const row = await findMessage(db, id);
    const mayRead = row && (isListed(row) || mayDelete(request, row.userId));
    if (!row || !mayRead) throw createClientError(404, COMMUNITY_MESSAGES.notFound);
    return row;
  }

  async function toOwnMessages(rows: MessageRow[], viewerId: number) {
    const extras = await findMessageExtras(
      db,
      rows.map((row) => row.id),
      viewerId,
    );
    return rows.map((row) => toOwnMessage(row, extras));
  }

  /** Sets or withdraws (null) the player's vote; the message's counts after it. */
  async function vote(
    request: FastifyRequest,
    reply: FastifyReply,
    messageId: number,
    voteType: VoteType | null,
  ) {
    const user = requireUser(request);
    const refused = await refusal('vote', user.id);
    if (refused) return sendRateLimited(reply, refused, COMMUNITY_MESSAGES.voteRateLimited);
    const tally = await setVote(db, { messageId, userId: user.id, voteType, now: now() });
    if (!tally) throw createClientError(404, COMMUNITY_MESSAGES.notFound);
    return { success: true as const, ...tally };
  }

  function toComment(row: CommentRow, request: FastifyRequest): GalleryComment {
    return {
      id: row.id,
      comment: row.comment,
      ...authorOf(row),
      createdAt: row.createdAt.toISOString(),
      canDelete: mayDelete(request, row.userId),
    };
  }

  function toCommentPage(
    page: { rows: CommentRow[]; hasEarlier: boolean },
    request: FastifyRequest,
  ) {
    return {
      comments: page.rows.map((comment) => toComment(comment, request)),
      hasEarlierComments: page.hasEarlier,
    };
  }

  for (const base of COMMUNITY_BASE_PATHS) {
    app.post(
      `${base}/messages`,
      {
        onRequest: [openOnly, requireUserHook],
        schema: { body: ShareToGallerySchema, response: { 201: OwnMessageResponseSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const refused = await refusal('share', user.id);
        if (refused) return sendRateLimited(reply, refused, COMMUNITY_MESSAGES.shareRateLimited);
        const id = await insertMessage(db, { ...request.body, userId: user.id, now: now() });
        const row = await findMessage(db, id);
        if (!row) throw new Error('The shared message vanished');
        const [message] = await toOwnMessages([row], user.id);
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
        let row = await findVisibleMessage(request, request.params.id);
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
        const row = await findVisibleMessage(request, request.params.id);
        const page = await listComments(db, row.id, request.query);
        return { success: true as const, ...toCommentPage(page, request) };
      },
    );

    app.delete(
      `${base}/messages/:id`,
      {
        onRequest: [openOnly, requireUserHook],
        schema: { params: IdParamsSchema, response: { 200: SuccessSchema } },
      },
      async (request) => {
        requireUser(request);
        const row = await findVisibleMessage(request, request.params.id);
        if (!mayDelete(request, row.userId)) {
          throw createClientError(403, COMMUNITY_MESSAGES.notYourMessage);
        }
        await deleteMessage(db, row.id);
        return { success: true as const };
      },
    );

    app.get(
      `${base}/mine`,
      { onRequest: [openOnly, requireUserHook], schema: { response: { 200: OwnMessagesSchema } } },
      async (request) => {
        const user = requireUser(request);
        const rows = await listOwnMessages(db, user.id);
        return { success: true as const, messages: await toOwnMessages(rows, user.id) };
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

    app.put(
      `${base}/messages/:id/vote`,
      {
        onRequest: [openOnly, requireUserHook],
        schema: {
          params: IdParamsSchema,
          body: VoteSchema,
          response: { 200: VoteResponseSchema },
        },
      },
      (request, reply) => vote(request, reply, request.params.id, request.body.voteType),
    );

    app.delete(
      `${base}/messages/:id/vote`,
      {
        onRequest: [openOnly, requireUserHook],
        schema: { params: IdParamsSchema, response: { 200: VoteResponseSchema } },
      },
      (request, reply) => vote(request, reply, request.params.id, null),
    );

    app.post(
      `${base}/messages/:id/comments`,
      {
        onRequest: [openOnly, requireUserHook],
        schema: {
          params: IdParamsSchema,
          body: CommentSchema,
          response: { 201: CommentResponseSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const refused = await refusal('comment', user.id);
        if (refused) return sendRateLimited(reply, refused, COMMUNITY_MESSAGES.commentRateLimited);
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
        onRequest: [openOnly, requireUserHook],
        schema: { params: IdParamsSchema, response: { 200: SuccessSchema } },
      },
      async (request) => {
        requireUser(request);
        const row = await findComment(db, request.params.id);
        if (!row) throw createClientError(404, COMMUNITY_MESSAGES.commentNotFound);
        if (!mayDelete(request, row.userId)) {
          throw createClientError(403, COMMUNITY_MESSAGES.notYourComment);
        }
        await deleteComment(db, row.id);
        return { success: true as const };
      },
    );
  }

  app.get(
    '/api/admin/community/pending',
    { onRequest: requireAdminHook, schema: { response: { 200: OwnMessagesSchema } } },
    async (request) => {
      const admin = requireAdmin(request);
      return {
        success: true as const,
        messages: await toOwnMessages(await listPendingMessages(db), admin.id),
      };
    },
  );

  app.post(
    '/api/admin/community/messages/:id/approve',
    {
      onRequest: requireAdminHook,
      schema: { params: IdParamsSchema, response: { 200: SuccessSchema } },
    },
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
    {
      onRequest: requireAdminHook,
      schema: {
        params: IdParamsSchema,
        body: RejectSchema,
        response: { 200: SuccessSchema },
      },
    },
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
