import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillTemplate, parseDetails } from '#markup/index.ts';
import { TIMINGS } from '#shared/constants.ts';
import { countWords, getTemplate } from '#shared/templates/index.ts';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { json } from '#web/test/api.ts';
import { renderWithToaster } from '#web/test/render.tsx';
import { MailToolV3 } from './mail-tool-v3.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

const MAIL = '<size=32><color=#FFD700><b>RALLY</b></color></size>\nJoin at 21:00';

function renderTool() {
  const user = userEvent.setup();
  const result = renderWithToaster(<MailToolV3 />, {
    'POST /api/format-message': () =>
      json({
        success: true,
        formattedMessage: MAIL,
        characterCount: 62,
        engine: 'built-in',
        warnings: [],
      }),
  });
  return { ...result, user };
}

function modeCard(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

async function openTemplates() {
  const tool = renderTool();
  await tool.user.click(modeCard('Templates'));
  await screen.findByTestId('templates-library');
  return tool;
}

function chip(name: string) {
  return within(screen.getByTestId('templates-library')).getByRole('button', { name });
}

/** The ids of the cards shown, in order. */
function cardIds(): string[] {
  const cards = screen.getByTestId('templates-library').querySelectorAll('[data-template-id]');
  return Array.from(cards, (card) => card.getAttribute('data-template-id') ?? '');
}

function card(name: string) {
  return screen.getByRole('button', { name });
}

function detailsBox() {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Template details' });
}

/** Fails the copy as a browser without clipboard access does. */
function refuseClipboard() {
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
}

const MOBILIZATION = getTemplate('alliance-mobilization')!;
const FILLED_BUT_ALLIANCE_AND_DATE =
  'Goal: 20,000 points\nRequirements: 3 tasks a day\nRewards: speedups\nLeadership: Council';

describe('the third version’s modes', () => {
  it('offers AI Assist, Templates and Manual Builder in that order, none locked, AI Assist first', () => {
    renderTool();
    const modes = within(screen.getByRole('group', { name: 'Choose how to write your mail' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(modes).toEqual([
      expect.stringMatching(/^AI Assist/),
      expect.stringMatching(/^Templates/),
      expect.stringMatching(/^Manual Builder/),
    ]);
    expect(screen.queryByText('Premium')).toBeNull();
    expect(modeCard('AI Assist').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Your draft' })).toBeTruthy();
  });

  it('switching mode clears the output and the other modes’ input', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('textbox', { name: 'Your draft' }));
    await user.paste('rally at 21:00');
    await user.click(screen.getByRole('button', { name: /FORMAT MESSAGE/ }));
    expect(await screen.findByTestId('final-dispatch')).toBeTruthy();

    await user.click(modeCard('Templates'));
    await user.click(await screen.findByRole('button', { name: 'Kingdom Trophies' }));
    expect(detailsBox()).toBeTruthy();

    await user.click(modeCard('AI Assist'));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your draft' }).value).toBe('');
    expect(screen.queryByTestId('final-dispatch')).toBeNull();

    await user.click(modeCard('Templates'));
    await screen.findByTestId('templates-library');
    expect(card('Kingdom Trophies').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Template details' })).toBeNull();
  });
});

describe('AI Assist in the third version', () => {
  it('formats a draft and copies it with the third version’s texts, Copied! for 2 s', async () => {
    const { user } = renderTool();
    await user.type(screen.getByRole('textbox', { name: 'Your draft' }), 'rally at 21:00');
    await user.click(screen.getByRole('button', { name: /FORMAT MESSAGE/ }));
    const dispatch = await screen.findByTestId('final-dispatch');
    expect(within(dispatch).getByTestId('final-dispatch-output')).toHaveProperty('value', MAIL);

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dispatch).getByRole('button', { name: 'Copy' }));
    });
    expect(within(dispatch).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicatorEditorMs - 1));
    expect(within(dispatch).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dispatch).getByRole('button', { name: 'Copy' })).toBeTruthy();
    vi.useRealTimers();

    refuseClipboard();
    await user.click(within(dispatch).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please manually select and copy the text.')).toBeTruthy();
  });
});

