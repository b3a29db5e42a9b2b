import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type { UserChangelog } from '#shared/schemas/changelogs.ts';
import { AccountDashboard } from '#web/features/account/account-dashboard.tsx';
import { type FakeRoute, json, makeUser, stubApi } from '#web/test/api.ts';
import { galleryModuleRoute } from '#web/test/community.ts';
import { renderAt } from '#web/test/render.tsx';

// The account page shows the changelog card (features/changelogs) to premium users only.

afterEach(() => {
  vi.unstubAllGlobals();
});

const changelog: UserChangelog = {
  id: 1,
  title: 'Template library',
  content: 'Ten new templates.\nRally calls included.',
  version: '2.1.0',
  publishedAt: '2025-03-05T12:00:00.000Z',
  isRead: false,
};

const countCalls = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .length;

// The community gallery's profile form and 'My shared mail' (features/community) ask for their own,
// once `GET /api/modules` says the gallery is open to the player.
const COMMUNITY_ROUTES: Record<string, FakeRoute> = {
  ...galleryModuleRoute('live'),
  'GET /api/account/profile': () =>
    json({
      success: true,
      profile: {
        displayName: null,
        kingdom: null,
        alliance: null,
        preferredLanguage: 'en',
        bio: null,
        isPublic: false,
      },
    }),
  'GET /api/community/mine': () => json({ success: true, messages: [] }),
};

describe('the changelog on the account page', () => {
  function renderDashboard(user: PublicUser, routes: Record<string, FakeRoute>) {
    const fetchMock = stubApi({ ...COMMUNITY_ROUTES, ...routes });
    renderAt(<AccountDashboard user={user} />, '/account');
    return fetchMock;
  }

  it('a premium user gets the card and its request', async () => {
    const fetchMock = renderDashboard(makeUser({ role: 'premium', subscriptionStatus: 'active' }), {
      'GET /api/notifications': () => json({ notifications: [] }),
      'GET /api/changelogs': () => json({ changelogs: [changelog], unreadCount: 1 }),
      'GET /api/history': () => json({ entries: [] }),
    });
    const card = await screen.findByRole('region', { name: "What's new" });
    expect(await within(card).findByText('Template library')).toBeTruthy();
    expect(countCalls(fetchMock, 'GET /api/changelogs')).toBe(1);
  });

  it('an admin reads as Premium with no end date, and gets the card', async () => {
    renderDashboard(makeUser({ isAdmin: true, role: 'premium', subscriptionStatus: 'active' }), {
      'GET /api/notifications': () => json({ notifications: [] }),
      'GET /api/changelogs': () => json({ changelogs: [], unreadCount: 0 }),
      'GET /api/history': () => json({ entries: [] }),
    });
    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('Premium')).toBeTruthy();
    expect(within(membership).getByText('Never: admins have every premium feature')).toBeTruthy();
    expect(await screen.findByRole('region', { name: "What's new" })).toBeTruthy();
  });

  it.each([
    ['anonymous', makeUser()],
    ['expired', makeUser({ role: 'expired', subscriptionStatus: 'expired' })],
  ])('an %s user gets neither the card nor the request', async (_role, user) => {
    // Any other request fails the test: stubApi throws on a route it does not know.
    const fetchMock = renderDashboard(user, {
      'GET /api/history': () => json({ entries: [] }),
    });
    expect(await screen.findByRole('region', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "What's new" })).toBeNull();
    expect(screen.queryByTestId('changelog-card')).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
        '/api/account/profile',
        '/api/community/mine',
        '/api/history',
        '/api/modules',
      ]),
    );
  });
});

describe('My mail on the account page', () => {
  it("lists the player's kept mails", async () => {
    stubApi({
      'GET /api/history': () =>
        json({
          entries: [
            {
              id: 3,
              title: 'KVK PLAN',
              formattedMessage: '<b>KVK PLAN</b>\nRally at 14:30',
              mode: 'new',
              createdAt: '2025-03-05T12:00:00.000Z',
              updatedAt: '2025-03-05T12:00:00.000Z',
            },
          ],
        }),
    });
    renderAt(<AccountDashboard user={makeUser()} />, '/account');
    const section = await screen.findByRole('region', { name: 'My mail' });
    expect(await within(section).findByRole('heading', { name: 'KVK PLAN' })).toBeTruthy();
  });
});
