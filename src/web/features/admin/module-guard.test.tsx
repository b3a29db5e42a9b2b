import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureStatus } from '#shared/constants.ts';
import type { OpenModule } from '#shared/schemas/admin.ts';
import { AppRoutes } from '#web/app.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import { createDeferred, json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ADMIN = makeUser({ email: 'warden@example.com', isAdmin: true });
const PREMIUM = makeUser({ role: 'premium', subscriptionStatus: 'active' });
const PLAYER = makeUser();

function makeModule(slug: string, name: string, status: FeatureStatus): OpenModule {
  return {
    slug,
    name,
    status,
    previewUrl: `/preview/${slug}`,
    description: `${name} does great things.`,
    lastUpdated: '2025-03-05T12:00:00.000Z',
    isBeta: status === 'ready',
  };
}

const BOARD = makeModule('boardforge', 'BoardForge', 'development');
/** Every module, as the server lists them to the admin. */
const ALL_MODULES = [
  makeModule('mailforge', 'MailForge', 'live'),
  BOARD,
  makeModule('community-gallery', 'Community Gallery', 'ready'),
  makeModule('chatforge', 'ChatForge', 'development'),
  makeModule('chronoforge', 'ChronoForge', 'development'),
  makeModule('mailforge-v2', 'MailForge v2', 'development'),
  makeModule('mailforge-v3', 'MailForge v3', 'development'),
];

/** Signs `user` in (or leaves a visitor) and answers `GET /api/modules` with `modules`. */
function stubViewer(user: ReturnType<typeof makeUser> | null, modules: OpenModule[]) {
  if (user) setSessionHint();
  return stubApi({
    ...(user ? { 'GET /api/auth/me': () => json({ success: true, user }) } : {}),
    'GET /api/modules': () => json({ modules }),
  });
}

async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
}

/** Every page a module gates, with the heading its page shows to someone who may open it. */
const MODULE_PAGES = [
  ['/admin/tools/mailforge-v3', 'MailForge v3 (admin testing area)'],
  ['/admin/preview/mailforge-v2', 'MailForge v2 preview (admin testing area)'],
  ['/admin/preview/boardforge', 'BoardForge preview (admin testing area)'],
  ['/admin/preview/chatforge', 'ChatForge preview (admin testing area)'],
  ['/admin/preview/chronoforge', 'ChronoForge preview (admin testing area)'],
  ['/admin/preview/mailforge-v3', 'MailForge v3 preview (admin testing area)'],
  ['/preview/mailforge', 'MailForge preview'],
  ['/preview/boardforge', 'BoardForge preview'],
  ['/preview/community-gallery', 'Community Gallery preview'],
  ['/community-gallery-preview', 'Community gallery preview'],
] as const;

