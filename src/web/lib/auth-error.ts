import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { translateErrorText } from '#web/i18n/error-text.ts';
import { getServerErrorMessage, isNetworkError } from '#web/lib/api.ts';

// Apart from lib/api.ts: the messages come with the auth schemas, and so with zod, which the home
// route's budget cannot carry.

/**
 * The text for a failed sign-in, sign-up or code redemption: the server's message, the network
 * message, or the spec's fallback.
 */
export function describeAuthError(error: unknown, fallback: string): string {
  return (
    getServerErrorMessage(error) ??
    (isNetworkError(error) ? translateErrorText(AUTH_MESSAGES.networkError) : fallback)
  );
}
