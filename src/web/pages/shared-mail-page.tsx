import { Check, CircleExclamationPoint, Copy, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { countChars } from '#markup/index.ts';
import { COUNTER_THRESHOLDS } from '#shared/constants.ts';
import type { SharedMail } from '#shared/schemas/share.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { CharCounter } from '#web/components/char-counter.tsx';
import { LoadFailedCard } from '#web/components/load-failed-card.tsx';
import { MailActions } from '#web/components/mail-actions.tsx';
import { MailParts } from '#web/components/mail-parts.tsx';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { PendingIcon, Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useCopyText } from '#web/components/use-copy-text.ts';
import {
  isShareNotFound,
  useDeleteSharedMail,
  useSharedMail,
} from '#web/features/share/use-shared-mail.ts';
import { ContentPage } from '#web/layout/page-layout.tsx';
import { getServerErrorMessage } from '#web/lib/api.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useOpenInManualBuilder } from '#web/lib/use-open-in-manual-builder.ts';

/** 'Delete link' for the link's maker, behind a confirmation. */
function DeleteLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteSharedMail(id);
  if (!isConfirming) {
    return (
      <Button variant="destructive" onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('pages.sharedMail.delete')}
      </Button>
    );
  }
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: t('pages.sharedMail.deletedTitle') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('pages.sharedMail.deleteFailedTitle'),
          description: getServerErrorMessage(error) ?? t('pages.sharedMail.deleteFailedText'),
        }),
    });
  return (
    <div
      data-testid="delete-link-confirm"
      className="flex w-full flex-col gap-2 rounded-lg border border-danger-600/50 bg-danger-300/20 p-3"
    >
      <p className="text-ink-900 text-sm">{t('pages.sharedMail.deleteConfirmText')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="parchment" onClick={() => setIsConfirming(false)}>
          {t('pages.sharedMail.deleteCancel')}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          <PendingIcon isPending={remove.isPending} icon={<Trash2 aria-hidden="true" />} />
          {remove.isPending ? t('pages.sharedMail.deleting') : t('pages.sharedMail.deleteConfirm')}
        </Button>
      </div>
    </div>
  );
}

/** The shared mail as the game shows it, with Copy, 'Open in Manual Builder' and, for its maker, Delete. */
function SharedMailView({ mail }: { mail: SharedMail }) {
  const { t, i18n } = useTranslation();
  const openInManualBuilder = useOpenInManualBuilder();
  const { isCopied, copy } = useCopyText({
    toasts: {
      copiedTitle: t('finalDispatch.toasts.copiedTitle'),
      failedTitle: t('finalDispatch.toasts.copyFailedTitle'),
      failedText: t('finalDispatch.toasts.copyFailedText'),
    },
  });
  return (
    <Card asChild>
      <section data-testid="shared-mail" aria-label={t('pages.sharedMail.title')}>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p className="text-ink-700 text-sm">
              {t('pages.sharedMail.sharedOn', { date: formatDate(mail.createdAt, i18n.language) })}
            </p>
            <CharCounter
              count={countChars(mail.formattedMessage)}
              thresholds={COUNTER_THRESHOLDS.aiResult}
            />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button onClick={() => void copy(mail.formattedMessage)} className="sm:min-w-28">
              {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {isCopied ? t('finalDispatch.copied') : t('finalDispatch.copy')}
            </Button>
            <Button variant="parchment" onClick={() => openInManualBuilder(mail.formattedMessage)}>
              <PencilLine aria-hidden="true" />
              {t('pages.sharedMail.openInManual')}
            </Button>
            {mail.isMine ? <DeleteLink id={mail.id} /> : null}
          </div>
          <MailParts markup={mail.formattedMessage} />
          <MailActions markup={mail.formattedMessage} />
          <MailPreview markup={mail.formattedMessage} />
        </CardContent>
      </section>
    </Card>
  );
}

/** `/m/:id`: a mail shared with a link (issue 20), read-only; the server adds its Open Graph tags. */
export default function SharedMailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const sharedMail = useSharedMail(id);

  // After a delete the mail is asked for again: its 404 wins over the data still held.
  if (isShareNotFound(sharedMail.error)) {
    return (
      <ContentPage title={t('pages.sharedMail.notFoundTitle')}>
        <Card>
          <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
            <CircleExclamationPoint
              aria-hidden="true"
              className="size-6 shrink-0 text-danger-600"
            />
            <p data-testid="shared-mail-not-found">{t('pages.sharedMail.notFound')}</p>
          </CardContent>
        </Card>
        <BackLink href="/">{t('common.backHome')}</BackLink>
      </ContentPage>
    );
  }

  return (
    <ContentPage title={t('pages.sharedMail.title')}>
      <p className="-mt-2 text-parchment-200">{t('pages.sharedMail.intro')}</p>
      {sharedMail.data ? (
        <SharedMailView mail={sharedMail.data} />
      ) : sharedMail.isError ? (
        <LoadFailedCard
          error={sharedMail.error}
          fallback={t('pages.sharedMail.errorText')}
          retryLabel={t('pages.sharedMail.retry')}
          isRetrying={sharedMail.isFetching}
          onRetry={() => void sharedMail.refetch()}
        />
      ) : (
        <Spinner label={t('pages.sharedMail.loading')} className="text-parchment-200" />
      )}
    </ContentPage>
  );
}
