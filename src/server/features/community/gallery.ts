import { createHash } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { requireModule } from '#server/features/admin/module-access.ts';
import { requireUser } from '#server/features/auth/plugin.ts';
import { createClientError } from '#server/plugins/errors.ts';
import type { RouteRateLimit } from '#server/plugins/rate-limit.ts';
import { COMMUNITY_MODULE } from '#shared/constants.ts';
import {
  ANONYMOUS_AUTHOR,
  COMMUNITY_MESSAGES,
  type GalleryComment,
  type GalleryMessage,
  type MessageStatus,
  type OwnMessage,
} from '#shared/schemas/community.ts';
import {
  type CommentRow,
  findMessage,
  findMessageExtras,
  type MessageExtras,
  type MessageRow,
} from './repository.ts';

const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Per player: sharing 10 an hour, voting and commenting 60 a minute each. */
export const COMMUNITY_RATE_LIMITS = {
  share: { limit: 10, windowMs: HOUR_MS },
  vote: { limit: 60, windowMs: MINUTE_MS },
  comment: { limit: 60, windowMs: MINUTE_MS },
} as const;

const RATE_LIMIT_MESSAGES = {
  share: COMMUNITY_MESSAGES.shareRateLimited,
  vote: COMMUNITY_MESSAGES.voteRateLimited,
  comment: COMMUNITY_MESSAGES.commentRateLimited,
} as const;

/** A route's `config.rateLimit` for the player's budget `name`, counted per account. */
export function perPlayerLimit(name: keyof typeof COMMUNITY_RATE_LIMITS): RouteRateLimit {
  return {
    name: `community-${name}`,
    ...COMMUNITY_RATE_LIMITS[name],
    keys: (request) => [`user:${requireUser(request).id}`],
    message: RATE_LIMIT_MESSAGES[name],
  };
}

/**
 * The gallery's routes answer under both: `/api/dev/community/*` is the path the original app's
 * gallery preview calls, and it answers the same.
 */
export const COMMUNITY_BASE_PATHS = ['/api/community', '/api/dev/community'] as const;

/**
 * Every /api/community/* and /api/dev/community/* route's first hook: anyone the module's status
 * does not let in gets 404, as for a route that does not exist. It runs before sign-in is asked for
 * and before the input is checked, so such a caller learns nothing about the API.
 */
export function galleryGate(db: Database, now: () => Date): preHandlerAsyncHookHandler {
  return requireModule(db, COMMUNITY_MODULE, now);
}

/** The UTC day of `date`, as message_views keeps it (YYYY-MM-DD). */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Who counts as one viewer for a day: a player by id, a visitor by a hash of the address and the
 * day (the address itself is never stored, and the hash changes every day).
 */
export function viewerOf(request: FastifyRequest, day: string): string {
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

export function toGalleryMessage(row: MessageRow, extras: MessageExtras): GalleryMessage {
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

/** Messages as their author (or an admin) sees them, with their status. */
export async function toOwnMessages(db: Database, rows: MessageRow[], viewerId: number) {
  const extras = await findMessageExtras(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return rows.map((row) => toOwnMessage(row, extras));
}

export const isListed = (row: MessageRow) => row.isPublic && row.isApproved;

/** A message or comment may be deleted by whoever wrote it, and by an admin. */
export const mayDelete = (request: FastifyRequest, authorId: number | null) =>
  request.isAdmin || (request.user !== null && authorId === request.user.id);

/** Runs `remove` when the caller may delete what `authorId` wrote; 403 with `notYours` if not. */
export async function deleteIfAllowed(
  request: FastifyRequest,
  authorId: number | null,
  notYours: string,
  remove: () => Promise<void>,
): Promise<{ success: true }> {
  if (!mayDelete(request, authorId)) throw createClientError(403, notYours);
  await remove();
  return { success: true };
}

/** The message, when the caller may see it: listed, or theirs, or the caller is an admin. */
export async function findVisibleMessage(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<MessageRow> {
  const row = await findMessage(db, id);
  const mayRead = row && (isListed(row) || mayDelete(request, row.userId));
  if (!row || !mayRead) throw createClientError(404, COMMUNITY_MESSAGES.notFound);
  return row;
}

export function toComment(row: CommentRow, request: FastifyRequest): GalleryComment {
  return {
    id: row.id,
    comment: row.comment,
    ...authorOf(row),
    createdAt: row.createdAt.toISOString(),
    canDelete: mayDelete(request, row.userId),
  };
}

export function toCommentPage(
  page: { rows: CommentRow[]; hasEarlier: boolean },
  request: FastifyRequest,
) {
  return {
    comments: page.rows.map((comment) => toComment(comment, request)),
    hasEarlierComments: page.hasEarlier,
  };
}
