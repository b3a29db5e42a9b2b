import type { QueryClient } from '@tanstack/react-query';
import { LIMITS, type MailMode } from '#shared/constants.ts';
import { HISTORY_LIMITS, type KeepMailInput } from '#shared/schemas/history.ts';
import { ApiError, apiRequest } from '#web/lib/api.ts';
import { hasSessionHint } from '#web/lib/storage.ts';
import { getKnownUser } from '#web/lib/use-user.ts';
import { readVisitorMails, type VisitorMail, writeVisitorMails } from '#web/lib/visitor-history.ts';

// Loaded when a mail is first kept (use-keep-mail.ts), never with the home page: it reads the
// limits from the history schemas, which bring zod.

/** The signed-in player's kept mails (`GET /api/history`). */
export const HISTORY_QUERY_KEY = ['/api/history'] as const;

export type MailToKeep = { formattedMessage: string; mode: MailMode };

function makeId(now: Date): string {
  return `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The visitor's list with `mail` kept: on top, at most {@link HISTORY_LIMITS.perVisitor}; the same
 * mail as the newest (formatted, then copied) moves that one to the top instead of repeating it,
 * as the server does.
 */
export function addVisitorMail(
  mails: readonly VisitorMail[],
  mail: MailToKeep,
  now: Date,
): VisitorMail[] {
  const at = now.toISOString();
  const [newest, ...rest] = mails;
  if (newest && newest.formattedMessage === mail.formattedMessage) {
    return [{ ...newest, mode: mail.mode, updatedAt: at }, ...rest];
  }
  const kept: VisitorMail = {
    id: makeId(now),
    formattedMessage: mail.formattedMessage,
    mode: mail.mode,
    createdAt: at,
    updatedAt: at,
  };
  return [kept, ...mails].slice(0, HISTORY_LIMITS.perVisitor);
}

/**
 * Keeps a mail the player formatted or copied in My mail: on the server when signed in, else in
 * this browser. Never throws: a mail that could not be kept is simply not in the list.
 */
export async function keepMail(
  queryClient: QueryClient,
  mail: MailToKeep,
  now = new Date(),
): Promise<void> {
  const { formattedMessage, mode } = mail;
  if (formattedMessage.trim() === '' || formattedMessage.length > LIMITS.sharedMailChars) return;
  const user = getKnownUser(queryClient);
  const isVisitor = user === null || (user === undefined && !hasSessionHint());
  if (!isVisitor) {
    try {
      const body: KeepMailInput = { formattedMessage, mode };
      await apiRequest('POST', '/api/history', body);
      await queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
      return;
    } catch (error) {
      // Signed out meanwhile: the mail is the visitor's now. Any other failure loses it quietly.
      if (!(error instanceof ApiError && error.status === 401)) return;
    }
  }
  writeVisitorMails(addVisitorMail(readVisitorMails(), { formattedMessage, mode }, now));
}
