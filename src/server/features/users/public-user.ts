import { isSubscriptionLapsed } from '#server/features/users/subscription.ts';
import {
  ROLES,
  type Role,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '#shared/constants.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type { UserRow } from './repository.ts';

/** What the server knows about a signed-in user: the row without its password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>;

/** Drops the password hash: nothing downstream of a session lookup ever holds it. */
export function toSessionUser(user: UserRow): SessionUser {
  const { passwordHash: _, ...rest } = user;
  return rest;
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const isStatus = (value: string): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

/** True when `email` is one of the admins' (ADMIN_EMAILS, already lower-cased by the config). */
export function isAdminEmail(email: string, adminEmails: readonly string[] = []): boolean {
  return adminEmails.includes(email.toLowerCase());
}

/**
 * An admin is an account `npm run admin` made or promoted whose email is in ADMIN_EMAILS: the
 * operator's two deliberate acts. Signing up with an allow-listed email grants nothing.
 */
export function isAdminUser(
  user: Pick<SessionUser, 'email' | 'adminGrantedAt'>,
  adminEmails: readonly string[] = [],
): boolean {
  return user.adminGrantedAt !== null && isAdminEmail(user.email, adminEmails);
}

/**
 * The user as the API shows it (client-side user). A lapsed subscription reads as
 * expired even if the stored row has not been updated yet. An admin has every premium feature, so
 * reads as premium and active whatever the row holds.
 */
export function toPublicUser(user: SessionUser, now: Date, isAdmin = false): PublicUser {
  const isLapsed = !isAdmin && isSubscriptionLapsed(user, now);
  return {
    id: user.id,
    email: user.email,
    role: isAdmin ? 'premium' : isLapsed ? 'expired' : isRole(user.role) ? user.role : 'anonymous',
    subscriptionStatus: isAdmin
      ? 'active'
      : isLapsed
        ? 'expired'
        : isStatus(user.subscriptionStatus)
          ? user.subscriptionStatus
          : 'inactive',
    subscriptionExpiry: user.subscriptionExpiry?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    isAdmin,
  };
}
