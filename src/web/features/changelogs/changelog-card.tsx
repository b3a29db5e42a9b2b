import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserChangelog } from '#shared/schemas/changelogs.ts';
import {
  LoadFailed,
  type MessageEntryProps,
  MessageItem,
  MessagesCard,
  messageItemOf,
  useMarkOneRead,
} from '#web/components/message-list.tsx';
import { MessageListBody } from '#web/components/message-list-body.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useChangelogs, useMarkChangelogRead } from '#web/features/changelogs/use-changelogs.ts';
import { formatDate } from '#web/lib/format-date.ts';

/** How many placeholders show while the changelog loads, as in the notifications panel. */
export const CHANGELOG_SKELETON_COUNT = 3;

function ChangelogEntry(entry: MessageEntryProps<UserChangelog>) {
  const { t, i18n } = useTranslation();
  const changelog = entry.item;
  return (
    <MessageItem
      {...messageItemOf(entry)}
      body={changelog.content}
      date={
        changelog.publishedAt
          ? {
              iso: changelog.publishedAt,
              text: formatDate(changelog.publishedAt, i18n.language),
            }
          : undefined
      }
      texts="changelog"
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
  const { changelogs, unreadCount, isLoading, isError, refetch } = useChangelogs(true);
  const { markRead, markingId } = useMarkOneRead(useMarkChangelogRead(), 'changelog');

  return (
    <MessagesCard
      id="changelog"
      testId="changelog-card"
      icon={Sparkles}
      title={t('changelog.title')}
      titleBadge={
        unreadCount > 0 ? (
          <Badge data-testid="changelog-unread-count" className="min-w-6 justify-center">
            <span aria-hidden="true">{unreadCount}</span>
            <span className="sr-only">{t('changelog.unreadCount', { count: unreadCount })}</span>
          </Badge>
        ) : null
      }
    >
      {isError && !isLoading ? (
        <LoadFailed
          message={t('changelog.loadFailed')}
          retryLabel={t('changelog.retry')}
          onRetry={() => refetch()}
        />
      ) : (
        <MessageListBody
          isLoading={isLoading}
          skeletons={{
            label: t('changelog.loading'),
            count: CHANGELOG_SKELETON_COUNT,
            testId: 'changelog-skeleton',
          }}
          empty={{
            icon: Sparkles,
            title: t('changelog.empty.title'),
            text: t('changelog.empty.text'),
          }}
          items={changelogs}
          Entry={ChangelogEntry}
          onMarkRead={markRead}
          markingId={markingId}
        />
      )}
    </MessagesCard>
  );
}
