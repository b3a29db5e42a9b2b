import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTemplate } from '#shared/templates/index.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { writeDraft } from '#web/lib/drafts.ts';
import { setSessionHint } from '#web/lib/storage.ts';
import HomePage from '#web/pages/home-page.tsx';
import { json, makeUser, stubApi } from '#web/test/api.ts';
import { galleryModuleRoute } from '#web/test/community.ts';
import { renderAt } from '#web/test/render.tsx';

/** Whether a tap reaches the element: nothing from it up to the page has `pointer-events: none`. */
function isTappable(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
    if (getComputedStyle(node).pointerEvents === 'none') return false;
  }
  return true;
}

// Final Dispatch asks whether the gallery is open (its 'Share to gallery'): closed, unless a test
// stubs the API itself.
beforeEach(() => {
  stubApi(galleryModuleRoute(null));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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

  it('Templates carries a Premium badge and opens the locked library for a visitor', async () => {
    renderAt(<HomePage />);
    const templates = getModeButton(/Templates/);
    expect(templates.disabled).toBe(false);
    expect(templates.textContent).toContain('Premium');
    await userEvent.click(templates);
    expect(templates.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('mode-panel-template')).toBeTruthy();
    expect(await screen.findByTestId('templates-locked')).toBeTruthy();
    expect(screen.queryByTestId('mode-panel-new')).toBeNull();
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

describe('home page drafts', () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  function renderHome() {
    return renderAt(
      <>
        <HomePage />
        <Toaster />
      </>,
    );
  }

  it('restores the saved AI Assist draft', () => {
    writeDraft('new', 'hold the line at 21:00');
    renderHome();
    expect((screen.getByLabelText('Your draft') as HTMLTextAreaElement).value).toBe(
      'hold the line at 21:00',
    );
  });

  it('switching mode clears the draft, and Undo brings it and the mode back', async () => {
    renderHome();
    await userEvent.type(screen.getByLabelText('Your draft'), 'gather at X:12 Y:34');
    await userEvent.click(getModeButton(/Manual Builder/));
    expect(screen.queryByLabelText('Your draft')).toBeNull();

    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(within(region).getByText('Switched to Manual Builder')).toBeTruthy();
    expect(within(region).getByText('The text you typed in AI Assist was cleared.')).toBeTruthy();
    const undo = within(region).getByRole('button', { name: 'Undo' });
    // Under load the mode switch's layer may still hold pointer events when the toast shows: the
    // player taps Undo once it can be tapped.
    await waitFor(() => expect(isTappable(undo)).toBe(true));
    await userEvent.click(undo);

    expect(getModeButton(/AI Assist/).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Your draft') as HTMLTextAreaElement).value).toBe(
      'gather at X:12 Y:34',
    );
  });

  it('a free player opening the locked Templates card clears nothing: the draft is there on return', async () => {
    setSessionHint();
    stubApi({ 'GET /api/auth/me': () => json({ success: true, user: makeUser() }) });
    renderHome();
    await userEvent.type(screen.getByLabelText('Your draft'), 'gather at X:12 Y:34');
    await userEvent.click(getModeButton(/Templates/));
    expect(await screen.findByTestId('templates-locked')).toBeTruthy();
    expect(screen.queryByText(/Switched to/)).toBeNull();
    await userEvent.click(getModeButton(/AI Assist/));
    expect((screen.getByLabelText('Your draft') as HTMLTextAreaElement).value).toBe(
      'gather at X:12 Y:34',
    );
    expect(screen.queryByText(/was cleared/)).toBeNull();
  });

  it('switching mode with nothing typed shows no toast', async () => {
    renderHome();
    await userEvent.click(getModeButton(/Manual Builder/));
    expect(screen.queryByText(/Switched to/)).toBeNull();
  });

  it('reopens the Manual Builder with its saved text', () => {
    writeDraft('manual', '<b>Hold the pass</b>');
    renderHome();
    expect(getModeButton(/Manual Builder/).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Your mail') as HTMLTextAreaElement).value).toBe(
      '<b>Hold the pass</b>',
    );
  });

  it('leaving the Manual Builder clears its text; Undo restores it', async () => {
    writeDraft('manual', 'kept words');
    renderHome();
    await userEvent.click(getModeButton(/AI Assist/));
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(
      within(region).getByText('The text you typed in Manual Builder was cleared.'),
    ).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Undo' }));
    expect((screen.getByLabelText('Your mail') as HTMLTextAreaElement).value).toBe('kept words');
  });

  it("a premium player's 'Use This Template' puts the filled mail in the Manual Builder", async () => {
    setSessionHint();
    stubApi({
      'GET /api/auth/me': () =>
        json({ success: true, user: makeUser({ role: 'premium', subscriptionStatus: 'active' }) }),
    });
    renderHome();
    await userEvent.click(getModeButton(/Templates/));
    const library = await screen.findByTestId('templates-library');
    const card = library.querySelector<HTMLButtonElement>('[data-template-id="war_announcement"]');
    if (!card) throw new Error('no war_announcement card');
    await userEvent.click(card);
    await userEvent.click(screen.getByRole('button', { name: /Use This Template/ }));

    expect(getModeButton(/Manual Builder/).getAttribute('aria-pressed')).toBe('true');
    const text = (screen.getByLabelText('Your mail') as HTMLTextAreaElement).value;
    const template = getTemplate('war_announcement');
    expect(text.length).toBeGreaterThan(0);
    expect(text.slice(0, 20)).toBe(template?.content.slice(0, 20));
  });
});
