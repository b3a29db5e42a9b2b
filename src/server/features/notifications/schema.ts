import { boolean, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { cascadingId, createdAt, stampedNow, updatedAt } from '#server/db/columns.ts';
import { users } from '#server/features/users/schema.ts';
import { LIMITS } from '#shared/constants.ts';

// The notifications feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

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
    userId: cascadingId('user_id', () => users.id),
    notificationId: cascadingId('notification_id', () => notifications.id),
    readAt: stampedNow('read_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);
