import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns.ts';
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
