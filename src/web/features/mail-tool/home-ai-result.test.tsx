import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureStatus } from '#shared/constants.ts';
import type { OpenModule } from '#shared/schemas/admin.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { AiAssistPanel } from '#web/features/format/ai-assist-panel.tsx';
import { json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';
import { HomeAiResult } from './home-ai-result.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const ANSWER = {
  success: true,
  formattedMessage: '<size=32><b>RALLY</b></size>\nJoin at 21:00',
  characterCount: 40,
  engine: 'built-in',
  warnings: [],
};

function openModule(slug: string, status: FeatureStatus): OpenModule {
  return {
    slug,
    name: slug,
    status,
    previewUrl: `/preview/${slug}`,
    description: '',
    lastUpdated: '2025-03-05T12:00:00.000Z',
    isBeta: status === 'ready',
  };
}

function Home() {
  const [draft, setDraft] = useState('rally at 21:00');
  return (
    <>
      <AiAssistPanel draft={draft} onDraftChange={setDraft} ResultDispatch={HomeAiResult} />
      <Toaster />
    </>
  );
}

function renderHome(modules: OpenModule[]) {
  const requests: unknown[] = [];
  const fetchMock = stubApi({
    'GET /api/modules': () => json({ modules }),
    'POST /api/format-message': ({ body }) => {
      requests.push(body);
      return json(ANSWER);
    },
  });
  renderAt(<Home />);
  return { fetchMock, requests, user: userEvent.setup() };
}

function moduleCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/modules');
}

describe("the home page's AI Assist result", () => {
  it('shows the Commander Customizer when the second version is open, asking only once a mail exists', async () => {
    const { fetchMock, requests, user } = renderHome([openModule('mailforge-v2', 'live')]);
    expect(moduleCalls(fetchMock)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /FORMAT MESSAGE/ }));
    const toggle = await screen.findByRole('button', { name: 'Commander Customizer' });
    expect(moduleCalls(fetchMock)).toHaveLength(1);
    expect(requests[0]).not.toHaveProperty('smartBullets');

    await user.click(toggle);
    await user.click(screen.getByRole('switch', { name: 'Smart Bullets' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ ...(requests[0] as object), smartBullets: false });
    // The customizer stays while the answer is sent again.
    expect(await screen.findByRole('button', { name: 'Commander Customizer' })).toBeTruthy();
  });

  it('shows Final Dispatch alone when the second version is not open to the viewer', async () => {
    const { fetchMock, user } = renderHome([openModule('mailforge-v3', 'live')]);
    await user.click(screen.getByRole('button', { name: /FORMAT MESSAGE/ }));
    expect(await screen.findByTestId('final-dispatch')).toBeTruthy();
    await waitFor(() => expect(moduleCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Commander Customizer' })).toBeNull();
  });
});
