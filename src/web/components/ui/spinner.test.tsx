import { render, screen } from '@testing-library/react';
import { KeyRound } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { PendingIcon, Spinner } from '#web/components/ui/spinner.tsx';

describe('Spinner', () => {
  it('announces its label, shown or only to screen readers', () => {
    const { rerender } = render(<Spinner label="Loading users…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading users…');
    rerender(<Spinner label="Loading users…" isLabelHidden />);
    expect(screen.getByText('Loading users…').className).toBe('sr-only');
  });
});

describe('PendingIcon', () => {
  function renderButton(isPending: boolean) {
    return render(
      <button type="submit">
        <PendingIcon isPending={isPending} icon={<KeyRound aria-hidden="true" data-icon="key" />} />
        Redeem
      </button>,
    );
  }

  it("shows the button's own icon while nothing runs", () => {
    renderButton(false);
    const icon = screen.getByRole('button').querySelector('svg');
    expect(icon?.getAttribute('data-icon')).toBe('key');
    expect(icon?.getAttribute('class')).not.toContain('animate-spin');
  });

  it('turns into a spinner, hidden from screen readers, that stands still for reduced motion', () => {
    renderButton(true);
    const icon = screen.getByRole('button').querySelector('svg');
    expect(icon?.getAttribute('data-icon')).toBeNull();
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('class')).toContain('animate-spin');
    expect(icon?.getAttribute('class')).toContain('motion-reduce:animate-none');
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeTruthy();
  });
});
