import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import {
  HISTORY_LIMITS,
  type HistoryEntry,
  HistoryEntryResponseSchema,
  HistoryListSchema,
} from '#shared/schemas/history.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiRequest, getServerErrorMessage, postJson } from '#web/lib/api.ts';
import { HISTORY_QUERY_KEY } from '#web/lib/keep-mail.ts';
import { deleteById, useGetQuery } from '#web/lib/use-api-query.ts';
import { clearVisitorMails, type VisitorMail } from '#web/lib/visitor-history.ts';

const entryUrl = (id: number) => `/api/history/${id}`;

// The browser's list is whatever storage holds: what the server would refuse is left out.
const isKeepable = (mail: string) => mail.trim() !== '' && mail.length <= LIMITS.sharedMailChars;

function toIsoDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The signed-in player's kept mails, newest first (`GET /api/history`). */
export function useHistory() {
  return useGetQuery(
    HISTORY_QUERY_KEY,
    '/api/history',
    (json) => HistoryListSchema.parse(json).entries,
  );
}

/** Renames a kept mail; a blank title brings back its first line (the server's rule). */
export function useRenameMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, title }: { id: number; title: string }) => {
      const response = await apiRequest('PATCH', entryUrl(id), { title });
      return HistoryEntryResponseSchema.parse(await response.json()).entry;
    },
    onSuccess: (entry) =>
      client.setQueryData<HistoryEntry[]>(HISTORY_QUERY_KEY, (entries) =>
        entries?.map((kept) => (kept.id === entry.id ? entry : kept)),
      ),
  });
}

export function useDeleteMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteById(entryUrl),
    onSuccess: (id) =>
      client.setQueryData<HistoryEntry[]>(HISTORY_QUERY_KEY, (entries) =>
        entries?.filter((kept) => kept.id !== id),
      ),
  });
}

/**
 * Moves the mails this browser kept for a visitor into the signed-in player's My mail
 * (`POST /api/history/import`), then forgets them here. Each is sent with its own title, if the
 * visitor gave one, and the time it was kept last, so the order stays.
 */
export function useImportVisitorMails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mails: readonly VisitorMail[]) => {
      const entries = mails
        .filter(({ formattedMessage }) => isKeepable(formattedMessage))
        .slice(0, HISTORY_LIMITS.perVisitor)
        .map((mail) => ({
          formattedMessage: mail.formattedMessage,
          mode: mail.mode,
          ...(mail.title ? { title: [...mail.title].slice(0, LIMITS.historyTitle).join('') } : {}),
          createdAt: toIsoDate(mail.updatedAt),
        }));
      return HistoryListSchema.parse(await postJson('/api/history/import', { entries })).entries;
    },
    onSuccess: (entries) => {
      clearVisitorMails();
      client.setQueryData(HISTORY_QUERY_KEY, entries);
    },
  });
}

/**
 * Imports the browser's mails and says how it went in a toast; `run` always settles (imported, the
 * mails leave this browser, and the dialog or banner that offered them with them).
 */
export function useImportVisitorMailsWithToasts(mails: readonly VisitorMail[]) {
  const { t } = useTranslation();
  const importMails = useImportVisitorMails();
  const count = Math.min(mails.length, HISTORY_LIMITS.perVisitor);
  const run = () =>
    importMails.mutateAsync(mails).then(
      () => toast({ variant: 'success', title: t('myMail.import.done', { count }) }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('myMail.import.failed'),
          description: getServerErrorMessage(error),
        }),
    );
  return { run, count, isPending: importMails.isPending };
}
