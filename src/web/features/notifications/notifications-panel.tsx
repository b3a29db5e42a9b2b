import type { TFunction } from 'i18next';
import { Bell, CheckCheck, Wrench } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPriority } from '#shared/constants.ts';
import type { UserNotification } from '#shared/schemas/notifications.ts';
import {
  EmptyMessages,
  LoadFailed,
  MessageItem,
  MessageSkeletons,
} from '#web/components/message-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationStream,
  useNotifications,
} from '#web/features/notifications/use-notifications.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/** How many placeholders show while the list loads. */
export const NOTIFICATION_SKELETON_COUNT = 3;

const PRIORITY_CLASSES: Record<NotificationPriority, string> = {
  alert: 'border-danger-700 bg-danger-600 text-white',
  update: 'border-night-600 bg-night-700 text-parchment-50',
  normal: 'border-ink-700/30 bg-ink-900/10 text-ink-800',
};

function PriorityBadge({ priority }: { priority: NotificationPriority }) {
  const { t } = useTranslation();
  return (
    <Badge variant="muted" data-priority={priority} className={PRIORITY_CLASSES[priority]}>
      {t(`notifications.priority.${priority}`)}
    </Badge>
  );
}

function NotificationItem({
  notification,
  onMarkRead,
  isMarking,
}: {
  notification: UserNotification;
  onMarkRead: (id: number) => void;
  isMarking: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <MessageItem
      id={notification.id}
      title={notification.title}
      body={notification.message}
      isUnread={!notification.isRead}
      date={{
        iso: notification.createdAt,
        text: formatDateTime(notification.createdAt, i18n.language),
      }}
      texts="notifications"
      onMarkRead={onMarkRead}
      isMarking={isMarking}
      beforeTitle={
        notification.isChangelogEntry ? (
          <Wrench
            role="img"
            aria-label={t('notifications.changelogEntry')}
            className="mt-0.5 size-4 shrink-0 text-gold-700"
          />
        ) : null
      }
      afterTitle={<PriorityBadge priority={notification.priority} />}
    />
  );
}

function NotificationSkeletons() {
  const { t } = useTranslation();
  return (
    <MessageSkeletons
      label={t('notifications.loading')}
      count={NOTIFICATION_SKELETON_COUNT}
      testId="notification-skeleton"
    />
  );
}

/** One tab of the panel: placeholders while loading, its empty state, or its notifications. */
function NotificationTab({
  value,
  notifications,
  isLoading,
  emptyTitle,
  emptyText,
  onMarkRead,
  markingId,
}: {
  value: 'unread' | 'all';
  notifications: UserNotification[];
  isLoading: boolean;
  emptyTitle: string;
  emptyText: string;
  onMarkRead: (id: number) => void;
  markingId: number | undefined;
}) {
  return (
    <TabsContent value={value}>
      {isLoading ? (
        <NotificationSkeletons />
      ) : notifications.length === 0 ? (
        <EmptyMessages icon={Bell} title={emptyTitle} text={emptyText} />
      ) : (
        <ul className="flex flex-col gap-3">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onMarkRead={onMarkRead}
              isMarking={markingId === notification.id}
            />
          ))}
        </ul>
      )}
    </TabsContent>
  );
}

function showMarkError(t: TFunction) {
  toast({
    variant: 'destructive',
    title: t('auth.toasts.errorTitle'),
    description: t('auth.toasts.errorText'),
  });
}

/** The premium user's notifications panel on the account page. */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const { notifications, unreadCount, isLoading, isError, refetch } = useNotifications(true);
  useNotificationStream(true);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.filter((notification) => !notification.isRead);

  function handleMarkRead(id: number) {
    markRead.mutate(id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('notifications.toasts.markedTitle'),
          description: t('notifications.toasts.markedText'),
        }),
      onError: () => showMarkError(t),
    });
  }

  function handleMarkAllRead() {
    markAllRead.mutate(undefined, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('notifications.toasts.allMarkedTitle'),
          description: t('notifications.toasts.allMarkedText'),
        }),
      onError: () => showMarkError(t),
    });
  }

  const markingId = markRead.isPending ? markRead.variables : undefined;
  const tabs = [
    {
      value: 'unread',
      notifications: unread,
      emptyTitle: t('notifications.empty.unreadTitle'),
      emptyText: t('notifications.empty.unreadText'),
    },
    {
      value: 'all',
      notifications,
      emptyTitle: t('notifications.empty.allTitle'),
      emptyText: t('notifications.empty.allText'),
    },
  ] as const;

  return (
    <Card asChild>
      <section
        id="notifications"
        aria-labelledby={titleId}
        data-testid="notifications-panel"
        className="scroll-mt-20"
      >
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Bell aria-hidden="true" className="size-5 text-gold-700" />
            <CardTitle id={titleId}>{t('notifications.title')}</CardTitle>
          </div>
          {unreadCount > 0 ? (
            <Button
              variant="parchment"
              disabled={markAllRead.isPending}
              onClick={handleMarkAllRead}
            >
              <CheckCheck aria-hidden="true" />
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {isError ? (
            <LoadFailed
              message={t('notifications.loadFailed')}
              retryLabel={t('notifications.retry')}
              onRetry={() => refetch()}
              className="mb-4"
            />
          ) : null}
          <Tabs defaultValue="unread">
            <TabsList aria-label={t('notifications.tabsLabel')}>
              <TabsTrigger value="unread">
                {t('notifications.tabs.unread')}
                {unreadCount > 0 ? (
                  <Badge data-testid="unread-count" className="min-w-6 justify-center">
                    {unreadCount}
                  </Badge>
                ) : null}
              </TabsTrigger>
              <TabsTrigger value="all">{t('notifications.tabs.all')}</TabsTrigger>
            </TabsList>
            {tabs.map((tab) => (
              <NotificationTab
                key={tab.value}
                {...tab}
                isLoading={isLoading}
                onMarkRead={handleMarkRead}
                markingId={markingId}
              />
            ))}
          </Tabs>
        </CardContent>
      </section>
    </Card>
  );
}
