import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleText } from '#markup/index.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast, toast } from '#web/components/ui/use-toast.ts';
import { stubApi } from '#web/test/api.ts';
import { galleryModuleRoute } from '#web/test/community.ts';
import { renderAt } from '#web/test/render.tsx';
import { CustomizableDispatch } from './customizable-dispatch.tsx';
import { TOOLBAR_COLORS } from './manual-tools.ts';
import { CUSTOMIZER } from './v2-constants.ts';

// Final Dispatch's 'Share to gallery' asks whether the gallery's module is open: closed here.
beforeEach(() => {
  stubApi(galleryModuleRoute(null));
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const MAIL =
  '<size=32><color=#FFD700><b>War Meeting</b></color></size>\n\nJoin the rally at 20:00\nBring full marches';

type HarnessProps = {
  onResend?: (options: { smartBullets: boolean }, onAnswered?: () => void) => void;
};

/** The dispatch with a parent that can hand it a new answer. */
function Harness({ onResend = () => {} }: HarnessProps) {
  const [markup, setMarkup] = useState(MAIL);
  return (
    <>
      <CustomizableDispatch markup={markup} mode="new" onResend={onResend} isResending={false} />
      <button type="button" onClick={() => setMarkup(`${MAIL}\nNew answer`)}>
        new answer
      </button>
      <Toaster />
    </>
  );
}

function renderDispatch(props: HarnessProps = {}) {
  const user = userEvent.setup();
  renderAt(<Harness {...props} />);
  return user;
}

function output() {
  return (screen.getByTestId('final-dispatch-output') as HTMLTextAreaElement).value;
}

function toastRegion() {
  return within(screen.getByRole('region', { name: /Notifications/ }));
}

async function openCustomizer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Commander Customizer' }));
}

function savedInStorage() {
  return JSON.parse(localStorage.getItem(CUSTOMIZER.storageKey) ?? 'null');
}

describe('Commander Customizer', () => {
  it('is collapsed until its toggle opens it, and shows the mail as written', async () => {
    const user = renderDispatch();
    const toggle = screen.getByRole('button', { name: 'Commander Customizer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Rally' })).toBeNull();
    expect(output()).toBe(MAIL);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Rally' })).toBeTruthy();
    await user.click(toggle);
    expect(screen.queryByRole('button', { name: 'Rally' })).toBeNull();
  });

  it('applies the rally preset, header size, alignment and line spacing to the output', async () => {
    const user = renderDispatch();
    await openCustomizer(user);
    await user.click(screen.getByRole('button', { name: 'Rally' }));
    expect(visibleText(output()).split('\n')[0]).toBe('═══ RALLY NOTICE ═══');
    await user.click(screen.getByRole('button', { name: 'H3' }));
    expect(output()).toContain('<size=24><color=#FFD700><b>War Meeting');
    await user.click(screen.getByRole('button', { name: 'Right' }));
    expect(visibleText(output())).toContain('\n        Join the rally at 20:00');
    const slider = screen.getByLabelText('Line Spacing');
    fireEvent.change(slider, { target: { value: '2' } });
    expect(screen.getByText('2.0')).toBeTruthy();
    expect(visibleText(output())).toContain('20:00\n\n\n        Bring full marches');
    // Pressed again, the preset comes off: no banners.
    await user.click(screen.getByRole('button', { name: 'Rally' }));
    expect(output()).not.toContain('RALLY NOTICE');
  });

  it('re-sends the message when smart bullets are switched on and off', async () => {
    const onResend = vi.fn();
    const user = renderDispatch({ onResend });
    await openCustomizer(user);
    const bullets = screen.getByRole('switch', { name: 'Smart Bullets' });
    // On at first: the server bullets instruction lines unless told not to.
    expect((bullets as HTMLInputElement).checked).toBe(true);
    await user.click(bullets);
    expect(onResend).toHaveBeenLastCalledWith({ smartBullets: false });
    expect((bullets as HTMLInputElement).checked).toBe(false);
    await user.click(bullets);
    expect(onResend).toHaveBeenLastCalledWith({ smartBullets: true });
    expect(onResend).toHaveBeenCalledTimes(2);
  });

  it("asks for a preset's name before saving", async () => {
    const user = renderDispatch();
    await openCustomizer(user);
    await user.click(screen.getByRole('button', { name: 'Save Preset' }));
    expect(await toastRegion().findByText('Preset Name Required')).toBeTruthy();
    expect(toastRegion().getByText('Please enter a name for your preset')).toBeTruthy();
    expect(localStorage.getItem(CUSTOMIZER.storageKey)).toBeNull();
  });

  it('saves a named preset, replaces one of the same name, and loads it', async () => {
    const user = renderDispatch();
    await openCustomizer(user);
    await user.click(screen.getByRole('button', { name: 'Center' }));
    await user.type(screen.getByLabelText('Preset Name'), 'KvK orders');
    await user.click(screen.getByRole('button', { name: 'Save Preset' }));
    expect(await toastRegion().findByText('Preset Saved')).toBeTruthy();
    expect(savedInStorage()).toEqual([
      { name: 'KvK orders', settings: { ...CUSTOMIZER.defaults, alignment: 'center' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Right' }));
    await user.type(screen.getByLabelText('Preset Name'), 'KvK orders');
    await user.click(screen.getByRole('button', { name: 'Save Preset' }));
    expect(savedInStorage()).toEqual([
      { name: 'KvK orders', settings: { ...CUSTOMIZER.defaults, alignment: 'right' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Left' }));
    expect(visibleText(output())).toContain('\nJoin the rally');
    await user.click(screen.getByRole('button', { name: 'Load preset KvK orders' }));
    expect(await toastRegion().findByText('Preset Loaded')).toBeTruthy();
    expect(visibleText(output())).toContain('\n        Join the rally');
    expect(screen.getByRole('button', { name: 'Right' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the good presets of a broken storage and never breaks on the rest', async () => {
    const good = { name: 'Rally call', settings: { ...CUSTOMIZER.defaults, preset: 'rally' } };
    localStorage.setItem(
      CUSTOMIZER.storageKey,
      JSON.stringify([
        good,
        { name: 'Too wide', settings: { ...CUSTOMIZER.defaults, lineSpacing: 9 } },
        { name: '', settings: CUSTOMIZER.defaults },
        'not a preset',
        null,
      ]),
    );
    const user = renderDispatch();
    await openCustomizer(user);
    const list = within(screen.getByTestId('saved-presets'));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual(['Rally call']);
    await user.click(list.getByRole('button', { name: 'Load preset Rally call' }));
    expect(output()).toContain('RALLY NOTICE');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"name":"x"}'],
  ])('shows no presets when the storage holds %s', async (_, stored) => {
    localStorage.setItem(CUSTOMIZER.storageKey, stored);
    const user = renderDispatch();
    await openCustomizer(user);
    expect(screen.getByText('No saved presets yet.')).toBeTruthy();
  });

  it('Revert to Original resets the settings, re-sends without smart bullets and says so once the answer is back', async () => {
    let answer = () => {};
    // As the page does: the re-sent answer toasts 'formatted', then hands it over.
    const onResend = vi.fn((_options: { smartBullets: boolean }, onAnswered?: () => void) => {
      answer = () => {
        toast({ variant: 'success', title: 'Message formatted successfully!' });
        onAnswered?.();
      };
    });
    const user = renderDispatch({ onResend });
    await openCustomizer(user);
    await user.click(screen.getByRole('button', { name: 'Aggressive' }));
    await user.click(screen.getByRole('switch', { name: 'Smart Bullets' }));
    expect(output()).not.toBe(MAIL);
    await user.click(screen.getByRole('button', { name: 'Revert to Original' }));
    expect(onResend).toHaveBeenLastCalledWith({ smartBullets: false }, expect.any(Function));
    act(() => answer());
    expect(await toastRegion().findByText('Reverted')).toBeTruthy();
    expect(toastRegion().queryByText('Message formatted successfully!')).toBeNull();
    expect(toastRegion().getByText('Message restored to original formatting')).toBeTruthy();
    expect(output()).toBe(MAIL);
    expect(
      (screen.getByRole('switch', { name: 'Smart Bullets' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(
      (screen.getByRole('switch', { name: 'Smart Bullets' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Aggressive' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('Manual Customizer Mode', () => {
  async function enterManual(user: ReturnType<typeof userEvent.setup>) {
    await openCustomizer(user);
    await user.click(screen.getByRole('button', { name: 'Enter Manual Customizer Mode' }));
    return screen.getByLabelText('Manual Customizer Mode') as HTMLTextAreaElement;
  }

  function select(area: HTMLTextAreaElement, text: string) {
    const start = area.value.indexOf(text);
    area.focus();
    area.setSelectionRange(start, start + text.length);
    fireEvent.select(area);
  }

  it('copies the customised mail into an editable area and keeps the edits on exit', async () => {
    const user = renderDispatch();
    await openCustomizer(user);
    await user.click(screen.getByRole('button', { name: 'Minimal' }));
    const customised = output();
    await user.click(screen.getByRole('button', { name: 'Enter Manual Customizer Mode' }));
    const area = screen.getByLabelText('Manual Customizer Mode') as HTMLTextAreaElement;
    expect(area.value).toBe(customised);
    await user.type(area, '\nSee you there');
    expect(output()).toBe(`${customised}\nSee you there`);
    await user.click(screen.getByRole('button', { name: 'Exit Manual Mode' }));
    expect(screen.queryByLabelText('Manual Customizer Mode')).toBeNull();
    expect(output()).toBe(`${customised}\nSee you there`);
  });

  it('sanitises what is typed or pasted to b, i, u, size and color', async () => {
    const user = renderDispatch();
    const area = await enterManual(user);
    await user.clear(area);
    await user.click(area);
    await user.paste(
      '<div class="x"><span style="color:red">Hold</span></div><br><b style="a">the pass</b><script>alert(1)</script><style>p{}</style>',
    );
    expect(area.value).toBe('Hold\n<b>the pass</b>');
    await user.type(area, ' <i>now</i>');
    expect(area.value).toBe('Hold\n<b>the pass</b> <i>now</i>');
  });

  it('shows the style toolbar on a selection and styles it with a size and a colour', async () => {
    const user = renderDispatch();
    const area = await enterManual(user);
    expect(screen.queryByRole('toolbar')).toBeNull();
    select(area, 'Join the rally');
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Style the selected text' }));
    await user.click(toolbar.getByRole('button', { name: 'Size 28 (Medium)' }));
    expect(area.value).toContain('<size=28>Join the rally</size>');
    await user.click(toolbar.getByRole('button', { name: 'Colour Red' }));
    expect(area.value).toContain('<size=28><color=#E94B3C>Join the rally</color></size>');
    await user.click(toolbar.getByRole('button', { name: 'Bold' }));
    expect(area.value).toContain('<color=#E94B3C><b>Join the rally</b></color>');
    expect(
      TOOLBAR_COLORS.map(({ id }) =>
        toolbar.getByRole('button', { name: new RegExp(`^Colour ${id}$`, 'i') }),
      ),
    ).toHaveLength(7);
  });

  it('hides the toolbar with Escape, its close button, or a click in the area', async () => {
    const user = renderDispatch();
    const area = await enterManual(user);
    select(area, 'War Meeting');
    expect(await screen.findByRole('toolbar')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(document.activeElement).toBe(area);

    select(area, 'War Meeting');
    await user.click(screen.getByRole('button', { name: 'Close the style toolbar' }));
    expect(screen.queryByRole('toolbar')).toBeNull();

    select(area, 'War Meeting');
    expect(screen.getByRole('toolbar')).toBeTruthy();
    area.setSelectionRange(3, 3);
    fireEvent.select(area);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('puts a divider on a line of its own, and styles the caret’s line rather than insert an empty colour', async () => {
    const user = renderDispatch();
    const area = await enterManual(user);
    const firstLineEnd = area.value.indexOf('\n');
    area.focus();
    area.setSelectionRange(firstLineEnd, firstLineEnd);
    await user.click(screen.getByRole('button', { name: '=====' }));
    expect(area.value).toContain('</size>\n=====\n');
    area.setSelectionRange(area.value.length, area.value.length);
    await user.click(screen.getByRole('button', { name: 'Gold colour' }));
    expect(area.value.endsWith('<color=#8B6914>Bring full marches</color>')).toBe(true);
    await user.type(area, '\n');
    const before = area.value;
    await user.click(screen.getByRole('button', { name: 'Red colour' }));
    expect(area.value).toBe(before);
    expect(area.value).not.toMatch(/<color=[^>]*><\/color>/);
  });

  it('stands on a parchment panel of its own, its heading and Quick Inserts readable on any page', async () => {
    const user = renderDispatch();
    await enterManual(user);
    const panel = screen.getByTestId('manual-customizer');
    expect(panel.className).toContain('bg-parchment-100');
    expect(within(panel).getByText('Quick Inserts')).toBeTruthy();
    expect(within(panel).getByText('Manual Customizer Mode')).toBeTruthy();
  });

  const COPIED_HTML =
    '<div\n  style="margin:0"><span\n class="x">Hold</span></div><size=28 style="x">the pass</size>';

  it('on paste keeps only b, i, u, size and color, also from tags written over several lines', async () => {
    const user = renderDispatch();
    const area = await enterManual(user);
    await user.clear(area);
    await user.click(area);
    await user.paste(COPIED_HTML);
    expect(area.value).toBe('Hold<size=28>the pass</size>');
  });

  it('on exit hands Final Dispatch a clean mail', async () => {
    const user = renderDispatch();
    const area = await enterManual(user);
    fireEvent.change(area, { target: { value: `${COPIED_HTML}<br><script>x()</script>` } });
    await user.click(screen.getByRole('button', { name: 'Exit Manual Mode' }));
    expect(output()).toBe('Hold<size=28>the pass</size>\n');
  });

  it('on copy puts a clean mail on the clipboard', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const user = renderDispatch();
    const area = await enterManual(user);
    fireEvent.change(area, { target: { value: COPIED_HTML } });
    await user.click(
      within(screen.getByTestId('final-dispatch')).getByRole('button', { name: 'Copy' }),
    );
    expect(writeText).toHaveBeenLastCalledWith('Hold<size=28>the pass</size>');
  });

  it('a new answer ends manual mode and drops the edits', async () => {
    const user = renderDispatch();
    const area = await enterManual(user);
    await user.type(area, ' edited');
    await user.click(screen.getByRole('button', { name: 'new answer' }));
    expect(screen.queryByLabelText('Manual Customizer Mode')).toBeNull();
    expect(output()).toBe(`${MAIL}\nNew answer`);
  });
});
