import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '#web/app.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const V3_MODULE = {
  slug: 'mailforge-v3',
  name: 'MailForge v3',
  status: 'development',
  previewUrl: '/preview/mailforge-v3',
  description: 'The third version.',
  lastUpdated: '2025-03-05T12:00:00.000Z',
  isBeta: false,
};

describe('the third version’s pages', () => {
  it.each([
    ['/admin/tools/mailforge-v3', 'MailForge v3 (admin testing area)'],
    ['/admin/preview/mailforge-v3', 'MailForge v3 preview (admin testing area)'],
    ['/preview/mailforge-v3', 'MailForge v3 preview'],
  ])('%s shows the tool with Back to Admin', async (path, heading) => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () =>
        json({ success: true, user: makeUser({ email: 'warden@example.com', isAdmin: true }) }),
      'GET /api/modules': () => json({ modules: [V3_MODULE] }),
    });
    renderAt(<AppRoutes />, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Admin' })).toBeTruthy();
    const tool = await screen.findByTestId('mail-tool-v3', {}, { timeout: 4000 });
    const modes = within(tool).getByRole('group', { name: 'Choose how to write your mail' });
    expect(within(modes).getAllByRole('button')).toHaveLength(3);
    // The planned tool's description is not this page's.
    expect(screen.queryByTestId('module-preview')).toBeNull();
  });
});

describe('the versions’ pages once live, for a player', () => {
  it.each([
    ['/admin/tools/mailforge-v3', 'MailForge v3', 'mail-tool-v3'],
    ['/admin/preview/mailforge-v3', 'MailForge v3 preview', 'mail-tool-v3'],
    ['/preview/mailforge-v2', 'MailForge v2 preview', 'mail-tool-v2'],
  ])('%s says nothing of an admin area', async (path, heading, testId) => {
    stubApi({
      'GET /api/modules': () =>
        json({
          modules: ['mailforge-v2', 'mailforge-v3'].map((slug) => ({
            ...V3_MODULE,
            slug,
            status: 'live',
          })),
        }),
    });
    renderAt(<AppRoutes />, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 4000 }),
    ).toBeTruthy();
    const tool = await screen.findByTestId(testId, {}, { timeout: 4000 });
    expect(tool.textContent).not.toMatch(/private test/i);
    expect(document.body.textContent).not.toMatch(/admin testing area|Back to Admin/);
  });
});
