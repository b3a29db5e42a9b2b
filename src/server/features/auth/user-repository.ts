import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

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
  values: { email: string; passwordHash: string; now: Date },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
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
