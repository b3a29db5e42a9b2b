import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import HomePage from '#web/pages/home-page.tsx';
import { renderAt } from '#web/test/render.tsx';

function getModeButton(name: RegExp): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

describe('home page mode cards', () => {
  it('AI Assist is selected by default and shows its panel', () => {
    renderAt(<HomePage />);
    expect(getModeButton(/AI Assist/).getAttribute('aria-pressed')).toBe('true');
    expect(getModeButton(/Manual Builder/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('mode-panel-new')).toBeTruthy();
    expect(screen.queryByTestId('mode-panel-manual')).toBeNull();
  });

  it('choosing Manual Builder switches the mode and its panel', async () => {
    renderAt(<HomePage />);
    await userEvent.click(getModeButton(/Manual Builder/));
    expect(getModeButton(/Manual Builder/).getAttribute('aria-pressed')).toBe('true');
    expect(getModeButton(/AI Assist/).getAttribute('aria-pressed')).toBe('false');
    const panel = screen.getByTestId('mode-panel-manual');
    expect(panel.querySelector('h2')?.textContent).toBe('Manual Builder');
    expect(screen.queryByTestId('mode-panel-new')).toBeNull();

    await userEvent.click(getModeButton(/AI Assist/));
    expect(screen.getByTestId('mode-panel-new')).toBeTruthy();
  });

  it('Templates is disabled, marked coming soon, and cannot be chosen', async () => {
    renderAt(<HomePage />);
    const templates = getModeButton(/Templates/);
    expect(templates.disabled).toBe(true);
    expect(templates.textContent).toContain('Coming soon');
    await userEvent.click(templates);
    expect(templates.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('mode-panel-template')).toBeNull();
    expect(screen.getByTestId('mode-panel-new')).toBeTruthy();
  });

  it('the mode cards work from the keyboard', async () => {
    const user = userEvent.setup();
    renderAt(<HomePage />);
    getModeButton(/AI Assist/).focus();
    await user.tab();
    expect(document.activeElement).toBe(getModeButton(/Manual Builder/));
    await user.keyboard(' ');
    expect(screen.getByTestId('mode-panel-manual')).toBeTruthy();
  });
});
