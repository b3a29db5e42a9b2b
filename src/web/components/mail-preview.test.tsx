import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIL_LOOK } from '#shared/constants.ts';
import { MailPreview } from '#web/components/mail-preview.tsx';

function body() {
  return screen.getByTestId('mail-preview-body');
}

describe('MailPreview', () => {
  it('shows styled text without its tags, sizes relative to the game body size', () => {
    render(<MailPreview markup={'<size=44><color=#E94B3C><b>RALLY</b></color></size> now'} />);
    const rally = within(body()).getByText('RALLY');
    expect(rally.style.fontSize).toBe(`${44 / MAIL_LOOK.gameBodySize}em`);
    expect(rally.style.color).not.toBe('');
    expect(rally.style.fontWeight).toBe('700');
    expect(body().textContent).toBe('RALLY now');
    expect(body().querySelector('[data-raw]')).toBeNull();
  });

  it('shows broken and unsupported tags as marked raw text, as the game does', () => {
    render(<MailPreview markup={'<b>open <s>strike</s> and <u>under</u>'} />);
    const raw = [...body().querySelectorAll('[data-raw="true"]')].map((node) => node.textContent);
    expect(raw).toEqual(['<b>', '<s>', '</s>', '<u>', '</u>']);
    expect(body().textContent).toBe('<b>open <s>strike</s> and <u>under</u>');
    expect(screen.getByText(/dashed red boxes will show as plain text/)).toBeTruthy();
  });

  it('keeps line breaks and shows a hint when empty', () => {
    const { rerender } = render(<MailPreview markup="" />);
    expect(body().textContent).toMatch(/will appear here/);
    rerender(<MailPreview markup={'line one\nline two'} />);
    expect(body().textContent).toBe('line one\nline two');
  });

  it('switches to the alliance description look with its 1000-character budget', () => {
    render(<MailPreview markup={'x'.repeat(1200)} />);
    const toggle = screen.getByRole('button', { name: 'Alliance description look' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(body().dataset.look).toBe('mail');
    expect(screen.queryByTestId('alliance-budget')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(body().dataset.look).toBe('alliance');
    expect(screen.getByTestId('alliance-budget').textContent).toMatch(
      /1200 \/ 1000 characters.*200 characters too long/,
    );
  });

  it('lets the caller decorate visible text, never raw tags', () => {
    render(
      <MailPreview
        markup={'<b>{name}</b> <i>'}
        hideLookToggle
        renderText={(text) => <mark>{text}</mark>}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect([...body().querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '{name}',
      ' ',
    ]);
  });

  it('lets each line take its own direction, so an Arabic line reads right to left beside Latin ones', () => {
    render(<MailPreview markup={'<b>KvK</b> X:233 Y:871\nتجمع عند العلم'} />);
    expect(body().getAttribute('dir')).toBe('auto');
    expect(body().className).toContain('[unicode-bidi:plaintext]');
    expect(body().className).toContain('text-start');
  });
});
