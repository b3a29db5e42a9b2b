import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareToGallery } from '#web/components/share-to-gallery.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser } from '#web/test/api.ts';
import { galleryModuleRoute, makeOwnMessage } from '#web/test/community.ts';
import { renderWithToaster } from '#web/test/render.tsx';

const MAIL = '<color=#FFD700><b>RALLY</b></color>\nAt the pass, 20:00 UTC';
const ME = {
  'GET /api/auth/me': () => json({ success: true, user: makeUser() }),
  ...galleryModuleRoute('live'),
};

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

async function openDialog(routes = {}, markup = MAIL) {
  setSessionHint();
  const user = userEvent.setup();
  const result = renderWithToaster(<ShareToGallery markup={markup} />, { ...ME, ...routes });
  await user.click(await screen.findByRole('button', { name: 'Share to gallery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share to the community gallery' });
  return { ...result, user, dialog };
}

describe('Share to gallery', () => {
  it('leads a visitor to sign in once the gallery is live', async () => {
    renderWithToaster(<ShareToGallery markup={MAIL} />, galleryModuleRoute('live'));
    expect(
      (await screen.findByRole('link', { name: 'Sign in to share to gallery' })).getAttribute(
        'href',
      ),
    ).toBe('/auth/signin');
  });

  it("shows nothing to whom the gallery's module is not open, and the button to whom it is", async () => {
    const { unmount, fetchMock } = renderWithToaster(
      <ShareToGallery markup={MAIL} />,
      galleryModuleRoute(null),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/modules', expect.anything()));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    setSessionHint();
    const player = renderWithToaster(<ShareToGallery markup={MAIL} />, {
      ...ME,
      ...galleryModuleRoute(null),
    });
    await waitFor(() =>
      expect(player.fetchMock.mock.calls.map(([url]) => url)).toEqual(
        expect.arrayContaining(['/api/auth/me', '/api/modules']),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Share to gallery' })).toBeNull();
    player.unmount();

    // A premium player while the module is ready (Beta).
    renderWithToaster(<ShareToGallery markup={MAIL} />, {
      'GET /api/auth/me': () => json({ success: true, user: makeUser({ role: 'premium' }) }),
      ...galleryModuleRoute('ready'),
    });
    expect(await screen.findByRole('button', { name: 'Share to gallery' })).toBeTruthy();
  });

  it('checks the title, the category and the tags before anything is sent', async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    // A player's words, not the API's list of category ids.
    expect(within(dialog).getByText('Choose a category for your mail')).toBeTruthy();
    expect(within(dialog).queryByText(/must be one of/)).toBeNull();

    await user.type(title, 'Rally call');
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'war');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'a, b, c, d, e, f');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByText('A message may have at most 5 tags')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('refuses a mail with tag errors', async () => {
    const { user, dialog } = await openDialog({}, '<b>RALLY');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Rally call');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'war');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/tag errors/);
  });

  it('sends the mail with its title, category, language, tags and public choice, then closes', async () => {
    const { user, dialog, fetchMock } = await openDialog({
      'POST /api/community/messages': () =>
        json({ success: true, message: makeOwnMessage({ isPublic: true }) }, 201),
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Rally call ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'war');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'es');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'KvK, rally,, kvk');
    await user.click(within(dialog).getByRole('checkbox', { name: /Public/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Shared to the gallery')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Rally call',
      originalMessage: '',
      formattedMessage: MAIL,
      category: 'war',
      language: 'es',
      tags: ['kvk', 'rally'],
      isPublic: true,
    });
  });
});
