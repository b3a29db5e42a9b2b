import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AboutPanel } from '#web/features/home/about-panel.tsx';

describe('What is MailForge? panel', () => {
  it('starts closed and opens on click', async () => {
    render(<AboutPanel />);
    const trigger = screen.getByRole('button', { name: 'What is MailForge?' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/MailForge writes the formatting tags/)).toBeNull();

    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/MailForge writes the formatting tags/)).toBeTruthy();
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    render(<AboutPanel />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'What is MailForge?' });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
