import type { Database } from '#server/db/client.ts';
import { refreshSubscription } from '#server/features/users/subscription.ts';
import { TIMINGS } from '#shared/constants.ts';
import { isAdminUser, type SessionUser, toSessionUser } from '../users/public-user.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionByTokenHash,
  insertSession,
} from './session-repository.ts';
import { createSessionToken, hashSessionToken } from './tokens.ts';

/** Sessions are extended on use, but at most this often, so reads do not each cost a write. */
export const SESSION_EXTEND_INTERVAL_MS = 60 * 60 * 1000;

// A real token is 43 characters; anything much longer is not worth hashing and looking up.
const MAX_TOKEN_LENGTH = 128;

/**
 * Starts a session for `userId`; the token is returned once and only its hash is stored. The
 * user's ended sessions are cleared on the way.
 */
export async function startSession(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(now.getTime() + TIMINGS.userSessionMs);
  await deleteExpiredSessions(db, userId, now);
  const session = await insertSession(db, { userId, tokenHash, expiresAt, now });
  return { token, sessionId: session.id, expiresAt };
}

interface ResolvedSession {
  sessionId: number;
  user: SessionUser;
  /** True when this lookup pushed the expiry forward (the cookie should be renewed too). */
  isExtended: boolean;
  /** The user's email is in ADMIN_EMAILS. */
  isAdmin: boolean;
  /** When the session ends as the server sees it (an admin's 24 hours included): the cookie's end. */
  endsAt: Date;
}

/** How long a new session lasts: an admin's ends after 24 hours, anyone else's after 30 days. */
export function sessionLifetimeMs(isAdmin: boolean): number {
  return isAdmin ? TIMINGS.adminSessionMs : TIMINGS.userSessionMs;
}

/**
 * The live session a token names, or null. An expired session is deleted; a live one is extended
 * to 30 days from now when its last extension is over an hour old. The user's subscription is
 * brought up to date on the way (a lapsed premium is stored as expired). An admin's session ends
 * 24 hours after it started, however it was opened.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
  adminEmails?: readonly string[],
): Promise<ResolvedSession | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const found = await findSessionByTokenHash(db, hashSessionToken(token));
  if (!found) return null;
  const { session } = found;
  const isAdmin = isAdminUser(found.user, adminEmails);
  const adminEnd = session.createdAt.getTime() + TIMINGS.adminSessionMs;
  if (session.expiresAt.getTime() <= now.getTime() || (isAdmin && adminEnd <= now.getTime())) {
    await deleteSession(db, session.id);
    return null;
  }
  const renewedExpiry = now.getTime() + TIMINGS.userSessionMs;
  const isExtended = renewedExpiry - session.expiresAt.getTime() >= SESSION_EXTEND_INTERVAL_MS;
  if (isExtended) await extendSession(db, session.id, new Date(renewedExpiry));
  const user = await refreshSubscription(db, found.user, now);
  const expiry = isExtended ? renewedExpiry : session.expiresAt.getTime();
  const endsAt = new Date(isAdmin ? Math.min(expiry, adminEnd) : expiry);
  return { sessionId: session.id, user: toSessionUser(user), isExtended, isAdmin, endsAt };
}
