import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SharedMail } from '#shared/schemas/share.ts';
import { AppRoutes } from '#web/app.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { copyText } from '#web/lib/clipboard.ts';
import { readDraft, writeDraft } from '#web/lib/drafts.ts';
import { type FakeRoute, json } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';

vi.mock('#web/lib/clipboard.ts', () => ({ copyText: vi.fn() }));
const copyMock = vi.mocked(copyText);

// The page and the schema it reads a fetched mail with are loaded on demand: in hand before the
// first test, as a browser that has run them once has them.
beforeAll(async () => {
  await Promise.all([import('#shared/schemas/share.ts'), import('./shared-mail-page.tsx')]);
});

afterEach(() => {
  act(() => dismissToast());
  copyMock.mockReset();
  vi.unstubAllGlobals();
});

const ID = 'Ab3_xY9-kLmN';
const NOT_FOUND = {
  success: false,
  error: 'This share link does not exist or has expired',
  code: 'share.notFound',
};

function sharedMail(overrides: Partial<SharedMail> = {}): SharedMail {
  return {
    id: ID,
    formattedMessage: '<size=40><b>KVK PLAN</b></size>\nRally at 14:30 UTC',
    createdAt: '2025-03-05T12:00:00.000Z',
    isMine: false,
    ...overrides,
  };
}

function renderSharedMail(routes: Record<string, FakeRoute>, path = `/m/${ID}`) {
  return renderWithToaster(<AppRoutes />, routes, path);
}

describe('the shared mail page', () => {
  it('shows the mail as the game does, when it was shared, and copies it', async () => {
    const user = userEvent.setup();
    copyMock.mockResolvedValue(true);
    renderSharedMail({ [`GET /api/share/${ID}`]: () => json(sharedMail()) });
    expect(await screen.findByText('Loading the mail…')).toBeTruthy();
    const card = await screen.findByTestId('shared-mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Shared mail' })).toBeTruthy();
    expect(within(card).getByTestId('mail-preview-body').textContent).toBe(
      'KVK PLAN\nRally at 14:30 UTC',
    );
    expect(within(card).getByText('Shared on March 5, 2025')).toBeTruthy();
    expect(within(card).getByTestId('char-counter').textContent).toBe('50 / 2000 characters');
    expect(within(card).queryByRole('button', { name: 'Delete link' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Split into parts' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(copyMock).toHaveBeenCalledWith(sharedMail().formattedMessage);
    expect(within(card).getByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it('opens the mail in the Manual Builder as a template does', async () => {
    const user = userEvent.setup();
    writeDraft('new', 'an AI Assist draft');
    const { location } = renderSharedMail({
      [`GET /api/share/${ID}`]: () => json(sharedMail()),
    });
    await user.click(await screen.findByRole('button', { name: 'Open in Manual Builder' }));
    expect(location.history.at(-1)).toBe('/');
    expect(readDraft('manual')).toBe(sharedMail().formattedMessage);
    expect(readDraft('new')).toBe('');
  });

  it('offers parts for a mail over the limit', async () => {
    const long = `<b>Orders</b>\n${'Hold the pass until the rally. '.repeat(100)}`;
    renderSharedMail({
      [`GET /api/share/${ID}`]: () => json(sharedMail({ formattedMessage: long })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Split into parts' }));
    expect(screen.getAllByTestId('mail-part')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Copy part 2 of 2' })).toBeTruthy();
  });

  it('lets its maker delete it, after which it is not found', async () => {
    const user = userEvent.setup();
    let isDeleted = false;
    const { fetchMock } = renderSharedMail({
      [`GET /api/share/${ID}`]: () =>
        isDeleted ? json(NOT_FOUND, 404) : json(sharedMail({ isMine: true })),
      [`DELETE /api/share/${ID}`]: () => {
        isDeleted = true;
        return json({ success: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete link' }));
    expect(
      screen.getByText('Delete this link for good? Anyone who opens it will find nothing.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep the link' }));
    await user.click(screen.getByRole('button', { name: 'Delete link' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeTruthy();
    expect(screen.getByTestId('shared-mail-not-found').textContent).toContain(
      'This share link does not exist or has been deleted.',
    );
    expect(screen.getByText('Link deleted')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it("toasts the server's reason when a delete is refused, and keeps the mail", async () => {
    const user = userEvent.setup();
    renderSharedMail({
      [`GET /api/share/${ID}`]: () => json(sharedMail({ isMine: true })),
      [`DELETE /api/share/${ID}`]: () =>
        json(
          {
            success: false,
            error: 'Only the player who made this link can delete it',
            code: 'share.notYours',
          },
          403,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete link' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Could not delete the link')).toBeTruthy();
    expect(screen.getByText('Only the player who made this link can delete it')).toBeTruthy();
    expect(screen.getByTestId('shared-mail')).toBeTruthy();
  });

  it('says a missing link is not found', async () => {
    renderSharedMail({ 'GET /api/share/nope': () => json(NOT_FOUND, 404) }, '/m/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('offers to try again when the mail could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderSharedMail({
      [`GET /api/share/${ID}`]: () => {
        calls += 1;
        return calls === 1
          ? json({ success: false, error: 'Internal Server Error' }, 500)
          : json(sharedMail());
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('shared-mail')).toBeTruthy());
  });
});
