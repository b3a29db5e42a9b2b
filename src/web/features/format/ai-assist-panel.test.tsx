import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTENSITY_BUTTONS, LANGUAGES, TIMINGS, TONE_BUTTONS } from '#shared/constants.ts';
import { FORMAT_WARNING_CODES } from '#shared/schemas/format.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { AiAssistPanel } from '#web/features/format/ai-assist-panel.tsx';
import { i18n } from '#web/i18n/index.ts';
import { MAIL_BACKGROUND_STORAGE_KEY } from '#web/lib/mail-background.ts';
import { createDeferred, json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  localStorage.removeItem(MAIL_BACKGROUND_STORAGE_KEY);
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FORMATTED = {
  success: true,
  formattedMessage: '<size=32><color=#FFD700><b>RALLY</b></color></size>\nJoin at 21:00',
  characterCount: 62,
  engine: 'built-in',
  warnings: [],
};

function Harness({ initialDraft }: { initialDraft: string }) {
  const [draft, setDraft] = useState(initialDraft);
  return (
    <>
      <AiAssistPanel draft={draft} onDraftChange={setDraft} />
      <Toaster />
    </>
  );
}

function renderPanel(initialDraft = '') {
  return renderAt(<Harness initialDraft={initialDraft} />);
}

function formatButton() {
  return screen.getByRole('button', { name: /FORMAT MESSAGE/ }) as HTMLButtonElement;
}

function toastRegion() {
  return screen.getByRole('region', { name: /Notifications/ });
}

describe('AI Assist draft', () => {
  it('FORMAT MESSAGE is disabled while the draft is empty or blank', async () => {
    renderPanel();
    expect(formatButton().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Your draft'), '   ');
    expect(formatButton().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Your draft'), 'rally now');
    expect(formatButton().disabled).toBe(false);
  });

  it.each([
    [1400, 'ok'],
    [1401, 'warn'],
    [1900, 'warn'],
    [1901, 'danger'],
  ])('a draft of %i characters shows the %s counter', (length, level) => {
    renderPanel('a'.repeat(length));
    const counter = screen.getByTestId('char-counter');
    expect(counter.getAttribute('data-level')).toBe(level);
    expect(counter.textContent).toContain(`${length} / 2000 characters`);
  });

  it('the draft box takes its direction from the text (a Latin name in Arabic stays in place)', () => {
    renderPanel('تجمع عند Iron Wolves الساعة 21:00');
    expect(screen.getByLabelText('Your draft').getAttribute('dir')).toBe('auto');
  });

  it('a draft over 2000 characters cannot be sent and says why', () => {
    renderPanel('a'.repeat(2001));
    expect(formatButton().disabled).toBe(true);
    expect(screen.getByText(/Shorten your draft/)).toBeTruthy();
    expect(screen.getByLabelText('Your draft').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('formatting a draft', () => {
  it('each tone button sends the tone of the spec table', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/format-message': ({ body }) => {
        bodies.push(body);
        return json(FORMATTED);
      },
    });
    renderPanel('rally at the pass');
    for (const { id } of TONE_BUTTONS) {
      const button = document.querySelector<HTMLButtonElement>(`[data-tone-button="${id}"]`);
      if (!button) throw new Error(`no ${id} button`);
      await userEvent.click(button);
      expect(button.getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(formatButton());
      await waitFor(() => expect(formatButton().disabled).toBe(false));
    }
    expect(bodies.map((body) => (body as { tone: string }).tone)).toEqual(
      TONE_BUTTONS.map(({ tone }) => tone),
    );
  });

  it('Keep my words sends format mode without an intensity; Rewrite sends improve', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      'POST /api/format-message': ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return json(FORMATTED);
      },
    });
    renderPanel('rally at the pass');
    const keep = screen.getByRole('button', { name: /Keep my words/ });
    const rewrite = screen.getByRole('button', { name: /^Rewrite/ });
    expect(rewrite.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Rewrite intensity')).toBeTruthy();

    await userEvent.click(keep);
    expect(keep.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Rewrite intensity')).toBeNull();
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      message: 'rally at the pass',
      mode: 'format',
      tone: 'motivational',
      titleColor: '#8B6914',
      background: 'mail',
    });

    await userEvent.click(rewrite);
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ mode: 'improve', rewriteStyle: 'balanced' });
  });

  it('sends the intensity as rewriteStyle and the chosen title colour', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      'POST /api/format-message': ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return json(FORMATTED);
      },
    });
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      message: 'rally at the pass',
      mode: 'improve',
      tone: 'motivational',
      rewriteStyle: 'balanced',
      titleColor: '#8B6914',
      background: 'mail',
    });

    await userEvent.click(screen.getByRole('button', { name: /^Full/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Red (#C0392B)' }));
    await waitFor(() => expect(formatButton().disabled).toBe(false));
    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ rewriteStyle: 'fully-thematic', titleColor: '#C0392B' });
    expect(INTENSITY_BUTTONS.find(({ id }) => id === 'full')?.rewriteStyle).toBe('fully-thematic');
  });

  it('shows the forging label and stays disabled while the request is pending', async () => {
    const deferred = createDeferred<Response>();
    stubApi({ 'POST /api/format-message': () => deferred.promise });
    renderPanel('rally at the pass');
    await userEvent.click(screen.getByRole('button', { name: /FORMAT MESSAGE/ }));
    const pending = await screen.findByRole('button', { name: /FORGING/ });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => deferred.resolve(json(FORMATTED)));
    await waitFor(() => expect(formatButton().disabled).toBe(false));
  });

  it('shows the mail and the success toast', async () => {
    stubApi({ 'POST /api/format-message': () => json(FORMATTED) });
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    const region = toastRegion();
    expect(await within(region).findByText('Message formatted successfully!')).toBeTruthy();
    expect(
      within(region).getByText('Your Rise of Kingdoms message is ready to copy.'),
    ).toBeTruthy();
    const result = within(screen.getByTestId('ai-result'));
    expect((result.getByTestId('final-dispatch-output') as HTMLTextAreaElement).value).toBe(
      FORMATTED.formattedMessage,
    );
    expect(result.getByTestId('final-dispatch-engine').textContent).toBe(
      'Forged by MailForge built-in engine',
    );
    expect(result.queryByTestId('final-dispatch-warnings')).toBeNull();
  });

  it('lists the warnings of the answer and the model that wrote it', async () => {
    stubApi({
      'POST /api/format-message': () =>
        json({
          ...FORMATTED,
          engine: 'llama3.1',
          warnings: [
            { code: 'characters-removed', message: 'server text' },
            { code: 'model-busy', message: 'server text' },
          ],
        }),
    });
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    const warnings = await screen.findByTestId('final-dispatch-warnings');
    expect(warnings.textContent).toContain(
      'Emoji and other symbols the game cannot show were removed.',
    );
    expect(warnings.textContent).toContain('The AI model is busy right now');
    expect(screen.getByTestId('final-dispatch-engine').textContent).toBe('Forged by llama3.1');
  });

  it.each(LANGUAGES)(
    'in %s every warning reads with its figures, never a raw {{placeholder}}',
    async (language) => {
      // The params each warning of the engines carries (src/format/warnings.ts).
      const params: Record<string, Record<string, string | number>> = {
        'decoration-reduced': { limit: 2000 },
        'rewrite-reduced': { limit: 2000 },
        'too-long': { characters: 2412, parts: 2, limit: 2000 },
        'model-fallback': { reason: 'did not answer' },
      };
      stubApi({
        'POST /api/format-message': () =>
          json({
            ...FORMATTED,
            warnings: FORMAT_WARNING_CODES.map((code) => ({
              code,
              message: 'server text',
              params: params[code],
            })),
          }),
      });
      await act(() => i18n.changeLanguage(language));
      const { container } = renderPanel('rally at the pass');
      await userEvent.click(container.querySelector('button[type="submit"]') as HTMLElement);
      const warnings = await screen.findByTestId('final-dispatch-warnings');
      expect(within(warnings).getAllByRole('listitem')).toHaveLength(FORMAT_WARNING_CODES.length);
      expect(warnings.textContent).not.toContain('{{');
      expect(warnings.textContent).toContain('2000');
      expect(warnings.textContent).toContain('2412');
    },
  );

  it.each([
    [
      'the rate limit',
      () =>
        json(
          {
            success: false,
            error: 'Too many formatting requests. Please wait a minute and try again.',
          },
          429,
        ),
      'Too many formatting requests. Please wait a minute and try again.',
    ],
    [
      'a validation error',
      () => json({ success: false, error: 'Message must be under 2000 characters' }, 400),
      'Message must be under 2000 characters',
    ],
    [
      'an answer without a message',
      () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
      '502: Bad Gateway',
    ],
  ])('toasts the error of %s', async (_, answer, text) => {
    stubApi({ 'POST /api/format-message': answer });
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    const region = toastRegion();
    expect(await within(region).findByText('Error formatting message')).toBeTruthy();
    expect(within(region).getByText(text)).toBeTruthy();
    expect(screen.queryByTestId('ai-result')).toBeNull();
  });

  it('toasts Network error when no answer comes', async () => {
    stubApi({
      'POST /api/format-message': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    expect(await within(toastRegion()).findByText('Network error')).toBeTruthy();
  });

  it('losing the network mid-request gives the button back at once and says so', async () => {
    // The request never answers, as when a phone's connection drops.
    stubApi({ 'POST /api/format-message': () => createDeferred<Response>().promise });
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    await screen.findByRole('button', { name: /FORGING/ });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await within(toastRegion()).findByText(/You are offline/)).toBeTruthy();
    await waitFor(() => expect(formatButton().disabled).toBe(false));
    expect((screen.getByLabelText('Your draft') as HTMLTextAreaElement).value).toBe(
      'rally at the pass',
    );
  });

  it('an answer that never comes ends after the request timeout with its own message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'POST /api/format-message': () => createDeferred<Response>().promise });
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    await screen.findByRole('button', { name: /FORGING/ });
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.formatRequestTimeoutMs));
    expect(await within(toastRegion()).findByText(/took too long to answer/)).toBeTruthy();
    await waitFor(() => expect(formatButton().disabled).toBe(false));
    vi.useRealTimers();
  });

  it('offline before sending: nothing is sent and the player is told', async () => {
    const fetchMock = stubApi({ 'POST /api/format-message': () => json(FORMATTED) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPanel('rally at the pass');
    await userEvent.click(formatButton());
    expect(await within(toastRegion()).findByText(/You are offline/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(formatButton().disabled).toBe(false);
  });
});

describe('AI Assist symbols', () => {
  it('puts several symbols at the cursor, spaced from the next word, with the picker open', async () => {
    renderPanel('kvk rally\nsave speedups');
    const draft = screen.getByLabelText<HTMLTextAreaElement>('Your draft');
    draft.setSelectionRange(0, 0);
    const toggle = screen.getByRole('button', { name: 'Symbols' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const picker = await screen.findByTestId('symbol-picker');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(picker.id);
    const swords = within(picker).getByRole('button', { name: 'Crossed swords' });
    await userEvent.click(swords);
    expect(draft.value).toBe('⚔ kvk rally\nsave speedups');
    await waitFor(() => expect(draft.selectionStart).toBe(1));
    // The picker stays open for the next one, the focus on the symbol picked.
    expect(document.activeElement).toBe(swords);
    await userEvent.click(within(picker).getByRole('button', { name: 'Black star' }));
    expect(draft.value).toBe('⚔★ kvk rally\nsave speedups');
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('symbol-picker')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('closes with Escape, the draft unchanged and the focus on its button', async () => {
    renderPanel('rally');
    await userEvent.click(screen.getByRole('button', { name: 'Symbols' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('symbol-picker')).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your draft').value).toBe('rally');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Symbols' }));
  });
});

describe('AI Assist: where the mail is read', () => {
  it('the board switches the title swatches and default to colours that read on its blue, sends it, and shows the result on the blue', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      'POST /api/format-message': ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return json(FORMATTED);
      },
    });
    renderPanel('rally at the pass');
    const where = screen.getByRole('group', { name: 'Where is it read?' });
    const mail = within(where).getByRole('button', { name: /^Mail/ });
    const board = within(where).getByRole('button', { name: /^Alliance description/ });
    expect(mail.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Gold (#8B6914)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByRole('button', { name: /#FFD700/ })).toBeNull();

    await userEvent.click(board);
    expect(board.getAttribute('aria-pressed')).toBe('true');
    // The default keeps its place: the board's bright gold, named for the board.
    const boardGold = screen.getByRole('button', { name: 'Bright gold (board) (#FFD700)' });
    expect(boardGold.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'White (#FFFFFF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /#8B6914/ })).toBeNull();
    expect(localStorage.getItem(MAIL_BACKGROUND_STORAGE_KEY)).toBe('board');

    await userEvent.click(formatButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ background: 'board', titleColor: '#FFD700' });
    const result = await screen.findByTestId('ai-result');
    expect((await within(result).findByTestId('mail-preview-body')).getAttribute('data-look')).toBe(
      'alliance',
    );
    // #FFD700 reads on the blue: no warning.
    expect(within(result).queryByTestId('contrast-warnings')).toBeNull();

    // A swatch keeps its place back on the mail: the light blue becomes the dark blue.
    await userEvent.click(screen.getByRole('button', { name: 'Blue (#90CAF9)' }));
    await userEvent.click(mail);
    expect(
      screen.getByRole('button', { name: 'Blue (#0056B3)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(result).getByTestId('mail-preview-body').getAttribute('data-look')).toBe('mail');
    // Back on the parchment, the answer's bright gold title is flagged.
    expect(within(result).getByTestId('contrast-warnings').textContent).toContain('#FFD700');
  });
});
