import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { call, createTestCast, type TestUser } from '#server/test/users.ts';
import { CHANGELOG_MESSAGES } from '#shared/schemas/changelogs.ts';
import { NOTIFICATION_MESSAGES } from '#shared/schemas/notifications.ts';

describe.each(TEST_DRIVERS)('changelogs on %s', (driver) => {
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

  const create = (payload: object) =>
    call(t, 'POST', '/api/admin/changelogs', admin.token, payload);
  const publish = (id: number) =>
    call(t, 'POST', `/api/admin/changelogs/${id}/publish`, admin.token);
  const feed = (user: TestUser) => call(t, 'GET', '/api/changelogs', user.token);

  it('creates drafts that premium users do not see', async () => {
    const response = await create({ title: 'Board tool', content: 'Plan moves', version: '1.2' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      changelog: {
        id: expect.any(Number),
        title: 'Board tool',
        content: 'Plan moves',
        version: '1.2',
        targetRole: 'premium',
        isPublished: false,
        publishedAt: null,
        createdAt: clock.toISOString(),
        updatedAt: clock.toISOString(),
      },
    });
    expect((await feed(alice)).json()).toEqual({ changelogs: [], unreadCount: 0 });
    const listed = (await call(t, 'GET', '/api/admin/changelogs', admin.token)).json();
    expect(listed.changelogs).toEqual([response.json().changelog]);
  });

  it('checks the draft', async () => {
    const cases: [object, string][] = [
      [{ title: '', content: 'x' }, CHANGELOG_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(201), content: 'x' }, CHANGELOG_MESSAGES.titleTooLong],
      [{ title: 'x', content: ' ' }, CHANGELOG_MESSAGES.contentRequired],
      [{ title: 'x', content: 'x', version: 'v'.repeat(51) }, CHANGELOG_MESSAGES.versionTooLong],
    ];
    for (const [payload, error] of cases) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error });
    }
  });

  it('publishes, counts unread per user, and marks read', async () => {
    clock = new Date(clock.getTime() + 60_000);
    const draft = (await create({ title: 'Gallery', content: 'Share mails' })).json().changelog;
    const published = await publish(draft.id);
    expect(published.statusCode).toBe(200);
    expect(published.json().changelog).toMatchObject({
      isPublished: true,
      publishedAt: clock.toISOString(),
      version: null,
    });
    // Publishing again keeps the first date.
    clock = new Date(clock.getTime() + 60_000);
    expect((await publish(draft.id)).json().changelog.publishedAt).toBe(
      published.json().changelog.publishedAt,
    );

    const forAlice = (await feed(alice)).json();
    expect(forAlice).toEqual({
      changelogs: [
        {
          id: draft.id,
          title: 'Gallery',
          content: 'Share mails',
          version: null,
          publishedAt: published.json().changelog.publishedAt,
          isRead: false,
        },
      ],
      unreadCount: 1,
    });
    const read = await call(t, 'POST', `/api/changelogs/${draft.id}/read`, alice.token);
    expect(read.json()).toEqual({ success: true });
    expect((await feed(alice)).json()).toMatchObject({ unreadCount: 0 });
    expect((await feed(bob)).json()).toMatchObject({ unreadCount: 1 });
  });

  it('shows a changelog only to the role it targets', async () => {
    const forExpired = (
      await create({ title: 'Come back', content: 'Renew', targetRole: 'expired' })
    ).json().changelog;
    await publish(forExpired.id);
    const titles = (await feed(alice)).json().changelogs.map((c: { title: string }) => c.title);
    expect(titles).not.toContain('Come back');
    const hidden = await call(t, 'POST', `/api/changelogs/${forExpired.id}/read`, alice.token);
    expect(hidden.statusCode).toBe(404);
  });

  it('is premium only and 404s unknown changelogs', async () => {
    expect((await feed(player)).json()).toMatchObject({
      success: false,
      error: NOTIFICATION_MESSAGES.premiumOnly,
    });
    expect((await call(t, 'GET', '/api/changelogs')).statusCode).toBe(401);
    expect((await publish(999_999)).statusCode).toBe(404);
  });
});
