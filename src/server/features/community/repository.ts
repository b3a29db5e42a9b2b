import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertRow, madeAt, updateRow } from '#server/db/rows.ts';
import type { VoteType } from '#shared/schemas/community.ts';
import {
  communityListingCounts,
  communityMessages,
  messageComments,
  messageTags,
  messageViews,
  messageVotes,
  userProfiles,
} from './schema.ts';

const messages = communityMessages;
const listingCounts = communityListingCounts;

/** Listed in the gallery: public and approved. The partial indexes of the listing say the same. */
export const isListed = sql`${messages.isPublic} and ${messages.isApproved}`;

/** What a card needs of its author: the profile decides what may be shown (routes.ts). */
const AUTHOR_COLUMNS = {
  authorDisplayName: userProfiles.displayName,
  authorKingdom: userProfiles.kingdom,
  // Named apart: a message has an is_public too, and a page's subquery needs one name per column.
  isAuthorPublic: sql<boolean | null>`${userProfiles.isPublic}`.as('author_is_public'),
};

/** A message's columns with its author's, as every query of messages returns them. */
export const MESSAGE_COLUMNS = {
  id: messages.id,
  userId: messages.userId,
  title: messages.title,
  originalMessage: messages.originalMessage,
  formattedMessage: messages.formattedMessage,
  category: messages.category,
  language: messages.language,
  isPublic: messages.isPublic,
  isApproved: messages.isApproved,
  viewCount: messages.viewCount,
  upvotes: messages.upvotes,
  downvotes: messages.downvotes,
  rejectedAt: messages.rejectedAt,
  rejectionReason: messages.rejectionReason,
  createdAt: messages.createdAt,
  score: messages.score,
  ...AUTHOR_COLUMNS,
};

/** A message with its author's profile fields, as every query here returns it. */
export interface MessageRow {
  id: number;
  userId: number | null;
  title: string;
  originalMessage: string;
  formattedMessage: string;
  category: string;
  language: string;
  isPublic: boolean;
  isApproved: boolean;
  viewCount: number;
  upvotes: number;
  downvotes: number;
  rejectedAt: Date | null;
  rejectionReason: string | null;
  createdAt: Date;
  score: number;
  authorDisplayName: string | null;
  authorKingdom: string | null;
  isAuthorPublic: boolean | null;
}

/** What each row of a list carries besides itself: fetched for the page's ids only. */
export interface MessageExtras {
  tags: Map<number, string[]>;
  commentCounts: Map<number, number>;
  myVotes: Map<number, VoteType>;
}

export function selectMessages(db: Database) {
  return db
    .select(MESSAGE_COLUMNS)
    .from(messages)
    .leftJoin(userProfiles, eq(userProfiles.userId, messages.userId));
}

export async function findMessage(db: Database, id: number): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(messages.id, id));
  return row;
}

/** A player's own messages, newest first, whatever their status. */
export async function listOwnMessages(db: Database, userId: number): Promise<MessageRow[]> {
  return selectMessages(db)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id));
}

