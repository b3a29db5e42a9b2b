import { Eye, MessageSquare, Tag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GalleryMessage } from '#shared/schemas/community.ts';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  authorLabel,
  categoryLabel,
  languageLabel,
} from '#web/features/community/gallery-labels.ts';
import { VoteButtons } from '#web/features/community/vote-buttons.tsx';
import { formatDate } from '#web/lib/format-date.ts';

/** The largest text of a mail on a gallery card, in px. */
export const GALLERY_MAX_FONT_SIZE = { small: 28, wide: 48 } as const;

/** A message's category, language and tags as badges. */
function MessageBadges({ message }: { message: GalleryMessage }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('gallery.card.details')} className="flex flex-wrap items-center gap-1.5">
      <li>
        <Badge variant="dark">{categoryLabel(t, message.category)}</Badge>
      </li>
      <li>
        <Badge variant="muted" lang={message.language}>
          {languageLabel(message.language)}
        </Badge>
      </li>
      {message.tags.map((tag) => (
        <li key={tag}>
          <Badge variant="muted">
            <Tag aria-hidden="true" className="size-3" />
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Who shared it and when. */
function AuthorLine({ message }: { message: GalleryMessage }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="text-ink-700 text-sm">
      {t('gallery.card.by', { author: authorLabel(t, message) })}
      {' · '}
      <time dateTime={message.createdAt}>{formatDate(message.createdAt, i18n.language)}</time>
    </p>
  );
}

/**
 * What a listed message says of itself: who shared it and when, its badges and, where
 * `previewClassName` is given, the mail in the in-game preview (text sizes capped for a list, the
 * height by that class). The gallery's cards, the moderation queue and a message's own page show it.
 */
export function MessageSummary({
  message,
  previewClassName,
}: {
  message: GalleryMessage;
  previewClassName?: string;
}) {
  return (
    <>
      <AuthorLine message={message} />
      <MessageBadges message={message} />
      {previewClassName ? (
        <div className={previewClassName}>
          <MailPreview
            markup={message.formattedMessage}
            hideLookToggle
            maxFontSize={GALLERY_MAX_FONT_SIZE}
          />
        </div>
      ) : null}
    </>
  );
}

type GalleryCardProps = {
  message: GalleryMessage;
  /** Where the message's own page is (its comments, Copy, Open in Manual Builder). */
  href: string;
};

/**
 * A listed message: its title (to its page), author, category, language and tags, the mail in the
 * in-game preview (sizes capped for the card), the votes, views and comments.
 */
export function GalleryCard({ message, href }: GalleryCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        data-testid="gallery-card"
        className="parchment flex h-full min-w-0 flex-col gap-3 rounded-xl border border-parchment-400 p-4 text-ink-900 shadow-black/40 shadow-lg sm:p-5"
      >
        <h3 id={titleId} className="break-words font-bold text-lg leading-snug">
          <Link
            href={href}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:text-gold-700 hover:underline"
          >
            {message.title}
          </Link>
        </h3>
        <MessageSummary message={message} previewClassName="relative max-h-80 overflow-hidden" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <VoteButtons message={message} />
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700 text-sm">
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {t('gallery.card.views', { count: message.viewCount })}
            </span>
            <Link
              href={href}
              className="inline-flex min-h-11 items-center gap-1 underline-offset-4 hover:text-gold-700 hover:underline"
            >
              <MessageSquare aria-hidden="true" className="size-4" />
              {t('gallery.card.comments', { count: message.commentCount })}
            </Link>
          </p>
        </div>
      </article>
    </li>
  );
}
