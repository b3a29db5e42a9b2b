import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { hasSessionHint } from '#web/lib/storage.ts';
import SignUpPage from '#web/pages/sign-up-page.tsx';
import { createDeferred, json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderSignUp() {
  return renderAt(
    <>
      <SignUpPage />
      <Toaster />
    </>,
    '/auth/signup',
  );
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input' });
}

function checklistState() {
  const list = screen.getByText('Password requirements').parentElement;
  return Object.fromEntries(
    [...(list?.querySelectorAll('li') ?? [])].map((item) => [
      item.dataset.rule,
      item.dataset.met === 'true',
    ]),
  );
}

async function fillIn(values: { email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.email) await user.type(field('Email'), values.email);
  if (values.password) await user.type(field('Password'), values.password);
  if (values.confirm) await user.type(field('Confirm password'), values.confirm);
  return user;
}

describe('sign-up page', () => {
  it('shows email, password, confirmation, a link to sign-in and the benefits', () => {
    stubApi({});
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(field('Email')).toBeTruthy();
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Confirm password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/signin');
    const benefits = screen.getByRole('region', { name: 'Why create an account?' });
    expect(within(benefits).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(
      (screen.getByRole('button', { name: /Continue with Discord/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('ticks the four password rules live as the password is typed', async () => {
    stubApi({});
    renderSignUp();
    expect(checklistState()).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      number: false,
    });
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field('Password'), 'abc');
    expect(checklistState()).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      number: false,
    });
    await user.type(field('Password'), 'DEF12');
    expect(checklistState()).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
    });
    const describedBy = field('Password').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Password requirements');
  });

  it('an empty form shows the spec messages', async () => {
    const fetchMock = stubApi({});
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a weak password and a different confirmation are refused with the spec messages', async () => {
    stubApi({});
    renderSignUp();
    const user = await fillIn({ email: 'new@example.com', password: 'weak', confirm: 'other' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password does not meet requirements')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('Confirm password'), 'x');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(screen.getByText('Password does not meet requirements')).toBeTruthy();
  });

  it('creates the account: "Creating Account..." while pending, then the welcome toast and /', async () => {
    const answer = createDeferred<Response>();
    const fetchMock = stubApi({ 'POST /api/auth/signup': () => answer.promise });
    const { location } = renderSignUp();
    const user = await fillIn({
      email: 'new@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const pending = await screen.findByRole('button', { name: 'Creating Account...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // The header may ask for the open modules first; the sign-up call is the one with a body.
    const signUpCall = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/auth/signup'),
    );
    expect(JSON.parse(String(signUpCall?.[1]?.body))).toEqual({
      email: 'new@example.com',
      password: 'Secret123',
    });

    answer.resolve(json({ success: true, token: 't', user: makeUser() }, 201));
    expect(await within(toastRegion()).findByText('Welcome to MailForge!')).toBeTruthy();
    expect(
      within(toastRegion()).getByText('Your account has been created successfully.'),
    ).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(hasSessionHint()).toBe(true);
  });

  it("a taken email toasts 'Sign Up Failed' with the server's message", async () => {
    stubApi({
      'POST /api/auth/signup': () =>
        json({ success: false, error: 'An account with this email already exists' }, 409),
    });
    renderSignUp();
    const user = await fillIn({
      email: 'taken@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await within(toastRegion()).findByText('Sign Up Failed')).toBeTruthy();
    expect(
      within(toastRegion()).getByText('An account with this email already exists'),
    ).toBeTruthy();
  });

  it('a failure without a message falls back to "Please try again."', async () => {
    stubApi({ 'POST /api/auth/signup': () => new Response('', { status: 500 }) });
    renderSignUp();
    const user = await fillIn({
      email: 'new@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await within(toastRegion()).findByText('Sign Up Failed')).toBeTruthy();
    expect(within(toastRegion()).getByText('Please try again.')).toBeTruthy();
  });
});