describe('the third version’s templates', () => {
  it('shows its three templates as cards with word count, category and opening text, no search', async () => {
    await openTemplates();
    expect(cardIds()).toEqual(['kingdom-trophies', 'mge-rankings', 'alliance-mobilization']);
    const trophies = card('Kingdom Trophies');
    const template = getTemplate('kingdom-trophies')!;
    expect(within(trophies).getByText(`${countWords(template.content)} words`)).toBeTruthy();
    expect(within(trophies).getByText('Motivation')).toBeTruthy();
    expect(within(trophies).getByText(/^★ KINGDOM TROPHIES ★ Kingdom \{Kingdom\}/)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByTestId('template-pick-hint')).toBeTruthy();
  });

  it.each([
    ['All', 3, ['kingdom-trophies', 'mge-rankings', 'alliance-mobilization']],
    ['Strategy', 0, []],
    ['Events', 2, ['mge-rankings', 'alliance-mobilization']],
    ['Recruitment', 0, []],
    ['Motivation', 1, ['kingdom-trophies']],
  ])('the %s chip counts %i and filters to its templates', async (name, count, ids) => {
    const { user } = await openTemplates();
    if (name !== 'All') await user.click(chip('Motivation'));
    await user.click(chip(name));
    expect(chip(name).getAttribute('aria-pressed')).toBe('true');
    expect(chip(name).textContent).toBe(`${name}${count}`);
    expect(cardIds()).toEqual(ids);
    expect(screen.getByText(`${count} ${count === 1 ? 'template' : 'templates'}`)).toBeTruthy();
    if (count === 0) {
      expect(screen.getByText('No templates in this category.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Show all templates' }));
      expect(chip('All').getAttribute('aria-pressed')).toBe('true');
      expect(cardIds()).toHaveLength(3);
    }
  });

  it('selecting a card fills the customizer; selecting it again clears the preview', async () => {
    const { user } = await openTemplates();
    await user.click(card('Alliance Mobilization'));
    expect(card('Alliance Mobilization').getAttribute('aria-pressed')).toBe('true');
    expect(card('MGE Rankings').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Customize Template')).toBeTruthy();
    expect(detailsBox().value).toBe(
      'Alliance: \nDate: \nGoal: \nRequirements: \nRewards: \nLeadership: ',
    );
    expect(screen.getByTestId('template-preview').textContent).toContain('ALLIANCE MOBILIZATION');
    // The grid stays: no way back is needed.
    expect(screen.queryByRole('button', { name: 'All templates' })).toBeNull();

    await user.click(card('MGE Rankings'));
    expect(card('MGE Rankings').getAttribute('aria-pressed')).toBe('true');
    expect(card('Alliance Mobilization').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('template-preview').textContent).toContain('MGE RANKINGS');

    await user.click(card('MGE Rankings'));
    expect(card('MGE Rankings').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('template-preview')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Template details' })).toBeNull();
    expect(screen.getByTestId('template-pick-hint')).toBeTruthy();
  });

  it('Raw View shows the markup, Styled View the in-game preview', async () => {
    const { user } = await openTemplates();
    await user.click(card('Alliance Mobilization'));
    const preview = screen.getByTestId('template-preview');
    const raw = within(preview).getByRole('button', { name: 'Raw View' });
    const styled = within(preview).getByRole('button', { name: 'Styled View' });
    expect(styled.getAttribute('aria-pressed')).toBe('true');
    expect(within(preview).getByTestId('mail-preview-body').textContent).not.toContain('<size=');

    await user.click(raw);
    expect(raw.getAttribute('aria-pressed')).toBe('true');
    expect(styled.getAttribute('aria-pressed')).toBe('false');
    expect(within(preview).queryByTestId('mail-preview-body')).toBeNull();
    const markup = within(preview).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Mail markup, ready to copy',
    });
    expect(markup.readOnly).toBe(true);
    expect(markup.value.startsWith('<size=38><color=#1E6B34><b>ALLIANCE MOBILIZATION')).toBe(true);

    await user.click(styled);
    expect(within(preview).getByTestId('mail-preview-body')).toBeTruthy();
    expect(within(preview).queryByRole('textbox')).toBeNull();
  });

  it("appends '[Missing: names]' for unfilled placeholders, gone once they are filled", async () => {
    const { user } = await openTemplates();
    await user.click(card('Alliance Mobilization'));
    await user.clear(detailsBox());
    await user.paste(FILLED_BUT_ALLIANCE_AND_DATE);
    const preview = screen.getByTestId('template-preview');
    expect(within(preview).getByTestId('mail-preview-body').textContent).toContain(
      '[Missing: Alliance, Date]',
    );
    await user.click(within(preview).getByRole('button', { name: 'Raw View' }));
    const raw = () => within(preview).getByRole<HTMLTextAreaElement>('textbox').value;
    const filled = fillTemplate(
      MOBILIZATION.content,
      parseDetails(FILLED_BUT_ALLIANCE_AND_DATE, 'main'),
    );
    expect(raw()).toBe(`${filled.text}\n\n[Missing: Alliance, Date]`);

    await user.click(detailsBox());
    await user.paste('\nAlliance: ROME');
    expect(raw().endsWith('[Missing: Date]')).toBe(true);
    await user.paste('\nDate: Monday');
    expect(raw()).not.toContain('[Missing');
    expect(raw()).toContain('ROME · from Monday');
  });

  it('copies the previewed mail with the third version’s texts', async () => {
    const { user } = await openTemplates();
    await user.click(card('Alliance Mobilization'));
    await user.clear(detailsBox());
    await user.paste(FILLED_BUT_ALLIANCE_AND_DATE);
    const copy = screen.getByRole('button', { name: 'Copy' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toMatch(/\n\n\[Missing: Alliance, Date\]$/);
    expect(await screen.findByText('Template copied to clipboard!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();

    refuseClipboard();
    act(() => dismissToast());
    await user.click(screen.getByRole('button', { name: /^Cop/ }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please manually select and copy the text.')).toBeTruthy();
  });
});
