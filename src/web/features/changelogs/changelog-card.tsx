import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserChangelog } from '#shared/schemas/changelogs.ts';
import {
  EmptyMessages,
  LoadFailed,
  MessageItem,
  MessageSkeletons,
} from '#web/components/message-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useChangelogs, useMarkChangelogRead } from '#web/features/changelogs/use-changelogs.ts';
import { formatDate } from '#web/lib/format-date.ts';

/** How many placeholders show while the changelog loads, as in the notifications panel. */
export const CHANGELOG_SKELETON_COUNT = 3;

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
  return (
    <MessageItem
      id={changelog.id}
      title={changelog.title}
      body={changelog.content}
      isUnread={!changelog.isRead}
      date={
        changelog.publishedAt
          ? {
              iso: changelog.publishedAt,
              text: formatDate(changelog.publishedAt, i18n.language),
            }
          : undefined
      }
      texts="changelog"
      onMarkRead={onMarkRead}
      isMarking={isMarking}
      afterTitle={
        changelog.version ? (
          <Badge variant="dark" className="max-w-32 shrink-0">
            <span className="sr-only">{t('changelog.versionLabel')} </span>
            <span className="truncate">{changelog.version}</span>
          </Badge>
        ) : null
      }
    />
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
            <MessageSkeletons
              label={t('changelog.loading')}
              count={CHANGELOG_SKELETON_COUNT}
              testId="changelog-skeleton"
            />
          ) : isError ? (
            <LoadFailed
              message={t('changelog.loadFailed')}
              retryLabel={t('changelog.retry')}
              onRetry={() => refetch()}
            />
          ) : changelogs.length === 0 ? (
            <EmptyMessages
              icon={Sparkles}
              title={t('changelog.empty.title')}
              text={t('changelog.empty.text')}
            />
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
