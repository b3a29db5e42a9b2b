import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns.ts';
import { users } from '#server/features/users/schema.ts';

// The share feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

/**
 * Mails shared by link: `/m/{id}` with an unguessable id. A link made while signed in
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
