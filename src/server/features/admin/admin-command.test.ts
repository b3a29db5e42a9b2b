import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { passwordResets, userSessions, users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/features/auth/passwords.ts';
import { startSession } from '#server/features/auth/sessions.ts';
import { findUserByEmail, insertUser } from '#server/features/users/repository.ts';
import { createTestDatabase, TEST_DRIVERS } from '#server/test/harness.ts';
import {
  AdminCommandError,
  createAdmin,
  createResetLink,
  parseAdminArgs,
  promoteAdmin,
} from './admin-command.ts';

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
    expect(user?.adminGrantedAt).toEqual(now);
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

  it('promotes an account a player signed up, and says so', async () => {
    const signedUp = await insertUser(database.db, {
      email: 'boss@forge.test',
      passwordHash: 'x',
      now,
    });
    expect(signedUp.adminGrantedAt).toBeNull();
    const lines = await createAdmin(database.db, {
      email: 'boss@forge.test',
      password: 'Promoted2025',
      adminEmails: ['boss@forge.test'],
      now,
    });
    expect(lines[0]).toBe(
      'boss@forge.test has a new password and is an admin account now; its sessions were signed out.',
    );
    expect((await findUserByEmail(database.db, 'boss@forge.test'))?.adminGrantedAt).toEqual(now);
  });

  it('promotes an existing account without touching its password', async () => {
    const player = await insertUser(database.db, {
      email: 'trusted@forge.test',
      passwordHash: 'kept',
      now,
    });
    expect(await promoteAdmin(database.db, { email: 'Trusted@forge.test', now })).toEqual([
      'trusted@forge.test is an admin account.',
      'Reminder: add trusted@forge.test to ADMIN_EMAILS (comma-separated) and restart the server, or it is not an admin.',
    ]);
    const row = await findUserByEmail(database.db, 'trusted@forge.test');
    expect(row).toMatchObject({ id: player.id, passwordHash: 'kept', adminGrantedAt: now });
    await expect(promoteAdmin(database.db, { email: 'nobody@forge.test', now })).rejects.toThrow(
      AdminCommandError,
    );
  });

  it('prints a one-time reset link for an account, on the public address', async () => {
    expect(parseAdminArgs(['reset-link', 'Warden@Forge.test'])).toEqual({
      ok: true,
      command: { kind: 'reset-link', email: 'Warden@Forge.test' },
    });
    const lines = await createResetLink(database.db, {
      email: 'WARDEN@forge.test',
      publicUrl: 'https://mail.example/',
      now,
    });
    expect(lines[0]).toMatch(/^https:\/\/mail\.example\/auth\/reset\?token=[\w-]{43}$/);
    expect(lines[1]).toContain('within 30 minutes');
    const token = new URL(lines[0]!).searchParams.get('token');
    const [stored] = await database.db.select().from(passwordResets);
    // Only the token's hash is kept.
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(token);
    await expect(
      createResetLink(database.db, { email: 'nobody@forge.test', publicUrl: 'http://x/', now }),
    ).rejects.toThrow(AdminCommandError);
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
