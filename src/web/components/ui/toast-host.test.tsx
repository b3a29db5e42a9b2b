import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('#web/components/ui/toaster.tsx');
  vi.resetModules();
});

/** Fresh modules, so that each test starts with the Toaster not loaded and no toasts. */
async function renderHost() {
  const { ToastHost } = await import('#web/components/ui/toast-host.tsx');
  const { toast } = await import('#web/components/ui/use-toast.ts');
  render(<ToastHost />);
  return { toast };
}

describe('toast host', () => {
  it('loads no toaster before the first interaction or toast', async () => {
    await renderHost();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
  });

  it('loads the toaster at the first interaction, ready for a toast', async () => {
    const { toast } = await renderHost();
    fireEvent.pointerDown(document.body);
    await screen.findByRole('region', { name: 'Notifications (F8)' });
    act(() => {
      toast({ title: 'Copied!' });
    });
    expect(screen.getByText('Copied!')).toBeTruthy();
  });

  it('shows a toast raised before the toaster is loaded, once it is', async () => {
    const { toast } = await renderHost();
    act(() => {
      toast({ title: 'Mail formatted', description: 'Ready to copy' });
    });
    expect(await screen.findByText('Mail formatted')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('shows the toasts as plain status messages when the toaster cannot be fetched', async () => {
    vi.doMock('#web/components/ui/toaster.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { toast } = await renderHost();
    const undo = vi.fn();
    act(() => {
      toast({
        variant: 'destructive',
        title: 'You are offline',
        description: 'Check your connection',
        action: { label: 'Undo', altText: 'Switch back', onClick: undo },
      });
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('You are offline');
    expect(status.textContent).toContain('Check your connection');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
  });
});
