import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MessageStatus, OwnMessage } from '#shared/schemas/community.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/card.tsx';
import { CommunityQuery } from '#web/features/community/community-query.tsx';
import { DeleteMessage } from '#web/features/community/delete-message.tsx';
import { categoryLabel } from '#web/features/community/gallery-labels.ts';
import { useMySharedMail } from '#web/features/community/use-my-community.ts';
import { formatDate } from '#web/lib/format-date.ts';

const STATUS_VARIANTS: Record<MessageStatus, 'gold' | 'muted' | 'dark'> = {
  private: 'muted',
  pending: 'dark',
  approved: 'gold',
  rejected: 'muted',
};

function SharedMailItem({ message, galleryPath }: { message: OwnMessage; galleryPath: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-status={message.status}
        className="flex min-w-0 flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3 sm:p-4"
      >
        <h3 id={titleId} className="break-words font-bold text-ink-900 text-lg leading-snug">
          {message.title}
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-700 text-sm">
          <Badge variant={STATUS_VARIANTS[message.status]}>
            {t(`gallery.mine.status.${message.status}`)}
          </Badge>
          <span>{categoryLabel(t, message.category)}</span>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt, i18n.language)}</time>
        </p>
        {message.status === 'rejected' ? (
          <p className="break-words text-danger-700 text-sm">
            {message.rejectionReason
              ? t('gallery.mine.reason', { reason: message.rejectionReason })
              : t('gallery.mine.noReason')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 pt-1">
          {message.status === 'approved' ? (
            <Button asChild variant="parchment" className="grow sm:grow-0">
              <Link href={`${galleryPath}?message=${message.id}`}>
                <ExternalLink aria-hidden="true" />
                {t('gallery.mine.open')}
              </Link>
            </Button>
          ) : null}
          <DeleteMessage id={message.id} />
        </div>
      </article>
    </li>
  );
}

/**
 * The account page's 'My shared mail': every mail the player shared, newest first,
 * with where it stands (private, waiting for approval, approved, or rejected with the reason),
 * to delete (after a confirmation).
 */
export function MySharedMail({ galleryPath }: { galleryPath: string }) {
  const { t } = useTranslation();
  const mine = useMySharedMail();
  return (
    <SectionCard title={t('gallery.mine.title')} contentClassName="flex flex-col gap-3">
      <CommunityQuery query={mine} failedText={t('gallery.mine.loadFailed')}>
        {(messages) =>
          messages.length === 0 ? (
            <p className="text-ink-700 text-sm">{t('gallery.mine.empty')}</p>
          ) : (
            <ul aria-label={t('gallery.mine.title')} className="flex flex-col gap-3">
              {messages.map((message) => (
                <SharedMailItem key={message.id} message={message} galleryPath={galleryPath} />
              ))}
            </ul>
          )
        }
      </CommunityQuery>
    </SectionCard>
  );
}
