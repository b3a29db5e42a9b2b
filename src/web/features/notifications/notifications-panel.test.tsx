import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserNotification } from '#shared/schemas/notifications.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import {
  NOTIFICATION_SKELETON_COUNT,
  NotificationsPanel,
} from '#web/features/notifications/notifications-panel.tsx';
import { i18n } from '#web/i18n/index.ts';
import { createDeferred, type FakeRoute, json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function makeNotification(overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    id: 1,
    title: 'KvK starts Friday',
    message: 'Rally at the pass at 12:00 UTC.',
    priority: 'normal',
    isChangelogEntry: false,
    createdAt: '2025-03-05T12:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}

function renderPanel(routes: Record<string, FakeRoute>) {
  const fetchMock = stubApi(routes);
  renderAt(
    <>
      <NotificationsPanel />
      <Toaster />
    </>,
    '/account',
  );
  return fetchMock;
}

const countCalls = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .length;

describe('notifications panel', () => {
  it('shows three skeletons while the list loads, then the notifications', async () => {
    const answer = createDeferred<Response>();
    renderPanel({ 'GET /api/notifications': () => answer.promise });
    expect(await screen.findByText('Loading notifications…')).toBeTruthy();
    expect(screen.getAllByTestId('notification-skeleton')).toHaveLength(
      NOTIFICATION_SKELETON_COUNT,
    );
    expect(NOTIFICATION_SKELETON_COUNT).toBe(3);
    answer.resolve(json({ notifications: [makeNotification()] }));
    expect(await screen.findByText('KvK starts Friday')).toBeTruthy();
    expect(screen.queryByTestId('notification-skeleton')).toBeNull();
  });

  it('shows both empty states when there is nothing', async () => {
    renderPanel({ 'GET /api/notifications': () => json({ notifications: [] }) });
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(screen.getByText('You have no unread notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).toBeNull();
    expect(screen.queryByTestId('unread-count')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByText('New notifications will appear here when available.')).toBeTruthy();
  });

  it('highlights unread items with a dot, counts them and badges priority and changelogs', async () => {
    renderPanel({
      'GET /api/notifications': () =>
        json({
          notifications: [
            makeNotification({ id: 3, title: 'Fort attack', priority: 'alert' }),
            makeNotification({
              id: 2,
              title: 'Version 2 is out',
              priority: 'update',
              isChangelogEntry: true,
            }),
            makeNotification({ id: 1, title: 'Old news', isRead: true }),
          ],
        }),
    });
    const unreadTab = await screen.findByRole('tab', { name: /Unread/ });
    await waitFor(() =>
      expect(within(unreadTab).getByTestId('unread-count').textContent).toBe('2'),
    );
    const unreadItems = screen.getAllByRole('listitem');
    expect(unreadItems).toHaveLength(2);
    for (const item of unreadItems) {
      expect(item.dataset.unread).toBe('true');
      expect(item.className).toContain('bg-gold-100');
      expect(within(item).getByTestId('unread-dot')).toBeTruthy();
      expect(within(item).getByRole('button', { name: /Mark as read/ })).toBeTruthy();
    }
    expect(within(unreadItems[0] as HTMLElement).getByText('Alert')).toBeTruthy();
    expect(within(unreadItems[1] as HTMLElement).getByText('Update')).toBeTruthy();
    expect(
      within(unreadItems[1] as HTMLElement).getByRole('img', { name: 'Changelog entry' }),
    ).toBeTruthy();
    expect(within(unreadItems[0] as HTMLElement).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    const allItems = screen.getAllByRole('listitem');
    expect(allItems).toHaveLength(3);
    const read = allItems[2] as HTMLElement;
    expect(within(read).getByText('Old news')).toBeTruthy();
    expect(read.dataset.unread).toBe('false');
    expect(read.className).not.toContain('bg-gold-100');
    expect(within(read).queryByTestId('unread-dot')).toBeNull();
    expect(within(read).getByText('Normal')).toBeTruthy();
    expect(within(read).queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it("'Mark as read' marks one, toasts and refreshes the list", async () => {
    let isRead = false;
    const fetchMock = renderPanel({
      'GET /api/notifications': () => json({ notifications: [makeNotification({ isRead })] }),
      'POST /api/notifications/1/read': () => {
        isRead = true;
        return json({ success: true });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Mark as read/ }));
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(toasts).findByText('Marked as read')).toBeTruthy();
    expect(within(toasts).getByText('Notification has been marked as read.')).toBeTruthy();
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(countCalls(fetchMock, 'GET /api/notifications')).toBe(2);
  });

  it("'Mark All Read' marks every one, toasts and refreshes the list", async () => {
    let isRead = false;
    const fetchMock = renderPanel({
      'GET /api/notifications': () =>
        json({
          notifications: [makeNotification({ id: 2, isRead }), makeNotification({ id: 1, isRead })],
        }),
      'POST /api/notifications/mark-all-read': () => {
        isRead = true;
        return json({ success: true, marked: 2 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(toasts).findByText('All notifications marked as read')).toBeTruthy();
    expect(
      within(toasts).getByText('All your notifications have been marked as read.'),
    ).toBeTruthy();
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).toBeNull();
    expect(countCalls(fetchMock, 'GET /api/notifications')).toBe(2);
  });

  it('a notification on the event stream refreshes the list at once', async () => {
    const streams: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      readonly url: string;
      isClosed = false;
      constructor(url: string) {
        super();
        this.url = url;
        streams.push(this);
      }
      close() {
        this.isClosed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let notifications: UserNotification[] = [];
    renderPanel({ 'GET /api/notifications': () => json({ notifications }) });
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(streams).toHaveLength(1);
    expect(streams[0]?.url).toBe('/api/notifications/stream');

    notifications = [makeNotification({ title: 'Breaking news' })];
    act(() => {
      streams[0]?.dispatchEvent(new Event('notification'));
    });
    expect(await screen.findByText('Breaking news')).toBeTruthy();
  });
});

describe('notifications panel in Arabic', () => {
  it('lays the Unread and All tabs right to left, and the arrow keys follow', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderPanel({ 'GET /api/notifications': () => json({ notifications: [makeNotification()] }) });
    const tabs = await screen.findAllByRole('tab');
    const list = screen.getByRole('tablist');
    expect(list.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const [unread, all] = tabs as [HTMLElement, HTMLElement];
    expect(unread.getAttribute('aria-selected')).toBe('true');
    act(() => unread.focus());
    // In a right-to-left row the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(all);
  });
});
