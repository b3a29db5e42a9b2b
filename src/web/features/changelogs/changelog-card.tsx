import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserChangelog } from '#shared/schemas/notifications.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { formatDate } from '#web/features/account/format-date.ts';
import { useChangelogs, useMarkChangelogRead } from '#web/features/changelogs/use-changelogs.ts';
import { cn } from '#web/lib/utils.ts';

/** How many placeholders show while the changelog loads, as in the notifications panel. */
export const CHANGELOG_SKELETON_COUNT = 3;

function ChangelogSkeletons() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {t('changelog.loading')}
      </span>
      {Array.from({ length: CHANGELOG_SKELETON_COUNT }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={index}
          aria-hidden="true"
          data-testid="changelog-skeleton"
          className="flex animate-pulse flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-200/70 p-4 motion-reduce:animate-none"
        >
          <div className="h-4 w-2/5 rounded bg-parchment-400/70" />
          <div className="h-3 w-4/5 rounded bg-parchment-400/50" />
          <div className="h-3 w-3/5 rounded bg-parchment-400/50" />
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-parchment-400 border-dashed px-4 py-8 text-center">
      <Sparkles aria-hidden="true" className="mb-1 size-8 text-gold-700" />
      <p className="font-semibold text-ink-900">{t('changelog.empty.title')}</p>
      <p className="text-ink-700 text-sm">{t('changelog.empty.text')}</p>
    </div>
  );
}

function ChangelogEntry({
  changelog,
  onMarkRead,
  isMarking,
}: {
  changelog: UserChangelog;
  onMarkRead: (id: number) => void;
  isMarking: boolean;
}) {
  const { t, i18n } = useTranslation();
  const isUnread = !changelog.isRead;
  return (
    <li
      data-unread={isUnread}
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-4',
        isUnread
          ? 'border-gold-600 bg-gold-100 shadow-sm shadow-gold-700/20'
          : 'border-parchment-400 bg-parchment-50/60',
      )}
    >
      <div className="flex items-start gap-2">
        {isUnread ? (
          <span
            data-testid="changelog-unread-dot"
            aria-hidden="true"
            className="mt-1.5 size-2.5 shrink-0 rounded-full bg-danger-600"
          />
        ) : null}
        <h3 className="min-w-0 flex-1 break-words font-semibold text-ink-900">
          {isUnread ? <span className="sr-only">{t('changelog.unreadLabel')} </span> : null}
          {changelog.title}
        </h3>
        {changelog.version ? (
          <Badge variant="dark" className="max-w-32 shrink-0">
            <span className="sr-only">{t('changelog.versionLabel')} </span>
            <span className="truncate">{changelog.version}</span>
          </Badge>
        ) : null}
      </div>
      <p className="whitespace-pre-line break-words text-ink-800 text-sm">{changelog.content}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {changelog.publishedAt ? (
          <time dateTime={changelog.publishedAt} className="text-ink-700 text-xs">
            {formatDate(changelog.publishedAt, i18n.language)}
          </time>
        ) : (
          <span />
        )}
        {isUnread ? (
          <Button
            variant="parchment"
            size="sm"
            className="min-h-11"
            disabled={isMarking}
            onClick={() => onMarkRead(changelog.id)}
            aria-label={t('changelog.markReadLabel', { title: changelog.title })}
          >
            {t('changelog.markRead')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The premium user's "What's new" card on the account page: published changelogs, newest first. */
export function ChangelogCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { changelogs, unreadCount, isLoading, isError, refetch } = useChangelogs(true);
  const markRead = useMarkChangelogRead();

  function handleMarkRead(id: number) {
    markRead.mutate(id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('changelog.toasts.markedTitle'),
          description: t('changelog.toasts.markedText'),
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('auth.toasts.errorTitle'),
          description: t('auth.toasts.errorText'),
        }),
    });
  }

  const markingId = markRead.isPending ? markRead.variables : undefined;

  return (
    <Card asChild>
      <section
        id="changelog"
        aria-labelledby={titleId}
        data-testid="changelog-card"
        className="scroll-mt-20"
      >
        <CardHeader className="flex-row items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
          <CardTitle className="flex flex-wrap items-center gap-2">
            <span id={titleId}>{t('changelog.title')}</span>
            {unreadCount > 0 ? (
              <Badge data-testid="changelog-unread-count" className="min-w-6 justify-center">
                <span aria-hidden="true">{unreadCount}</span>
                <span className="sr-only">
                  {t('changelog.unreadCount', { count: unreadCount })}
                </span>
              </Badge>
            ) : null}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <ChangelogSkeletons />
          ) : isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-danger-700 text-sm">
              <span>{t('changelog.loadFailed')}</span>
              <Button variant="parchment" size="sm" className="min-h-11" onClick={() => refetch()}>
                {t('changelog.retry')}
              </Button>
            </div>
          ) : changelogs.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="flex flex-col gap-3">
              {changelogs.map((changelog) => (
                <ChangelogEntry
                  key={changelog.id}
                  changelog={changelog}
                  onMarkRead={handleMarkRead}
                  isMarking={markingId === changelog.id}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
