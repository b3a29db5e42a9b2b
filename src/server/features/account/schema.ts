import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '#server/db/columns.ts';
import { users } from '#server/features/users/schema.ts';
import { PREMIUM_CODE_MAX } from '#shared/schemas/account.ts';

// The account feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

/** One-use codes that make a user premium for `days` (premium without a payment provider). */
export const premiumCodes = pgTable('premium_codes', {
  ...serialId(),
  code: varchar('code', { length: PREMIUM_CODE_MAX }).notNull().unique(),
  days: integer('days').notNull(),
  /** Who made it: 'cli' for `npm run premium -- codes`, an admin's email later. */
  createdBy: text('created_by').notNull(),
  redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  /** Set once, when redeemed: a code stays used even if its user is deleted. */
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: createdAt(),
});
