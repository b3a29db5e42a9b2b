import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '#shared/constants.ts';
import type { FeatureModule } from '#shared/schemas/admin.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { FeatureBoard, SystemStatus } from '#web/features/admin/feature-board.tsx';
import { AdminLoginForm } from '#web/features/auth/admin-login-form.tsx';
import { NotificationFormSection } from '#web/features/notifications/notification-form.tsx';
import { type FakeRoute, json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function makeModule(overrides: Partial<FeatureModule> = {}): FeatureModule {
  return {
    id: 2,
    name: 'BoardForge',
    slug: 'boardforge',
    status: 'development',
    previewUrl: '/preview/boardforge',
    description: 'Plan KvK moves on a strategy board.',
    lastUpdated: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function renderWithToaster(ui: React.ReactElement, routes: Record<string, FakeRoute>, path = '/') {
  const fetchMock = stubApi(routes);
  const result = renderAt(
    <>
      {ui}
      <Toaster />
    </>,
    path,
  );
  return { ...result, fetchMock };
}

describe('admin sign-in form', () => {
  it('asks for a password of at least 6 characters before calling the server', async () => {
    const { fetchMock } = renderWithToaster(<AdminLoginForm />, {});
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'warden@example.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs an admin in and goes to /admin/dashboard; anyone else gets 'Unauthorized email address'", async () => {
    let user = makeUser({ isAdmin: false });
    const { location, fetchMock } = renderWithToaster(
      <AdminLoginForm />,
      {
        'POST /api/auth/signin': () => json({ success: true, token: 't', user }),
        'POST /api/auth/signout': () => json({ success: true }),
      },
      '/__forgeadmin',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'player@example.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Unauthorized email address')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/signout');
    expect(location.history.at(-1)).toBe('/__forgeadmin');

    user = makeUser({ isAdmin: true, email: 'warden@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/dashboard'));
  });

  it("says 'Login failed' when the server refuses the credentials", async () => {
    renderWithToaster(<AdminLoginForm />, {
      'POST /api/auth/signin': () =>
        json({ success: false, error: 'Invalid email or password' }, 401),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'warden@example.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });
});

describe('feature board', () => {
  it('moves a module development → ready → live through the API; the banner clears after 5 s', async () => {
    let module = makeModule();
    const { fetchMock } = renderWithToaster(<FeatureBoard />, {
      'GET /api/admin/modules': () => json({ modules: [module] }),
      'POST /api/admin/modules/boardforge/status': ({ body }) => {
        module = {
          ...module,
          status: (body as { status: FeatureModule['status'] }).status,
          lastUpdated: '2025-03-06T09:30:00.000Z',
        };
        return json({ success: true, module });
      },
    });
    const card = await screen.findByTestId('module-boardforge');
    expect(within(card).getByText('Development')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Push Live/ })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as Ready: BoardForge' }));
    expect(await screen.findByText('BoardForge is marked as ready.')).toBeTruthy();
    expect(within(card).getByText('Ready')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Back to Dev: BoardForge' })).toBeTruthy();
    expect(within(card).getByText(/Mar 6, 2025/)).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Push Live: BoardForge' }));
    expect(await screen.findByText('BoardForge is live!')).toBeTruthy();
    expect(within(card).getByText('Live')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(TIMINGS.adminBannerMs + 100));
    expect(screen.getByText('BoardForge is live!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS.adminBannerPushLiveMs - TIMINGS.adminBannerMs));
    expect(screen.queryByText('BoardForge is live!')).toBeNull();

    const posted = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([{ status: 'ready' }, { status: 'live' }]);
  });

  it("shows the server's refusal of a transition", async () => {
    renderWithToaster(<FeatureBoard />, {
      'GET /api/admin/modules': () => json({ modules: [makeModule({ status: 'ready' })] }),
      'POST /api/admin/modules/boardforge/status': () =>
        json({ success: false, error: 'BoardForge cannot move from live to live' }, 409),
    });
    const card = await screen.findByTestId('module-boardforge');
    await userEvent.click(within(card).getByRole('button', { name: 'Push Live: BoardForge' }));
    expect(await screen.findByText('BoardForge cannot move from live to live')).toBeTruthy();
  });

  it('the System Status box counts modules per status from the data', async () => {
    renderWithToaster(<SystemStatus />, {
      'GET /api/admin/modules': () =>
        json({
          modules: [
            makeModule({ slug: 'a', status: 'live' }),
            makeModule({ slug: 'b', status: 'live' }),
            makeModule({ slug: 'c', status: 'ready' }),
            makeModule({ slug: 'd', status: 'development' }),
          ],
        }),
    });
    const box = await screen.findByRole('region', { name: 'System Status' });
    await waitFor(() =>
      expect(within(box).getByText('Live').nextElementSibling?.textContent).toBe('2'),
    );
    expect(within(box).getByText('Ready').nextElementSibling?.textContent).toBe('1');
    expect(within(box).getByText('In development').nextElementSibling?.textContent).toBe('1');
  });
});

describe('send-notification form', () => {
  it('checks title and message with the spec messages', async () => {
    const { fetchMock } = renderWithToaster(<NotificationFormSection />, {});
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Title must be under 200 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends title, message, priority and changelog flag, toasts and clears the form', async () => {
    const { fetchMock } = renderWithToaster(<NotificationFormSection />, {
      'POST /api/admin/notifications': ({ body }) =>
        json(
          {
            success: true,
            notification: { id: 1, ...(body as object), createdAt: '2025-03-05T12:00:00.000Z' },
            recipients: 3,
          },
          201,
        ),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'KvK');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Rally at 12:00 UTC');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'alert');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changelog entry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(
      await within(toastRegion()).findByText('Notification sent to all premium users!'),
    ).toBeTruthy();
    expect(within(toastRegion()).getByText('Delivered to 3 premium users.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      title: 'KvK',
      message: 'Rally at 12:00 UTC',
      priority: 'alert',
      isChangelogEntry: true,
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it("toasts 'Failed to send notification' when the server fails", async () => {
    renderWithToaster(<NotificationFormSection />, {
      'POST /api/admin/notifications': () => json({ success: false, error: 'Boom' }, 500),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'KvK');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Rally');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await within(toastRegion()).findByText('Failed to send notification')).toBeTruthy();
  });
});
