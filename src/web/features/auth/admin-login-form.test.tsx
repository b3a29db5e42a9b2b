import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { AdminLoginForm } from '#web/features/auth/admin-login-form.tsx';
import { json, makeUser } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

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
