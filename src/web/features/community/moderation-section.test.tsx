import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { ModerationSection } from '#web/features/community/moderation-section.tsx';
import { json } from '#web/test/api.ts';
import { makeOwnMessage } from '#web/test/community.ts';
import { renderWithToaster } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('the moderation queue', () => {
  it('approves one, rejects one with a reason, deletes one, and then has none', async () => {
    const user = userEvent.setup();
    let pending = [
      makeOwnMessage({ id: 1, title: 'First' }),
      makeOwnMessage({ id: 2, title: 'Second' }),
      makeOwnMessage({ id: 3, title: 'Third' }),
    ];
    const decide = (id: number) => () => {
      pending = pending.filter((message) => message.id !== id);
      return json({ success: true });
    };
    const { fetchMock } = renderWithToaster(<ModerationSection />, {
      'GET /api/admin/community/pending': () => json({ success: true, messages: pending }),
      'POST /api/admin/community/messages/1/approve': decide(1),
      'POST /api/admin/community/messages/2/reject': decide(2),
      'DELETE /api/community/messages/3': decide(3),
    });
    const section = await screen.findByRole('region', { name: 'Gallery moderation' });
    const item = async (title: string) => within(section).findByRole('article', { name: title });

    const first = await item('First');
    expect(within(first).getByTestId('mail-preview-body').textContent).toContain('RALLY');
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Message approved')).toBeTruthy();
    await waitFor(() =>
      expect(within(section).queryByRole('article', { name: 'First' })).toBeNull(),
    );

    const second = await item('Second');
    await user.click(within(second).getByRole('button', { name: 'Reject' }));
    await user.type(
      within(second).getByRole('textbox', { name: 'Reason (its author reads it)' }),
      'Not a game mail',
    );
    await user.click(within(second).getByRole('button', { name: 'Reject message' }));
    expect(await screen.findByText('Message rejected')).toBeTruthy();
    const reject = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reject'));
    expect(JSON.parse(String(reject?.[1]?.body))).toEqual({ reason: 'Not a game mail' });

    const third = await item('Third');
    await user.click(within(third).getByRole('button', { name: 'Delete message' }));
    await user.click(within(third).getByRole('button', { name: 'Delete for good' }));
    expect(await within(section).findByText('No mail is waiting for approval.')).toBeTruthy();
  });
});
