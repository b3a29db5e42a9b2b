import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { HistoryImportOffer } from '#web/features/history/import-offer.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import {
  forgetImportDeclined,
  readVisitorMails,
  type VisitorMail,
  writeVisitorMails,
} from '#web/lib/visitor-history.ts';
import SignInPage from '#web/pages/sign-in-page.tsx';
import { type FakeRoute, json, makeUser } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const MAILS: VisitorMail[] = [
  {
    id: 'b',
    formattedMessage: 'Second',
    mode: 'manual',
    createdAt: '2025-03-05T12:05:00.000Z',
    updatedAt: '2025-03-05T12:06:00.000Z',
  },
  {
    id: 'a',
    title: 'Orders',
    formattedMessage: '<b>First</b>',
    mode: 'new',
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
  },
];

const ME = { 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) };

function renderOffer(routes: Record<string, FakeRoute>) {
  setSessionHint();
  return renderWithToaster(<HistoryImportOffer />, { ...ME, ...routes });
}

const findOffer = () => screen.findByRole('dialog', { name: 'Import the mails of this browser?' });
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('the import offer at sign-in', () => {
  it('says nothing to a visitor, whatever the browser kept', async () => {
    writeVisitorMails(MAILS);
    renderWithToaster(<HistoryImportOffer />, {});
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing to a signed-in player when the browser kept nothing', async () => {
    renderOffer({});
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("imports the browser's mails into the account and forgets them here", async () => {
    const user = userEvent.setup();
    writeVisitorMails(MAILS);
    const { fetchMock } = renderOffer({
      'POST /api/history/import': () => json({ entries: [] }),
    });
    const offer = await findOffer();
    expect(
      within(offer).getByText('You kept 2 mails here before signing in. Add them to your account?'),
    ).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('2 mails imported')).toBeTruthy();
    expect(readVisitorMails()).toEqual([]);
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/history/import');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      entries: [
        { formattedMessage: 'Second', mode: 'manual', createdAt: '2025-03-05T12:06:00.000Z' },
        {
          formattedMessage: '<b>First</b>',
          mode: 'new',
          title: 'Orders',
          createdAt: '2025-03-05T12:00:00.000Z',
        },
      ],
    });
  });

  it('keeps the mails and the offer when the import fails', async () => {
    const user = userEvent.setup();
    writeVisitorMails(MAILS);
    renderOffer({
      'POST /api/history/import': () =>
        json({ success: false, error: 'Too many changes to your mail history.' }, 429),
    });
    const offer = await findOffer();
    await user.click(within(offer).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Could not import your mails')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(readVisitorMails()).toHaveLength(2);
  });

  it('Not now keeps the mails and asks again at the next sign-in', async () => {
    const user = userEvent.setup();
    writeVisitorMails(MAILS);
    const { fetchMock } = renderOffer({});
    const offer = await findOffer();
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readVisitorMails()).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);

    act(() => forgetImportDeclined());
    expect(await findOffer()).toBeTruthy();
  });

  it('Escape is Not now', async () => {
    const user = userEvent.setup();
    writeVisitorMails(MAILS);
    renderOffer({});
    await findOffer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readVisitorMails()).toHaveLength(2);
  });

  it('comes up when a visitor who kept mails signs in', async () => {
    const user = userEvent.setup();
    writeVisitorMails(MAILS.slice(1));
    sessionStorage.setItem('mf_my_mail_import_declined', '7');
    renderWithToaster(
      <>
        <SignInPage />
        <HistoryImportOffer />
      </>,
      {
        'POST /api/auth/signin': () =>
          json({ success: true, token: 'for-api-clients', user: makeUser({ id: 7 }) }),
      },
      '/auth/signin',
    );
    await user.type(screen.getByLabelText('Email'), 'commander@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const offer = await findOffer();
    expect(
      within(offer).getByText('You kept 1 mail here before signing in. Add it to your account?'),
    ).toBeTruthy();
  });
});
