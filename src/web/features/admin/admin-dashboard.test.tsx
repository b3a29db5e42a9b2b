import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '#shared/constants.ts';
import type { FeatureModule } from '#shared/schemas/admin.ts';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { FeatureBoard, SystemStatus } from '#web/features/admin/feature-board.tsx';
import { json } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function makeModule(overrides: Partial<FeatureModule> = {}): FeatureModule {
  return {
    id: 2,
    name: 'BoardForge',
    slug: 'boardforge',
    status: 'development',
    previewUrl: '/preview/boardforge',
    description: 'Plan KvK moves on a strategy board.',
    lastUpdated: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

describe('feature board', () => {
  it('moves a module development → ready → live → development through the API; the live banner clears after 5 s', async () => {
    let module = makeModule();
    const { fetchMock } = renderWithToaster(<FeatureBoard />, {
      'GET /api/admin/modules': () => json({ modules: [module] }),
      'POST /api/admin/modules/boardforge/status': ({ body }) => {
        module = {
          ...module,
          status: (body as { status: FeatureModule['status'] }).status,
          lastUpdated: '2025-03-06T09:30:00.000Z',
        };
        return json({ success: true, module });
      },
    });
    const card = await screen.findByTestId('module-boardforge');
    expect(within(card).getByText('Development')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Push Live/ })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as Ready: BoardForge' }));
    expect(await screen.findByText('BoardForge is marked as ready.')).toBeTruthy();
    expect(within(card).getByText('Ready')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Back to Dev: BoardForge' })).toBeTruthy();
    expect(within(card).getByText(/Mar 6, 2025/)).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Push Live: BoardForge' }));
    expect(await screen.findByText('BoardForge is live!')).toBeTruthy();
    expect(within(card).getByText('Live')).toBeTruthy();
    // Live can only go back to development (the status decides who sees it).
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Back to Dev']);
    act(() => vi.advanceTimersByTime(TIMINGS.adminBannerMs + 100));
    expect(screen.getByText('BoardForge is live!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS.adminBannerPushLiveMs - TIMINGS.adminBannerMs));
    expect(screen.queryByText('BoardForge is live!')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Back to Dev: BoardForge' }));
    expect(await screen.findByText('BoardForge is back in development.')).toBeTruthy();
    expect(within(card).getByText('Development')).toBeTruthy();

    const posted = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([{ status: 'ready' }, { status: 'live' }, { status: 'development' }]);
  });

  it("shows the server's refusal of a transition", async () => {
    renderWithToaster(<FeatureBoard />, {
      'GET /api/admin/modules': () => json({ modules: [makeModule({ status: 'ready' })] }),
      'POST /api/admin/modules/boardforge/status': () =>
        json({ success: false, error: 'BoardForge cannot move from live to live' }, 409),
    });
    const card = await screen.findByTestId('module-boardforge');
    await userEvent.click(within(card).getByRole('button', { name: 'Push Live: BoardForge' }));
    expect(await screen.findByText('BoardForge cannot move from live to live')).toBeTruthy();
  });

  it('the System Status box counts modules per status from the data', async () => {
    renderWithToaster(<SystemStatus />, {
      'GET /api/admin/modules': () =>
        json({
          modules: [
            makeModule({ slug: 'a', status: 'live' }),
            makeModule({ slug: 'b', status: 'live' }),
            makeModule({ slug: 'c', status: 'ready' }),
            makeModule({ slug: 'd', status: 'development' }),
          ],
        }),
    });
    const box = await screen.findByRole('region', { name: 'System Status' });
    await waitFor(() =>
      expect(within(box).getByText('Live').nextElementSibling?.textContent).toBe('2'),
    );
    expect(within(box).getByText('Ready').nextElementSibling?.textContent).toBe('1');
    expect(within(box).getByText('In development').nextElementSibling?.textContent).toBe('1');
  });
});
