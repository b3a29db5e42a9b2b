import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevToolsSection } from '#web/features/previews/dev-tools-section.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const module = (slug: string, status: 'development' | 'ready' | 'live') => ({
  slug,
  name: slug,
  status,
  previewUrl: `/preview/${slug}`,
  description: '',
  lastUpdated: '2025-03-05T12:00:00.000Z',
  isBeta: status === 'ready',
});

describe("the admin's list of previews", () => {
  it('follows GET /api/modules: each preview with its module’s status, Beta when ready', async () => {
    setSessionHint();
    renderWithToaster(<DevToolsSection />, {
      'GET /api/auth/me': () =>
        json({ success: true, user: makeUser({ isAdmin: true, email: 'warden@example.com' }) }),
      'GET /api/modules': () =>
        json({
          modules: [
            module('mailforge-v3', 'development'),
            module('boardforge', 'ready'),
            module('chatforge', 'live'),
            module('community-gallery', 'ready'),
          ],
        }),
    });
    const board = await screen.findByRole('link', { name: /BoardForge preview/ });
    expect(board.getAttribute('href')).toBe('/admin/preview/boardforge');
    expect(within(board).getByText('Ready')).toBeTruthy();
    expect(within(board).getByText('Beta')).toBeTruthy();
    const chat = screen.getByRole('link', { name: /ChatForge preview/ });
    expect(within(chat).getByText('Live')).toBeTruthy();
    expect(within(chat).queryByText('Beta')).toBeNull();
    const v3 = screen.getByRole('link', { name: /MailForge v3 tool/ });
    expect(within(v3).getByText('Development')).toBeTruthy();
    // The original home is no module's: the admin's only.
    const home = screen.getByRole('link', { name: /Original home page/ });
    expect(within(home).getByText('Admins only')).toBeTruthy();
    // A tool whose module the list does not hold is not offered.
    expect(screen.queryByRole('link', { name: /ChronoForge preview/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /MailForge v2 preview/ })).toBeNull();
  });
});
