import { Eye } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BackLink } from '#web/components/back-link.tsx';
import { CopyMailButton, OpenInManualBuilderButton } from '#web/components/mail-actions.tsx';
import { MailCard, MailLoadState } from '#web/components/mail-card.tsx';
import { Comments } from '#web/features/community/comments.tsx';
import { DeleteMessage } from '#web/features/community/delete-message.tsx';
import { GALLERY_MAX_FONT_SIZE, MessageSummary } from '#web/features/community/gallery-card.tsx';
import { useGalleryLocation } from '#web/features/community/gallery-location.ts';
import { useGalleryMessage } from '#web/features/community/use-gallery.ts';
import { VoteButtons } from '#web/features/community/vote-buttons.tsx';
import { ApiError } from '#web/lib/api.ts';

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
  const listHref = hrefOf(filters);
  const back = <BackLink href={listHref}>{t('gallery.message.back')}</BackLink>;
  const isNotFound = message.error instanceof ApiError && message.error.status === 404;

  if (!message.data || isNotFound) {
    return (
      <>
        {back}
        <MailLoadState
          query={message}
          isNotFound={isNotFound}
          notFoundText={t('gallery.message.notFound')}
          failedText={t('gallery.message.loadFailed')}
          retryLabel={t('gallery.retry')}
          loadingLabel={t('gallery.message.loading')}
        />
      </>
    );
  }

  const mail = message.data;
  return (
    <>
      {back}
      <MailCard
        as="article"
        markup={mail.formattedMessage}
        labelledBy={titleId}
        testId="gallery-message"
        maxFontSize={GALLERY_MAX_FONT_SIZE}
        header={
          <>
            <h2 id={titleId} className="break-words font-bold text-2xl text-ink-900 leading-tight">
              {mail.title}
            </h2>
            <MessageSummary message={mail} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <VoteButtons message={mail} />
              <p className="inline-flex items-center gap-1 text-ink-700 text-sm">
                <Eye aria-hidden="true" className="size-4" />
                {t('gallery.card.views', { count: mail.viewCount })}
              </p>
            </div>
          </>
        }
        actions={
          <>
            <CopyMailButton markup={mail.formattedMessage} />
            <OpenInManualBuilderButton markup={mail.formattedMessage} />
            {mail.canDelete ? (
              <DeleteMessage id={mail.id} onDeleted={() => navigate(listHref, { replace: true })} />
            ) : null}
          </>
        }
        footer={
          <Comments
            messageId={mail.id}
            comments={mail.comments}
            hasEarlierComments={mail.hasEarlierComments}
          />
        }
      />
    </>
  );
}
