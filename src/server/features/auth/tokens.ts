import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/**
 * A new secret token (32 random bytes, base64url) and the SHA-256 hex the database keeps: a
 * session's, or a password-reset link's.
 */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/** SHA-256 hex of a token: what `user_sessions.session_token` holds. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
