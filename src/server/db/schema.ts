import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { LIMITS } from '#shared/constants.ts';
import { PREMIUM_CODE_MAX } from '#shared/schemas/account.ts';

// Every entity of spec section 3, lengths from LIMITS. Timestamps carry a time zone, so every
// process reads the same instant whatever its own zone.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: LIMITS.email }).notNull(),
    passwordHash: text('password_hash'),
    role: varchar('role', { length: LIMITS.role }).notNull().default('anonymous'),
    discordId: varchar('discord_id', { length: LIMITS.discordId }),
    emailVerified: boolean('email_verified').notNull().default(false),
    subscriptionStatus: varchar('subscription_status', { length: LIMITS.subscriptionStatus })
      .notNull()
      .default('inactive'),
    subscriptionExpiry: timestamp('subscription_expiry', { withTimezone: true }),
    /**
     * When `npm run admin` made or promoted this account. Only such an account whose email is also
     * in ADMIN_EMAILS is an admin: the allow-list alone never grants it (a sign-up could claim it).
     */
    adminGrantedAt: timestamp('admin_granted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const userSessions = pgTable(
  'user_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    sessionToken: varchar('session_token', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId)],
);

export const changelogs = pgTable('changelogs', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: LIMITS.changelogTitle }).notNull(),
  content: text('content').notNull(),
  version: varchar('version', { length: LIMITS.changelogVersion }),
  targetRole: varchar('target_role', { length: LIMITS.role }).notNull().default('premium'),
  isPublished: boolean('is_published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: LIMITS.notificationTitle }).notNull(),
  message: text('message').notNull(),
  priority: varchar('priority', { length: LIMITS.notificationPriority })
    .notNull()
    .default('normal'),
  isChangelogEntry: boolean('is_changelog_entry').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userNotificationReads = pgTable(
  'user_notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changelogId: integer('changelog_id')
      .notNull()
      .references(() => changelogs.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.changelogId] })],
);

/**
 * A mail shared to the community gallery (issue 19). It is listed when public **and** approved;
 * `upvotes`/`downvotes` are kept with each vote (in the vote's transaction) so the listing sorts on
 * an index, and `score` is their difference (the `mostVoted` order). A rejected message keeps
 * `rejectedAt` and the admin's reason, which its author sees.
 */
export const communityMessages = pgTable(
  'community_messages',
  {
    id: serial('id').primaryKey(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => {
    // One partial index per order of the listing, over listed messages only: a page reads its 20
    // rows from the index instead of sorting the table (bench/gallery.bench.ts prints the plan).
    const isListed = sql`${table.isPublic} and ${table.isApproved}`;
    return [
      index('community_messages_recent_idx')
        .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
        .where(isListed),
      index('community_messages_popular_idx')
        .on(
          table.viewCount.desc().nullsFirst(),
          table.createdAt.desc().nullsFirst(),
          table.id.desc().nullsFirst(),
        )
        .where(isListed),
      index('community_messages_voted_idx')
        .on(
          table.score.desc().nullsFirst(),
          table.createdAt.desc().nullsFirst(),
          table.id.desc().nullsFirst(),
        )
        .where(isListed),
      index('community_messages_category_recent_idx')
        .on(table.category, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
        .where(isListed),
      index('community_messages_language_recent_idx')
        .on(table.language, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
        .where(isListed),
      index('community_messages_user_idx').on(table.userId, table.createdAt),
      index('community_messages_pending_idx')
        .on(table.createdAt)
        .where(sql`${table.isPublic} and not ${table.isApproved} and ${table.rejectedAt} is null`),
    ];
  },
);

export const messageVotes = pgTable(
  'message_votes',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteType: varchar('vote_type', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('message_votes_message_user_unique').on(table.messageId, table.userId)],
);

export const messageComments = pgTable(
  'message_comments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    language: varchar('language', { length: LIMITS.languageCode }).notNull().default('en'),
    createdAt: createdAt(),
  },
  // (message, id): a message's comments newest first, a page at a time (keyset on id), and their
  // count, all read from the index.
  (table) => [index('message_comments_message_id_idx').on(table.messageId, table.id)],
);

export const messageTags = pgTable(
  'message_tags',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    tag: varchar('tag', { length: LIMITS.tag }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('message_tags_message_tag_unique').on(table.messageId, table.tag)],
);

/**
 * How many listed (public and approved) gallery messages each category and language has (issue
 * 19). A trigger on community_messages keeps it (migration 0008), so the listing's total and the
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
 * Who viewed a gallery message on which day (issue 19): a message's view count goes up once per
 * viewer per day. `viewer` is `user:<id>` or, for a visitor, a hash of the address (never the
 * address itself); rows older than yesterday are removed.
 */
export const messageViews = pgTable(
  'message_views',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    translationKey: varchar('translation_key', { length: LIMITS.translationKey }).notNull(),
    language: varchar('language', { length: LIMITS.languageCode }).notNull(),
    value: text('value').notNull(),
    category: varchar('category', { length: LIMITS.category }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('translations_key_language_unique').on(table.translationKey, table.language),
  ],
);

export const featureModules = pgTable('feature_modules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  status: varchar('status', { length: 20 }).notNull().default('development'),
  previewUrl: varchar('preview_url', { length: 255 }),
  description: text('description').notNull().default(''),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

/** One-use codes that make a user premium for `days` (issue 5: premium without a payment provider). */
export const premiumCodes = pgTable('premium_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: PREMIUM_CODE_MAX }).notNull().unique(),
  days: integer('days').notNull(),
  /** Who made it: 'cli' for `npm run premium -- codes`, an admin's email later. */
  createdBy: text('created_by').notNull(),
  redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  /** Set once, when redeemed: a code stays used even if its user is deleted. */
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One-time password-reset links made by `npm run admin -- reset-link` (issue 16): only the token's
 * SHA-256 is kept; a link works once, within its expiry.
 */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Mails shared by link (issue 20): `/m/{id}` with an unguessable id. A link made while signed in
 * belongs to its maker (deleted with the account); a link nobody opened for 180 days is removed.
 */
export const sharedMails = pgTable(
  'shared_mails',
  {
    id: varchar('id', { length: 16 }).primaryKey(),
    formattedMessage: text('formatted_message').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shared_mails_last_viewed_at_idx').on(table.lastViewedAt)],
);

/** My mail (issue 20): the last mails a signed-in player formatted or copied, newest first. */
export const mailHistory = pgTable(
  'mail_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: LIMITS.historyTitle }).notNull(),
    formattedMessage: text('formatted_message').notNull(),
    mode: varchar('mode', { length: 20 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('mail_history_user_updated_idx').on(table.userId, table.updatedAt)],
);
