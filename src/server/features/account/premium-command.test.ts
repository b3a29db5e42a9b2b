import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATA_DIR_IN_USE_MESSAGE, describeOpenError } from '#server/cli.ts';
import { defaultConfig } from '#server/config.ts';
import { type DatabaseHandle, openConfiguredDatabase, openDatabase } from '#server/db/client.ts';
import { premiumCodes, users } from '#server/db/schema.ts';
import { createTestApp, createTestDatabase, TEST_DRIVERS } from '#server/test/harness.ts';
import {
  PREMIUM_WHILE_SERVER_RUNS,
  PremiumCommandError,
  parsePremiumArgs,
  runPremiumCommand,
} from './premium-command.ts';

const DAY = 24 * 60 * 60 * 1000;
const ROOT = resolve(import.meta.dirname, '../../../..');
const CODE_PATTERN = /^MF(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

describe('premium command arguments', () => {
  it('reads grant, revoke and codes', () => {
    expect(parsePremiumArgs(['grant', 'Lead@K.com', '--days', '30'])).toEqual({
      ok: true,
      command: { kind: 'grant', email: 'Lead@K.com', days: 30 },
    });
    expect(parsePremiumArgs(['revoke', 'lead@k.com'])).toEqual({
      ok: true,
      command: { kind: 'revoke', email: 'lead@k.com' },
    });
    expect(parsePremiumArgs(['codes', '--days', '30', '--count', '5'])).toEqual({
      ok: true,
      command: { kind: 'codes', days: 30, count: 5 },
    });
    expect(parsePremiumArgs(['codes', '--days=7'])).toEqual({
      ok: true,
      command: { kind: 'codes', days: 7, count: 1 },
    });
  });

  it.each([
    [[], /grant, revoke or codes/],
    [['upgrade', 'a@k.com'], /Unknown command: upgrade/],
    [['grant', 'a@k.com'], /--days is required/],
    [['grant', 'a@k.com', '--days', '0'], /--days must be a whole number from 1 to 3650/],
    [['grant', 'a@k.com', '--days', '1.5'], /--days must be a whole number/],
    [['grant', 'a@k.com', '--days', 'ten'], /--days must be a whole number/],
    [['grant', '--days', '30'], /grant needs exactly one email/],
    [['grant', 'not-an-email', '--days', '30'], /Please enter a valid email address/],
    [['revoke', 'a@k.com', '--days', '3'], /--days is not used by revoke/],
    [['codes', '--count', '5'], /--days is required/],
    [['codes', '--days', '30', '--count', '1001'], /--count must be a whole number from 1 to 1000/],
    [['codes', '--days', '30', '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j with a reason and the usage', (args, reason) => {
    const parsed = parsePremiumArgs(args);
    expect(parsed.ok).toBe(false);
    const message = parsed.ok ? '' : parsed.message;
    expect(message).toMatch(reason);
    expect(message).toContain('npm run premium -- codes --days <days>');
  });
});

describe.each(TEST_DRIVERS)('premium command on %s', (driver) => {
  let database: DatabaseHandle;
  const now = new Date('2025-05-01T00:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.insert(users).values([{ email: 'Leader@Kingdom.test' }]);
  });
  afterAll(() => database.close());

  const storedUser = async () => {
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'Leader@Kingdom.test'));
    return row;
  };

  it('grant makes an account premium, by email in any case, adding to the time left', async () => {
    const first = await runPremiumCommand(
      database.db,
      { kind: 'grant', email: 'leader@kingdom.test', days: 30 },
      now,
    );
    const thirtyDays = new Date(now.getTime() + 30 * DAY);
    expect(first).toEqual([`Leader@Kingdom.test is premium until ${thirtyDays.toISOString()}.`]);
    expect(await storedUser()).toMatchObject({
      role: 'premium',
      subscriptionStatus: 'active',
      subscriptionExpiry: thirtyDays,
    });
    await runPremiumCommand(
      database.db,
      { kind: 'grant', email: 'leader@kingdom.test', days: 5 },
      now,
    );
    expect((await storedUser())?.subscriptionExpiry).toEqual(new Date(now.getTime() + 35 * DAY));
  });

  it('revoke takes premium away', async () => {
    const lines = await runPremiumCommand(
      database.db,
      { kind: 'revoke', email: 'LEADER@kingdom.test' },
      now,
    );
    expect(lines).toEqual(['Leader@Kingdom.test is no longer premium.']);
    expect(await storedUser()).toMatchObject({
      role: 'anonymous',
      subscriptionStatus: 'inactive',
      subscriptionExpiry: null,
    });
  });

  it('refuses an email without an account', async () => {
    await expect(
      runPremiumCommand(database.db, { kind: 'grant', email: 'ghost@kingdom.test', days: 3 }, now),
    ).rejects.toThrow(
      new PremiumCommandError(
        'No account has the email ghost@kingdom.test. The player signs up first (/auth/signup), then run this again; or give them a code: npm run premium -- codes --days 3',
      ),
    );
    await expect(
      runPremiumCommand(database.db, { kind: 'revoke', email: 'ghost@kingdom.test' }, now),
    ).rejects.toThrow(new PremiumCommandError('No account has the email ghost@kingdom.test.'));
  });

  it('codes prints new, distinct, unredeemed codes worth the days asked', async () => {
    const codes = await runPremiumCommand(database.db, { kind: 'codes', days: 14, count: 5 }, now);
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    const rows = await database.db
      .select()
      .from(premiumCodes)
      .where(inArray(premiumCodes.code, codes));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({ days: 14, createdBy: 'cli', redeemedBy: null, redeemedAt: null });
    }
  });
});