/** The moderation queue: public messages neither approved nor rejected, oldest first. */
export async function listPendingMessages(db: Database): Promise<MessageRow[]> {
  return selectMessages(db)
    .where(
      and(eq(messages.isPublic, true), eq(messages.isApproved, false), isNull(messages.rejectedAt)),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Tags, comment counts and the viewer's votes of the messages `ids`. */
export async function findMessageExtras(
  db: Database,
  ids: number[],
  viewerId: number | null,
): Promise<MessageExtras> {
  const extras: MessageExtras = { tags: new Map(), commentCounts: new Map(), myVotes: new Map() };
  if (ids.length === 0) return extras;
  const [tags, comments, votes] = await Promise.all([
    db
      .select({ messageId: messageTags.messageId, tag: messageTags.tag })
      .from(messageTags)
      .where(inArray(messageTags.messageId, ids))
      .orderBy(asc(messageTags.id)),
    db
      .select({ messageId: messageComments.messageId, total: count() })
      .from(messageComments)
      .where(inArray(messageComments.messageId, ids))
      .groupBy(messageComments.messageId),
    viewerId === null
      ? []
      : db
          .select({ messageId: messageVotes.messageId, voteType: messageVotes.voteType })
          .from(messageVotes)
          .where(and(inArray(messageVotes.messageId, ids), eq(messageVotes.userId, viewerId))),
  ]);
  for (const { messageId, tag } of tags) {
    extras.tags.set(messageId, [...(extras.tags.get(messageId) ?? []), tag]);
  }
  for (const { messageId, total } of comments) extras.commentCounts.set(messageId, total);
  for (const { messageId, voteType } of votes) {
    extras.myVotes.set(messageId, voteType as VoteType);
  }
  return extras;
}

export interface NewMessage {
  userId: number;
  title: string;
  originalMessage: string;
  formattedMessage: string;
  formatSettings?: Record<string, unknown>;
  category: string;
  language: string;
  tags: string[];
  isPublic: boolean;
  now: Date;
}

/** Stores a new, unapproved message with its tags; its id. */
export async function insertMessage(db: Database, input: NewMessage): Promise<number> {
  return db.transaction(async (tx) => {
    // Named one by one: what a player may set, never the moderation's columns.
    const row = await insertRow(tx, messages, {
      userId: input.userId,
      title: input.title,
      originalMessage: input.originalMessage,
      formattedMessage: input.formattedMessage,
      formatSettings: input.formatSettings ?? null,
      category: input.category,
      language: input.language,
      isPublic: input.isPublic,
      ...madeAt(input.now),
    });
    if (input.tags.length > 0) {
      await tx
        .insert(messageTags)
        .values(input.tags.map((tag) => ({ messageId: row.id, tag, createdAt: input.now })));
    }
    return row.id;
  });
}

export async function deleteMessage(db: Database, id: number): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}

/** Deletes every message a user shared (their account is being deleted). */
export async function deleteMessagesOf(db: Database, userId: number): Promise<void> {
  await db.delete(messages).where(eq(messages.userId, userId));
}

/** Counters change without touching `updatedAt`, which says when the message itself changed. */
const keepUpdatedAt = { updatedAt: sql`${messages.updatedAt}` };

/**
 * Counts a view of `messageId` by `viewer` once per `day` (YYYY-MM-DD): the primary key of
 * message_views refuses the second. True when this one counted.
 */
export async function noteView(
  db: Database,
  view: { messageId: number; viewer: string; day: string },
): Promise<boolean> {
  const inserted = await db
    .insert(messageViews)
    .values(view)
    .onConflictDoNothing()
    .returning({ messageId: messageViews.messageId });
  if (inserted.length === 0) return false;
  await db
    .update(messages)
    .set({ viewCount: sql`${messages.viewCount} + 1`, ...keepUpdatedAt })
    .where(eq(messages.id, view.messageId));
  return true;
}

/** Forgets who viewed what before `day`: only today's and yesterday's views still matter. */
export async function removeViewsBefore(db: Database, day: string): Promise<number> {
  const removed = await db
    .delete(messageViews)
    .where(lt(messageViews.day, day))
    .returning({ messageId: messageViews.messageId });
  return removed.length;
}

export interface VoteTally {
  upvotes: number;
  downvotes: number;
  myVote: VoteType | null;
}

/**
 * Sets (`voteType`) or withdraws (null) a player's vote on a listed message; undefined when the
 * message is not listed. The message's counters follow the vote rows by a trigger (migration
 * 0011), so they stay equal whatever removes a vote, a deleted account included. The message row
 * is locked first, so votes on one message are applied one at a time; the unique index on
 * (message, player) keeps one vote per player whatever happens.
 */
export async function setVote(
  db: Database,
  vote: { messageId: number; userId: number; voteType: VoteType | null; now: Date },
): Promise<VoteTally | undefined> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, vote.messageId), isListed))
      .for('no key update');
    if (!message) return undefined;
    const ownVote = and(
      eq(messageVotes.messageId, vote.messageId),
      eq(messageVotes.userId, vote.userId),
    );
    if (vote.voteType === null) {
      await tx.delete(messageVotes).where(ownVote);
    } else {
      await tx
        .insert(messageVotes)
        .values({
          messageId: vote.messageId,
          userId: vote.userId,
          voteType: vote.voteType,
          createdAt: vote.now,
        })
        .onConflictDoUpdate({
          target: [messageVotes.messageId, messageVotes.userId],
          set: { voteType: vote.voteType, createdAt: vote.now },
        });
    }
    const [tally] = await tx
      .select({ upvotes: messages.upvotes, downvotes: messages.downvotes })
      .from(messages)
      .where(eq(messages.id, vote.messageId));
    if (!tally) return undefined;
    return { ...tally, myVote: vote.voteType };
  });
}

