import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect } from 'react';
import type { MailToKeep } from '#web/lib/keep-mail.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { hasQueuedKeeps } from '#web/lib/storage.ts';

const loadKeepMail = () => import('#web/lib/keep-mail.ts');

/**
 * Keeps a formatted or copied mail in My mail, fire and forget: it never blocks or
 * fails what the player did. The keeping code loads with the first mail kept.
 */
export function useKeepMail(): (mail: MailToKeep) => void {
  // Final Dispatch is also rendered without the app's provider (its own component tests).
  const client = useContext(QueryClientContext) ?? queryClient;
  // Mails kept with no connection go to My mail when it returns (or on a later visit's page).
  useEffect(() => {
    const sendQueued = () => {
      if (!hasQueuedKeeps() || navigator.onLine === false) return;
      loadKeepMail()
        .then(({ sendKeepQueue }) => sendKeepQueue(client))
        .catch(() => undefined);
    };
    sendQueued();
    window.addEventListener('online', sendQueued);
    return () => window.removeEventListener('online', sendQueued);
  }, [client]);
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
