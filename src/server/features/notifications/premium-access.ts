import type { FastifyRequest } from 'fastify';
import { type SessionUser, toPublicUser } from '#server/features/auth/public-user.ts';
import { createClientError, requireUser } from '#server/plugins/auth.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';

/**
 * The signed-in premium user: 401 'Not signed in', or 403 'Premium only' for everyone else. The
 * role is read as of `now`, so a premium that lapsed a second ago no longer counts.
 */
export function requirePremium(request: FastifyRequest, now: Date): SessionUser {
  const user = requireUser(request);
  if (toPublicUser(user, now).role !== 'premium') {
    throw createClientError(403, NOTIFICATION_MESSAGES.premiumOnly);
  }
  return user;
}
