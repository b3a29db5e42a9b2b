import type { QueryClient } from '@tanstack/react-query';
import { LIMITS, MAIL_MODES, type MailMode } from '#shared/constants.ts';
import { HISTORY_LIMITS, KEEP_KEY_PATTERN, type KeepMailInput } from '#shared/schemas/history.ts';
import { ApiError, apiRequest } from '#web/lib/api.ts';
import { KEEP_QUEUE_STORAGE_KEY } from '#web/lib/keep-queue.ts';
import { queryClient as appQueryClient } from '#web/lib/query-client.ts';
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

/** A signed-in player's mail waiting to be sent, with the key that makes sending it twice harmless. */
type QueuedMail = MailToKeep & { keepKey: string };

function makeKeepKey(now: Date): string {
  const key = globalThis.crypto?.randomUUID?.();
  return key && KEEP_KEY_PATTERN.test(key) ? key : `${makeId(now)}${makeId(now)}`.slice(0, 40);
}

function readQueue(): QueuedMail[] {
  try {
    const stored: unknown = JSON.parse(
      globalThis.localStorage?.getItem(KEEP_QUEUE_STORAGE_KEY) ?? '[]',
    );
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is QueuedMail =>
            typeof entry?.formattedMessage === 'string' &&
            typeof entry?.keepKey === 'string' &&
            (MAIL_MODES as readonly unknown[]).includes(entry?.mode),
        )
      : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: readonly QueuedMail[]): void {
  try {
    if (queue.length === 0) globalThis.localStorage?.removeItem(KEEP_QUEUE_STORAGE_KEY);
    else globalThis.localStorage?.setItem(KEEP_QUEUE_STORAGE_KEY, JSON.stringify(queue));
  } catch {
    // Storage is full or closed: what is not queued is not kept.
  }
}

/** Takes one mail off the queue, as the queue is now (another tab may have changed it). */
function dequeue(keepKey: string): void {
  writeQueue(readQueue().filter((entry) => entry.keepKey !== keepKey));
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends the queued mails, oldest first. A mail the server kept or refused leaves the queue (one
 * refused because the session ended is kept in this browser instead); with no network, no answer
 * or a busy server, the rest wait for the next try.
 */
async function sendQueued(queryClient: QueryClient, now: Date): Promise<void> {
  let isKept = false;
  for (const entry of readQueue()) {
    if (isOffline()) break;
    try {
      const body: KeepMailInput = entry;
      await apiRequest('POST', '/api/history', body);
      dequeue(entry.keepKey);
      isKept = true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) break;
      dequeue(entry.keepKey);
      // Signed out meanwhile: the mail is the visitor's now. Another refusal loses it quietly.
      if (error.status === 401) {
        const { formattedMessage, mode } = entry;
        writeVisitorMails(addVisitorMail(readVisitorMails(), { formattedMessage, mode }, now));
      }
    }
  }
  if (isKept) await queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
}

let sending: Promise<void> | undefined;
let isAskedAgain = false;

/**
 * Sends what waits in the queue (use-keep-mail.ts calls it when the connection comes back), one
 * sending at a time: a call during a sending runs once more after it. A mail is never kept twice:
 * the server answers a key it has seen with the mail it kept.
 */
export function sendKeepQueue(queryClient: QueryClient, now = new Date()): Promise<void> {
  if (sending) {
    isAskedAgain = true;
    return sending;
  }
  sending = (async () => {
    do {
      isAskedAgain = false;
      await sendQueued(queryClient, now);
    } while (isAskedAgain);
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

// Once this code is loaded (the first mail kept), the queue is sent whenever the connection returns.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    sendKeepQueue(appQueryClient).catch(() => undefined);
  });
}

/**
 * Keeps a mail the player formatted or copied in My mail: on the server when signed in, else in
 * this browser. A signed-in player's mail is queued in this browser first and sent with its own
 * keep key, so a mail formatted offline is kept once the connection returns. Never throws: a mail
 * that could not be kept is simply not in the list.
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
  if (isVisitor) {
    writeVisitorMails(addVisitorMail(readVisitorMails(), { formattedMessage, mode }, now));
    return;
  }
  writeQueue([...readQueue(), { formattedMessage, mode, keepKey: makeKeepKey(now) }]);
  await sendKeepQueue(queryClient, now);
}
