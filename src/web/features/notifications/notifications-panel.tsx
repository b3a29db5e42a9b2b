import { Bell, CheckCheck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationPriority } from '#shared/constants.ts';
import type { UserNotification } from '#shared/schemas/notifications.ts';
import {
  LoadFailed,
  type MessageEntryProps,
  MessageItem,
  MessagesCard,
  messageItemOf,
  toastMarkFailed,
  useMarkOneRead,
} from '#web/components/message-list.tsx';
import { MessageListBody } from '#web/components/message-list-body.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
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

function NotificationItem(entry: MessageEntryProps<UserNotification>) {
  const { t, i18n } = useTranslation();
  const notification = entry.item;
  return (
    <MessageItem
      {...messageItemOf(entry)}
      body={notification.message}
      date={{
        iso: notification.createdAt,
        text: formatDateTime(notification.createdAt, i18n.language),
      }}
      texts="notifications"
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

/** One tab of the panel: placeholders while loading, its empty state, or its notifications. */
function NotificationTab({
  value,
  notifications,
  isLoading,
  onMarkRead,
  markingId,
}: {
  value: 'unread' | 'all';
  notifications: UserNotification[];
  isLoading: boolean;
  onMarkRead: (id: number) => void;
  markingId: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TabsContent value={value}>
      <MessageListBody
        isLoading={isLoading}
        skeletons={{
          label: t('notifications.loading'),
          count: NOTIFICATION_SKELETON_COUNT,
          testId: 'notification-skeleton',
        }}
        empty={{
          icon: Bell,
          title: t(`notifications.empty.${value}Title`),
          text: t(`notifications.empty.${value}Text`),
        }}
        items={notifications}
        Entry={NotificationItem}
        onMarkRead={onMarkRead}
        markingId={markingId}
      />
    </TabsContent>
  );
}

/** The premium user's notifications panel on the account page. */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const { notifications, unreadCount, isLoading, isError, refetch } = useNotifications(true);
  useNotificationStream(true);
  const { markRead, markingId } = useMarkOneRead(useMarkNotificationRead(), 'notifications');
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.filter((notification) => !notification.isRead);

  function handleMarkAllRead() {
    markAllRead.mutate(undefined, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('notifications.toasts.allMarkedTitle'),
          description: t('notifications.toasts.allMarkedText'),
        }),
      onError: () => toastMarkFailed(t),
    });
  }

  const tabs = [
    { value: 'unread', notifications: unread },
    { value: 'all', notifications },
  ] as const;

  return (
    <MessagesCard
      id="notifications"
      testId="notifications-panel"
      icon={Bell}
      title={t('notifications.title')}
      action={
        unreadCount > 0 ? (
          <Button
            variant="parchment"
            icon={CheckCheck}
            disabled={markAllRead.isPending}
            onClick={handleMarkAllRead}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null
      }
    >
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
            onMarkRead={markRead}
            markingId={markingId}
          />
        ))}
      </Tabs>
    </MessagesCard>
  );
}
