import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { type Notification, NotificationSchema } from '#shared/schemas/notifications.ts';
import type { NotificationRelay } from './bus.ts';

/** The PostgreSQL NOTIFY channel and the Redis pub/sub channel. */
const NOTIFICATION_CHANNEL = 'mailforge_notifications';
const RECONNECT_DELAY_MS = 2000;

type Deliver = (notification: Notification) => void;

/**
 * One line when the relay's connection is lost and one when it is back, however many reconnect
 * attempts fail in between: live notifications wait for the 30 s poll meanwhile.
 */
export function reconnectLog(log: FastifyBaseLogger | undefined, relay: string) {
  let isDown = false;
  return {
    lost(error: unknown) {
      if (isDown) return;
      isDown = true;
      log?.error({ err: error }, `notification relay (${relay}): connection lost, reconnecting`);
    },
    connected() {
      if (!isDown) return;
      isDown = false;
      log?.warn(`notification relay (${relay}): connection is back`);
    },
  };
}

/** Anything on the channel that is not one of our notifications is ignored. */
function parseMessage(payload: string | undefined): Notification | undefined {
  if (!payload) return undefined;
  try {
    const result = NotificationSchema.safeParse(JSON.parse(payload));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cross-process relay for the configured infrastructure: Redis pub/sub with REDIS_URL, else
 * PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else none (one process needs none).
 */
export function createNotificationRelay(options: {
  databaseUrl?: string;
  redis?: Redis;
  log?: FastifyBaseLogger;
}): NotificationRelay | undefined {
  if (options.redis) return createRedisRelay(options.redis, options.log);
  if (options.databaseUrl) return createPostgresRelay(options.databaseUrl, options.log);
  return undefined;
}

/**
 * LISTEN/NOTIFY on one dedicated connection (a pooled one would drop the LISTEN when released).
 * A lost connection is re-opened; what was sent meanwhile arrives with the next 30 s poll.
 */
export function createPostgresRelay(url: string, log?: FastifyBaseLogger): NotificationRelay {
  let client: pg.Client | undefined;
  let isClosed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const reconnects = reconnectLog(log, 'PostgreSQL');

  async function connect(deliver: Deliver): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    const retry = (error?: unknown) => {
      if (!isClosed) reconnects.lost(error ?? new Error('the connection ended'));
      if (client === next) client = undefined;
      next.removeAllListeners();
      next.end().catch(() => {});
      if (isClosed || reconnectTimer) return;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        connect(deliver).catch(() => {});
      }, RECONNECT_DELAY_MS);
      reconnectTimer.unref();
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL) return;
      const notification = parseMessage(message.payload);
      if (notification) deliver(notification);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      if (isClosed) {
        next.removeAllListeners();
        await next.end();
        return;
      }
      client = next;
      reconnects.connected();
    } catch (error) {
      retry(error);
      throw error;
    }
  }

  return {
    start: (deliver) => connect(deliver),
    async send(notification) {
      if (!client) throw new Error('notification relay: PostgreSQL is not connected');
      await client.query('select pg_notify($1, $2)', [
        NOTIFICATION_CHANNEL,
        JSON.stringify(notification),
      ]);
    },
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end();
      }
    },
  };
}

/**
 * Redis pub/sub: it publishes on the process's client (plugins/redis.ts); a subscribed connection
 * can do nothing else, so it listens on a duplicate of it, which it owns and closes.
 */
export function createRedisRelay(publisher: Redis, log?: FastifyBaseLogger): NotificationRelay {
  const subscriber = publisher.duplicate();
  // ioredis reconnects by itself (and subscribes again); its errors must not crash the process.
  const reconnects = reconnectLog(log, 'Redis');
  subscriber.on('error', (error) => reconnects.lost(error));
  subscriber.on('ready', () => reconnects.connected());
  return {
    async start(deliver) {
      subscriber.on('message', (channel, payload) => {
        if (channel !== NOTIFICATION_CHANNEL) return;
        const notification = parseMessage(payload);
        if (notification) deliver(notification);
      });
      await subscriber.subscribe(NOTIFICATION_CHANNEL);
    },
    async send(notification) {
      await publisher.publish(NOTIFICATION_CHANNEL, JSON.stringify(notification));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
