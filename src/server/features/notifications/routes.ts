import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFor } from '#server/features/auth/route-options.ts';
import { createClientError } from '#server/plugins/errors.ts';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from '#shared/constants.ts';
import { IdParamsSchema, SuccessSchema } from '#shared/schemas/common.ts';
import {
  MarkAllReadSchema,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_STREAM_EVENT,
  type Notification,
  NotificationFormSchema,
  NotificationListSchema,
  NotificationSentSchema,
} from '#shared/schemas/notifications.ts';
import { isPremiumSession, requirePremium } from '../auth/premium-access.ts';
import { createNotificationBus, type NotificationBus } from './bus.ts';
import { createNotificationRelay } from './relay.ts';
import {
  countPremiumUsers,
  insertNotification,
  listNotificationsForUser,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  notificationExists,
} from './repository.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
const STREAM_HEARTBEAT_MS = 25_000;
/** The client reconnects this long after the stream drops. */
const STREAM_RETRY_MS = 5000;
/** The most notifications one list returns (newest first). */
const NOTIFICATION_LIST_LIMIT = 100;

interface NotificationRoutesOptions {
  /** A bus shared with something else (tests); by default the plugin makes and closes its own. */
  bus?: NotificationBus;
}

const isPriority = (value: string): value is NotificationPriority =>
  (NOTIFICATION_PRIORITIES as readonly string[]).includes(value);

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    priority: isPriority(row.priority) ? row.priority : 'normal',
    isChangelogEntry: row.isChangelogEntry,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Admin notifications to premium users: sending, the user's list and read state, and a
 * Server-Sent Events stream that delivers new ones at once.
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  options,
) => {
  const { db, config, now, redis } = app;
  const bus =
    options.bus ??
    createNotificationBus(
      createNotificationRelay({ databaseUrl: config.DATABASE_URL, redis, log: app.log }),
    );
  if (!options.bus) app.addHook('onClose', () => bus.close());
  const openStreams = new Set<() => void>();
  // Streams never end on their own: end them first, or closing the server waits forever.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.post(
    '/api/admin/notifications',
    routeFor('admin', { body: NotificationFormSchema, response: { 201: NotificationSentSchema } }),
    async (request, reply) => {
      const at = now();
      const row = await insertNotification(db, { ...request.body, now: at });
      const notification = toNotification(row);
      const recipients = await countPremiumUsers(db, at);
      try {
        await bus.publish(notification);
      } catch (error) {
        // Stored is sent: the 30 s poll still brings it; only the instant delivery is lost.
        request.log.warn({ err: error }, 'notification stream: publish failed');
      }
      return reply.status(201).send({ success: true as const, notification, recipients });
    },
  );

  app.get(
    '/api/notifications',
    { schema: { response: { 200: NotificationListSchema } } },
    async (request) => {
      const user = requirePremium(request, now());
      const rows = await listNotificationsForUser(db, user.id, NOTIFICATION_LIST_LIMIT);
      return {
        notifications: rows.map((row) => ({ ...toNotification(row), isRead: row.isRead })),
      };
    },
  );

  app.post(
    '/api/notifications/mark-all-read',
    { schema: { response: { 200: MarkAllReadSchema } } },
    async (request) => {
      const at = now();
      const user = requirePremium(request, at);
      const marked = await markAllNotificationsRead(db, { userId: user.id, now: at });
      return { success: true as const, marked };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      const at = now();
      const user = requirePremium(request, at);
      const notificationId = request.params.id;
      if (!(await notificationExists(db, notificationId))) {
        throw createClientError(404, NOTIFICATION_MESSAGES.notificationNotFound);
      }
      await markNotificationRead(db, { userId: user.id, notificationId, now: at });
      return { success: true as const };
    },
  );

  app.get('/api/notifications/stream', async (request, reply) => {
    requirePremium(request, now());
    const { sessionId } = request;
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and friends would otherwise hold events back in a buffer.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${STREAM_RETRY_MS}\n: connected\n\n`);
    const deliver = async (notification: Notification) => {
      if (
        sessionId === null ||
        !(await isPremiumSession(db, sessionId, now(), config.ADMIN_EMAILS))
      )
        return end();
      const data = JSON.stringify({ ...notification, isRead: false });
      response.write(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${data}\n\n`);
    };
    // One delivery after the other, so that events keep the order they were sent in.
    let deliveries = Promise.resolve();
    const unsubscribe = bus.subscribe((notification) => {
      deliveries = deliveries
        .then(() => deliver(notification))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'notification stream: delivery failed');
          end();
        });
    });
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), STREAM_HEARTBEAT_MS);
    const end = () => {
      if (!openStreams.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
    };
    openStreams.add(end);
    response.on('close', end);
    return reply;
  });
};
