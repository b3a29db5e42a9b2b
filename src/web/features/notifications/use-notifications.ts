import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TIMINGS } from '#shared/constants.ts';
import {
  MarkAllReadSchema,
  NOTIFICATION_STREAM_EVENT,
  type NotificationForm,
  NotificationListSchema,
  NotificationSentSchema,
  type UserNotification,
} from '#shared/schemas/notifications.ts';
import { apiRequest, postJson } from '#web/lib/api.ts';

/** The premium user's notifications (`GET /api/notifications`). */
const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;
const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

async function fetchNotifications(): Promise<UserNotification[]> {
  const response = await apiRequest('GET', NOTIFICATIONS_QUERY_KEY[0]);
  return NotificationListSchema.parse(await response.json()).notifications;
}

/**
 * The notifications of a premium user, polled every 30 s. `isEnabled` is false
 * for everyone else: the server answers them 403.
 */
export function useNotifications(isEnabled: boolean) {
  const query = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: fetchNotifications,
    enabled: isEnabled,
    refetchInterval: TIMINGS.notificationPollMs,
  });
  const notifications = query.data ?? [];
  return {
    notifications,
    unreadCount: notifications.filter((notification) => !notification.isRead).length,
    isLoading: query.isPending && isEnabled,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
  };
}

function refreshNotifications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

/** Marks one notification read, then refreshes the list. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/notifications/${id}/read`);
    },
    onSettled: () => refreshNotifications(queryClient),
  });
}

/** Marks every notification read, then refreshes the list. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('POST', '/api/notifications/mark-all-read');
      return MarkAllReadSchema.parse(await response.json()).marked;
    },
    onSettled: () => refreshNotifications(queryClient),
  });
}

// One stream per browser tab, however many components listen (the bell and the panel).
let sharedStream: { source: EventSource; users: number } | undefined;

function openStream(onNotification: () => void): () => void {
  if (!sharedStream) {
    sharedStream = { source: new EventSource(NOTIFICATION_STREAM_URL), users: 0 };
  }
  const stream = sharedStream;
  stream.users += 1;
  stream.source.addEventListener(NOTIFICATION_STREAM_EVENT, onNotification);
  return () => {
    stream.source.removeEventListener(NOTIFICATION_STREAM_EVENT, onNotification);
    stream.users -= 1;
    if (stream.users === 0) {
      stream.source.close();
      if (sharedStream === stream) sharedStream = undefined;
    }
  };
}

/**
 * New notifications at once (beyond the spec's 30 s poll): a server-sent event refreshes the list.
 * The browser reconnects by itself when the stream drops; the poll covers the gap.
 */
export function useNotificationStream(isEnabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled || typeof EventSource === 'undefined') return;
    return openStream(() => {
      void refreshNotifications(queryClient);
    });
  }, [isEnabled, queryClient]);
}

/** Sends a notification to every premium user (`POST /api/admin/notifications`). */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: NotificationForm) =>
      NotificationSentSchema.parse(await postJson('/api/admin/notifications', form)),
    // On success the notification list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
