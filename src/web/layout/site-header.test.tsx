import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { i18n } from '#web/i18n/index.ts';
import { SiteHeader } from '#web/layout/site-header.tsx';
import { hasSessionHint, setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('site header', () => {
  it('the logo links to the home page', () => {
    renderAt(<SiteHeader />, '/account');
    expect(screen.getByRole('link', { name: 'MailForge' }).getAttribute('href')).toBe('/');
  });

  it('the board tool is disabled', () => {
    renderAt(<SiteHeader />);
    const board = screen.getByRole('button', { name: 'Board tool (coming soon)' });
    expect((board as HTMLButtonElement).disabled).toBe(true);
  });

  it('the language switcher lists the six languages in their own names and switches at once', async () => {
    renderAt(<SiteHeader />);
    const [language] = screen.getAllByRole('combobox', { name: 'Language' });
    const options = within(language!)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'English',
      'العربية',
      'Español',
      '简体中文',
      'Português (Brasil)',
      'Русский',
    ]);
    expect((language as HTMLSelectElement).value).toBe('en');
    await userEvent.selectOptions(language!, 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    await act(() => i18n.changeLanguage('en'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('the mail tool button scrolls to the top on the home page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt(<SiteHeader />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Mail tool' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('the mail tool button goes to the home page from another page', async () => {
    const { location } = renderAt(<SiteHeader />, '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Mail tool' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('the menu toggle opens and closes the mobile menu and reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu?.hidden).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Mail tool' })).toHaveLength(2);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.hidden).toBe(true);
  });

  it('Escape closes the mobile menu and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('site header, accounts', () => {
  function desktopNav() {
    return screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
  }

  it('a visitor gets a Sign In link and the server is not asked who they are', async () => {
    const fetchMock = stubApi({ 'GET /api/modules': () => json({ modules: [] }) });
    renderAt(<SiteHeader />);
    const signIn = await within(desktopNav()).findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/auth/signin');
    expect(within(desktopNav()).queryByRole('link', { name: 'Account' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/me')).toEqual([]);
  });

  it('a signed-in user gets the account link and Sign Out', async () => {
    setSessionHint();
    stubApi({ 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) });
    renderAt(<SiteHeader />);
    const account = await within(desktopNav()).findByRole('link', { name: 'Account' });
    expect(account.getAttribute('href')).toBe('/account');
    expect(within(desktopNav()).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(within(desktopNav()).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('names the wide header items from 1536 px in the longer languages, from 1280 px in the others', async () => {
    setSessionHint();
    stubApi({ 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) });
    renderAt(<SiteHeader />);
    await within(desktopNav()).findByRole('link', { name: 'Account' });
    // The same navigation in every language (its name is translated too).
    const nav = desktopNav();
    const labelOf = async (language: string) => {
      await act(() => i18n.changeLanguage(language));
      const link = await within(nav).findByRole('link', { name: i18n.t('auth.nav.account') });
      return link.querySelector('span')?.className;
    };
    expect(await labelOf('en')).toBe('sr-only xl:not-sr-only');
    expect(await labelOf('es')).toBe('sr-only 2xl:not-sr-only');
    expect(await labelOf('ru')).toBe('sr-only 2xl:not-sr-only');
    expect(await labelOf('zh-CN')).toBe('sr-only xl:not-sr-only');
    await act(() => i18n.changeLanguage('en'));
  });

  it("Sign Out toasts 'Signed Out', goes home and shows Sign In again", async () => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () => json({ success: true, user: makeUser() }),
      'POST /api/auth/signout': () => json({ success: true }),
    });
    const { location } = renderAt(
      <>
        <SiteHeader />
        <Toaster />
      </>,
      '/account',
    );
    const user = userEvent.setup();
    await user.click(await within(desktopNav()).findByRole('button', { name: 'Sign Out' }));
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(toasts).findByText('Signed Out')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(await within(desktopNav()).findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(hasSessionHint()).toBe(false);
  });

  it('the mobile menu offers the same account actions and closes when one is chosen', async () => {
    setSessionHint();
    stubApi({ 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) });
    const { location } = renderAt(<SiteHeader />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(await within(menu).findByRole('link', { name: 'Account' }));
    expect(location.history.at(-1)).toBe('/account');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('site header, the tools the module board opened', () => {
  function desktopNav() {
    return screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
  }
  const module = (slug: string, name: string, status: 'ready' | 'live') => ({
    slug,
    name,
    status,
    previewUrl: `/preview/${slug}`,
    description: '',
    lastUpdated: '2025-03-05T12:00:00.000Z',
    isBeta: status === 'ready',
  });

  it('a premium player gets a link to each live tool and each ready one marked Beta', async () => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () =>
        json({ success: true, user: makeUser({ role: 'premium', subscriptionStatus: 'active' }) }),
      'GET /api/notifications': () => json({ notifications: [] }),
      'GET /api/modules': () =>
        json({
          modules: [
            module('mailforge', 'MailForge', 'live'),
            module('boardforge', 'BoardForge', 'live'),
            module('community-gallery', 'Community Gallery', 'ready'),
          ],
        }),
    });
    renderAt(<SiteHeader />);
    // Two tools do not fit the wide header by name: its Tools menu names them.
    await userEvent.click(await within(desktopNav()).findByRole('button', { name: 'Tools' }));
    const board = await within(desktopNav()).findByRole('link', { name: 'BoardForge' });
    expect(board.getAttribute('href')).toBe('/preview/boardforge');
    expect(board.textContent).toBe('BoardForge');
    const gallery = within(desktopNav()).getByRole('link', { name: 'Community Gallery (Beta)' });
    expect(gallery.getAttribute('href')).toBe('/preview/community-gallery');
    // The live board tool takes the place of the disabled one; the mail tool has its own button.
    expect(screen.queryByRole('button', { name: 'Board tool (coming soon)' })).toBeNull();
    expect(within(desktopNav()).queryByRole('link', { name: 'MailForge' })).toBeNull();
  });

  it("the admin's Tools menu names every tool, each with its own icon, and Escape closes it", async () => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () => json({ success: true, user: makeUser({ isAdmin: true }) }),
      'GET /api/notifications': () => json({ notifications: [] }),
      'GET /api/modules': () =>
        json({
          modules: [
            module('mailforge-v2', 'MailForge v2', 'ready'),
            module('mailforge-v3', 'MailForge v3', 'ready'),
            module('chatforge', 'ChatForge', 'ready'),
          ],
        }),
    });
    renderAt(<SiteHeader />);
    const tools = await within(desktopNav()).findByRole('button', { name: 'Tools' });
    expect(tools.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(tools);
    const menu = within(desktopNav()).getByRole('list', { name: 'Tools' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'MailForge v2Beta',
      'MailForge v3Beta',
      'ChatForgeBeta',
    ]);
    const icons = links.map((link) => link.querySelector('svg')?.getAttribute('class'));
    expect(new Set(icons).size).toBe(3);
    await userEvent.keyboard('{Escape}');
    expect(tools.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(tools);
  });

  it('a fresh visitor gets the link of a live tool once the page has loaded', async () => {
    const fetchMock = stubApi({
      'GET /api/modules': () =>
        json({ modules: [module('community-gallery', 'Community Gallery', 'live')] }),
    });
    renderAt(<SiteHeader />);
    const gallery = await within(desktopNav()).findByRole(
      'link',
      { name: 'Community Gallery' },
      { timeout: 3000 },
    );
    expect(gallery.getAttribute('href')).toBe('/preview/community-gallery');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/modules']);
  });

  it('the board tool stays disabled while its module is not open to the player', async () => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () => json({ success: true, user: makeUser() }),
      'GET /api/modules': () => json({ modules: [module('mailforge', 'MailForge', 'live')] }),
    });
    renderAt(<SiteHeader />);
    await within(desktopNav()).findByRole('link', { name: 'Account' });
    const [board] = screen.getAllByRole('button', { name: 'Board tool (coming soon)' });
    expect((board as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('notification bell', () => {
  it('a premium user sees the bell with the unread count, linking to the account page', async () => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () =>
        json({ success: true, user: makeUser({ role: 'premium', subscriptionStatus: 'active' }) }),
      'GET /api/notifications': () =>
        json({
          notifications: [1, 2, 3].map((id) => ({
            id,
            title: `News ${id}`,
            message: 'Text',
            priority: 'normal',
            isChangelogEntry: false,
            createdAt: '2025-03-05T12:00:00.000Z',
            isRead: id === 3,
          })),
        }),
    });
    renderAt(<SiteHeader />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('href')).toBe('/account');
    expect(within(bell).getByTestId('notification-bell-count').textContent).toBe('2');
  });

  it('a signed-in user without premium sees no bell and never asks for notifications', async () => {
    setSessionHint();
    const fetchMock = stubApi({
      'GET /api/auth/me': () => json({ success: true, user: makeUser() }),
    });
    renderAt(<SiteHeader />);
    expect((await screen.findAllByRole('link', { name: 'Account' })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('/api/notifications'))).toEqual([]);
  });
});
