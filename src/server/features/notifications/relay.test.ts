import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, inject, it, vi } from 'vitest';
import { onServer } from '#server/test/scratch-databases.ts';
import { createPostgresRelay, reconnectLog } from './relay.ts';

/** A logger that keeps the relay's error and warning lines, each as its message. */
function lines() {
  const error = vi.fn();
  const warn = vi.fn();
  const log = { error, warn } as unknown as FastifyBaseLogger;
  const messages = (spy: typeof error) => spy.mock.calls.map((call) => String(call.at(-1)));
  return { log, errors: () => messages(error), warnings: () => messages(warn) };
}

describe("the relay's reconnect lines", () => {
  it('says once that the connection is lost, however often retries fail, and once that it is back', () => {
    const { log, errors, warnings } = lines();
    const reconnects = reconnectLog(log, 'PostgreSQL');
    reconnects.connected();
    expect([errors(), warnings()]).toEqual([[], []]);
    reconnects.lost(new Error('refused'));
    reconnects.lost(new Error('refused again'));
    reconnects.connected();
    reconnects.connected();
    expect(errors()).toEqual(['notification relay (PostgreSQL): connection lost, reconnecting']);
    expect(warnings()).toEqual(['notification relay (PostgreSQL): connection is back']);
  });
});

const template = inject('postgresTemplate');

describe.runIf(template)('the PostgreSQL relay', () => {
  it('logs the loss of its LISTEN connection, reconnects and logs that it is back', async () => {
    // Its own application name, so that only this relay's connection is cut.
    const name = `relay_probe_${randomBytes(4).toString('hex')}`;
    const url = new URL(template!.url);
    url.searchParams.set('application_name', name);
    const { log, errors, warnings } = lines();
    const relay = createPostgresRelay(url.toString(), log);
    try {
      await relay.start(() => {});
      const cut = () =>
        onServer(template!.url, (client) =>
          client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
            [name],
          ),
        );
      expect((await cut()).rowCount).toBe(1);
      await vi.waitFor(() =>
        expect(errors()).toEqual([
          'notification relay (PostgreSQL): connection lost, reconnecting',
        ]),
      );
      await vi.waitFor(
        () => expect(warnings()).toEqual(['notification relay (PostgreSQL): connection is back']),
        { timeout: 10_000 },
      );
    } finally {
      await relay.close();
    }
  });
});
