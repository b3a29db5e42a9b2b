import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '#web/app.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import { createDeferred, json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = makeUser({ email: 'warden@example.com', isAdmin: true });
const EMPTY_ADMIN_LISTS = {
  'GET /api/admin/modules': () => json({ modules: [] }),
  'GET /api/admin/modules/boardforge': () =>
    json({
      module: {
        id: 2,
        name: 'BoardForge',
        slug: 'boardforge',
        status: 'development',
        previewUrl: '/preview/boardforge',
        description: 'Plan KvK moves on a strategy board.',
        lastUpdated: '2025-03-05T12:00:00.000Z',
      },
    }),
  'GET /api/admin/changelogs': () => json({ changelogs: [] }),
  'GET /api/modules': () => json({ modules: [] }),
  'GET /api/admin/users?q=': () => json({ users: [] }),
  'GET /api/admin/premium-codes': () => json({ codes: [] }),
};

// The admin area's own pages; the previews follow their module instead (module-guard.test.tsx).
const PROTECTED_ROUTES = [
  ['/admin/dashboard', 'Admin dashboard'],
  ['/admin/modules/boardforge', 'Module: boardforge'],
] as const;

async function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
}

describe('protected routes', () => {
  it.each(PROTECTED_ROUTES)('%s shows its page to an admin', async (path, heading) => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () => json({ success: true, user: ADMIN }),
      ...EMPTY_ADMIN_LISTS,
    });
    renderAt(<AppRoutes />, path);
    await findPageHeading(heading);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each(PROTECTED_ROUTES)('%s sends a signed-out visitor to /__forgeadmin', async (path) => {
    const { location } = renderAt(<AppRoutes />, path);
    await findPageHeading('Admin sign-in');
    expect(location.history.at(-1)).toBe('/__forgeadmin');
  });

  it('a signed-in user who is not an admin goes to /__forgeadmin', async () => {
    setSessionHint();
    stubApi({ 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) });
    const { location } = renderAt(<AppRoutes />, '/admin/dashboard');
    await findPageHeading('Admin sign-in');
    expect(location.history.at(-1)).toBe('/__forgeadmin');
  });

  it("says 'Authenticating...' while the session is checked", async () => {
    setSessionHint();
    const answer = createDeferred<Response>();
    stubApi({ 'GET /api/auth/me': () => answer.promise, ...EMPTY_ADMIN_LISTS });
    renderAt(<AppRoutes />, '/admin/dashboard');
    expect(await screen.findByText('Authenticating...', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answer.resolve(json({ success: true, user: ADMIN }));
    await findPageHeading('Admin dashboard');
    await waitFor(() => expect(screen.queryByText('Authenticating...')).toBeNull());
  });
});