describe('module pages', () => {
  it.each(MODULE_PAGES)('%s opens to the admin', async (path, heading) => {
    stubViewer(ADMIN, ALL_MODULES);
    renderAt(<AppRoutes />, path);
    await findPageHeading(heading);
    expect(await screen.findByRole('button', { name: 'Back to Admin' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each(MODULE_PAGES.filter(([path]) => path !== '/preview/mailforge'))(
    '%s is the 404 page for a visitor when its module is not live',
    async (path) => {
      // The server lists only the live modules to a visitor.
      stubViewer(null, [makeModule('mailforge', 'MailForge', 'live')]);
      const { location } = renderAt(<AppRoutes />, path);
      await findPageHeading('404 Page Not Found');
      expect(screen.getByText(/There is no page at this address/)).toBeTruthy();
      // No redirect to the admin sign-in: the address stays, as the server's 404 does.
      expect(location.history.at(-1)).toBe(path);
    },
  );

  it('a planned tool’s page describes its module: name, status, who may open it, description and last update', async () => {
    stubViewer(ADMIN, ALL_MODULES);
    renderAt(<AppRoutes />, '/admin/preview/boardforge');
    await findPageHeading('BoardForge preview (admin testing area)');
    const card = screen.getByRole('region', { name: 'BoardForge' });
    expect(within(card).getByText('Development')).toBeTruthy();
    expect(within(card).getByText('Admins only')).toBeTruthy();
    expect(within(card).getByText('BoardForge does great things.')).toBeTruthy();
    expect(
      within(card)
        .getByText(/Mar 5, 2025/)
        .getAttribute('datetime'),
    ).toBe('2025-03-05T12:00:00.000Z');
    expect(within(card).queryByText('Beta')).toBeNull();
  });

  it('a premium player opens a ready module, marked Beta, and not one in development', async () => {
    const ready = makeModule('boardforge', 'BoardForge', 'ready');
    stubViewer(PREMIUM, [makeModule('mailforge', 'MailForge', 'live'), ready]);
    const { unmount } = renderAt(<AppRoutes />, '/preview/boardforge');
    await findPageHeading('BoardForge preview');
    const card = screen.getByRole('region', { name: 'BoardForge' });
    expect(within(card).getByText('Ready')).toBeTruthy();
    expect(within(card).getByText('Beta')).toBeTruthy();
    expect(within(card).getByText('Admins and premium players (Beta)')).toBeTruthy();
    unmount();

    renderAt(<AppRoutes />, '/preview/chatforge');
    await findPageHeading('404 Page Not Found');
  });

  it('a signed-in free player opens a live module and nothing else', async () => {
    stubViewer(PLAYER, [makeModule('chronoforge', 'ChronoForge', 'live')]);
    const { unmount } = renderAt(<AppRoutes />, '/admin/preview/chronoforge');
    await findPageHeading('ChronoForge preview');
    expect(screen.getByText('Everyone')).toBeTruthy();
    unmount();

    renderAt(<AppRoutes />, '/community-gallery-preview');
    await findPageHeading('404 Page Not Found');
  });

  it("says 'Authenticating...' until the modules are known", async () => {
    setSessionHint();
    const answer = createDeferred<Response>();
    stubApi({
      'GET /api/auth/me': () => json({ success: true, user: ADMIN }),
      'GET /api/modules': () => answer.promise,
    });
    renderAt(<AppRoutes />, '/preview/boardforge');
    expect(await screen.findByText('Authenticating...', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answer.resolve(json({ modules: ALL_MODULES }));
    await findPageHeading('BoardForge preview');
  });

  it('an unknown preview slug shows the admin Feature Not Found with a link back home', async () => {
    stubViewer(ADMIN, ALL_MODULES);
    renderAt(<AppRoutes />, '/preview/unknown-tool');
    await findPageHeading('Feature Not Found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('an unknown preview slug is the 404 page for a premium player', async () => {
    stubViewer(PREMIUM, ALL_MODULES.slice(0, 1));
    renderAt(<AppRoutes />, '/preview/unknown-tool');
    await findPageHeading('404 Page Not Found');
  });

  it("'Back to Admin' goes back in history", async () => {
    stubViewer(ADMIN, ALL_MODULES);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    renderAt(<AppRoutes />, '/preview/chatforge');
    await findPageHeading('ChatForge preview');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Admin' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("'Back to Admin' on a page opened on its own goes to the admin dashboard", async () => {
    stubViewer(ADMIN, ALL_MODULES);
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const { location } = renderAt(<AppRoutes />, '/preview/chatforge');
    await findPageHeading('ChatForge preview');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Admin' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/dashboard'));
  });
});

describe('the original home page', () => {
  it('shows the admin the home page’s mail tool as it is, with Back to Admin', async () => {
    stubViewer(ADMIN, ALL_MODULES);
    renderAt(<AppRoutes />, '/private-dev/original-home');
    const notice = await screen.findByRole(
      'region',
      { name: 'Original home (private)' },
      { timeout: 4000 },
    );
    expect(within(notice).getByRole('button', { name: 'Back to Admin' })).toBeTruthy();
    // The home page itself: its heading, its mode selector and AI Assist's draft.
    const aiAssist = screen.getByRole('button', { name: /AI Assist/ });
    expect(aiAssist.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('mode-panel-new')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Beta notice' })).toBeTruthy();
  });

  it('is the 404 page for a premium player', async () => {
    stubViewer(PREMIUM, ALL_MODULES);
    renderAt(<AppRoutes />, '/private-dev/original-home');
    await findPageHeading('404 Page Not Found');
  });
});
