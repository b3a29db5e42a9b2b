import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import type { Notification } from '#shared/schemas/notifications.ts';
import { createNotificationBus, type NotificationBus, type NotificationRelay } from './bus.ts';
import { createPostgresRelay, createRedisRelay } from './relay.ts';

const NOTIFICATION: Notification = {
  id: 1,
  title: 'Rally',
  message: 'At the pass',
  priority: 'alert',
  isChangelogEntry: false,
  createdAt: '2025-06-01T08:00:00.000Z',
};

/** Resolves with what `bus` received once `count` notifications arrived. */
function collect(bus: NotificationBus, count: number): Promise<Notification[]> {
  return new Promise((resolve) => {
    const received: Notification[] = [];
    const unsubscribe = bus.subscribe((notification) => {
      // Probes (id 0) from waiting for the relay may still be on their way.
      if (notification.id === 0) return;
      received.push(notification);
      if (received.length === count) {
        unsubscribe();
        resolve(received);
      }
    });
  });
}

const until = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await condition()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('in-process notification bus', () => {
  it('hands each notification to every subscriber once, and none after unsubscribing', async () => {
    const bus = createNotificationBus();
    const first = collect(bus, 1);
    const second = collect(bus, 1);
    const gone: Notification[] = [];
    bus.subscribe((notification) => gone.push(notification))();
    await bus.publish(NOTIFICATION);
    expect(await first).toEqual([NOTIFICATION]);
    expect(await second).toEqual([NOTIFICATION]);
    expect(gone).toEqual([]);
    await bus.close();
  });
});

const postgresUrl = inject('postgresTemplate')?.url;
const relays = [
  ...(postgresUrl
    ? [{ name: 'PostgreSQL LISTEN/NOTIFY', make: () => createPostgresRelay(postgresUrl) }]
    : []),
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          name: 'Redis pub/sub',
          make: (): NotificationRelay => {
            // The app owns its Redis client (plugins/redis.ts); here the test does.
            const client = new Redis(process.env.TEST_REDIS_URL as string);
            const relay = createRedisRelay(client);
            return {
              ...relay,
              close: async () => {
                await relay.close();
                client.disconnect();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(relays)('notification bus across processes with $name', ({ make }) => {
  it('delivers what one process publishes to every process, once each', async () => {
    const here = createNotificationBus(make());
    const there = createNotificationBus(make());
    // A probe proves both are listening before the real message goes out.
    let heard = 0;
    const stopProbe = there.subscribe(() => {
      heard += 1;
    });
    await until(async () => {
      await here.publish({ ...NOTIFICATION, id: 0 }).catch(() => {});
      return heard > 0;
    });
    stopProbe();
    const atHere = collect(here, 1);
    const atThere = collect(there, 1);
    await here.publish(NOTIFICATION);
    expect(await atHere).toEqual([NOTIFICATION]);
    expect(await atThere).toEqual([NOTIFICATION]);
    await Promise.all([here.close(), there.close()]);
  });
});
