import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import {
  EmptyMessages,
  LoadFailed,
  MessageItem,
  type MessageItemProps,
  MessageSkeletons,
} from '#web/components/message-list.tsx';

describe('MessageSkeletons', () => {
  it('announces the loading text and shows as many hidden placeholders as asked', () => {
    const { rerender } = render(<MessageSkeletons label="Loading…" count={3} testId="skeleton" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const placeholders = screen.getAllByTestId('skeleton');
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) {
      expect(placeholder.getAttribute('aria-hidden')).toBe('true');
      expect(placeholder.className).toContain('animate-pulse');
    }
    rerender(<MessageSkeletons label="Loading…" count={5} testId="skeleton" />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(5);
  });
});

describe('EmptyMessages', () => {
  it('shows its title and text beside an icon hidden from screen readers', () => {
    const { container } = render(
      <EmptyMessages icon={Bell} title="All caught up!" text="Nothing unread." />,
    );
    expect(screen.getByText('All caught up!').className).toContain('font-semibold');
    expect(screen.getByText('Nothing unread.')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('LoadFailed', () => {
  it('alerts with its message and asks again when the retry button is pressed', async () => {
    const onRetry = vi.fn();
    render(
      <LoadFailed
        message="Could not load."
        retryLabel="Try again"
        onRetry={onRetry}
        className="mb-4"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not load.')).toBeTruthy();
    expect(alert.className).toContain('mb-4');
    expect(onRetry).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('MessageItem', () => {
  function renderItem(overrides: Partial<MessageItemProps> = {}) {
    const onMarkRead = vi.fn();
    render(
      <ul>
        <MessageItem
          id={7}
          title="Fort attack"
          body={'Rally at the pass.\nBring scouts.'}
          isUnread
          date={{ iso: '2025-03-05T12:00:00.000Z', text: 'March 5, 2025' }}
          texts="notifications"
          onMarkRead={onMarkRead}
          isMarking={false}
          {...overrides}
        />
      </ul>,
    );
    return { item: screen.getByRole('listitem'), onMarkRead };
  }

  it('an unread message shows the dot and the hidden label, and its button marks it read by id', async () => {
    const { item, onMarkRead } = renderItem();
    expect(item.dataset.unread).toBe('true');
    expect(item.className).toContain('bg-gold-100');
    expect(within(item).getByTestId('unread-dot').getAttribute('aria-hidden')).toBe('true');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('Unread: Fort attack');
    expect(within(item).getByText('Unread:').className).toBe('sr-only');
    expect(within(item).getByText(/Rally at the pass/).textContent).toBe(
      'Rally at the pass.\nBring scouts.',
    );
    expect(within(item).getByText('March 5, 2025').getAttribute('datetime')).toBe(
      '2025-03-05T12:00:00.000Z',
    );
    const button = within(item).getByRole('button', { name: 'Mark as read: Fort attack' });
    expect(button.textContent).toBe('Mark as read');
    await userEvent.click(button);
    expect(onMarkRead).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('a read message shows neither the dot, the label nor the button', () => {
    const { item } = renderItem({ isUnread: false });
    expect(item.dataset.unread).toBe('false');
    expect(item.className).not.toContain('bg-gold-100');
    expect(within(item).queryByTestId('unread-dot')).toBeNull();
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('Fort attack');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('disables its button while the message is being marked read', () => {
    const { item } = renderItem({ isMarking: true });
    const button = within(item).getByRole('button', { name: 'Mark as read: Fort attack' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts its slots around the title and leaves out the date when there is none', () => {
    const { item } = renderItem({
      date: undefined,
      beforeTitle: <span data-testid="before" />,
      afterTitle: <span data-testid="after" />,
    });
    const heading = within(item).getByRole('heading', { level: 3 });
    expect(heading.previousElementSibling?.getAttribute('data-testid')).toBe('before');
    expect(heading.nextElementSibling?.getAttribute('data-testid')).toBe('after');
    expect(item.querySelector('time')).toBeNull();
  });
});
