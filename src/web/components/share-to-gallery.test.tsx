import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareToGallery } from '#web/components/share-to-gallery.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser } from '#web/test/api.ts';
import { makeOwnMessage } from '#web/test/community.ts';
import { renderWithToaster } from '#web/test/render.tsx';

const MAIL = '<color=#FFD700><b>RALLY</b></color>\nAt the pass, 20:00 UTC';
const ME = { 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) };

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
  it('leads a visitor to sign in', () => {
    renderWithToaster(<ShareToGallery markup={MAIL} />, {});
    expect(
      screen.getByRole('link', { name: 'Sign in to share to gallery' }).getAttribute('href'),
    ).toBe('/auth/signin');
  });

  it('checks the title, the category and the tags before anything is sent', async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText(/Category must be one of/)).toBeTruthy();

    await user.type(title, 'Rally call');
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'war');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'a, b, c, d, e, f');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByText('A message may have at most 5 tags')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
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
