import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '#shared/constants.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast, toast } from '#web/components/ui/use-toast.ts';

function getViewport(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show a title and description raised from outside React', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied!', description: 'Ready to paste' });
    });
    const viewport = getViewport();
    expect(within(viewport).getByText('Copied!')).toBeTruthy();
    expect(within(viewport).getByText('Ready to paste')).toBeTruthy();
  });

  it('show only one at a time: a new toast replaces the previous one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    const viewport = getViewport();
    expect(within(viewport).queryByText('First')).toBeNull();
    expect(within(viewport).getByText('Second')).toBeTruthy();
    expect(within(viewport).getAllByRole('listitem')).toHaveLength(1);
  });

  it('close by themselves after the toast duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Marked as read' });
    });
    const item = within(getViewport()).getByRole('listitem');
    act(() => {
      vi.advanceTimersByTime(TOAST.durationMs - 100);
    });
    expect(item.getAttribute('data-state')).toBe('open');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(getViewport()).queryByText('Marked as read')).toBeNull();
  });

  it('F8 moves focus to the toast area', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Signed Out' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const list = within(getViewport()).getByRole('list');
    expect(document.activeElement).toBe(list);
  });

  it('the close button dismisses the toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Preset Loaded' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(within(getViewport()).queryByText('Preset Loaded')).toBeNull();
  });
});
