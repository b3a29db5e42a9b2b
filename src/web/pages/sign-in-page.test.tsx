import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { hasSessionHint } from '#web/lib/storage.ts';
import SignInPage from '#web/pages/sign-in-page.tsx';
import { createDeferred, json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderSignIn() {
  return renderAt(
    <>
      <SignInPage />
      <Toaster />
    </>,
    '/auth/signin',
  );
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('sign-in page', () => {
  it('shows email, password, a link to sign-up, the access levels and Discord as coming soon', async () => {
    stubApi({});
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe(
      '/auth/signup',
    );
    const levels = screen.getByRole('region', { name: 'Access levels' });
    expect(within(levels).getByText('Anonymous')).toBeTruthy();
    expect(within(levels).getByText('AI Mail and Manual Mode.')).toBeTruthy();
    expect(within(levels).getByText('Premium')).toBeTruthy();
    expect(within(levels).getByText('All features, templates and updates.')).toBeTruthy();
    const discord = screen.getByRole('button', { name: /Continue with Discord/ });
    expect((discord as HTMLButtonElement).disabled).toBe(true);
    expect(discord.textContent).toContain('Coming soon');
  });

  it('the eye button shows and hides the password and reports it with aria-pressed', async () => {
    stubApi({});
    renderSignIn();
    const user = await fillIn('', 'Secret123');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(password.getAttribute('type')).toBe('text');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('an empty form shows the spec messages, wired to the fields, and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderSignIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an error clears as soon as its field is edited, and only that one', async () => {
    stubApi({});
    renderSignIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Email is required');
    await user.type(screen.getByLabelText('Email'), 'c');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('a malformed email is refused with the spec message', async () => {
    stubApi({});
    renderSignIn();
    const user = await fillIn('not-an-email', 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('signs in: "Signing In..." while pending, then the welcome toast and the home page', async () => {
    const answer = createDeferred<Response>();
    const fetchMock = stubApi({ 'POST /api/auth/signin': () => answer.promise });
    const { location } = renderSignIn();
    const user = await fillIn('  commander@example.com ', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // The header may ask for the open modules first; the sign-in call is the one to read.
    const init = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/auth/signin'),
    )?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'commander@example.com',
      password: 'Secret123',
    });
    expect(init?.credentials).toBe('include');

    answer.resolve(json({ success: true, token: 'for-api-clients', user: makeUser() }));
    expect(await within(toastRegion()).findByText('Welcome back!')).toBeTruthy();
    expect(within(toastRegion()).getByText('You have successfully signed in.')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(hasSessionHint()).toBe(true);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('for-api-clients');
  });

  it("a wrong password toasts 'Sign In Failed' with the server's message", async () => {
    stubApi({
      'POST /api/auth/signin': () =>
        json({ success: false, error: 'Invalid email or password' }, 401),
    });
    const { location } = renderSignIn();
    const user = await fillIn('commander@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await within(toastRegion()).findByText('Sign In Failed')).toBeTruthy();
    expect(within(toastRegion()).getByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/auth/signin');
    expect(hasSessionHint()).toBe(false);
  });

  it('a failure without a message falls back to "Please check your credentials and try again."', async () => {
    stubApi({ 'POST /api/auth/signin': () => new Response('', { status: 502 }) });
    renderSignIn();
    const user = await fillIn('commander@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await within(toastRegion()).findByText('Sign In Failed')).toBeTruthy();
    expect(
      within(toastRegion()).getByText('Please check your credentials and try again.'),
    ).toBeTruthy();
  });

  it('no answer at all is told as a network error', async () => {
    stubApi({
      'POST /api/auth/signin': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderSignIn();
    const user = await fillIn('commander@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await within(toastRegion()).findByText('Network error')).toBeTruthy();
  });

  it("the server's field errors are shown on their fields", async () => {
    stubApi({
      'POST /api/auth/signin': () =>
        json(
          {
            success: false,
            error: 'Email must be at most 255 characters',
            fieldErrors: { email: ['Email must be at most 255 characters'] },
          },
          400,
        ),
    });
    renderSignIn();
    const user = await fillIn('commander@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
