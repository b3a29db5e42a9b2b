import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { NotificationFormSection } from '#web/features/notifications/notification-form.tsx';
import { json } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('send-notification form', () => {
  it('checks title and message with the spec messages', async () => {
    const { fetchMock } = renderWithToaster(<NotificationFormSection />, {});
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Title must be under 200 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends title, message, priority and changelog flag, toasts and clears the form', async () => {
    const { fetchMock } = renderWithToaster(<NotificationFormSection />, {
      'POST /api/admin/notifications': ({ body }) =>
        json(
          {
            success: true,
            notification: { id: 1, ...(body as object), createdAt: '2025-03-05T12:00:00.000Z' },
            recipients: 3,
          },
          201,
        ),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'KvK');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Rally at 12:00 UTC');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'alert');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changelog entry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(
      await within(toastRegion()).findByText('Notification sent to all premium users!'),
    ).toBeTruthy();
    expect(within(toastRegion()).getByText('Delivered to 3 premium users.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      title: 'KvK',
      message: 'Rally at 12:00 UTC',
      priority: 'alert',
      isChangelogEntry: true,
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it("toasts 'Failed to send notification' when the server fails", async () => {
    renderWithToaster(<NotificationFormSection />, {
      'POST /api/admin/notifications': () => json({ success: false, error: 'Boom' }, 500),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'KvK');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Rally');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await within(toastRegion()).findByText('Failed to send notification')).toBeTruthy();
  });
});
