import { and, eq, lte, ne, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertRow } from '#server/db/rows.ts';
import { users } from '#server/features/users/schema.ts';
import type { UserRow } from '../users/repository.ts';
import { userSessions } from './schema.ts';

type SessionRow = typeof userSessions.$inferSelect;

export async function insertSession(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<SessionRow> {
  return insertRow(db, userSessions, {
    userId: values.userId,
    sessionToken: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** The session `which` picks with its user, expired or not. */
async function findSession(
  db: Database,
  which: SQL,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: userSessions, user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(which)
    .limit(1);
  return row;
}

/** The session stored under `tokenHash` with its user, expired or not. */
export const findSessionByTokenHash = (db: Database, tokenHash: string) =>
  findSession(db, eq(userSessions.sessionToken, tokenHash));

/** The session `sessionId` with its user, expired or not. */
export const findSessionById = (db: Database, sessionId: number) =>
  findSession(db, eq(userSessions.id, sessionId));

export async function extendSession(db: Database, sessionId: number, expiresAt: Date) {
  await db.update(userSessions).set({ expiresAt }).where(eq(userSessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: number) {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/** Forgets a user's sessions that ended, so abandoned ones do not pile up. */
export async function deleteExpiredSessions(db: Database, userId: number, now: Date) {
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), lte(userSessions.expiresAt, now)));
}

/** Signs a user out everywhere, or everywhere but `keepSessionId` (the session that asked). */
export async function deleteUserSessions(db: Database, userId: number, keepSessionId?: number) {
  await db
    .delete(userSessions)
    .where(
      keepSessionId === undefined
        ? eq(userSessions.userId, userId)
        : and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId)),
    );
}
