import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type { UserChangelog } from '#shared/schemas/changelogs.ts';
import { AccountDashboard } from '#web/features/account/account-dashboard.tsx';
import { type FakeRoute, json, makeUser, stubApi } from '#web/test/api.ts';
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

describe('the changelog on the account page', () => {
  function renderDashboard(user: PublicUser, routes: Record<string, FakeRoute>) {
    const fetchMock = stubApi(routes);
    renderAt(<AccountDashboard user={user} />, '/account');
    return fetchMock;
  }

  it('a premium user gets the card and its request', async () => {
    const fetchMock = renderDashboard(makeUser({ role: 'premium', subscriptionStatus: 'active' }), {
      'GET /api/notifications': () => json({ notifications: [] }),
      'GET /api/changelogs': () => json({ changelogs: [changelog], unreadCount: 1 }),
    });
    const card = await screen.findByRole('region', { name: "What's new" });
    expect(await within(card).findByText('Template library')).toBeTruthy();
    expect(countCalls(fetchMock, 'GET /api/changelogs')).toBe(1);
  });

  it.each([
    ['anonymous', makeUser()],
    ['expired', makeUser({ role: 'expired', subscriptionStatus: 'expired' })],
  ])('an %s user gets neither the card nor the request', async (_role, user) => {
    // Any request fails the test: stubApi throws on a route it does not know.
    const fetchMock = renderDashboard(user, {});
    expect(await screen.findByRole('region', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "What's new" })).toBeNull();
    expect(screen.queryByTestId('changelog-card')).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
