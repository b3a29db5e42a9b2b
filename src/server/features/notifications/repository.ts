import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertRow, madeAt, marksOf, putMark } from '#server/db/rows.ts';
import { users } from '#server/features/users/schema.ts';
import { notifications, userNotificationReads } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Database,
  values: {
    title: string;
    message: string;
    priority: string;
    isChangelogEntry: boolean;
    now: Date;
  },
): Promise<NotificationRow> {
  return insertRow(db, notifications, {
    title: values.title,
    message: values.message,
    priority: values.priority,
    isChangelogEntry: values.isChangelogEntry,
    ...madeAt(values.now),
  });
}

/** Users who are premium at `now` (a lapsed expiry does not count, stored or not). */
export async function countPremiumUsers(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, 'premium'),
        or(isNull(users.subscriptionExpiry), gt(users.subscriptionExpiry, now)),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Every notification, newest first, with whether `userId` has read it. */
export async function listNotificationsForUser(
  db: Database,
  userId: number,
  limit: number,
): Promise<(NotificationRow & { isRead: boolean })[]> {
  const rows = await db
    .select({ notification: notifications, readAt: userNotificationReads.readAt })
    .from(notifications)
    .leftJoin(
      ...marksOf(
        userNotificationReads,
        userNotificationReads.notificationId,
        notifications.id,
        userId,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.notification, isRead: row.readAt !== null }));
}

export async function notificationExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row !== undefined;
}

/** Marks one notification read for one user; reading it twice keeps the first time. */
export async function markNotificationRead(
  db: Database,
  values: { userId: number; notificationId: number; now: Date },
): Promise<void> {
  const { userId, notificationId, now } = values;
  await putMark(db, userNotificationReads, { userId, notificationId, readAt: now });
}

/** Marks every notification the user has not read yet; returns how many that were. */
export async function markAllNotificationsRead(
  db: Database,
  values: { userId: number; now: Date },
): Promise<number> {
  const unread = db
    .select({
      userId: sql<number>`${values.userId}::int`.as('user_id'),
      notificationId: notifications.id,
      readAt: sql<Date>`${values.now.toISOString()}::timestamptz`.as('read_at'),
    })
    .from(notifications)
    .where(
      sql`not exists (select 1 from ${userNotificationReads} where ${userNotificationReads.userId} = ${values.userId} and ${userNotificationReads.notificationId} = ${notifications.id})`,
    );
  const inserted = await db
    .insert(userNotificationReads)
    .select(unread)
    .onConflictDoNothing()
    .returning({ id: userNotificationReads.notificationId });
  return inserted.length;
}
