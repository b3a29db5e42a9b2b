import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { CommunityGallery } from '#web/features/community/community-gallery.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser } from '#web/test/api.ts';
import { makeMessage, makePage } from '#web/test/community.ts';
import { renderWithToaster } from '#web/test/render.tsx';

const BASE = '/community-gallery-preview';
const FIRST_PAGE = 'GET /api/community/messages?sortBy=recent&page=1';
const ME = { 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const renderGallery = (routes: Parameters<typeof renderWithToaster>[1], path = BASE) =>
  renderWithToaster(<CommunityGallery basePath={BASE} />, routes, path);

const cards = () => screen.findAllByTestId('gallery-card');

describe('the gallery cards', () => {
  it('show the title, author and kingdom, category, language, tags, votes, views and comments', async () => {
    renderGallery({ [FIRST_PAGE]: () => json(makePage([makeMessage()])) });
    const [card] = await cards();
    const inCard = within(card!);
    expect(inCard.getByRole('link', { name: 'Rally at the pass' }).getAttribute('href')).toBe(
      `${BASE}?message=1`,
    );
    expect(inCard.getByText(/By Aethelflaed \(kingdom 1234\)/)).toBeTruthy();
    for (const text of ['War', 'English', 'kvk', 'rally', '12 views', '2 comments']) {
      expect(inCard.getByText(text)).toBeTruthy();
    }
    expect(inCard.getByRole('button', { name: 'Upvote 3' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(inCard.getByRole('button', { name: 'Downvote 1' })).toBeTruthy();
    expect(screen.getByText('1 message')).toBeTruthy();
  });

  it('show the mail only through the in-game preview, its sizes capped for the screen', async () => {
    renderGallery({ [FIRST_PAGE]: () => json(makePage([makeMessage()])) });
    const [card] = await cards();
    const body = within(card!).getByTestId('mail-preview-body');
    expect(body.textContent).toBe('RALLY\nAt the pass, 20:00 UTC');
    // The cap itself (a CSS min() that happy-dom does not keep) is checked in Chromium (e2e).
    expect(within(body).getByText('RALLY').getAttribute('style')).toContain('color: #FFD700');
    expect(body.getAttribute('style')).toContain('--mail-max-font-small: 28px');
    expect(body.getAttribute('style')).toContain('--mail-max-font-wide: 48px');
  });

  it("show stored text as text, and 'Governor' for an author without a public profile", async () => {
    const title = '<img src=x onerror="alert(1)">';
    renderGallery({
      [FIRST_PAGE]: () =>
        json(makePage([makeMessage({ title, authorName: 'Governor', authorKingdom: null })])),
    });
    const [card] = await cards();
    expect(within(card!).getByRole('link', { name: title })).toBeTruthy();
    expect(card!.querySelector('img')).toBeNull();
    expect(within(card!).getByText(/By Governor/)).toBeTruthy();
  });

  it("say 'No messages found' when nothing matches", async () => {
    renderGallery({ [FIRST_PAGE]: () => json(makePage([])) });
    expect(await screen.findByText('No messages found')).toBeTruthy();
  });
});

describe('filters, sort and pages', () => {
  it('ask for the category, language and order chosen, from the first page', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderGallery({
      [FIRST_PAGE]: () => json(makePage([makeMessage()])),
      'GET /api/community/messages?sortBy=recent&page=1&category=war': () =>
        json(makePage([makeMessage()])),
      'GET /api/community/messages?sortBy=recent&page=1&category=war&language=es': () =>
        json(makePage([])),
      'GET /api/community/messages?sortBy=mostVoted&page=1&category=war&language=es': () =>
        json(makePage([makeMessage({ id: 9, title: 'Votado', language: 'es' })])),
    });
    await cards();
    await user.selectOptions(screen.getByLabelText('Category'), 'war');
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByText('No messages found')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most voted');
    expect(await screen.findByRole('link', { name: 'Votado' })).toBeTruthy();
    expect(location.history.at(-1)).toBe(`${BASE}?category=war&language=es&sort=mostVoted`);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('go to the next and previous page, and keep the filters in the address', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 20 }, (_, index) =>
      makeMessage({ id: index + 1, title: `Mail ${index + 1}` }),
    );
    const { location } = renderGallery(
      {
        'GET /api/community/messages?sortBy=popular&page=1&category=event': () =>
          json(makePage(first, { total: 21 })),
        'GET /api/community/messages?sortBy=popular&page=2&category=event': () =>
          json(makePage([makeMessage({ id: 21, title: 'Mail 21' })], { page: 2, total: 21 })),
      },
      `${BASE}?category=event&sort=popular`,
    );
    expect(await cards()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Mail 21' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(location.history.at(-1)).toBe(`${BASE}?category=event&sort=popular&page=2`);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Mail 1' })).toBeTruthy();
  });
});

