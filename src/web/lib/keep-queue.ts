/**
 * A signed-in player's kept mails not yet sent to My mail (JSON; keep-mail.ts): formatted with no
 * connection, they are sent when it returns.
 */
export const KEEP_QUEUE_STORAGE_KEY = 'mf_keep_queue';

/** Whether mails wait to be sent to My mail (read without loading the keeping code). */
export function hasQueuedKeeps(): boolean {
  try {
    return (globalThis.localStorage?.getItem(KEEP_QUEUE_STORAGE_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}
