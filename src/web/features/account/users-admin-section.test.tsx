import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { UsersSection } from '#web/features/account/users-admin-section.tsx';
import { json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const PREMIUM = makeUser({
  email: 'lead@kingdom.test',
  role: 'premium',
  subscriptionStatus: 'active',
  subscriptionExpiry: '2025-09-01T00:00:00.000Z',
});

function renderUsers() {
  const fetchMock = stubApi({
    'GET /api/admin/users?q=': () => json({ users: [PREMIUM] }),
    'POST /api/admin/users/7/revoke': () =>
      json({
        user: {
          ...PREMIUM,
          role: 'anonymous',
          subscriptionStatus: 'inactive',
          subscriptionExpiry: null,
        },
      }),
  });
  renderAt(
    <>
      <UsersSection />
      <Toaster />
    </>,
  );
  return fetchMock;
}

const revokeCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/revoke')).length;

describe('users (admin)', () => {
  it('revoking premium asks first; keeping it changes nothing and gives the focus back', async () => {
    const user = userEvent.setup();
    const fetchMock = renderUsers();
    const item = await screen.findByTestId('admin-user');
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    const question = within(item).getByRole('group', {
      name: /Revoke premium from lead@kingdom.test\?/,
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(question).getByRole('button', { name: 'Keep premium' }),
      ),
    );
    expect(revokeCalls(fetchMock)).toBe(0);
    await user.click(within(question).getByRole('button', { name: 'Keep premium' }));
    expect(within(item).queryByRole('group')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(item).getByRole('button', { name: 'Revoke' })),
    );
    expect(revokeCalls(fetchMock)).toBe(0);
  });

  it('revokes once the admin confirms', async () => {
    const user = userEvent.setup();
    const fetchMock = renderUsers();
    const item = await screen.findByTestId('admin-user');
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    await user.click(within(item).getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(revokeCalls(fetchMock)).toBe(1));
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(/lead@kingdom.test/)).toBeTruthy();
  });
});
