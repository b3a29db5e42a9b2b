import { boolean, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cascadingId, createdAt, serialId, timestamps } from '#server/db/columns.ts';
import { userIdColumn } from '#server/features/users/schema.ts';
import { LIMITS } from '#shared/constants.ts';

// The changelogs feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const changelogs = pgTable('changelogs', {
  ...serialId(),
  title: varchar('title', { length: LIMITS.changelogTitle }).notNull(),
  content: text('content').notNull(),
  version: varchar('version', { length: LIMITS.changelogVersion }),
  targetRole: varchar('target_role', { length: LIMITS.role }).notNull().default('premium'),
  isPublished: boolean('is_published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  ...timestamps(),
});

export const userNotifications = pgTable(
  'user_notifications',
  {
    userId: userIdColumn(),
    changelogId: cascadingId('changelog_id', () => changelogs.id),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.changelogId] })],
);