/** `[{ category, count }]` of listed messages, the largest first. */
export async function countListedByCategory(
  db: Database,
): Promise<{ category: string; count: number }[]> {
  const listed = sql<number>`sum(${listingCounts.listed})::int`;
  return db
    .select({ category: listingCounts.category, count: listed })
    .from(listingCounts)
    .groupBy(listingCounts.category)
    .having(sql`sum(${listingCounts.listed}) > 0`)
    .orderBy(desc(listed), asc(listingCounts.category));
}

/** The language codes of listed messages, in code order. */
export async function listListedLanguages(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ language: listingCounts.language })
    .from(listingCounts)
    .where(gt(listingCounts.listed, 0))
    .orderBy(asc(listingCounts.language));
  return rows.map((row) => row.language);
}

/** Approves a message (clearing any earlier rejection); false when there is none. */
export async function approveMessage(db: Database, id: number, now: Date): Promise<boolean> {
  const set = { isApproved: true, rejectedAt: null, rejectionReason: null, updatedAt: now };
  return (await updateRow(db, messages, id, set)) !== undefined;
}

/** Rejects a message (an approved one leaves the gallery) with the reason its author will read. */
export async function rejectMessage(
  db: Database,
  input: { id: number; reason: string | null; now: Date },
): Promise<boolean> {
  const set = {
    isApproved: false,
    rejectedAt: input.now,
    rejectionReason: input.reason,
    updatedAt: input.now,
  };
  return (await updateRow(db, messages, input.id, set)) !== undefined;
}

export interface CommentRow {
  id: number;
  messageId: number;
  userId: number;
  comment: string;
  createdAt: Date;
  authorDisplayName: string | null;
  authorKingdom: string | null;
  isAuthorPublic: boolean | null;
}

const COMMENT_COLUMNS = {
  id: messageComments.id,
  messageId: messageComments.messageId,
  userId: messageComments.userId,
  comment: messageComments.comment,
  createdAt: messageComments.createdAt,
  ...AUTHOR_COLUMNS,
};

function selectComments(db: Database) {
  return db
    .select(COMMENT_COLUMNS)
    .from(messageComments)
    .leftJoin(userProfiles, eq(userProfiles.userId, messageComments.userId));
}

/**
 * A page of a message's comments: the `limit` newest of those posted before the comment `before`
 * (or of all), read newest first from the (message, id) index and returned oldest first (a
 * conversation reads down), with whether older ones remain.
 */
export async function listComments(
  db: Database,
  messageId: number,
  page: { before?: number; limit: number },
): Promise<{ rows: CommentRow[]; hasEarlier: boolean }> {
  const rows = await selectComments(db)
    .where(
      and(
        eq(messageComments.messageId, messageId),
        page.before === undefined ? undefined : lt(messageComments.id, page.before),
      ),
    )
    .orderBy(desc(messageComments.id))
    .limit(page.limit + 1);
  const hasEarlier = rows.length > page.limit;
  return { rows: rows.slice(0, page.limit).reverse(), hasEarlier };
}

export async function findComment(db: Database, id: number): Promise<CommentRow | undefined> {
  const [row] = await selectComments(db).where(eq(messageComments.id, id));
  return row;
}

export async function insertComment(
  db: Database,
  input: { messageId: number; userId: number; comment: string; now: Date },
): Promise<number> {
  const row = await insertRow(db, messageComments, {
    messageId: input.messageId,
    userId: input.userId,
    comment: input.comment,
    createdAt: input.now,
  });
  return row.id;
}

export async function deleteComment(db: Database, id: number): Promise<void> {
  await db.delete(messageComments).where(eq(messageComments.id, id));
}
