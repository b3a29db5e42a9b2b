import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { AccountCommunity } from '#web/features/community/account-community.tsx';
import { MySharedMail } from '#web/features/community/my-shared-mail.tsx';
import { ProfileForm } from '#web/features/community/profile-form.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser } from '#web/test/api.ts';
import { galleryModuleRoute, makeOwnMessage } from '#web/test/community.ts';
import { renderWithToaster } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const PROFILE = {
  displayName: 'Aethelflaed',
  kingdom: null,
  alliance: null,
  preferredLanguage: 'es',
  bio: null,
  isPublic: false,
};

describe('the community profile form', () => {
  it('shows the saved profile, checks the lengths and saves it without the language', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWithToaster(<ProfileForm />, {
      'GET /api/account/profile': () => json({ success: true, profile: PROFILE }),
      'PUT /api/account/profile': ({ body }) =>
        json({ success: true, profile: { ...PROFILE, ...(body as object) } }),
    });
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    expect((name as HTMLInputElement).value).toBe('Aethelflaed');
    const kingdom = screen.getByRole('textbox', { name: 'Kingdom' });
    // Pasted past the field's maxLength, as a browser's autofill may.
    await user.click(kingdom);
    await act(async () => {
      (kingdom as HTMLInputElement).removeAttribute('maxlength');
    });
    await user.paste('9'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Kingdom must be at most 50 characters')).toBeTruthy();
    expect(kingdom.getAttribute('aria-invalid')).toBe('true');

    await user.clear(kingdom);
    await user.type(kingdom, '1234');
    await user.click(screen.getByRole('checkbox', { name: /Public profile/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      displayName: 'Aethelflaed',
      kingdom: '1234',
      alliance: null,
      bio: null,
      isPublic: true,
    });
  });
});

describe('My shared mail', () => {
  it("shows each mail's status, a rejection's reason, and deletes one", async () => {
    const user = userEvent.setup();
    let messages = [
      makeOwnMessage({ id: 1, title: 'Kept to myself', isPublic: false, status: 'private' }),
      makeOwnMessage({ id: 2, title: 'Waiting', status: 'pending' }),
      makeOwnMessage({ id: 3, title: 'Listed', status: 'approved' }),
      makeOwnMessage({ id: 4, title: 'Refused', status: 'rejected', rejectionReason: 'Spam' }),
    ];
    renderWithToaster(<MySharedMail galleryPath="/community-gallery-preview" />, {
      'GET /api/community/mine': () => json({ success: true, messages }),
      'DELETE /api/community/messages/2': () => {
        messages = messages.filter((message) => message.id !== 2);
        return json({ success: true });
      },
    });
    const list = await screen.findByRole('list', { name: 'My shared mail' });
    const item = (title: string) =>
      within(list).getByRole('article', { name: title }) as HTMLElement;
    expect(within(item('Kept to myself')).getByText('Private')).toBeTruthy();
    expect(within(item('Waiting')).getByText('Waiting for approval')).toBeTruthy();
    expect(within(item('Listed')).getByText('Approved')).toBeTruthy();
    expect(
      within(item('Listed'))
        .getByRole('link', { name: 'Open in the gallery' })
        .getAttribute('href'),
    ).toBe('/community-gallery-preview?message=3');
    expect(within(item('Refused')).getByText('Rejected')).toBeTruthy();
    expect(within(item('Refused')).getByText('Reason: Spam')).toBeTruthy();

    await user.click(within(item('Waiting')).getByRole('button', { name: 'Delete message' }));
    await user.click(within(item('Waiting')).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Waiting' })).toBeNull(),
    );
  });
});

describe("the account page's part of the gallery", () => {
  const ROUTES = {
    'GET /api/auth/me': () => json({ success: true, user: makeUser() }),
    'GET /api/account/profile': () => json({ success: true, profile: PROFILE }),
    'GET /api/community/mine': () => json({ success: true, messages: [] }),
  };

  it('shows the profile form and My shared mail while the module is open to the player', async () => {
    setSessionHint();
    renderWithToaster(<AccountCommunity galleryPath="/community" />, {
      ...ROUTES,
      ...galleryModuleRoute('live'),
    });
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'My shared mail' })).toBeTruthy();
  });

  it('shows neither, and asks for neither, while it is not', async () => {
    setSessionHint();
    const { fetchMock } = renderWithToaster(<AccountCommunity galleryPath="/community" />, {
      ...ROUTES,
      ...galleryModuleRoute(null),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/modules', expect.anything()));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My shared mail' })).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).not.toContain('/api/account/profile');
    expect(urls).not.toContain('/api/community/mine');
  });
});
