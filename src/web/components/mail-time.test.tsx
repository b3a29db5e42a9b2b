import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailPreview } from '#web/components/mail-preview.tsx';

// The reader is in Tokyo (UTC+9, no daylight saving): 14:00 UTC is 23:00 there.
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = zone;
});

function body() {
  return screen.getByTestId('mail-preview-body');
}

describe('UTC times in the preview', () => {
  it("leave the mail's text as it is, each time a focusable button of its own", () => {
    render(<MailPreview markup={'Pass opens <b>Monday 14:00</b> UTC, garrison UTC 16:30.'} />);
    expect(body().textContent).toBe('Pass opens Monday 14:00 UTC, garrison UTC 16:30.');
    const times = within(body()).getAllByTestId('mail-time');
    expect(times.map((time) => time.textContent)).toEqual(['Monday 14:00 UTC', 'UTC 16:30']);
    expect(times[0]!.tagName).toBe('BUTTON');
    expect(times[0]!.querySelector('span[style*="font-weight: 700"]')?.textContent).toBe(
      'Monday 14:00',
    );
  });

  it("show the reader's local time beside a time on focus, and hide it on Escape", async () => {
    render(<MailPreview markup="Rally at 14:00 UTC" />);
    const time = within(body()).getByRole('button', { name: '14:00 UTC' });
    act(() => time.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toMatch(/^Your time: 11:00\sPM GMT\+9$/u);
    expect(time.getAttribute('aria-describedby')).toBe(tooltip.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(body().textContent).toBe('Rally at 14:00 UTC');
  });

  it('say so when the local time falls on another day', () => {
    render(<MailPreview markup="Rally at 20:00 UTC" />);
    fireEvent.click(within(body()).getByRole('button', { name: '20:00 UTC' }));
    expect(screen.getByRole('tooltip').textContent).toMatch(/5:00\sAM GMT\+9 \(the next day\)$/u);
  });

  it('show the weekday and date of a dated time on mouse hover, until the mouse leaves', () => {
    render(<MailPreview markup="Match: Dec 1 2026 14:00 UTC" />);
    const time = within(body()).getByRole('button', { name: 'Dec 1 2026 14:00 UTC' });
    fireEvent.pointerEnter(time, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip').textContent).toMatch(
      /^Your time: Tue, Dec 1, 11:00\sPM GMT\+9$/u,
    );
    fireEvent.pointerLeave(time, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('show one local time at a time', () => {
    render(<MailPreview markup="Rally at 14:00 UTC, march at 15:00 UTC" />);
    fireEvent.pointerEnter(within(body()).getByRole('button', { name: '14:00 UTC' }), {
      pointerType: 'mouse',
    });
    act(() => within(body()).getByRole('button', { name: '15:00 UTC' }).focus());
    expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toEqual([
      expect.stringMatching(/^Your time: 12:00\sAM GMT\+9 \(the next day\)$/u),
    ]);
  });

  it('close on a tap elsewhere', () => {
    render(<MailPreview markup="Rally at 14:00 UTC" />);
    fireEvent.click(within(body()).getByRole('button', { name: '14:00 UTC' }));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
