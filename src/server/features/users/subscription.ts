import type { Database } from '#server/db/client.ts';
import { markSubscriptionExpired, type UserRow } from '#server/features/users/repository.ts';

/**
 * A premium subscription lapses the moment its expiry passes: no job has to notice.
 * A premium user without an expiry never lapses.
 */
export function isSubscriptionLapsed(
  user: Pick<UserRow, 'role' | 'subscriptionExpiry'>,
  now: Date,
): boolean {
  return (
    user.role === 'premium' &&
    user.subscriptionExpiry !== null &&
    user.subscriptionExpiry.getTime() <= now.getTime()
  );
}

/** The user as of `now`: a lapsed subscription is stored as expired before it is returned. */
export async function refreshSubscription(
  db: Database,
  user: UserRow,
  now: Date,
): Promise<UserRow> {
  if (!isSubscriptionLapsed(user, now)) return user;
  return (await markSubscriptionExpired(db, user.id, now)) ?? user;
}
