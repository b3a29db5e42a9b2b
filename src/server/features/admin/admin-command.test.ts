import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { userSessions, users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/features/auth/passwords.ts';
import { startSession } from '#server/features/auth/sessions.ts';
import { findUserByEmail } from '#server/features/auth/user-repository.ts';
import { createTestDatabase, TEST_DRIVERS } from '#server/test/harness.ts';
import { AdminCommandError, createAdmin, parseAdminArgs } from './admin-command.ts';

describe('admin command arguments', () => {
  it('reads create with and without --password-stdin', () => {
    expect(parseAdminArgs(['create', 'warden@forge.test'])).toEqual({
      ok: true,
      command: { kind: 'create', email: 'warden@forge.test', passwordFromStdin: false },
    });
    expect(parseAdminArgs(['create', 'warden@forge.test', '--password-stdin'])).toEqual({
      ok: true,
      command: { kind: 'create', email: 'warden@forge.test', passwordFromStdin: true },
    });
    expect(parseAdminArgs(['--help'])).toEqual({ ok: true, command: { kind: 'help' } });
  });

  it.each([
    [[], 'Say what to do'],
    [['delete', 'a@b.co'], 'Unknown command: delete'],
    [['create'], 'exactly one email'],
    [['create', 'not-an-email'], 'Please enter a valid email address'],
    [['create', 'a@b.co', '--password', 'x'], "Unknown option '--password'"],
  ])('refuses %j', (args, message) => {
    const parsed = parseAdminArgs(args);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain(message);
  });
});

describe.each(TEST_DRIVERS)('admin command on %s', (driver) => {
  let database: DatabaseHandle;
  const now = new Date('2025-06-01T08:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('creates the account with an argon2id hash and reminds about ADMIN_EMAILS', async () => {
    const lines = await createAdmin(database.db, {
      email: 'warden@forge.test',
      password: 'Forge2024',
      adminEmails: [],
      now,
    });
    expect(lines[0]).toBe('warden@forge.test was created.');
    expect(lines[1]).toContain('add warden@forge.test to ADMIN_EMAILS');
    const user = await findUserByEmail(database.db, 'warden@forge.test');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash, 'Forge2024')).toBe(true);
  });

  it('sets a new password on an existing account and signs its sessions out', async () => {
    const user = await findUserByEmail(database.db, 'warden@forge.test');
    if (!user) throw new Error('no user');
    await startSession(database.db, user.id, now);
    const lines = await createAdmin(database.db, {
      email: 'WARDEN@forge.test',
      password: 'Another2025',
      adminEmails: ['warden@forge.test'],
      now,
    });
    expect(lines).toEqual([
      'warden@forge.test has a new password; its sessions were signed out.',
      'warden@forge.test is in ADMIN_EMAILS: it can sign in at /__forgeadmin.',
    ]);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash, 'Another2025')).toBe(true);
    const sessions = await database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, user.id));
    expect(sessions).toEqual([]);
  });

  it('refuses a password that breaks the sign-up rules', async () => {
    await expect(
      createAdmin(database.db, { email: 'x@forge.test', password: 'short', adminEmails: [], now }),
    ).rejects.toThrow(AdminCommandError);
    expect(await findUserByEmail(database.db, 'x@forge.test')).toBeUndefined();
  });
});

describe('ADMIN_EMAILS', () => {
  it('is a comma-separated, case-insensitive list, unset by default', async () => {
    const { parseConfig } = await import('#server/config.ts');
    const parsed = parseConfig({ ADMIN_EMAILS: ' Warden@Forge.test, ,b@c.co ' });
    expect(parsed.ok && parsed.config.ADMIN_EMAILS).toEqual(['warden@forge.test', 'b@c.co']);
    const unset = parseConfig({});
    expect(unset.ok && unset.config.ADMIN_EMAILS).toBeUndefined();
  });
});
