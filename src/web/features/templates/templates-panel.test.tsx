import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countChars, fillTemplate } from '#markup/index.ts';
import { type Role, TIMINGS } from '#shared/constants.ts';
import {
  countWords,
  getTemplate,
  getTemplatesByCategory,
  TEMPLATES,
} from '#shared/templates/index.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import type { TemplateWork } from '#web/features/templates/template-work.ts';
import { TemplatesPanel } from '#web/features/templates/templates-panel.tsx';
import { setSessionHint } from '#web/lib/storage.ts';
import { json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

function signInAs(role: Role) {
  setSessionHint();
  return stubApi({
    'GET /api/auth/me': () => json({ success: true, user: makeUser({ role, isAdmin: false }) }),
    'GET /api/account/premium-contact': () => json({ url: null }),
  });
}

/** The panel with its work kept in state, as the home page keeps it. */
function StatefulPanel({ onUseTemplate }: { onUseTemplate: (markup: string) => void }) {
  const [work, setWork] = useState<TemplateWork | null>(null);
  return <TemplatesPanel work={work} onWorkChange={setWork} onUseTemplate={onUseTemplate} />;
}

function renderPanel(onUseTemplate: (markup: string) => void = () => {}) {
  return renderAt(
    <>
      <StatefulPanel onUseTemplate={onUseTemplate} />
      <Toaster />
    </>,
  );
}

async function openLibrary() {
  signInAs('premium');
  const onUseTemplate = vi.fn();
  renderPanel(onUseTemplate);
  const library = await screen.findByTestId('templates-library');
  return { library, onUseTemplate };
}

/** Opens the premium library and the customizer of the template named `name`. */
async function openTemplate(name: string) {
  const user = userEvent.setup();
  const opened = await openLibrary();
  await user.click(screen.getByRole('button', { name }));
  const details = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Template details' });
  return { ...opened, user, details };
}

async function fillDetails(
  user: ReturnType<typeof userEvent.setup>,
  details: HTMLTextAreaElement,
  text: string,
) {
  await user.clear(details);
  await user.type(details, text);
}

function cardNames(): string[] {
  return within(screen.getByTestId('templates-library'))
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('button').getAttribute('data-template-id') ?? '');
}

function chip(name: string) {
  return screen.getByRole('button', { name });
}

describe('templates for visitors without Premium', () => {
  it('a visitor who never signed in sees the locked library with a sample and a way to sign in', async () => {
    const fetchMock = stubApi({});
    renderPanel();
    const locked = await screen.findByTestId('templates-locked');
    expect(within(locked).getByText('Premium')).toBeTruthy();
    expect(within(locked).getByText('War Announcement')).toBeTruthy();
    expect(within(locked).getByText('Recruitment Call')).toBeTruthy();
    expect(within(locked).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth/signin',
    );
    expect(within(locked).getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/auth/signup',
    );
    expect(screen.queryByTestId('templates-library')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a signed-in user without Premium redeems a code right here, and the library opens', async () => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () =>
        json({ success: true, user: makeUser({ role: 'anonymous', isAdmin: false }) }),
      'GET /api/account/premium-contact': () => json({ url: null }),
      'POST /api/account/redeem': () =>
        json({
          success: true,
          user: makeUser({
            role: 'premium',
            subscriptionStatus: 'active',
            subscriptionExpiry: '2030-01-01T00:00:00.000Z',
          }),
        }),
    });
    renderPanel();
    const user = userEvent.setup();
    const locked = await screen.findByTestId('templates-locked');
    expect(within(locked).queryByRole('link', { name: 'Sign In' })).toBeNull();
    await user.click(within(locked).getByRole('button', { name: 'Redeem a premium code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem a premium code' });
    await user.type(within(dialog).getByLabelText('Premium code'), 'MF-GOOD-CODE');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem Code' }));
    await waitFor(() => expect(screen.queryByTestId('templates-locked')).toBeNull());
  });

  it('an expired user is asked to renew, in a dialog', async () => {
    signInAs('expired');
    renderPanel();
    const user = userEvent.setup();
    const locked = await screen.findByTestId('templates-locked');
    await user.click(within(locked).getByRole('button', { name: 'Renew Premium' }));
    expect(await screen.findByRole('dialog', { name: 'Redeem a premium code' })).toBeTruthy();
  });
});

