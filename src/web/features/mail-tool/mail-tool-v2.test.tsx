import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { copyText } from '#web/lib/clipboard.ts';
import { createDeferred, json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';
import { MailToolV2 } from './mail-tool-v2.tsx';

vi.mock('#web/lib/clipboard.ts', () => ({ copyText: vi.fn() }));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const FORMATTED = {
  success: true,
  formattedMessage: '<size=32><color=#FFD700><b>RALLY</b></color></size>\nJoin at 21:00',
  characterCount: 42,
  engine: 'built-in',
  warnings: [],
};

function renderTool() {
  return renderAt(
    <>
      <MailToolV2 />
      <Toaster />
    </>,
  );
}

/** Answers every format request with FORMATTED and keeps the bodies sent. */
function stubFormat(answer: () => Response | Promise<Response> = () => json(FORMATTED)) {
  const bodies: Record<string, unknown>[] = [];
  stubApi({
    'POST /api/format-message': ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      return answer();
    },
  });
  return bodies;
}

const formatButton = () =>
  screen.getByRole('button', { name: /FORMAT MESSAGE|FORGING/ }) as HTMLButtonElement;
const modeButton = (name: RegExp) => screen.getByRole('button', { name });
const messageBox = () => screen.getByRole('textbox', { name: /Forge Your Message|Final Message/ });
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

