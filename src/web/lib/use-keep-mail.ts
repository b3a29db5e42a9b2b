import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import type { MailToKeep } from '#web/lib/keep-mail.ts';
import { hasQueuedKeeps } from '#web/lib/keep-queue.ts';
import { queryClient } from '#web/lib/query-client.ts';

const loadKeepMail = () => import('#web/lib/keep-mail.ts');

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