describe('template library for premium users', () => {
  it('shows every template as a card with its word count, category and opening text', async () => {
    await openLibrary();
    expect(cardNames()).toHaveLength(TEMPLATES.length);
    const template = getTemplate('war_announcement')!;
    const card = screen.getByRole('button', { name: template.name });
    expect(within(card).getByText(`${countWords(template.content)} words`)).toBeTruthy();
    expect(within(card).getByText('Strategy')).toBeTruthy();
    expect(within(card).getByText(/^WAR DECLARED \{alliance_name\} vs/)).toBeTruthy();
    expect(screen.getByText(`${TEMPLATES.length} templates`)).toBeTruthy();
  });

  it('category chips filter the cards and show which one is active', async () => {
    const user = userEvent.setup();
    await openLibrary();
    expect(chip('All').getAttribute('aria-pressed')).toBe('true');

    await user.click(chip('Events'));
    expect(chip('Events').getAttribute('aria-pressed')).toBe('true');
    expect(chip('All').getAttribute('aria-pressed')).toBe('false');
    expect(cardNames()).toEqual(getTemplatesByCategory('Events').map((template) => template.id));

    await user.click(chip('Recruitment'));
    expect(cardNames()).toEqual(
      getTemplatesByCategory('Recruitment').map((template) => template.id),
    );

    await user.click(chip('All'));
    expect(cardNames()).toHaveLength(TEMPLATES.length);
  });

  it('search looks through names, descriptions and text, ignoring case', async () => {
    const user = userEvent.setup();
    await openLibrary();
    const search = screen.getByRole('searchbox', { name: 'Search templates' });

    await user.type(search, 'OSIRIS');
    expect(cardNames()).toEqual(expect.arrayContaining(['aoo-registration', 'aoo-battle-plan']));
    expect(cardNames()).not.toContain('war_announcement');

    await user.clear(search);
    await user.type(search, 'voice chat');
    expect(cardNames()).toEqual(['war_announcement']);

    await user.click(chip('Motivation'));
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No templates match your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all templates' }));
    expect(cardNames()).toHaveLength(TEMPLATES.length);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('fills placeholders from key: value lines and marks the ones still missing', async () => {
    const { user, details } = await openTemplate('Farming Rules');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Farming Rules' }));
    expect(details.value).toBe('Kingdom: \nZone: \nRequirements: \nContact: \nLeadership: ');

    const preview = screen.getByTestId('template-preview');
    const marked = () =>
      Array.from(preview.querySelectorAll('mark[data-missing]')).map((mark) => mark.textContent);
    expect(marked()).toEqual(expect.arrayContaining(['{Kingdom}', '{Zone}', '{Leadership}']));
    expect(screen.getByText('5 placeholders still missing')).toBeTruthy();

    await fillDetails(
      user,
      details,
      'kingdom: 2345\nZONE: the north plains\nLeadership: King Aldo',
    );
    expect(preview.textContent).toContain('Kingdom 2345');
    expect(preview.textContent).toContain('Farm accounts stay in the north plains.');
    expect(preview.textContent).toContain('— King Aldo');
    expect(marked()).toEqual(['{Requirements}', '{Contact}']);
    const missing = screen.getByTestId('missing-placeholders');
    expect(within(missing).getByText('2 placeholders still missing')).toBeTruthy();
    expect(within(missing).getByRole('button', { name: 'Fill in Requirements' })).toBeTruthy();
    expect(within(missing).getByRole('button', { name: 'Fill in Contact' })).toBeTruthy();

    await user.click(within(missing).getByRole('button', { name: 'Fill in Contact' }));
    expect(document.activeElement).toBe(details);
    await user.keyboard('Officer Mira');
    expect(details.value.endsWith('Contact: Officer Mira')).toBe(true);
    await user.type(details, '\nRequirements: 10M power');
    expect(screen.getByText('Every placeholder is filled.')).toBeTruthy();
    expect(preview.querySelector('mark[data-missing]')).toBeNull();
  });

  it('previews in the shared in-game preview, unfilled placeholders marked in both looks', async () => {
    const { user, details } = await openTemplate('Shield Alert');
    const preview = screen.getByTestId('template-preview');
    const body = within(preview).getByTestId('mail-preview-body');
    const marked = () =>
      Array.from(body.querySelectorAll('mark[data-missing]')).map((mark) => mark.textContent);
    expect(marked()).toContain('{Enemy}');

    await fillDetails(user, details, 'Enemy: the raiders');
    expect(body.textContent).toContain('the raiders');
    expect(marked()).not.toContain('{Enemy}');
    expect(marked().length).toBeGreaterThan(0);
    const filled = fillTemplate(getTemplate('shield-alert')!.content, { enemy: 'the raiders' });
    expect(within(preview).getByTestId('char-counter').textContent).toBe(
      `${countChars(filled.text)} / 2000 characters`,
    );

    await user.clear(details);
    await user.click(within(preview).getByRole('button', { name: 'Alliance description look' }));
    expect(body.getAttribute('data-look')).toBe('alliance');
    expect(marked()).toContain('{Enemy}');
  });

  it("'Use This Template' hands over the filled markup", async () => {
    const { user, details, onUseTemplate } = await openTemplate('KvK Rally Call');
    await fillDetails(user, details, 'Kingdom ID: 1234\nwar_time: 14:30');
    await user.click(screen.getByRole('button', { name: 'Use This Template' }));

    const expected = fillTemplate(getTemplate('kvk_rally')!.content, {
      kingdom_id: '1234',
      war_time: '14:30',
    }).text;
    expect(onUseTemplate).toHaveBeenCalledWith(expected);
    expect(expected).toContain('Kingdom 1234');
    expect(expected).toContain('<b>Time:</b> 14:30 UTC');
    expect(expected).toContain('{alliance_name}');
  });

  it('copies the filled template and says so', async () => {
    const { user, details } = await openTemplate('Shield Alert');
    await fillDetails(user, details, 'Enemy: the raiders');
    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await navigator.clipboard.readText()).toBe(
      fillTemplate(getTemplate('shield-alert')!.content, { enemy: 'the raiders' }).text,
    );
    expect(await screen.findByText('Template copied to clipboard!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it("says 'Copied!' for 2 s, as in the editor", async () => {
    await openTemplate('Shield Alert');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicatorEditorMs - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('tells the player to copy by hand when the clipboard refuses', async () => {
    const { user } = await openTemplate('Shield Alert');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => false);
    // happy-dom has no execCommand: the selection fallback gets one that fails, as old browsers do.
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please manually select and copy the text.')).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('going back shows the cards again with focus on the template that was open', async () => {
    const user = userEvent.setup();
    await openLibrary();
    await user.click(chip('Events'));
    await user.click(screen.getByRole('button', { name: 'MGE Rankings' }));
    await user.click(screen.getByRole('button', { name: 'All templates' }));

    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'MGE Rankings' })),
    );
    expect(chip('Events').getAttribute('aria-pressed')).toBe('true');
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { onUseTemplate } = await openLibrary();
    const search = screen.getByRole('searchbox', { name: 'Search templates' });
    search.focus();
    await user.keyboard('deadweight');
    await user.tab();
    expect(document.activeElement).toBe(chip('All'));
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deadweight Notice' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Deadweight Notice' }));
    screen.getByRole('button', { name: 'Use This Template' }).focus();
    await user.keyboard('{Enter}');
    expect(onUseTemplate).toHaveBeenCalledOnce();
  });
});
