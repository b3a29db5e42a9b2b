import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { serialId, timestamps } from '#server/db/columns.ts';
import { userIdColumn } from '#server/features/users/schema.ts';
import { LIMITS } from '#shared/constants.ts';

// The history feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

/** My mail: the last mails a signed-in player formatted or copied, newest first. */
export const mailHistory = pgTable(
  'mail_history',
  {
    ...serialId(),
    userId: userIdColumn(),
    title: varchar('title', { length: LIMITS.historyTitle }).notNull(),
    formattedMessage: text('formatted_message').notNull(),
    mode: varchar('mode', { length: 20 }).notNull(),
    /** The keep request's own key (the client's), so that a request sent again keeps nothing new. */
    keepKey: varchar('keep_key', { length: 64 }),
    ...timestamps(),
  },
  (table) => [
    index('mail_history_user_updated_idx').on(table.userId, table.updatedAt),
    uniqueIndex('mail_history_user_keep_key_idx').on(table.userId, table.keepKey),
  ],
);
