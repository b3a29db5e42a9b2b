import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '#shared/schemas/history.ts';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { AccountMyMail, VisitorMyMail } from '#web/features/history/my-mail-section.tsx';
import { copyText } from '#web/lib/clipboard.ts';
import { readDraft, writeDraft } from '#web/lib/drafts.ts';
import { readVisitorMails, type VisitorMail, writeVisitorMails } from '#web/lib/visitor-history.ts';
import { json } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';

vi.mock('#web/lib/clipboard.ts', () => ({ copyText: vi.fn() }));
const copyMock = vi.mocked(copyText);

afterEach(() => {
  act(() => dismissToast());
  copyMock.mockReset();
  vi.unstubAllGlobals();
});

const KVK = '<size=40><b>KVK PLAN</b></size>\nRally at 14:30 UTC';

function visitorMail(overrides: Partial<VisitorMail> = {}): VisitorMail {
  return {
    id: 'a1',
    formattedMessage: KVK,
    mode: 'new',
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

function entry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 5,
    title: 'KVK PLAN',
    formattedMessage: KVK,
    mode: 'template',
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

const article = (name: string) => screen.getByRole('article', { name });
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

describe("a visitor's My mail", () => {
  it('lists each mail with its title, mode and date, newest first', () => {
    writeVisitorMails([
      visitorMail({ id: 'b2', formattedMessage: 'Second mail', mode: 'manual', title: 'Mine' }),
      visitorMail(),
    ]);
    renderWithToaster(<VisitorMyMail />, {});
    const items = within(screen.getByRole('list', { name: 'My mail' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Mine',
      'KVK PLAN',
    ]);
    const kvk = article('KVK PLAN');
    expect(within(kvk).getByText('AI Assist')).toBeTruthy();
    expect(within(kvk).getByText('Mar 5, 2025, 12:00 PM', { exact: false })).toBeTruthy();
    expect(within(article('Mine')).getByText('Manual Builder')).toBeTruthy();
  });

  it('says so when nothing is kept, and offers to sign in', () => {
    renderWithToaster(<VisitorMyMail />, {});
    expect(screen.getByText(/No mail yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to keep them' }).getAttribute('href')).toBe(
      '/auth/signin',
    );
  });

  it('renames a mail in place with the keyboard, and Escape cancels', async () => {
    const user = userEvent.setup();
    writeVisitorMails([visitorMail()]);
    renderWithToaster(<VisitorMyMail />, {});
    await user.click(within(article('KVK PLAN')).getByRole('button', { name: 'Rename' }));
    const box = screen.getByRole('textbox', { name: 'Title' });
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    const rename = within(article('KVK PLAN')).getByRole('button', { name: 'Rename' });
    expect(document.activeElement).toBe(rename);

    await user.keyboard('{Enter}');
    await user.keyboard('{Control>}a{/Control}Rally orders{Enter}');
    expect(await within(toastRegion()).findByText('Mail renamed')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(article('Rally orders')).getByRole('button', { name: 'Rename' }),
    );
    expect(readVisitorMails()[0]?.title).toBe('Rally orders');
  });

  it('a blank title brings back the first line', async () => {
    const user = userEvent.setup();
    writeVisitorMails([visitorMail({ title: 'Old' })]);
    renderWithToaster(<VisitorMyMail />, {});
    await user.click(within(article('Old')).getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(article('KVK PLAN')).toBeTruthy();
    expect(readVisitorMails()[0]?.title).toBeUndefined();
  });

  it('deletes a mail after a confirmation', async () => {
    const user = userEvent.setup();
    writeVisitorMails([visitorMail({ id: 'b2', formattedMessage: 'Other' }), visitorMail()]);
    renderWithToaster(<VisitorMyMail />, {});
    await user.click(within(article('KVK PLAN')).getByRole('button', { name: 'Delete' }));
    const cancel = within(article('KVK PLAN')).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await user.click(cancel);
    expect(readVisitorMails()).toHaveLength(2);

    await user.click(within(article('KVK PLAN')).getByRole('button', { name: 'Delete' }));
    await user.click(within(article('KVK PLAN')).getByRole('button', { name: 'Delete for good' }));
    expect(await within(toastRegion()).findByText('Mail deleted')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'KVK PLAN' })).toBeNull();
    expect(readVisitorMails().map((mail) => mail.id)).toEqual(['b2']);
  });

  it('copies a mail', async () => {
    const user = userEvent.setup();
    copyMock.mockResolvedValue(true);
    writeVisitorMails([visitorMail()]);
    renderWithToaster(<VisitorMyMail />, {});
    await user.click(within(article('KVK PLAN')).getByRole('button', { name: 'Copy' }));
    expect(copyMock).toHaveBeenCalledWith(KVK);
    expect(within(article('KVK PLAN')).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await within(toastRegion()).findByText('Copied to clipboard!')).toBeTruthy();
  });

  it('opens a mail in the Manual Builder', async () => {
    const user = userEvent.setup();
    writeDraft('new', 'a draft');
    writeVisitorMails([visitorMail()]);
    const { location } = renderWithToaster(<VisitorMyMail />, {}, '/my-mail');
    await user.click(
      within(article('KVK PLAN')).getByRole('button', { name: 'Open in Manual Builder' }),
    );
    expect(location.history?.at(-1)).toBe('/');
    expect(readDraft('manual')).toBe(KVK);
    expect(readDraft('new')).toBe('');
  });
});

describe("a signed-in player's My mail", () => {
  it('lists the mails the server keeps', async () => {
    renderWithToaster(<AccountMyMail />, {
      'GET /api/history': () => json({ entries: [entry(), entry({ id: 4, title: 'Older' })] }),
    });
    const kvk = await screen.findByRole('article', { name: 'KVK PLAN' });
    expect(within(kvk).getByText('Templates')).toBeTruthy();
    expect(article('Older')).toBeTruthy();
  });

  it('renames a mail on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderWithToaster(<AccountMyMail />, {
      'GET /api/history': () => json({ entries: [entry()] }),
      'PATCH /api/history/5': ({ body }) =>
        json({ entry: entry({ title: (body as { title: string }).title }) }),
    }).fetchMock;
    const kvk = await screen.findByRole('article', { name: 'KVK PLAN' });
    await user.click(within(kvk).getByRole('button', { name: 'Rename' }));
    await user.keyboard('{Control>}a{/Control}Orders{Enter}');
    expect(await screen.findByRole('article', { name: 'Orders' })).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ title: 'Orders' });
  });

  it('keeps the box open and says why when renaming fails', async () => {
    const user = userEvent.setup();
    renderWithToaster(<AccountMyMail />, {
      'GET /api/history': () => json({ entries: [entry()] }),
      'PATCH /api/history/5': () =>
        json({ success: false, error: 'This mail is not in your history' }, 404),
    });
    const kvk = await screen.findByRole('article', { name: 'KVK PLAN' });
    await user.click(within(kvk).getByRole('button', { name: 'Rename' }));
    await user.keyboard('x{Enter}');
    expect(await within(toastRegion()).findByText('Could not rename the mail')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
  });

  it('deletes a mail on the server', async () => {
    const user = userEvent.setup();
    renderWithToaster(<AccountMyMail />, {
      'GET /api/history': () => json({ entries: [entry()] }),
      'DELETE /api/history/5': () => json({ success: true }),
    });
    const kvk = await screen.findByRole('article', { name: 'KVK PLAN' });
    await user.click(within(kvk).getByRole('button', { name: 'Delete' }));
    await user.click(within(kvk).getByRole('button', { name: 'Delete for good' }));
    expect(await within(toastRegion()).findByText('Mail deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'KVK PLAN' })).toBeNull());
    expect(screen.getByText(/No mail yet/)).toBeTruthy();
  });

  it('offers to import the mails this browser still holds', async () => {
    const user = userEvent.setup();
    writeVisitorMails([visitorMail({ title: 'Mine' })]);
    const { fetchMock } = renderWithToaster(<AccountMyMail />, {
      'GET /api/history': () => json({ entries: [] }),
      'POST /api/history/import': () => json({ entries: [entry({ title: 'Mine' })] }),
    });
    expect(
      await screen.findByText('You kept 1 mail here before signing in. Add it to your account?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('article', { name: 'Mine' })).toBeTruthy();
    expect(await within(toastRegion()).findByText('1 mail imported')).toBeTruthy();
    expect(readVisitorMails()).toEqual([]);
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/history/import');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      entries: [
        {
          formattedMessage: KVK,
          mode: 'new',
          title: 'Mine',
          createdAt: '2025-03-05T12:00:00.000Z',
        },
      ],
    });
  });
});
