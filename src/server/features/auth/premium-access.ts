import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { requireUser } from '#server/features/auth/plugin.ts';
import { findSessionById } from '#server/features/auth/session-repository.ts';
import {
  isAdminUser,
  type SessionUser,
  toPublicUser,
  toSessionUser,
} from '#server/features/users/public-user.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';

/**
 * The signed-in premium user (an admin is one): 401 'Not signed in', or 403 'Premium only' for
 * everyone else. The role is read as of `now`, so a premium that lapsed a second ago no longer counts.
 */
export function requirePremium(request: FastifyRequest, now: Date): SessionUser {
  const user = requireUser(request);
  if (toPublicUser(user, now, request.isAdmin).role !== 'premium') {
    throw createClientError(403, NOTIFICATION_MESSAGES.premiumOnly);
  }
  return user;
}

/**
 * Whether session `sessionId` still exists, has not expired and belongs to a user who is premium
 * (or an admin) at `now`: an open stream asks again before each delivery, since sign-out, a revoke
 * or a lapsed expiry may have happened since it opened.
 */
export async function isPremiumSession(
  db: Database,
  sessionId: number,
  now: Date,
  adminEmails: readonly string[] = [],
): Promise<boolean> {
  const found = await findSessionById(db, sessionId);
  if (!found || found.session.expiresAt.getTime() <= now.getTime()) return false;
  const isAdmin = isAdminUser(found.user, adminEmails);
  return toPublicUser(toSessionUser(found.user), now, isAdmin).role === 'premium';
}
