import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_LIMITS } from '#shared/schemas/history.ts';
import { SignInLink } from '#web/components/links.tsx';
import { LoadFailedNotice } from '#web/components/load-failed-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast, toastFailure } from '#web/components/ui/use-toast.ts';
import { type MyMailItem, MyMailList, titleOfMail } from '#web/features/history/my-mail-list.tsx';
import {
  useDeleteMail,
  useHistory,
  useImportVisitorMailsWithToasts,
  useRenameMail,
} from '#web/features/history/use-history.ts';
import { useUser } from '#web/lib/use-user.ts';
import {
  deleteVisitorMail,
  renameVisitorMail,
  useVisitorMails,
  type VisitorMail,
} from '#web/lib/visitor-history.ts';

function MyMailCard({ description, children }: { description: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('myMail.title')}
      description={description}
      data-testid="my-mail"
      contentClassName="flex flex-col gap-4"
    >
      {children}
    </SectionCard>
  );
}

/** The toasts of renaming and deleting, the same for both lists. */
function useMailActionToasts() {
  const { t } = useTranslation();
  return {
    renamed: () => toast({ variant: 'success', title: t('myMail.renamed') }),
    renameFailed: (error?: unknown) => toastFailure(error, t('myMail.renameFailed')),
    deleted: () => toast({ variant: 'success', title: t('myMail.deleted') }),
    deleteFailed: (error?: unknown) => toastFailure(error, t('myMail.deleteFailed')),
  };
}

/** 'Import' for the mails this browser still holds from before the player signed in. */
function ImportBanner({ mails }: { mails: readonly VisitorMail[] }) {
  const { t } = useTranslation();
  const importMails = useImportVisitorMailsWithToasts(mails);
  const { count, run } = importMails;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gold-600/60 bg-gold-500/15 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-900 text-sm">{t('myMail.import.text', { count })}</p>
      <Button
        onClick={() => void run()}
        isPending={importMails.isPending}
        icon={Download}
        className="shrink-0"
      >
        {importMails.isPending ? t('myMail.import.pending') : t('myMail.import.confirm')}
      </Button>
    </div>
  );
}

/** My mail of a signed-in player: their last mails, kept on the server. */
export function AccountMyMail() {
  const { t } = useTranslation();
  const history = useHistory();
  const rename = useRenameMail();
  const remove = useDeleteMail();
  const visitorMails = useVisitorMails();
  const notify = useMailActionToasts();

  const mails: MyMailItem[] = (history.data ?? []).map((entry) => ({
    id: String(entry.id),
    title: entry.title,
    formattedMessage: entry.formattedMessage,
    mode: entry.mode,
    keptAt: entry.updatedAt,
  }));

  const renameMail = async (id: string, title: string) => {
    try {
      await rename.mutateAsync({ id: Number(id), title });
      notify.renamed();
      return true;
    } catch (error) {
      notify.renameFailed(error);
      return false;
    }
  };
  const deleteMail = async (id: string) => {
    try {
      await remove.mutateAsync(Number(id));
      notify.deleted();
      return true;
    } catch (error) {
      notify.deleteFailed(error);
      return false;
    }
  };

  return (
    <MyMailCard description={t('myMail.accountNote', { count: HISTORY_LIMITS.perPlayer })}>
      {visitorMails.length > 0 ? <ImportBanner mails={visitorMails} /> : null}
      {history.data ? (
        <MyMailList
          mails={mails}
          onRename={renameMail}
          onDelete={deleteMail}
          emptyText={t('myMail.empty')}
        />
      ) : history.isError ? (
        <LoadFailedNotice
          query={history}
          fallback={t('myMail.loadFailed')}
          retryLabel={t('pages.sharedMail.retry')}
        />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </MyMailCard>
  );
}

/** My mail of a visitor: the last mails, kept by this browser until they sign in. */
export function VisitorMyMail() {
  const { t } = useTranslation();
  const visitorMails = useVisitorMails();
  const notify = useMailActionToasts();

  const mails: MyMailItem[] = visitorMails.map((mail) => ({
    id: mail.id,
    title: mail.title ?? titleOfMail(mail.formattedMessage),
    formattedMessage: mail.formattedMessage,
    mode: mail.mode,
    keptAt: mail.updatedAt,
  }));

  const renameMail = async (id: string, title: string) => {
    const isRenamed = renameVisitorMail(id, title);
    if (isRenamed) notify.renamed();
    else notify.renameFailed();
    return isRenamed;
  };
  const deleteMail = async (id: string) => {
    const isDeleted = deleteVisitorMail(id);
    if (isDeleted) notify.deleted();
    else notify.deleteFailed();
    return isDeleted;
  };

  return (
    <MyMailCard description={t('myMail.visitorNote', { count: HISTORY_LIMITS.perVisitor })}>
      <SignInLink variant="secondary" className="self-start">
        {t('myMail.signIn')}
      </SignInLink>
      <MyMailList
        mails={mails}
        onRename={renameMail}
        onDelete={deleteMail}
        emptyText={t('myMail.empty')}
      />
    </MyMailCard>
  );
}

/** My mail of whoever reads: the account's when signed in, else this browser's. */
export function MyMail() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner label={t('common.loading')} className="text-parchment-200" />;
  return user ? <AccountMyMail /> : <VisitorMyMail />;
}