/** Sets a text area's value at once (typing 2000 characters would take long). */
function setText(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

describe('the second version’s modes', () => {
  it('switching mode clears the output and the other modes’ inputs, with Undo', async () => {
    stubFormat();
    renderTool();
    await userEvent.type(messageBox(), 'rally at the pass');
    await userEvent.click(formatButton());
    expect(await screen.findByTestId('final-dispatch')).toBeTruthy();

    await userEvent.click(modeButton(/Template Mail Mode/));
    expect(screen.queryByTestId('final-dispatch')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Final Message' })).toHaveProperty('value', '');
    await userEvent.selectOptions(screen.getByLabelText('Select Template'), 'mge-rankings');

    await userEvent.click(modeButton(/New Mail/));
    expect(messageBox()).toHaveProperty('value', '');
    await userEvent.click(modeButton(/Template Mail Mode/));
    expect(screen.getByLabelText('Select Template')).toHaveProperty('value', '');

    // The last switch cleared the chosen template: Undo brings it back, in its mode.
    await userEvent.click(modeButton(/Manual Mail Mode/));
    await userEvent.click(within(toasts()).getByRole('button', { name: /Undo/ }));
    expect(modeButton(/Template Mail Mode/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Select Template')).toHaveProperty('value', 'mge-rankings');
  });

  it('How it works opens and closes', async () => {
    renderTool();
    const toggle = screen.getByRole('button', { name: 'How it works' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByText(/Switching mode clears the mail/)).toBeTruthy();
  });
});

describe('Template Mail Mode', () => {
  it('keeps the commas of a value and warns when a detail looks cut', async () => {
    renderTool();
    await userEvent.click(modeButton(/Template Mail Mode/));
    await userEvent.selectOptions(
      screen.getByLabelText('Select Template'),
      'alliance-mobilization',
    );
    const details = screen.getByLabelText('Template details');
    setText(details, 'Goal: 1,500,000 points, Rewards: speedups, gems and gold heads');
    const sent = (messageBox() as HTMLTextAreaElement).value;
    expect(sent).toContain('1,500,000 points');
    expect(sent).toContain('speedups, gems and gold heads');
    expect(screen.queryByTestId('details-unused')).toBeNull();

    setText(details, 'Goal 1,500,000, Rewards: speedups');
    expect(screen.getByTestId('details-unused').textContent).toContain('“Goal 1,500,000”');
  });

  it('fills the template from comma-separated details, keys in any case, and marks the rest', async () => {
    renderTool();
    await userEvent.click(modeButton(/Template Mail Mode/));
    expect(formatButton().disabled).toBe(true);
    const select = screen.getByLabelText('Select Template');
    expect(within(select).getAllByRole('option')).toHaveLength(8);
    await userEvent.selectOptions(select, 'mge-rankings');
    setText(
      screen.getByLabelText('Template details'),
      'kingdom: 1234, EVENT: Spring MGE, Rank 1: Ava',
    );

    const sent = (messageBox() as HTMLTextAreaElement).value;
    expect(sent).toContain('Spring MGE · Kingdom 1234');
    expect(sent).toContain('</size> Ava');
    expect(sent).toContain('{Date}');
    expect(formatButton().disabled).toBe(false);

    const preview = screen.getByTestId('filled-preview');
    const marked = Array.from(preview.querySelectorAll('mark[data-missing]')).map(
      (mark) => mark.textContent,
    );
    expect(marked).toContain('{Date}');
    expect(marked).not.toContain('{Kingdom}');
    expect(within(preview).getByText(/Still to fill/).textContent).toContain('Date');
  });
});

describe('Manual Mail Mode', () => {
  it('Generate Preview is disabled while the template is empty; spaces only get Template Required', async () => {
    renderTool();
    await userEvent.click(modeButton(/Manual Mail Mode/));
    const generate = screen.getByRole('button', { name: 'Generate Preview' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Step 1: Paste your template'), '   ');
    await userEvent.click(generate);
    expect(within(toasts()).getByText('Template Required')).toBeTruthy();
    expect(
      within(toasts()).getByText('Please enter a template before generating preview.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('filled-preview')).toBeNull();
  });

  it('strips what the game cannot show and fills one Key: Value per line', async () => {
    renderTool();
    await userEvent.click(modeButton(/Manual Mail Mode/));
    setText(
      screen.getByLabelText('Step 1: Paste your template'),
      'Rally 🔥 for {Kingdom}\nMeet at {Zone}, lead {Leader}',
    );
    expect(screen.getByLabelText('Step 1: Paste your template')).toHaveProperty(
      'value',
      'Rally  for {Kingdom}\nMeet at {Zone}, lead {Leader}',
    );
    setText(screen.getByLabelText('Step 2: Input details'), 'KINGDOM: 1234\nzone: Pass 4, north');
    expect(formatButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Preview' }));
    expect(messageBox()).toHaveProperty(
      'value',
      'Rally  for 1234\nMeet at Pass 4, north, lead {Leader}',
    );
    const preview = screen.getByTestId('filled-preview');
    expect(preview.querySelector('mark[data-missing]')?.textContent).toBe('{Leader}');
    expect(formatButton().disabled).toBe(false);
  });
});

describe('the message counter', () => {
  it.each([
    [1849, 'ok', false],
    [1850, 'warn', true],
    [1999, 'warn', true],
    [2000, 'danger', true],
  ])('%i characters: %s, warning text %s', (length, level, isWarned) => {
    renderTool();
    setText(messageBox(), 'a'.repeat(length));
    expect(screen.getByTestId('char-counter').getAttribute('data-level')).toBe(level);
    const warning = screen.queryByText(
      'Approaching character limit. Consider shortening your message.',
    );
    expect(warning !== null).toBe(isWarned);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(length));
  });

  it('the progress bar stops at 100% past the limit', () => {
    renderTool();
    setText(messageBox(), 'a'.repeat(2300));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('2000');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(formatButton().disabled).toBe(true);
  });
});

describe('formatting', () => {
  it('sends the second version’s defaults: improve, motivational, 32, gold, bold', async () => {
    const bodies = stubFormat();
    renderTool();
    await userEvent.type(messageBox(), 'rally at the pass');
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      message: 'rally at the pass',
      mode: 'improve',
      tone: 'motivational',
      titleSize: 32,
      titleColor: '#8B6914',
      useBold: true,
      useItalic: false,
      rewriteStyle: 'balanced',
    });
  });

  it('builds the request from the pickers, stripping emoji from the message', async () => {
    const bodies = stubFormat();
    renderTool();
    await userEvent.type(messageBox(), 'hold the line 💪');
    await userEvent.click(screen.getByRole('button', { name: /Tactical/ }));
    await userEvent.click(screen.getByRole('button', { name: /Thematic/ }));
    await userEvent.click(screen.getByRole('button', { name: /White/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Advanced RoK Formatting Options' }));
    await userEvent.click(screen.getByLabelText('Bold title'));
    await userEvent.click(screen.getByLabelText('Italic title'));
    await userEvent.click(screen.getByRole('button', { name: '24 px' }));
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      message: 'hold the line ',
      mode: 'improve',
      tone: 'intense',
      titleSize: 24,
      titleColor: '#FFFFFF',
      useBold: false,
      useItalic: true,
      rewriteStyle: 'fully-thematic',
    });

    // Keep my words hides the intensity and sends none; 16 px goes as the server's 20.
    await userEvent.click(screen.getByRole('button', { name: /Keep my words/ }));
    expect(screen.queryByText('Rewrite Intensity')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '16 px' }));
    expect(screen.getByText(/16 px is sent as 20 px/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Formal/ }));
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ mode: 'format', tone: 'informative', titleSize: 20 });
    expect(bodies[1]).not.toHaveProperty('rewriteStyle');
  });

  it('a free hex colour is checked: Invalid hex color blocks FORMAT MESSAGE', async () => {
    const bodies = stubFormat();
    renderTool();
    await userEvent.type(messageBox(), 'rally');
    const hex = screen.getByLabelText('Custom colour (hex)');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12AB4');
    expect(screen.getByText('Invalid hex color')).toBeTruthy();
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(formatButton().disabled).toBe(true);
    await userEvent.type(hex, 'c');
    expect(screen.queryByText('Invalid hex color')).toBeNull();
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ titleColor: '#12AB4C' });
  });

  it('FORMAT MESSAGE is disabled while blank and while pending, and says it is forging', async () => {
    const pending = createDeferred<Response>();
    stubFormat(() => pending.promise);
    renderTool();
    expect(formatButton().disabled).toBe(true);
    await userEvent.type(messageBox(), '   ');
    expect(formatButton().disabled).toBe(true);
    await userEvent.type(messageBox(), 'go');
    await userEvent.click(formatButton());
    expect(formatButton().disabled).toBe(true);
    expect(formatButton().textContent).toMatch(/FORGING/);
    pending.resolve(json(FORMATTED));
    expect(await screen.findByTestId('final-dispatch')).toBeTruthy();
    expect(formatButton().disabled).toBe(false);
  });

  it('smart bullets re-send the same request with smartBullets; a mode switch drops the answer', async () => {
    const bodies = stubFormat();
    renderTool();
    await userEvent.type(messageBox(), 'join the rally\nattack at 20:00');
    await userEvent.click(screen.getByRole('button', { name: /Humorous/ }));
    await userEvent.click(formatButton());
    await screen.findByTestId('final-dispatch');
    await userEvent.click(screen.getByRole('button', { name: 'Commander Customizer' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Smart Bullets' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ ...bodies[0], smartBullets: false });
    expect(bodies[0]).not.toHaveProperty('smartBullets');
    await waitFor(() => expect(formatButton().disabled).toBe(false));
    expect(screen.getByTestId('final-dispatch')).toBeTruthy();

    await userEvent.click(modeButton(/Manual Mail Mode/));
    expect(screen.queryByTestId('final-dispatch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Commander Customizer' })).toBeNull();
  });

  it('a failed request toasts Formatting failed', async () => {
    stubFormat(() => json({ success: false, error: 'Message is required' }, 400));
    renderTool();
    await userEvent.type(messageBox(), 'go');
    await userEvent.click(formatButton());
    expect(await within(toasts()).findByText('Formatting failed')).toBeTruthy();
    expect(within(toasts()).getByText('Message is required')).toBeTruthy();
  });

  it('copies with the second version’s words: Custom Mail Copied!, Copy Failed', async () => {
    stubFormat();
    renderTool();
    await userEvent.type(messageBox(), 'go');
    await userEvent.click(formatButton());
    const dispatch = await screen.findByTestId('final-dispatch');
    vi.mocked(copyText).mockResolvedValueOnce(true);
    await userEvent.click(within(dispatch).getByRole('button', { name: /^Copy$/ }));
    expect(copyText).toHaveBeenCalledWith(FORMATTED.formattedMessage);
    expect(within(toasts()).getByText('Custom Mail Copied!')).toBeTruthy();
    expect(within(dispatch).getByRole('button', { name: /Copied!/ })).toBeTruthy();

    act(() => dismissToast());
    vi.mocked(copyText).mockResolvedValueOnce(false);
    await userEvent.click(within(dispatch).getByRole('button', { name: /Cop/ }));
    expect(await within(toasts()).findByText('Copy Failed')).toBeTruthy();
    expect(within(toasts()).getByText('Failed to copy to clipboard')).toBeTruthy();
  });
});
