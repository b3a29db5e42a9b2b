import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import {
  call,
  createTestCast,
  signIn,
  signUp,
  signUpAdmin,
  signUpPremium,
  TEST_ADMIN_EMAIL,
  type TestUser,
} from '#server/test/users.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('notifications on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let admin: TestUser;
  let player: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    ({ t, admin, player, alice, bob } = await createTestCast(driver, () => clock));
  });
  afterAll(() => t.close());

  const send = (payload: object) =>
    call(t, 'POST', '/api/admin/notifications', admin.token, payload);
  const list = (user: TestUser) => call(t, 'GET', '/api/notifications', user.token);

  it('sends to every premium user and says how many', async () => {
    const response = await send({ title: 'War at dawn', message: 'Rally at the pass.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      notification: {
        id: expect.any(Number),
        title: 'War at dawn',
        message: 'Rally at the pass.',
        priority: 'normal',
        isChangelogEntry: false,
        createdAt: clock.toISOString(),
      },
      recipients: 2,
    });
  });

  it('checks the form with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ title: '', message: 'x' }, NOTIFICATION_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(201), message: 'x' }, NOTIFICATION_MESSAGES.titleTooLong],
      [{ title: 'x', message: '' }, NOTIFICATION_MESSAGES.messageRequired],
      [{ title: 'x', message: 'x'.repeat(1001) }, NOTIFICATION_MESSAGES.messageTooLong],
    ];
    for (const [payload, error] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error });
    }
    expect((await send({ title: 'x', message: 'x', priority: 'urgent' })).statusCode).toBe(400);
  });

  it('shows notifications to premium users (and admins) only', async () => {
    expect((await call(t, 'GET', '/api/notifications')).json()).toMatchObject({
      success: false,
      error: AUTH_MESSAGES.notSignedIn,
    });
    const refused = await list(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: NOTIFICATION_MESSAGES.premiumOnly,
    });
    // An admin has every premium feature.
    expect((await list(admin)).statusCode).toBe(200);
    expect(
      (await call(t, 'POST', '/api/notifications/mark-all-read', player.token)).statusCode,
    ).toBe(403);
    const response = await list(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json().notifications).toEqual([
      expect.objectContaining({ title: 'War at dawn', isRead: false }),
    ]);
  });

  it('lists newest first, keeps reads per user, and marks all', async () => {
    clock = new Date(clock.getTime() + 60_000);
    const second = (
      await send({
        title: 'Patch',
        message: 'New board',
        priority: 'update',
        isChangelogEntry: true,
      })
    ).json().notification;
    const titles = (await list(alice)).json().notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Patch', 'War at dawn']);

    const read = await call(t, 'POST', `/api/notifications/${second.id}/read`, alice.token);
    expect(read.json()).toEqual({ success: true });
    // Reading twice is fine.
    expect(
      (await call(t, 'POST', `/api/notifications/${second.id}/read`, alice.token)).statusCode,
    ).toBe(200);
    const aliceView = (await list(alice)).json().notifications;
    expect(aliceView[0]).toMatchObject({ id: second.id, isRead: true, priority: 'update' });
    expect(aliceView[1]).toMatchObject({ isRead: false });
    expect(
      (await list(bob)).json().notifications.every((n: { isRead: boolean }) => !n.isRead),
    ).toBe(true);

    const all = await call(t, 'POST', '/api/notifications/mark-all-read', alice.token);
    expect(all.json()).toEqual({ success: true, marked: 1 });
    expect((await call(t, 'POST', '/api/notifications/mark-all-read', alice.token)).json()).toEqual(
      { success: true, marked: 0 },
    );
    expect(
      (await list(alice)).json().notifications.every((n: { isRead: boolean }) => n.isRead),
    ).toBe(true);
    expect((await list(bob)).json().notifications.some((n: { isRead: boolean }) => n.isRead)).toBe(
      false,
    );
  });

  it('answers 404 when marking an unknown notification', async () => {
    const response = await call(t, 'POST', '/api/notifications/999999/read', alice.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      error: NOTIFICATION_MESSAGES.notificationNotFound,
    });
  });

  it('stops showing them once premium lapses', async () => {
    const carol = await signUpPremium(t, clock);
    expect((await list(carol)).statusCode).toBe(200);
    // Used on day 29, so the session itself lives on past the premium's 30 days.
    clock = new Date(clock.getTime() + 29 * DAY);
    expect((await list(carol)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2 * DAY);
    expect((await list(carol)).statusCode).toBe(403);
    admin = await signIn(t, TEST_ADMIN_EMAIL);
    expect((await send({ title: 'Later', message: 'Only the living' })).json().recipients).toBe(0);
  });
});

describe('notification stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: TestUser;
  let premium: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { AUTH_RATE_LIMIT: 10_000, ADMIN_EMAILS: [TEST_ADMIN_EMAIL] },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signUpAdmin(t);
    premium = await signUpPremium(t, new Date());
    player = await signUp(t);
  });
  afterAll(() => t.close());

  const open = (token: string, signal?: AbortSignal) =>
    fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal,
    });

  it('delivers a new notification to an open stream at once', async () => {
    const controller = new AbortController();
    const response = await open(premium.token, controller.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value);
    expect(received).toContain(': connected');

    const sent = await call(t, 'POST', '/api/admin/notifications', admin.token, {
      title: 'Live',
      message: 'Straight to you',
      priority: 'alert',
    });
    const EVENT = /event: notification\ndata: (.*)\n\n/;
    while (!EVENT.test(received)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    const event = EVENT.exec(received);
    expect(JSON.parse(event?.[1] ?? 'null')).toEqual({
      ...sent.json().notification,
      isRead: false,
    });
    controller.abort();
  });

  /** Reads the stream to its end; what it carried. */
  async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
    const decoder = new TextDecoder();
    let received = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += decoder.decode(chunk.value);
    }
    return received;
  }

  it.each([
    [
      'whose premium an admin revoked',
      (user: TestUser) => call(t, 'POST', `/api/admin/users/${user.id}/revoke`, admin.token),
    ],
    ['who signed out', (user: TestUser) => call(t, 'POST', '/api/auth/signout', user.token)],
  ])('delivers nothing more to a user %s: the stream ends instead', async (_, change) => {
    const user = await signUpPremium(t, new Date());
    const response = await open(user.token);
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    await reader.read();
    expect((await change(user)).statusCode).toBe(200);

    const sent = await call(t, 'POST', '/api/admin/notifications', admin.token, {
      title: 'Not for you any more',
      message: 'Premium only',
    });
    expect(sent.statusCode).toBe(201);
    const rest = await readToEnd(reader);
    expect(rest).not.toContain('Not for you any more');
  });

  it('refuses non-premium users and strangers', async () => {
    expect((await open(player.token)).status).toBe(403);
    expect((await fetch(`${baseUrl}/api/notifications/stream`)).status).toBe(401);
  });

  it('ends open streams when the server closes', async () => {
    const response = await open(premium.token);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    await reader.read();
    await t.app.close();
    let chunk = await reader.read();
    while (!chunk.done) chunk = await reader.read();
    expect(chunk.done).toBe(true);
  });
});