describe('premium command and the data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mailforge-premium-'));
    // Start from the migrated snapshot: creating a PGlite directory from nothing takes seconds.
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    await (await openDatabase({ driver: 'pglite', dataDir, snapshot })).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses, with a clear message, a data directory the server holds', async () => {
    // A live process other than this one holds it (this process's own pid would be a stale lock).
    writeFileSync(join(dataDir, 'mailforge.lock'), String(process.ppid));
    try {
      const error = await openConfiguredDatabase(defaultConfig({ DATA_DIR: dataDir })).catch(
        (caught: unknown) => caught,
      );
      expect(describeOpenError(error)).toBe(DATA_DIR_IN_USE_MESSAGE);
    } finally {
      rmSync(join(dataDir, 'mailforge.lock'), { force: true });
    }
  });

  it('npm run premium prints codes one per line, then refuses while the directory is held', async () => {
    const run = promisify(execFile);
    const cli = (args: string[]) =>
      run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/premium.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    const { stdout } = await cli(['codes', '--days', '30', '--count', '3']);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(CODE_PATTERN);

    writeFileSync(join(dataDir, 'mailforge.lock'), String(process.pid));
    const refused = await cli(['codes', '--days', '30']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    // It says plainly what to do: stop the server, or use the dashboard while it runs.
    expect(refused).toMatchObject({
      code: 1,
      stderr: `${DATA_DIR_IN_USE_MESSAGE}\n${PREMIUM_WHILE_SERVER_RUNS}\n`,
    });
    expect(refused).toMatchObject({ stderr: expect.stringContaining('Stop the server (Ctrl+C)') });
  }, 60_000);
});

describe.runIf(inject('postgresTemplate'))('premium command beside a running server', () => {
  it('on PostgreSQL, grants premium while the app has the same database open', async () => {
    const t = await createTestApp('postgres');
    try {
      await t.database.db.insert(users).values([{ email: 'beside@kingdom.test' }]);
      const current = (await t.database.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const url = new URL(inject('postgresTemplate')?.url ?? '');
      url.pathname = `/${current.rows[0]?.name}`;
      const { stdout } = await promisify(execFile)(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['scripts/premium.ts', 'grant', 'beside@kingdom.test', '--days', '7'],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: url.toString() } },
      );
      expect(stdout).toMatch(/^beside@kingdom\.test is premium until /);
      const [row] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'beside@kingdom.test'));
      expect(row).toMatchObject({ role: 'premium', subscriptionStatus: 'active' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
