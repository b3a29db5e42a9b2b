import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import type { MailToKeep } from '#web/lib/keep-mail.ts';
import { queryClient } from '#web/lib/query-client.ts';

const loadKeepMail = () => import('#web/lib/keep-mail.ts');

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

/**
 * Keeps a formatted or copied mail in My mail, fire and forget: it never blocks or
 * fails what the player did. The keeping code loads with the first mail kept.
 */
export function useKeepMail(): (mail: MailToKeep) => void {
  // Final Dispatch is also rendered without the app's provider (its own component tests).
  const client = useContext(QueryClientContext) ?? queryClient;
  return useCallback(
    (mail: MailToKeep) => {
      if (mail.formattedMessage.trim() === '') return;
      loadKeepMail()
        .then(({ keepMail }) => keepMail(client, mail))
        .catch(() => undefined);
    },
    [client],
  );
}

/** Sends the mails kept with no connection on an earlier visit, if any wait. */
export function sendQueuedKeeps(): void {
  if (!hasQueuedKeeps()) return;
  loadKeepMail()
    .then(({ sendKeepQueue }) => sendKeepQueue(queryClient))
    .catch(() => undefined);
}
