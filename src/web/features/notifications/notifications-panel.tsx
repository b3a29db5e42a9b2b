import { Bell, CheckCheck, Wrench } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPriority } from '#shared/constants.ts';
import type { UserNotification } from '#shared/schemas/notifications.ts';
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
import { cn } from '#web/lib/utils.ts';

/** How many placeholders show while the list loads (spec section 2). */
export const NOTIFICATION_SKELETON_COUNT = 3;

const PRIORITY_CLASSES: Record<NotificationPriority, string> = {
  alert: 'border-danger-700 bg-danger-600 text-white',
  update: 'border-night-600 bg-night-700 text-parchment-50',
  normal: 'border-ink-700/30 bg-ink-900/10 text-ink-800',
};

/** A notification's date and time in the reader's language. */
export function formatNotificationTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

function PriorityBadge({ priority }: { priority: NotificationPriority }) {
  const { t } = useTranslation();
  return (
    <Badge variant="muted" data-priority={priority} className={PRIORITY_CLASSES[priority]}>
      {t(`notifications.priority.${priority}`)}
    </Badge>
  );
}

function NotificationSkeletons() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {t('notifications.loading')}
      </span>
      {Array.from({ length: NOTIFICATION_SKELETON_COUNT }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={index}
          aria-hidden="true"
          data-testid="notification-skeleton"
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

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-parchment-400 border-dashed px-4 py-8 text-center">
      <Bell aria-hidden="true" className="mb-1 size-8 text-gold-700" />
      <p className="font-semibold text-ink-900">{title}</p>
      <p className="text-ink-700 text-sm">{text}</p>
    </div>
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
  const isUnread = !notification.isRead;
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
            data-testid="unread-dot"
            aria-hidden="true"
            className="mt-1.5 size-2.5 shrink-0 rounded-full bg-danger-600"
          />
        ) : null}
        {notification.isChangelogEntry ? (
          <Wrench
            role="img"
            aria-label={t('notifications.changelogEntry')}
            className="mt-0.5 size-4 shrink-0 text-gold-700"
          />
        ) : null}
        <h3 className="min-w-0 flex-1 break-words font-semibold text-ink-900">
          {isUnread ? <span className="sr-only">{t('notifications.unreadLabel')} </span> : null}
          {notification.title}
        </h3>
        <PriorityBadge priority={notification.priority} />
      </div>
      <p className="whitespace-pre-line break-words text-ink-800 text-sm">{notification.message}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={notification.createdAt} className="text-ink-700 text-xs">
          {formatNotificationTime(notification.createdAt, i18n.language)}
        </time>
        {isUnread ? (
          <Button
            variant="parchment"
            size="sm"
            className="min-h-11"
            disabled={isMarking}
            onClick={() => onMarkRead(notification.id)}
            aria-label={t('notifications.markReadLabel', { title: notification.title })}
          >
            {t('notifications.markRead')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function NotificationList({
  notifications,
  onMarkRead,
  markingId,
}: {
  notifications: UserNotification[];
  onMarkRead: (id: number) => void;
  markingId: number | undefined;
}) {
  return (
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
  );
}

function showMarkError(t: ReturnType<typeof useTranslation>['t']) {
  toast({
    variant: 'destructive',
    title: t('auth.toasts.errorTitle'),
    description: t('auth.toasts.errorText'),
  });
}

/** The premium user's notifications panel of spec section 2 (account page). */
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
            <div
              role="alert"
              className="mb-4 flex flex-wrap items-center gap-3 text-danger-700 text-sm"
            >
              <span>{t('notifications.loadFailed')}</span>
              <Button variant="parchment" size="sm" className="min-h-11" onClick={() => refetch()}>
                {t('notifications.retry')}
              </Button>
            </div>
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
            <TabsContent value="unread">
              {isLoading ? (
                <NotificationSkeletons />
              ) : unread.length === 0 ? (
                <EmptyState
                  title={t('notifications.empty.unreadTitle')}
                  text={t('notifications.empty.unreadText')}
                />
              ) : (
                <NotificationList
                  notifications={unread}
                  onMarkRead={handleMarkRead}
                  markingId={markingId}
                />
              )}
            </TabsContent>
            <TabsContent value="all">
              {isLoading ? (
                <NotificationSkeletons />
              ) : notifications.length === 0 ? (
                <EmptyState
                  title={t('notifications.empty.allTitle')}
                  text={t('notifications.empty.allText')}
                />
              ) : (
                <NotificationList
                  notifications={notifications}
                  onMarkRead={handleMarkRead}
                  markingId={markingId}
                />
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
      </section>
    </Card>
  );
}
