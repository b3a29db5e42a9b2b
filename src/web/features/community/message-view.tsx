import { Check, CircleExclamationPoint, Copy, Eye, PencilLine } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BackLink } from '#web/components/back-link.tsx';
import { LoadFailedCard } from '#web/components/load-failed-card.tsx';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCopyText } from '#web/components/use-copy-text.ts';
import { Comments } from '#web/features/community/comments.tsx';
import { DeleteMessage } from '#web/features/community/delete-message.tsx';
import {
  AuthorLine,
  GALLERY_MAX_FONT_SIZE,
  MessageBadges,
} from '#web/features/community/gallery-card.tsx';
import { useGalleryLocation } from '#web/features/community/gallery-location.ts';
import { useGalleryMessage } from '#web/features/community/use-gallery.ts';
import { VoteButtons } from '#web/features/community/vote-buttons.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useOpenInManualBuilder } from '#web/lib/use-open-in-manual-builder.ts';

/**
 * One gallery message on its own (`?message={id}` of the gallery): the mail in the in-game
 * preview, Copy, 'Open in Manual Builder', the votes and the comments; its author and the admin
 * may delete it.
 */
export function MessageView({ basePath, id }: { basePath: string; id: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [, navigate] = useLocation();
  const { filters, hrefOf } = useGalleryLocation(basePath);
  const message = useGalleryMessage(id);
  const openInManualBuilder = useOpenInManualBuilder();
  const { isCopied, copy } = useCopyText({
    toasts: {
      copiedTitle: t('finalDispatch.toasts.copiedTitle'),
      failedTitle: t('finalDispatch.toasts.copyFailedTitle'),
      failedText: t('finalDispatch.toasts.copyFailedText'),
    },
  });
  const listHref = hrefOf(filters);
  const back = <BackLink href={listHref}>{t('gallery.message.back')}</BackLink>;

  if (message.error instanceof ApiError && message.error.status === 404) {
    return (
      <>
        {back}
        <Card>
          <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
            <CircleExclamationPoint
              aria-hidden="true"
              className="size-6 shrink-0 text-danger-600"
            />
            <p>{t('gallery.message.notFound')}</p>
          </CardContent>
        </Card>
      </>
    );
  }
  if (!message.data) {
    return (
      <>
        {back}
        {message.isError ? (
          <LoadFailedCard
            error={message.error}
            fallback={t('gallery.message.loadFailed')}
            retryLabel={t('gallery.retry')}
            isRetrying={message.isFetching}
            onRetry={() => void message.refetch()}
          />
        ) : (
          <Spinner label={t('gallery.message.loading')} className="text-parchment-200" />
        )}
      </>
    );
  }

  const mail = message.data;
  return (
    <>
      {back}
      <Card asChild>
        <article aria-labelledby={titleId} data-testid="gallery-message">
          <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
            <h2 id={titleId} className="break-words font-bold text-2xl text-ink-900 leading-tight">
              {mail.title}
            </h2>
            <AuthorLine message={mail} />
            <MessageBadges message={mail} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <VoteButtons message={mail} />
              <p className="inline-flex items-center gap-1 text-ink-700 text-sm">
                <Eye aria-hidden="true" className="size-4" />
                {t('gallery.card.views', { count: mail.viewCount })}
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button onClick={() => void copy(mail.formattedMessage)} className="sm:min-w-28">
                {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {isCopied ? t('finalDispatch.copied') : t('finalDispatch.copy')}
              </Button>
              <Button
                variant="parchment"
                onClick={() => openInManualBuilder(mail.formattedMessage)}
              >
                <PencilLine aria-hidden="true" />
                {t('pages.sharedMail.openInManual')}
              </Button>
              {mail.canDelete ? (
                <DeleteMessage
                  id={mail.id}
                  onDeleted={() => navigate(listHref, { replace: true })}
                />
              ) : null}
            </div>
            <MailPreview markup={mail.formattedMessage} maxFontSize={GALLERY_MAX_FONT_SIZE} />
            <Comments
              messageId={mail.id}
              comments={mail.comments}
              hasEarlierComments={mail.hasEarlierComments}
            />
          </CardContent>
        </article>
      </Card>
    </>
  );
}
