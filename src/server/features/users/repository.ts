import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertRow, madeAt, updateRow } from '#server/db/rows.ts';
import { users } from './schema.ts';

/** A row of `users`. Repositories take `db` or a transaction (a transaction is a Database too). */
export type UserRow = typeof users.$inferSelect;

/** Emails are unique case-insensitively: this matches the `lower(email)` unique index. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; a duplicate email (in any case) raises the unique violation `23505`. */
export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; now: Date; isAdmin?: boolean },
): Promise<UserRow> {
  return insertRow(db, users, {
    email: values.email,
    passwordHash: values.passwordHash,
    adminGrantedAt: values.isAdmin ? values.now : null,
    ...madeAt(values.now),
  });
}

/**
 * Stores a lapsed premium subscription as expired. Only a row that is still premium and past its
 * expiry changes, so concurrent requests agree; returns the stored row either way.
 */
export async function markSubscriptionExpired(
  db: Database,
  userId: number,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role: 'expired', subscriptionStatus: 'expired', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'premium'), lte(users.subscriptionExpiry, now)))
    .returning();
  return row ?? findUserById(db, userId);
}

/** True for PostgreSQL's unique violation, whether raised directly or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// LIKE's own wildcards in a search are literal characters to the admin.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Users whose email contains `query` (any case), by email, at most `limit`. */
export async function searchUsers(db: Database, query: string, limit: number): Promise<UserRow[]> {
  const pattern = `%${escapeLike(query.toLowerCase())}%`;
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) like ${pattern}`)
    .orderBy(asc(users.email))
    .limit(limit);
}

/**
 * Deletes the user row; the schema's cascades take sessions, read marks, votes, comments, the
 * profile and reset links with it (the account feature deletes the user's gallery messages first).
 */
export async function deleteUser(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** A new password hash (the caller ends the sessions that knew the old one). */
export async function setPasswordHash(
  db: Database,
  values: { userId: number; passwordHash: string; now: Date },
): Promise<void> {
  await updateRow(db, users, values.userId, {
    passwordHash: values.passwordHash,
    updatedAt: values.now,
  });
}

/** Marks the account as made an admin account by the admin command (kept when it already was). */
export async function grantAdmin(db: Database, userId: number, now: Date): Promise<void> {
  await updateRow(db, users, userId, {
    adminGrantedAt: sql`coalesce(${users.adminGrantedAt}, ${now.toISOString()}::timestamptz)`,
  });
}

/** Premium and active for `days` more, counted from the later of now and the current expiry. */
export async function extendPremium(
  db: Database,
  values: { userId: number; days: number; now: Date },
): Promise<UserRow | undefined> {
  const at = sql`${values.now.toISOString()}::timestamptz`;
  return updateRow(db, users, values.userId, {
    role: 'premium',
    subscriptionStatus: 'active',
    subscriptionExpiry: sql`greatest(coalesce(${users.subscriptionExpiry}, ${at}), ${at}) + make_interval(days => ${values.days}::int)`,
    updatedAt: values.now,
  });
}

/** Back to the free tier: role anonymous, no subscription. */
export async function removePremium(
  db: Database,
  values: { userId: number; now: Date },
): Promise<UserRow | undefined> {
  return updateRow(db, users, values.userId, {
    role: 'anonymous',
    subscriptionStatus: 'inactive',
    subscriptionExpiry: null,
    updatedAt: values.now,
  });
}
