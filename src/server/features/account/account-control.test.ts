import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages, userSessions, users } from '#server/db/schema.ts';
import { createPasswordReset, RESET_LINK_TTL_MS } from '#server/features/auth/password-reset.ts';
import { createTestApp, TEST_DRIVERS } from '#server/test/harness.ts';
import { call, createTestCast, TEST_PASSWORD, type TestCast } from '#server/test/users.ts';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';

// Issue 16, "Accounts a player controls": the password, signing out everywhere, deleting the
// account, and a reset link for a forgotten password.
const NEW_PASSWORD = 'Another2025';

describe.each(TEST_DRIVERS)('what a player controls of the account, on %s', (driver) => {
  let cast: TestCast;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let userCount = 0;
  beforeAll(async () => {
    cast = await createTestCast(driver, () => clock);
  });
  afterAll(() => cast.t.close());

  async function newPlayer() {
    userCount += 1;
    const email = `owner-${userCount}@kingdom.test`;
    const signUp = await call(cast.t, 'POST', '/api/auth/signup', undefined, {
      email,
      password: TEST_PASSWORD,
    });
    expect(signUp.statusCode).toBe(201);
    return { id: signUp.json().user.id as number, email, token: signUp.json().token as string };
  }
  const signIn = (email: string, password: string) =>
    call(cast.t, 'POST', '/api/auth/signin', undefined, { email, password });
  const me = (token: string) => call(cast.t, 'GET', '/api/auth/me', token);

  it('changes the password with the current one, and signs every other session out', async () => {
    const player = await newPlayer();
    const elsewhere = (await signIn(player.email, TEST_PASSWORD)).json().token as string;
    const wrong = await call(cast.t, 'POST', '/api/account/password', player.token, {
      currentPassword: 'NotMine123',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      error: ACCOUNT_MESSAGES.currentPasswordWrong,
      fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] },
    });
    const weak = await call(cast.t, 'POST', '/api/account/password', player.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const changed = await call(cast.t, 'POST', '/api/account/password', player.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await signIn(player.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(player.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out everywhere: every session of the player ends, this one too', async () => {
    const player = await newPlayer();
    const elsewhere = (await signIn(player.email, TEST_PASSWORD)).json().token as string;
    const response = await call(cast.t, 'POST', '/api/account/sign-out-everywhere', player.token);
    expect(response.statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(cast.player.token)).statusCode).toBe(200);
  });

  it('deletes the account and all it owns with the current password, in one go', async () => {
    const player = await newPlayer();
    await cast.t.database.db.insert(communityMessages).values({
      userId: player.id,
      title: 'Mine',
      originalMessage: 'draft',
      formattedMessage: 'mail',
      category: 'war',
    });
    const wrong = await call(cast.t, 'POST', '/api/account/delete', player.token, {
      currentPassword: 'NotMine123',
    });
    expect(wrong.statusCode).toBe(400);
    const deleted = await call(cast.t, 'POST', '/api/account/delete', player.token, {
      currentPassword: TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    const { db } = cast.t.database;
    expect(await db.select().from(users).where(eq(users.id, player.id))).toEqual([]);
    expect(await db.select().from(userSessions).where(eq(userSessions.userId, player.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(communityMessages).where(eq(communityMessages.userId, player.id)),
    ).toEqual([]);
    expect((await me(player.token)).statusCode).toBe(401);
    expect((await signIn(player.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('never lets the allow-listed admin delete itself by accident', async () => {
    const response = await call(cast.t, 'POST', '/api/account/delete', cast.admin.token, {
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(ACCOUNT_MESSAGES.adminCannotDelete);
    expect((await me(cast.admin.token)).statusCode).toBe(200);
  });

  it('resets a forgotten password with a one-time link, within 30 minutes, and signs out everywhere', async () => {
    const player = await newPlayer();
    const token = await createPasswordReset(cast.t.database.db, player.id, clock);
    const reset = (password: string) =>
      call(cast.t, 'POST', '/api/auth/reset-password', undefined, { token, password });
    expect((await reset('weak')).statusCode).toBe(400);
    expect((await reset(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await me(player.token)).statusCode).toBe(401);
    expect((await signIn(player.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset('ThirdOne2025');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AUTH_MESSAGES.resetLinkInvalid);

    const late = await createPasswordReset(cast.t.database.db, player.id, clock);
    clock = new Date(clock.getTime() + RESET_LINK_TTL_MS);
    const expired = await call(cast.t, 'POST', '/api/auth/reset-password', undefined, {
      token: late,
      password: 'ThirdOne2025',
    });
    expect(expired.statusCode).toBe(400);
    expect((await signIn(player.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every open reset link of the account once one is used or the password is changed', async () => {
    const player = await newPlayer();
    const { db } = cast.t.database;
    const resetWith = (token: string, password: string) =>
      call(cast.t, 'POST', '/api/auth/reset-password', undefined, { token, password });
    const first = await createPasswordReset(db, player.id, clock);
    const second = await createPasswordReset(db, player.id, clock);
    expect((await resetWith(first, NEW_PASSWORD)).statusCode).toBe(200);
    const afterUse = await resetWith(second, 'Stolen2025');
    expect(afterUse.statusCode).toBe(400);
    expect(afterUse.json().error).toBe(AUTH_MESSAGES.resetLinkInvalid);

    const forgotten = await createPasswordReset(db, player.id, clock);
    const session = (await signIn(player.email, NEW_PASSWORD)).json().token as string;
    const changed = await call(cast.t, 'POST', '/api/account/password', session, {
      currentPassword: NEW_PASSWORD,
      newPassword: 'Chosen2025',
    });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(forgotten, 'Stolen2025')).statusCode).toBe(400);
    expect((await signIn(player.email, 'Chosen2025')).statusCode).toBe(200);
  });
});

describe.each(TEST_DRIVERS)('the language kept on the profile, on %s', (driver) => {
  let cast: TestCast;
  beforeAll(async () => {
    cast = await createTestCast(driver, () => new Date());
  });
  afterAll(() => cast.t.close());

  it('is null until chosen, then follows the player to any session; only known languages', async () => {
    const language = (token?: string) => call(cast.t, 'GET', '/api/account/language', token);
    expect((await language(cast.player.token)).json()).toEqual({ language: null });
    const saved = await call(cast.t, 'POST', '/api/account/language', cast.player.token, {
      language: 'pt-BR',
    });
    expect(saved.statusCode).toBe(200);
    const otherDevice = await call(cast.t, 'POST', '/api/auth/signin', undefined, {
      email: cast.player.email,
      password: TEST_PASSWORD,
    });
    expect((await language(otherDevice.json().token)).json()).toEqual({ language: 'pt-BR' });
    await call(cast.t, 'POST', '/api/account/language', cast.player.token, { language: 'ar' });
    expect((await language(cast.player.token)).json()).toEqual({ language: 'ar' });
    const unknown = await call(cast.t, 'POST', '/api/account/language', cast.player.token, {
      language: 'fr',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await language()).statusCode).toBe(401);
  });
});

describe('where premium codes come from', () => {
  it('is PREMIUM_CONTACT_URL when the operator sets it, and null otherwise', async () => {
    const withContact = await createTestApp('pglite', {
      config: { PREMIUM_CONTACT_URL: 'https://discord.example/invite' },
    });
    const without = await createTestApp('pglite');
    try {
      const url = '/api/account/premium-contact';
      expect((await withContact.app.inject({ url })).json()).toEqual({
        url: 'https://discord.example/invite',
      });
      expect((await without.app.inject({ url })).json()).toEqual({ url: null });
    } finally {
      await Promise.all([withContact.close(), without.close()]);
    }
  });
});
