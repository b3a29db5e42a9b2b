import { EventEmitter } from 'node:events';
import type { Notification } from '#shared/schemas/notifications.ts';

/** Hands each new notification to every open stream of this process (and, with a relay, others). */
export interface NotificationBus {
  /** Sends a notification to every subscriber, here and in the other server processes. */
  publish(notification: Notification): Promise<void>;
  /** Calls `listener` for each notification published from now on; returns the unsubscribe. */
  subscribe(listener: (notification: Notification) => void): () => void;
  close(): Promise<void>;
}

/**
 * Carries notifications between server processes. `send` publishes to all of them (this one
 * included); `start` calls `deliver` for every message any of them sent.
 */
export interface NotificationRelay {
  start(deliver: (notification: Notification) => void): Promise<void>;
  send(notification: Notification): Promise<void>;
  close(): Promise<void>;
}

const EVENT = 'notification';

/**
 * A bus that fans out in process with an EventEmitter. With a relay, publishing goes through the
 * relay only and every process (this one too) emits what the relay delivers, so each stream sees
 * each notification once; without one, publishing emits at once. `publish` rejects when the relay
 * could not send (after delivering in this process).
 */
export function createNotificationBus(relay?: NotificationRelay): NotificationBus {
  const emitter = new EventEmitter();
  // One listener per open stream: many browsers is normal, not a leak.
  emitter.setMaxListeners(0);
  const emit = (notification: Notification) => emitter.emit(EVENT, notification);
  // The relay connects in the background (and reconnects by itself): the server starts anyway.
  const started = relay?.start(emit).then(
    () => true,
    () => false,
  );
  return {
    async publish(notification) {
      if (!relay) return void emit(notification);
      try {
        await relay.send(notification);
      } catch (error) {
        // Relay down: this process's streams still get it; the others' will poll it within 30 s.
        emit(notification);
        throw error;
      }
    },
    subscribe(listener) {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
    async close() {
      emitter.removeAllListeners();
      await started;
      await relay?.close();
    },
  };
}
