import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserChangelog } from '#shared/schemas/changelogs.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import {
  CHANGELOG_SKELETON_COUNT,
  ChangelogCard,
} from '#web/features/changelogs/changelog-card.tsx';
import { createDeferred, type FakeRoute, json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function makeChangelog(overrides: Partial<UserChangelog> = {}): UserChangelog {
  return {
    id: 1,
    title: 'Template library',
    content: 'Ten new templates.\nRally calls included.',
    version: '2.1.0',
    publishedAt: '2025-03-05T12:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}

function renderCard(routes: Record<string, FakeRoute>) {
  const fetchMock = stubApi(routes);
  renderAt(
    <>
      <ChangelogCard />
      <Toaster />
    </>,
    '/account',
  );
  return fetchMock;
}

const card = () => screen.getByRole('region', { name: "What's new" });

const countCalls = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .length;

describe("the 'What's new' changelog card", () => {
  it('shows three skeletons while the changelog loads, then the entries', async () => {
    const answer = createDeferred<Response>();
    renderCard({ 'GET /api/changelogs': () => answer.promise });
    expect(await screen.findByText('Loading updates…')).toBeTruthy();
    expect(screen.getAllByTestId('changelog-skeleton')).toHaveLength(CHANGELOG_SKELETON_COUNT);
    expect(CHANGELOG_SKELETON_COUNT).toBe(3);
    answer.resolve(json({ changelogs: [makeChangelog()], unreadCount: 1 }));
    expect(await screen.findByText('Template library')).toBeTruthy();
    expect(screen.queryByTestId('changelog-skeleton')).toBeNull();
  });

  it('lists entries newest first with version, date and content, highlighting the unread ones', async () => {
    renderCard({
      'GET /api/changelogs': () =>
        json({
          changelogs: [
            makeChangelog({
              id: 1,
              title: 'Old fix',
              version: null,
              publishedAt: '2025-01-02T12:00:00.000Z',
              isRead: true,
            }),
            makeChangelog({ id: 3, title: 'Newest', publishedAt: '2025-03-05T12:00:00.000Z' }),
            makeChangelog({
              id: 2,
              title: '<b>Middle</b>',
              version: '2.0',
              publishedAt: '2025-02-10T12:00:00.000Z',
            }),
          ],
          unreadCount: 2,
        }),
    });
    const card = await screen.findByRole('region', { name: "What's new" });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe("What's new22 unread");
    expect(within(card).getByTestId('changelog-unread-count').textContent).toBe('22 unread');

    const [newest, middle, old] = within(card).getAllByRole('listitem') as HTMLElement[];
    expect(within(newest as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Unread: Newest',
    );
    expect(within(newest as HTMLElement).getByText('2.1.0')).toBeTruthy();
    expect(
      within(newest as HTMLElement)
        .getByText('March 5, 2025')
        .getAttribute('datetime'),
    ).toBe('2025-03-05T12:00:00.000Z');
    const content = within(newest as HTMLElement).getByText(/Ten new templates/);
    expect(content.textContent).toBe('Ten new templates.\nRally calls included.');
    expect(content.className).toContain('whitespace-pre-line');

    // Text, never markup.
    expect(within(middle as HTMLElement).getByText('<b>Middle</b>')).toBeTruthy();
    expect(middle?.querySelector('b')).toBeNull();

    for (const item of [newest, middle] as HTMLElement[]) {
      expect(item.dataset.unread).toBe('true');
      expect(item.className).toContain('bg-gold-100');
      expect(within(item).getByTestId('unread-dot')).toBeTruthy();
      expect(within(item).getByRole('button', { name: /^Mark as read: / })).toBeTruthy();
    }
    const read = old as HTMLElement;
    expect(within(read).getByText('Old fix')).toBeTruthy();
    expect(read.dataset.unread).toBe('false');
    expect(read.className).not.toContain('bg-gold-100');
    expect(within(read).queryByTestId('unread-dot')).toBeNull();
    expect(within(read).queryByRole('button')).toBeNull();
    expect(within(read).queryByText(/Version/)).toBeNull();
    expect(within(read).getByText('January 2, 2025')).toBeTruthy();
  });

  it("'Mark as read' posts to the server, toasts and refetches: the entry is no longer highlighted", async () => {
    let isRead = false;
    const fetchMock = renderCard({
      'GET /api/changelogs': () =>
        json({ changelogs: [makeChangelog({ id: 7, isRead })], unreadCount: isRead ? 0 : 1 }),
      'POST /api/changelogs/7/read': () => {
        isRead = true;
        return json({ success: true });
      },
    });
    const button = await screen.findByRole('button', { name: 'Mark as read: Template library' });
    expect(screen.getByTestId('changelog-unread-count')).toBeTruthy();
    await userEvent.click(button);
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(toasts).findByText('Update marked as read')).toBeTruthy();
    await waitFor(() => expect(within(card()).getByRole('listitem').dataset.unread).toBe('false'));
    expect(screen.queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(screen.queryByTestId('changelog-unread-count')).toBeNull();
    expect(countCalls(fetchMock, 'POST /api/changelogs/7/read')).toBe(1);
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/changelogs/7/read');
    expect(post?.[1]?.credentials).toBe('include');
    expect(countCalls(fetchMock, 'GET /api/changelogs')).toBe(2);
  });

  it('a failed mark-as-read keeps the entry unread and says so', async () => {
    renderCard({
      'GET /api/changelogs': () => json({ changelogs: [makeChangelog()], unreadCount: 1 }),
      'POST /api/changelogs/1/read': () => json({ success: false, error: 'Boom' }, 500),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Mark as read/ }));
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(toasts).findByText('Error')).toBeTruthy();
    expect(within(card()).getByRole('listitem').dataset.unread).toBe('true');
  });

  it('shows the empty state when nothing is published', async () => {
    renderCard({ 'GET /api/changelogs': () => json({ changelogs: [], unreadCount: 0 }) });
    expect(await screen.findByText('No updates yet')).toBeTruthy();
    expect(
      screen.getByText('Release notes will appear here when they are published.'),
    ).toBeTruthy();
    expect(within(card()).queryByRole('list')).toBeNull();
    expect(screen.queryByTestId('changelog-unread-count')).toBeNull();
  });

  it('says when the changelog could not be loaded and tries again on request', async () => {
    let isDown = true;
    const fetchMock = renderCard({
      'GET /api/changelogs': () =>
        isDown
          ? json({ success: false, error: 'Down' }, 500)
          : json({ changelogs: [makeChangelog()], unreadCount: 1 }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Updates could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No updates yet')).toBeNull();
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Template library')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(countCalls(fetchMock, 'GET /api/changelogs')).toBe(2);
  });
});
