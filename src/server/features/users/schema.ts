import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadingId, serialId, timestamps } from '#server/db/columns.ts';
import { LIMITS } from '#shared/constants.ts';

// The users feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const users = pgTable(
  'users',
  {
    ...serialId(),
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
    ...timestamps(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

/** The user a row belongs to: it goes when the user goes. */
export const userIdColumn = () => cascadingId('user_id', () => users.id);
