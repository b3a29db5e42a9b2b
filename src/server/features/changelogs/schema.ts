import {
  boolean,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadingId, createdAt, updatedAt } from '#server/db/columns.ts';
import { users } from '#server/features/users/schema.ts';
import { LIMITS } from '#shared/constants.ts';

// The changelogs feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

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

export const userNotifications = pgTable(
  'user_notifications',
  {
    userId: cascadingId('user_id', () => users.id),
    changelogId: cascadingId('changelog_id', () => changelogs.id),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.changelogId] })],
);
