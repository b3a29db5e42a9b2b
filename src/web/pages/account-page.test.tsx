import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { AppRoutes } from '#web/app.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { i18n } from '#web/i18n/index.ts';
import { hasSessionHint, setSessionHint } from '#web/lib/storage.ts';
import { createDeferred, type FakeRoute, json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderAccount(user: PublicUser | null, routes: Record<string, FakeRoute> = {}) {
  setSessionHint();
  const fetchMock = stubApi({
    'GET /api/auth/me': () =>
      user ? json({ success: true, user }) : json({ success: false, error: 'Not signed in' }, 401),
    'GET /api/account/premium-contact': () => json({ url: null }),
    'GET /api/account/language': () => json({ language: 'en' }),
    'GET /api/history': () => json({ entries: [] }),
    ...routes,
  });
  const result = renderAt(
    <>
      <AppRoutes />
      <Toaster />
    </>,
    '/account',
  );
  return { ...result, fetchMock };
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

const EXPIRED = makeUser({
  role: 'expired',
  subscriptionStatus: 'expired',
  subscriptionExpiry: '2025-01-10T12:00:00.000Z',
});
const PREMIUM = makeUser({
  role: 'premium',
  subscriptionStatus: 'active',
  subscriptionExpiry: '2099-06-01T12:00:00.000Z',
});

describe('account page', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    const { location } = renderAccount(null);
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/signin'));
    expect(hasSessionHint()).toBe(false);
  });

  it('says it is loading until the server answers', async () => {
    const answer = createDeferred<Response>();
    renderAccount(null, { 'GET /api/auth/me': () => answer.promise });
    expect(await screen.findByText('Loading your account…')).toBeTruthy();
    answer.resolve(json({ success: true, user: makeUser() }));
    expect(await screen.findByText('commander@example.com')).toBeTruthy();
  });

  it('shows the email, the member-since date, the access level and the subscription', async () => {
    renderAccount(makeUser());
    expect(await screen.findByText('commander@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('Member since').nextElementSibling?.textContent).toBe('March 5, 2025');
    const membership = screen.getByRole('region', { name: 'Membership' });
    // A signed-in player without Premium has a free account: 'Free', not the spec's role name.
    expect(within(membership).getByText('Free')).toBeTruthy();
    expect(within(membership).getByText('You can use AI Mail Mode and Manual Mode.')).toBeTruthy();
    expect(within(membership).getByText('Inactive')).toBeTruthy();
    expect(within(membership).getByText('No subscription yet')).toBeTruthy();
  });

  it('writes the member-since date in the reader’s language', async () => {
    await i18n.changeLanguage('es');
    renderAccount(makeUser());
    expect(await screen.findByText('5 de marzo de 2025')).toBeTruthy();
  });

  it('asks the server again on every visit, so the role shown is current', async () => {
    const { fetchMock } = renderAccount(makeUser());
    await screen.findByText('commander@example.com');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === '/api/auth/me')).toEqual(['/api/auth/me']);
  });

  it('an anonymous user gets the upgrade banner, Quick Actions and the Feature Access list', async () => {
    renderAccount(makeUser());
    const banner = await screen.findByRole('region', { name: 'Go Premium' });
    expect(within(banner).getByRole('button', { name: 'Upgrade Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew Subscription' })).toBeNull();

    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions).getByRole('link', { name: 'Go to the mail tool' }).getAttribute('href'),
    ).toBe('/');
    expect(within(actions).getByRole('button', { name: 'Sign Out' })).toBeTruthy();

    const features = screen.getByRole('region', { name: 'Feature Access' });
    const rows = within(features).getAllByRole('listitem');
    expect(rows.map((row) => [row.firstChild?.textContent, row.lastChild?.textContent])).toEqual([
      ['AI Mail Mode', 'Included'],
      ['Manual Mode', 'Included'],
      ['Template Library', 'Premium only'],
      ['Premium Updates', 'Premium only'],
      ['Discord OAuth', 'Soon'],
    ]);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('an expired user gets the renew banner and the expiry date', async () => {
    renderAccount(EXPIRED);
    const banner = await screen.findByRole('region', { name: 'Your Premium has expired' });
    expect(within(banner).getByRole('button', { name: 'Renew Subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getAllByText('Expired')).toHaveLength(2);
    expect(within(membership).getByText('January 10, 2025')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quick Actions' })).toBeTruthy();
  });

  it('a premium user sees no banner, no Quick Actions, and the notifications and changelog regions', async () => {
    renderAccount(PREMIUM, {
      'GET /api/notifications': () => json({ notifications: [] }),
      'GET /api/changelogs': () => json({ changelogs: [], unreadCount: 0 }),
    });
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('Premium')).toBeTruthy();
    expect(within(membership).getByText('Active')).toBeTruthy();
    expect(within(membership).getByText('June 1, 2099')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('All caught up!')).toBeTruthy();
    const changelog = screen.getByRole('region', { name: "What's new" });
    expect(await within(changelog).findByText('No updates yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Feature Access' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it("Sign Out ends the session, toasts 'Signed Out' and goes home", async () => {
    const { location, fetchMock } = renderAccount(makeUser(), {
      'POST /api/auth/signout': () => json({ success: true }),
    });
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Quick Actions' })).getByRole('button', {
        name: 'Sign Out',
      }),
    );
    expect(await within(toastRegion()).findByText('Signed Out')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(hasSessionHint()).toBe(false);
    const signOut = fetchMock.mock.calls.find(([url]) => url === '/api/auth/signout');
    expect(signOut?.[1]?.method).toBe('POST');
    expect(signOut?.[1]?.credentials).toBe('include');
  });

  it('a sign-out the server cannot do keeps the user signed in and says so', async () => {
    const { location } = renderAccount(makeUser(), {
      'POST /api/auth/signout': () => new Response('', { status: 500 }),
    });
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Quick Actions' })).getByRole('button', {
        name: 'Sign Out',
      }),
    );
    expect(await within(toastRegion()).findByText('Error')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/account');
    expect(hasSessionHint()).toBe(true);
  });
});

describe('redeeming a premium code', () => {
  async function openDialog(buttonName: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: buttonName }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem a premium code' });
    return { user, dialog };
  }

  it('Upgrade Now opens the dialog with the code field focused', async () => {
    renderAccount(makeUser());
    const { dialog } = await openDialog('Upgrade Now');
    const input = within(dialog).getByLabelText('Premium code');
    expect(document.activeElement).toBe(input);
    expect(
      within(dialog).getByText('Enter the premium code you were given. Each code works once.'),
    ).toBeTruthy();
  });

  it('an empty code is refused without asking the server', async () => {
    const { fetchMock } = renderAccount(makeUser());
    const { user, dialog } = await openDialog('Upgrade Now');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Code' }));
    expect(await within(dialog).findByText('Enter your premium code')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/account/redeem')).toEqual([]);
  });

  it('says where codes come from when the operator set PREMIUM_CONTACT_URL', async () => {
    renderAccount(makeUser(), {
      'GET /api/account/premium-contact': () => json({ url: 'https://discord.example/invite' }),
    });
    const { dialog } = await openDialog('Upgrade Now');
    const link = await within(dialog).findByRole('link', { name: 'Ask for a premium code' });
    expect(link.getAttribute('href')).toBe('https://discord.example/invite');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("a used code shows the server's message on the field and keeps the dialog open", async () => {
    renderAccount(makeUser(), {
      'POST /api/account/redeem': () =>
        json({ success: false, error: 'This code is not valid or has already been used' }, 400),
    });
    const { user, dialog } = await openDialog('Upgrade Now');
    const input = within(dialog).getByLabelText('Premium code');
    await user.type(input, 'used-code');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Code' }));
    expect(
      await within(dialog).findByText('This code is not valid or has already been used'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'x');
    expect(
      within(dialog).queryByText('This code is not valid or has already been used'),
    ).toBeNull();
  });

  it('a good code makes the page premium, toasts and closes the dialog', async () => {
    const answer = createDeferred<Response>();
    const { fetchMock } = renderAccount(EXPIRED, {
      'POST /api/account/redeem': () => answer.promise,
      'GET /api/notifications': () => json({ notifications: [] }),
      'GET /api/changelogs': () => json({ changelogs: [], unreadCount: 0 }),
    });
    const { user, dialog } = await openDialog('Renew Subscription');
    await user.type(within(dialog).getByLabelText('Premium code'), '  mf-good-code ');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Code' }));
    expect(await within(dialog).findByRole('button', { name: 'Redeeming...' })).toBeTruthy();
    const redeem = fetchMock.mock.calls.find(([url]) => url === '/api/account/redeem');
    expect(JSON.parse(String(redeem?.[1]?.body))).toEqual({ code: 'MF-GOOD-CODE' });

    answer.resolve(json({ success: true, user: PREMIUM }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing of the dialog's modal state stays behind once it has gone with its banner.
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
    expect(document.body.style.pointerEvents).toBe('');
    expect(await within(toastRegion()).findByText('Premium unlocked!')).toBeTruthy();
    expect(within(toastRegion()).getByText('Premium is active until June 1, 2099.')).toBeTruthy();
    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('Premium')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew Subscription' })).toBeNull();
  });

  it('Cancel closes the dialog and returns focus to the banner button', async () => {
    renderAccount(makeUser());
    const { user, dialog } = await openDialog('Upgrade Now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upgrade Now' }));
  });

  it('a session that ended meanwhile sends the user to sign in', async () => {
    const { location } = renderAccount(makeUser(), {
      'POST /api/account/redeem': () => json({ success: false, error: 'Not signed in' }, 401),
    });
    const { user, dialog } = await openDialog('Upgrade Now');
    await user.type(within(dialog).getByLabelText('Premium code'), 'CODE');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Code' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/signin'));
  });
});
