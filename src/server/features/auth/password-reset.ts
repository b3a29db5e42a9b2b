import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { setPasswordHash } from '#server/features/users/repository.ts';
import { passwordResets } from './schema.ts';
import { deleteUserSessions } from './session-repository.ts';
import { createSessionToken, hashSessionToken } from './tokens.ts';

/** How long a reset link works (30 minutes), once. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** The page a reset link opens; the token follows as `?token=`. */
export const RESET_PAGE_PATH = '/auth/reset';

/** Makes a one-time reset link's token for `userId`; only its hash is stored. */
export async function createPasswordReset(
  db: Database,
  userId: number,
  now: Date,
): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  await db.insert(passwordResets).values({
    userId,
    tokenHash,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Ends every open reset link of `userId`: once the password is new (by a link or by the player),
 * a link made for the old one must not change it again.
 */
export async function endPasswordResets(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Uses a reset link: when its token is known, unused and unexpired, the user's password becomes
 * `passwordHash`, this link and every other open one of the user are spent and every session of
 * the user ends, in one transaction. Returns whether it worked.
 */
export async function redeemPasswordReset(
  db: Database,
  values: { token: string; passwordHash: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: values.now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSessionToken(values.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, values.now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await setPasswordHash(tx as unknown as Database, {
      userId: reset.userId,
      passwordHash: values.passwordHash,
      now: values.now,
    });
    await deleteUserSessions(tx as unknown as Database, reset.userId);
    await endPasswordResets(tx as unknown as Database, reset.userId, values.now);
    return true;
  });
}