describe('past the last page', () => {
  it('says the page is past the end, with no count beside it, and links to the last page', async () => {
    const user = userEvent.setup();
    const { location } = renderGallery(
      {
        'GET /api/community/messages?sortBy=recent&page=99&category=war': () =>
          json(makePage([], { page: 99, total: 22 })),
        'GET /api/community/messages?sortBy=recent&page=2&category=war': () =>
          json(makePage([makeMessage({ id: 21, title: 'Mail 21' })], { page: 2, total: 22 })),
      },
      `${BASE}?category=war&page=99`,
    );
    expect(await screen.findByText('This page is past the end of the gallery')).toBeTruthy();
    expect(screen.getByText('The messages shown here end on page 2.')).toBeTruthy();
    expect(screen.queryByText('No messages found')).toBeNull();
    expect(screen.queryByText(/22 messages/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to the last page' }));
    expect(await screen.findByRole('link', { name: 'Mail 21' })).toBeTruthy();
    expect(location.history.at(-1)).toBe(`${BASE}?category=war&page=2`);
  });
});

describe('votes', () => {
  it('count a vote, change it, and withdraw it by pressing it again', async () => {
    setSessionHint();
    const user = userEvent.setup();
    let message = makeMessage();
    const tally = (up: number, down: number, myVote: 'up' | 'down' | null) => {
      message = { ...message, upvotes: up, downvotes: down, myVote };
      return json({ success: true, upvotes: up, downvotes: down, myVote });
    };
    const { fetchMock } = renderGallery({
      ...ME,
      [FIRST_PAGE]: () => json(makePage([message])),
      'PUT /api/community/messages/1/vote': ({ body }) =>
        (body as { voteType: string }).voteType === 'up' ? tally(4, 1, 'up') : tally(3, 2, 'down'),
      'DELETE /api/community/messages/1/vote': () => tally(3, 2, null),
    });
    const [card] = await cards();
    const inCard = within(card!);

    await user.click(inCard.getByRole('button', { name: 'Upvote 3' }));
    const up = await inCard.findByRole('button', { name: 'Upvote 4' });
    expect(up.getAttribute('aria-pressed')).toBe('true');

    await user.click(inCard.getByRole('button', { name: 'Downvote 1' }));
    const down = await inCard.findByRole('button', { name: 'Downvote 2' });
    expect(down.getAttribute('aria-pressed')).toBe('true');
    expect(inCard.getByRole('button', { name: 'Upvote 3' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    await user.click(down);
    await waitFor(() =>
      expect(inCard.getByRole('button', { name: 'Downvote 2' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls.filter((call) => call.includes('/vote'))).toEqual([
      'PUT /api/community/messages/1/vote',
      'PUT /api/community/messages/1/vote',
      'DELETE /api/community/messages/1/vote',
    ]);
  });

  it('ask a visitor to sign in instead of voting', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderGallery({ [FIRST_PAGE]: () => json(makePage([makeMessage()])) });
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: 'Upvote 3' }));
    const prompt = within(card!).getByRole('status');
    expect(prompt.textContent).toContain('Sign in to vote and comment.');
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/signin',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
