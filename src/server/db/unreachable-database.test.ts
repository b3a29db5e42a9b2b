import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { defaultConfig } from '#server/config.ts';
import { ERROR_MESSAGES } from '#server/plugins/errors.ts';
import { databaseUrl, onServer } from '#server/test/scratch-databases.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './availability.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

// PostgreSQL refusing the app's connections (ALLOW_CONNECTIONS false: 55000) or the database gone
// (3D000) is an outage like a stopped server: 503 with Retry-After, formatting goes on for a
// signed-in player, and all recovers by itself.

describe('which errors mean the database is unreachable', () => {
  const pgError = (code: string, message: string) =>
    Object.assign(new Error('Failed query: select 1'), { cause: { code, message } });

  it('counts refused connections, a missing or dropped database and too many clients', () => {
    for (const [code, message] of [
      ['55000', 'database "mailforge" is not currently accepting connections'],
      ['3D000', 'database "mailforge" does not exist'],
      ['57P04', 'terminating connection because the database was dropped'],
      ['53300', 'sorry, too many clients already'],
    ] as const) {
      expect(isDatabaseUnavailable(pgError(code, message)), code).toBe(true);
    }
  });

  it('does not count a query that is wrong in itself, even under the same code', () => {
    const currval = pgError('55000', 'currval of sequence "s" is not yet defined in this session');
    expect(isDatabaseUnavailable(currval)).toBe(false);
    expect(isDatabaseUnavailable(pgError('22021', 'invalid byte sequence'))).toBe(false);
  });
});

const template = inject('postgresTemplate');

describe.skipIf(!template)('a PostgreSQL database that refuses connections or is gone', () => {
  const name = `mailforge_t_${process.ppid}_gone_${randomBytes(4).toString('hex')}`;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;

  /** A statement on the server as its superuser, outside the app's own database. */
  async function asOperator(statement: string) {
    await onServer(template!.url, (client) => client.query(statement));
  }

  beforeAll(async () => {
    await asOperator(`CREATE DATABASE ${name} TEMPLATE ${template!.name}`);
    const url = databaseUrl(template!.url, name);
    database = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
    app = await buildApp({
      config: defaultConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url }),
      database,
    });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'refused@kingdom.test', password: 'Forge2024' },
    });
    expect(signUp.statusCode).toBe(201);
    token = signUp.json().token;
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await asOperator(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const history = () =>
    app.inject({
      method: 'GET',
      url: '/api/history',
      headers: { authorization: `Bearer ${token}` },
    });
  const share = (signedIn: boolean) =>
    app.inject({
      method: 'POST',
      url: '/api/share',
      headers: signedIn ? { authorization: `Bearer ${token}` } : {},
      payload: { formattedMessage: '<b>Rally at dawn</b>' },
    });
  const format = () =>
    app.inject({
      method: 'POST',
      url: '/api/format-message',
      headers: { authorization: `Bearer ${token}` },
      payload: { message: 'Rally at the flag at 20:00 UTC', mode: 'format', tone: 'neutral' },
    });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  async function expectOutageAnswers() {
    for (const [what, request] of [
      ['my mail', history],
      ['a signed-in share link', () => share(true)],
      ["a visitor's share link", () => share(false)],
    ] as const) {
      const response = await request();
      expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toMatchObject({ success: false, error: ERROR_MESSAGES.unavailable });
    }
    const formatted = await format();
    expect(formatted.statusCode, formatted.body).toBe(200);
    expect(formatted.json().success).toBe(true);
    const checked = await health();
    expect(checked.statusCode).toBe(503);
    expect(checked.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  }

  it('answers 503 with Retry-After while the database refuses connections, and recovers', async () => {
    expect((await history()).statusCode).toBe(200);
    await asOperator(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await asOperator(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    try {
      await expectOutageAnswers();
    } finally {
      await asOperator(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await expect.poll(async () => (await history()).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await health()).statusCode).toBe(200);
  }, 30_000);

  it('answers 503 with Retry-After once the database is gone', async () => {
    await asOperator(`DROP DATABASE ${name} WITH (FORCE)`);
    await expectOutageAnswers();
  }, 30_000);
});
