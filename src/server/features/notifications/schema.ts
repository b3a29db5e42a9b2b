import { boolean, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { cascadingId, serialId, stampedNow, timestamps } from '#server/db/columns.ts';
import { userIdColumn } from '#server/features/users/schema.ts';
import { LIMITS } from '#shared/constants.ts';

// The notifications feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const notifications = pgTable('notifications', {
  ...serialId(),
  title: varchar('title', { length: LIMITS.notificationTitle }).notNull(),
  message: text('message').notNull(),
  priority: varchar('priority', { length: LIMITS.notificationPriority })
    .notNull()
    .default('normal'),
  isChangelogEntry: boolean('is_changelog_entry').notNull().default(false),
  ...timestamps(),
});

export const userNotificationReads = pgTable(
  'user_notification_reads',
  {
    userId: userIdColumn(),
    notificationId: cascadingId('notification_id', () => notifications.id),
    readAt: stampedNow('read_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);
