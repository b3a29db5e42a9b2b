import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryComment } from '#shared/schemas/community.ts';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { CommunityGallery } from '#web/features/community/community-gallery.tsx';
import { readDraft } from '#web/lib/drafts.ts';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser } from '#web/test/api.ts';
import { makeMessage } from '#web/test/community.ts';
import { renderWithToaster } from '#web/test/render.tsx';

const BASE = '/community-gallery-preview';
const ME = { 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const comment = (overrides: Partial<GalleryComment> = {}): GalleryComment => ({
  id: 5,
  comment: 'Great rally call',
  authorName: 'Governor',
  authorKingdom: null,
  createdAt: '2025-03-06T10:00:00.000Z',
  canDelete: false,
  ...overrides,
});

function renderMessage(comments: GalleryComment[], routes = {}, hasEarlier = false) {
  let current = comments;
  const result = renderWithToaster(
    <CommunityGallery basePath={BASE} />,
    {
      'GET /api/community/messages/1': () =>
        json({
          success: true,
          message: {
            ...makeMessage(),
            comments: current,
            hasEarlierComments: hasEarlier,
            canDelete: false,
          },
        }),
      ...routes,
    },
    `${BASE}?category=war&message=1`,
  );
  return { ...result, setComments: (next: GalleryComment[]) => (current = next) };
}

describe('a gallery message', () => {
  it('shows the mail in the in-game preview with Copy, Open in Manual Builder and its comments as text', async () => {
    const user = userEvent.setup();
    const { location } = renderMessage([
      comment({ comment: '<b>bold?</b> <script>alert(1)</script>' }),
    ]);
    const message = await screen.findByTestId('gallery-message');
    expect(within(message).getByRole('heading', { name: 'Rally at the pass' })).toBeTruthy();
    expect(within(message).getByTestId('mail-preview-body').textContent).toContain('RALLY');
    expect(within(message).getByText('<b>bold?</b> <script>alert(1)</script>')).toBeTruthy();
    expect(message.querySelector('script')).toBeNull();
    expect(within(message).getByText('Sign in to comment.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the gallery' }).getAttribute('href')).toBe(
      `${BASE}?category=war`,
    );

    await user.click(within(message).getByRole('button', { name: 'Open in Manual Builder' }));
    expect(readDraft('manual')).toBe(makeMessage().formattedMessage);
    expect(location.history.at(-1)).toBe('/');
  });

  it('lets a signed-in player comment and delete their own comment', async () => {
    setSessionHint();
    const user = userEvent.setup();
    const posted = comment({ id: 6, comment: 'On my way', canDelete: true });
    const { setComments, fetchMock } = renderMessage([comment()], {
      ...ME,
      'POST /api/community/messages/1/comments': () => {
        setComments([comment(), posted]);
        return json({ success: true, comment: posted }, 201);
      },
      'DELETE /api/community/comments/6': () => {
        setComments([comment()]);
        return json({ success: true });
      },
    });
    const message = await screen.findByTestId('gallery-message');
    const box = await within(message).findByLabelText('Your comment');

    await user.click(within(message).getByRole('button', { name: 'Post comment' }));
    expect(within(message).getByText('Write a comment first')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');

    await user.type(box, 'On my way');
    await user.click(within(message).getByRole('button', { name: 'Post comment' }));
    expect(await within(message).findByText('On my way')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    const postCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(postCall?.[1]?.body))).toEqual({ comment: 'On my way' });

    const comments = within(message).getByTestId('gallery-comments');
    expect(within(comments).getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    await user.click(within(comments).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(within(message).queryByText('On my way')).toBeNull());
  });

  it("shows earlier comments a page at a time with 'Show earlier comments', oldest on top", async () => {
    const user = userEvent.setup();
    const numbered = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) =>
        comment({ id: from + index, comment: `Comment ${from + index}` }),
      );
    const page = (comments: GalleryComment[], hasEarlierComments: boolean) => () =>
      json({ success: true, comments, hasEarlierComments });
    let failOnce = true;
    const { fetchMock } = renderMessage(
      numbered(101, 103),
      {
        'GET /api/community/messages/1/comments?before=101': page(numbered(51, 100), true),
        'GET /api/community/messages/1/comments?before=51': () => {
          if (failOnce) {
            failOnce = false;
            return json({ success: false, error: 'Something went wrong on our side.' }, 500);
          }
          return page(numbered(1, 50), false)();
        },
      },
      true,
    );
    const message = await screen.findByTestId('gallery-message');
    const texts = () =>
      within(within(message).getByTestId('gallery-comments'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.whitespace-pre-line')?.textContent);
    expect(texts()).toEqual(['Comment 101', 'Comment 102', 'Comment 103']);
    const asked = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('before='));
    expect(asked()).toEqual([]);

    await user.click(within(message).getByRole('button', { name: 'Show earlier comments' }));
    await waitFor(() => expect(texts()).toHaveLength(53));
    expect(texts()[0]).toBe('Comment 51');
    expect(texts().at(-1)).toBe('Comment 103');

    await user.click(within(message).getByRole('button', { name: 'Show earlier comments' }));
    expect(await within(message).findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not load earlier comments. Please try again.',
    );
    await user.click(within(message).getByRole('button', { name: 'Show earlier comments' }));
    await waitFor(() => expect(texts()).toHaveLength(103));
    expect(texts()[0]).toBe('Comment 1');
    expect(within(message).queryByRole('alert')).toBeNull();
    expect(within(message).queryByRole('button', { name: 'Show earlier comments' })).toBeNull();
    expect(asked()).toEqual([
      '/api/community/messages/1/comments?before=101',
      '/api/community/messages/1/comments?before=51',
      '/api/community/messages/1/comments?before=51',
    ]);
  });

  it('lets its author or an admin delete it, after a confirmation, and goes back to the list', async () => {
    const user = userEvent.setup();
    const { location } = renderWithToaster(
      <CommunityGallery basePath={BASE} />,
      {
        'GET /api/community/messages/1': () =>
          json({
            success: true,
            message: {
              ...makeMessage(),
              comments: [],
              hasEarlierComments: false,
              canDelete: true,
            },
          }),
        'DELETE /api/community/messages/1': () => json({ success: true }),
        'GET /api/community/messages?sortBy=popular&page=1': () =>
          json({ success: true, messages: [], page: 1, limit: 20, total: 0 }),
      },
      `${BASE}?sort=popular&message=1`,
    );
    const message = await screen.findByTestId('gallery-message');
    await user.click(within(message).getByRole('button', { name: 'Delete message' }));
    await user.click(within(message).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('No messages found')).toBeTruthy();
    expect(screen.getByText('Message deleted')).toBeTruthy();
    expect(location.history.at(-1)).toBe(`${BASE}?sort=popular`);
  });

  it('says a message that is not listed is not in the gallery', async () => {
    renderWithToaster(
      <CommunityGallery basePath={BASE} />,
      {
        'GET /api/community/messages/7': () =>
          json({ success: false, error: 'This message is not in the gallery' }, 404),
      },
      `${BASE}?message=7`,
    );
    expect(await screen.findByText(/This message is not in the gallery\./)).toBeTruthy();
  });
});
