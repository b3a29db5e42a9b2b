import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenModule } from '#shared/schemas/admin.ts';
import { useCanOpenModule } from '#web/lib/use-open-modules.ts';
import { json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CUSTOMIZER: OpenModule = {
  slug: 'mailforge-v2',
  name: 'MailForge v2',
  status: 'live',
  previewUrl: '/preview/mailforge-v2',
  description: '',
  lastUpdated: '2025-03-05T12:00:00.000Z',
  isBeta: false,
};

function CustomizerState() {
  return <p>{useCanOpenModule('mailforge-v2') ? 'open' : 'closed'}</p>;
}

describe('the modules an open page knows', () => {
  it('are asked again when the player comes back to the tab: a module back in development goes', async () => {
    let modules = [CUSTOMIZER];
    const fetchMock = stubApi({ 'GET /api/modules': () => json({ modules }) });
    renderAt(<CustomizerState />);
    expect(await screen.findByText('open')).toBeTruthy();

    modules = [];
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('closed')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
