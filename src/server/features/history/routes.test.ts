import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailHistory } from '#server/db/schema.ts';
import { TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { call, createTestCast, signUp, type TestUser } from '#server/test/users.ts';
import { HISTORY_LIMITS, HISTORY_MESSAGES } from '#shared/schemas/history.ts';
import { HISTORY_RATE_LIMIT } from './routes.ts';

const MAIL =
  '<size=32><color=#FFD700><b>Rally Notice</b></color></size>\nBring troops at 20:00 UTC.';

describe.each(TEST_DRIVERS)('my mail history on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let alice: TestUser;
  let bob: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    ({ t, alice, bob, player } = await createTestCast(driver, () => clock));
  });
  afterAll(() => t.close());

  const tick = () => {
    clock = new Date(clock.getTime() + 1000);
  };
  const keep = (user: TestUser, payload: object) =>
    call(t, 'POST', '/api/history', user.token, payload);
  const list = async (user: TestUser) => (await call(t, 'GET', '/api/history', user.token)).json();

  it("keeps a player's mail with its first line as title, and only for them", async () => {
    const kept = await keep(alice, { formattedMessage: MAIL, mode: 'new' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().entry).toEqual({
      id: expect.any(Number),
      title: 'Rally Notice',
      formattedMessage: MAIL,
      mode: 'new',
      createdAt: clock.toISOString(),
      updatedAt: clock.toISOString(),
    });
    expect((await list(alice)).entries).toHaveLength(1);
    expect((await list(bob)).entries).toEqual([]);
    expect((await call(t, 'GET', '/api/history')).statusCode).toBe(401);
  });

  it('moves the same mail kept again (formatted, then copied) to the top instead of repeating it', async () => {
    tick();
    await keep(alice, { formattedMessage: 'Second mail', mode: 'manual', title: 'Mine' });
    tick();
    await keep(alice, { formattedMessage: 'Second mail', mode: 'manual' });
    const { entries } = await list(alice);
    expect(entries.map((entry: { title: string }) => entry.title)).toEqual([
      'Mine',
      'Rally Notice',
    ]);
  });

  it('renames and deletes only its own mails', async () => {
    const [newest] = (await list(alice)).entries;
    const renamed = await call(t, 'PATCH', `/api/history/${newest.id}`, alice.token, {
      title: '  KvK plan  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().entry.title).toBe('KvK plan');
    const byBob = await call(t, 'DELETE', `/api/history/${newest.id}`, bob.token);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toMatchObject({ error: HISTORY_MESSAGES.notFound });
    expect((await call(t, 'DELETE', `/api/history/${newest.id}`, alice.token)).statusCode).toBe(
      200,
    );
    expect((await list(alice)).entries.map((entry: { id: number }) => entry.id)).not.toContain(
      newest.id,
    );
  });

  it('answers 404 for an id past the database integer range, and 400 for one that is no id', async () => {
    for (const id of ['2147483648', String(Number.MAX_SAFE_INTEGER)]) {
      const response = await call(t, 'DELETE', `/api/history/${id}`, player.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: HISTORY_MESSAGES.notFound });
    }
    const renamed = await call(t, 'PATCH', '/api/history/2147483648', player.token, { title: 'x' });
    expect(renamed.statusCode).toBe(404);
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect((await call(t, 'DELETE', `/api/history/${id}`, player.token)).statusCode, id).toBe(
        400,
      );
    }
  });

  it(`keeps the newest ${HISTORY_LIMITS.perPlayer} mails of a player`, async () => {
    for (let index = 0; index < HISTORY_LIMITS.perPlayer + 3; index += 1) {
      tick();
      expect((await keep(bob, { formattedMessage: `Mail ${index}`, mode: 'new' })).statusCode).toBe(
        201,
      );
    }
    const { entries } = await list(bob);
    expect(entries).toHaveLength(HISTORY_LIMITS.perPlayer);
    expect(entries[0].formattedMessage).toBe(`Mail ${HISTORY_LIMITS.perPlayer + 2}`);
    expect(entries.at(-1).formattedMessage).toBe('Mail 3');
  });

  it(`keeps at most ${HISTORY_LIMITS.perPlayer} mails while 55 are written at once`, async () => {
    const writer = await signUp(t);
    const { db } = t.database;
    await db.insert(mailHistory).values(
      Array.from({ length: HISTORY_LIMITS.perPlayer }, (_, index) => ({
        userId: writer.id,
        title: `Old ${index}`,
        formattedMessage: `Old ${index}`,
        mode: 'new',
        createdAt: clock,
        updatedAt: clock,
      })),
    );
    tick();
    const written = await Promise.all(
      Array.from({ length: 55 }, (_, index) =>
        keep(writer, { formattedMessage: `Parallel ${index}`, mode: 'new' }),
      ),
    );
    // The test's pool has 4 connections and waits 1.5 s for one: on a busy machine the last of
    // 55 writes that take turns may get the outage answer instead; none may fail otherwise.
    const statuses = new Set(written.map((response) => response.statusCode));
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses).toContain(201);
    const [counted] = await db
      .select({ kept: sql<number>`count(*)::int` })
      .from(mailHistory)
      .where(eq(mailHistory.userId, writer.id));
    expect(counted?.kept).toBe(HISTORY_LIMITS.perPlayer);
  });

  it("imports a visitor's kept mails at sign-in, newest on top", async () => {
    const imported = await call(t, 'POST', '/api/history/import', player.token, {
      entries: [
        { formattedMessage: 'Newer', mode: 'template', createdAt: '2025-05-20T10:00:00.000Z' },
        { formattedMessage: 'Older', mode: 'manual', createdAt: '2025-05-01T10:00:00.000Z' },
        { formattedMessage: 'From the future', mode: 'new', createdAt: '2099-01-01T00:00:00.000Z' },
      ],
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().entries.map((entry: { title: string }) => entry.title)).toEqual([
      'From the future',
      'Newer',
      'Older',
    ]);
    const tooMany = Array.from({ length: HISTORY_LIMITS.perVisitor + 1 }, (_, index) => ({
      formattedMessage: `m${index}`,
      mode: 'new',
    }));
    const refused = await call(t, 'POST', '/api/history/import', player.token, {
      entries: tooMany,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps a mail sent again with the same keep key once, even with other mails kept between', async () => {
    const keeper = await signUp(t);
    const keepKey = 'c1b8a3e4-5f60-4d2b-9a7e-0123456789ab';
    tick();
    const first = await keep(keeper, { formattedMessage: 'Kept offline', mode: 'new', keepKey });
    expect(first.statusCode).toBe(201);
    tick();
    await keep(keeper, { formattedMessage: 'Another mail', mode: 'manual' });
    tick();
    // The queue is sent twice (two tabs came back online), and once more after a lost answer.
    const again = await Promise.all([
      keep(keeper, { formattedMessage: 'Kept offline', mode: 'new', keepKey }),
      keep(keeper, { formattedMessage: 'Kept offline', mode: 'new', keepKey }),
    ]);
    for (const response of again) {
      expect(response.statusCode).toBe(201);
      expect(response.json().entry).toEqual(first.json().entry);
    }
    const { entries } = await list(keeper);
    expect(entries.map((entry: { formattedMessage: string }) => entry.formattedMessage)).toEqual([
      'Another mail',
      'Kept offline',
    ]);
    // A key is the player's own: another player's mail with the same key is kept for them.
    const other = await signUp(t);
    expect(
      (await keep(other, { formattedMessage: 'Kept offline', mode: 'new', keepKey })).statusCode,
    ).toBe(201);
    expect((await list(other)).entries).toHaveLength(1);
  });

  it('refuses a keep key that is not 8 to 64 letters, digits, - or _', async () => {
    for (const keepKey of ['short', 'k'.repeat(65), 'has space in it', 12345678]) {
      const refused = await keep(player, { formattedMessage: 'x', mode: 'new', keepKey });
      expect(refused.statusCode, String(keepKey)).toBe(400);
      expect(refused.json().fieldErrors).toHaveProperty('keepKey');
    }
  });

  it('refuses a blank or over-long mail, an unknown mode and a long title', async () => {
    for (const payload of [
      { formattedMessage: '  ', mode: 'new' },
      { formattedMessage: 'x'.repeat(20_001), mode: 'new' },
      { formattedMessage: 'x', mode: 'gallery' },
      { formattedMessage: 'x', mode: 'new', title: 't'.repeat(101) },
    ]) {
      expect((await keep(player, payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(
        400,
      );
    }
  });

  it(`limits a player to ${HISTORY_RATE_LIMIT} changes a minute`, async () => {
    tick();
    clock = new Date(clock.getTime() + 60_000);
    for (let index = 0; index < HISTORY_RATE_LIMIT; index += 1) {
      await keep(alice, { formattedMessage: `Burst ${index}`, mode: 'new' });
    }
    const refused = await keep(alice, { formattedMessage: 'One more', mode: 'new' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: HISTORY_MESSAGES.rateLimited });
    expect((await keep(bob, { formattedMessage: 'Bob is fine', mode: 'new' })).statusCode).toBe(
      201,
    );
  });
});
