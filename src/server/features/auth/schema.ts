import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '#server/db/columns.ts';
import { userIdColumn } from '#server/features/users/schema.ts';

// The auth feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const userSessions = pgTable(
  'user_sessions',
  {
    ...serialId(),
    userId: userIdColumn(),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    sessionToken: varchar('session_token', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId)],
);

/**
 * One-time password-reset links made by `npm run admin -- reset-link`: only the token's
 * SHA-256 is kept; a link works once, within its expiry.
 */
export const passwordResets = pgTable('password_resets', {
  ...serialId(),
  userId: userIdColumn(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
