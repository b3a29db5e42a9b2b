import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadingId, createdAt, serialId, timestamps } from '#server/db/columns.ts';
import { userIdColumn, users } from '#server/features/users/schema.ts';
import { LIMITS } from '#shared/constants.ts';

// The community feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

/**
 * A mail shared to the community gallery. It is listed when public **and** approved;
 * `upvotes`/`downvotes` are kept with each vote (in the vote's transaction) so the listing sorts on
 * an index, and `score` is their difference (the `mostVoted` order). A rejected message keeps
 * `rejectedAt` and the admin's reason, which its author sees.
 */
export const communityMessages = pgTable(
  'community_messages',
  {
    ...serialId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: LIMITS.communityTitle }).notNull(),
    originalMessage: text('original_message').notNull(),
    formattedMessage: text('formatted_message').notNull(),
    formatSettings: jsonb('format_settings'),
    category: varchar('category', { length: LIMITS.category }).notNull(),
    language: varchar('language', { length: LIMITS.languageCode }).notNull().default('en'),
    isPublic: boolean('is_public').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    score: integer('score').notNull().generatedAlwaysAs(sql`upvotes - downvotes`),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    ...timestamps(),
  },
  (table) => {
    // One partial index per order of the listing, over listed messages only: a page reads its 20
    // rows from the index instead of sorting the table (bench/gallery.bench.ts prints the plan).
    const isListed = sql`${table.isPublic} and ${table.isApproved}`;
    const descending = (column: (typeof table)['id' | 'createdAt' | 'viewCount' | 'score']) =>
      column.desc().nullsFirst();
    /** An index of listed messages: by `leading`, then newest first (creation time, then id). */
    const listedBy = (name: string, leading?: Partial<ExtraConfigColumn>) => {
      const newest = [descending(table.createdAt), descending(table.id)] as const;
      return (leading ? index(name).on(leading, ...newest) : index(name).on(...newest)).where(
        isListed,
      );
    };
    return [
      listedBy('community_messages_recent_idx'),
      listedBy('community_messages_popular_idx', descending(table.viewCount)),
      listedBy('community_messages_voted_idx', descending(table.score)),
      listedBy('community_messages_category_recent_idx', table.category),
      listedBy('community_messages_language_recent_idx', table.language),
      index('community_messages_user_idx').on(table.userId, table.createdAt),
      index('community_messages_pending_idx')
        .on(table.createdAt)
        .where(sql`${table.isPublic} and not ${table.isApproved} and ${table.rejectedAt} is null`),
    ];
  },
);

/** The gallery message a row belongs to: it goes when the message goes. */
const messageIdColumn = () => cascadingId('message_id', () => communityMessages.id);

/** What a row a message holds (a vote, a comment, a tag) starts with: its id, the message, when. */
const messageRow = () => ({ ...serialId(), messageId: messageIdColumn(), createdAt: createdAt() });

export const messageVotes = pgTable(
  'message_votes',
  {
    ...messageRow(),
    userId: userIdColumn(),
    voteType: varchar('vote_type', { length: 10 }).notNull(),
  },
  (table) => [uniqueIndex('message_votes_message_user_unique').on(table.messageId, table.userId)],
);

export const messageComments = pgTable(
  'message_comments',
  {
    ...messageRow(),
    userId: userIdColumn(),
    comment: text('comment').notNull(),
    language: varchar('language', { length: LIMITS.languageCode }).notNull().default('en'),
  },
  // (message, id): a message's comments newest first, a page at a time (keyset on id), and their
  // count, all read from the index.
  (table) => [index('message_comments_message_id_idx').on(table.messageId, table.id)],
);

export const messageTags = pgTable(
  'message_tags',
  {
    ...messageRow(),
    tag: varchar('tag', { length: LIMITS.tag }).notNull(),
  },
  (table) => [uniqueIndex('message_tags_message_tag_unique').on(table.messageId, table.tag)],
);

/**
 * How many listed (public and approved) gallery messages each category and language has.
 * A trigger on community_messages keeps it (migration 0008), so the listing's total and the
 * category and language lists read a few rows here instead of counting the whole gallery.
 */
export const communityListingCounts = pgTable(
  'community_listing_counts',
  {
    category: varchar('category', { length: LIMITS.category }).notNull(),
    language: varchar('language', { length: LIMITS.languageCode }).notNull(),
    listed: integer('listed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.category, table.language] })],
);

/**
 * Who viewed a gallery message on which day: a message's view count goes up once per
 * viewer per day. `viewer` is `user:<id>` or, for a visitor, a hash of the address (never the
 * address itself); rows older than yesterday are removed.
 */
export const messageViews = pgTable(
  'message_views',
  {
    messageId: messageIdColumn(),
    viewer: varchar('viewer', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.viewer, table.day] }),
    index('message_views_day_idx').on(table.day),
  ],
);

export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: varchar('display_name', { length: LIMITS.displayName }),
  kingdom: varchar('kingdom', { length: LIMITS.kingdom }),
  alliance: varchar('alliance', { length: LIMITS.alliance }),
  preferredLanguage: varchar('preferred_language', { length: LIMITS.languageCode })
    .notNull()
    .default('en'),
  bio: text('bio'),
  isPublic: boolean('is_public').notNull().default(false),
  ...timestamps(),
});
