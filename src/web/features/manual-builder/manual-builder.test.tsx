import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { ManualBuilder } from '#web/features/manual-builder/manual-builder.tsx';
import { stubApi } from '#web/test/api.ts';
import { galleryModuleRoute } from '#web/test/community.ts';

// Final Dispatch asks whether the gallery is open (its 'Share to gallery'): not here.
beforeEach(() => {
  stubApi(galleryModuleRoute(null));
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Harness({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <ManualBuilder text={text} onTextChange={setText} />
      <button type="button" onClick={() => setText('A template')}>
        Load a template
      </button>
      <Toaster />
    </>
  );
}

function setup(initial = '') {
  render(<Harness initial={initial} />);
  const area = screen.getByLabelText<HTMLTextAreaElement>('Your mail');
  const select = (start: number, end: number) => area.setSelectionRange(start, end);
  const selected = () => area.value.slice(area.selectionStart, area.selectionEnd);
  return { area, select, selected };
}

describe('ManualBuilder', () => {
  it('makes the selection bold with Ctrl+B and keeps it selected; Ctrl+B again removes it', () => {
    const { area, select, selected } = setup('Rally at dawn');
    select(0, 5);
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(area.value).toBe('<b>Rally</b> at dawn');
    expect(selected()).toBe('Rally');
    expect(screen.getByText('Bold formatting has been applied.')).toBeTruthy();
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(area.value).toBe('Rally at dawn');
  });

  it('applies italic and underline with Cmd+I and Cmd+U', () => {
    const { area, select } = setup('one two');
    select(0, 3);
    fireEvent.keyDown(area, { key: 'i', metaKey: true });
    expect(area.value).toBe('<i>one</i> two');
    select(11, 14);
    fireEvent.keyDown(area, { key: 'U', metaKey: true });
    expect(area.value).toBe('<i>one</i> <u>two</u>');
  });

  it('applies the chosen size and colour from the dropdowns', () => {
    const { area, select, selected } = setup('KVK PLAN today');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '32' } });
    select(0, 8);
    fireEvent.click(screen.getByRole('button', { name: 'Apply size' }));
    expect(area.value).toBe('<size=32>KVK PLAN</size> today');
    expect(selected()).toBe('KVK PLAN');
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#E94B3C' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply colour' }));
    expect(area.value).toBe('<size=32><color=#E94B3C>KVK PLAN</color></size> today');
  });

  it('offers every spec size and colour, with the editor defaults chosen', () => {
    setup();
    const size = screen.getByLabelText<HTMLSelectElement>('Size');
    const color = screen.getByLabelText<HTMLSelectElement>('Colour');
    expect([...size.options].map((option) => option.value)).toEqual(['18', '24', '28', '32', '36']);
    expect(size.value).toBe('24');
    expect([...color.options].map((option) => option.text)).toEqual([
      'Black',
      'Gold',
      'Red',
      'Blue',
      'Green',
      'Purple',
      'Orange',
      'Gray',
    ]);
    expect(color.value).toBe('#000000');
  });

  it('asks for a selection instead of styling nothing', () => {
    const { area, select } = setup('plain');
    select(2, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(area.value).toBe('plain');
    expect(screen.getByText('Select some text first')).toBeTruthy();
  });

  it('clears formatting from the selection, or from everything when nothing is selected', () => {
    const { area, select } = setup('<b>one</b> <i>two</i>');
    select(3, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(area.value).toBe('one <i>two</i>');
    expect(screen.getByText('Formatting has been removed from selected text.')).toBeTruthy();
    select(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(area.value).toBe('one two');
    expect(screen.getByText('All formatting has been removed from the message.')).toBeTruthy();
  });

  it('shows Tag Validation Issues and Auto-Correct only for improper nesting, and fixes it', () => {
    const { area } = setup('<b>fine</b>');
    expect(screen.queryByTestId('tag-validation-issues')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auto-Correct' })).toBeNull();
    fireEvent.input(area, { target: { value: '<b><i>x</b></i>' } });
    const box = screen.getByTestId('tag-validation-issues');
    expect(within(box).getByText('Tag Validation Issues')).toBeTruthy();
    expect(within(box).getByText('Improper nesting: Expected </i> but found </b>')).toBeTruthy();
    expect(
      within(box).getByText(
        'Improper tag nesting detected. Use Auto-Correct to fix formatting issues.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Auto-Correct' }));
    expect(area.value).toBe('<b><i>x</i></b>');
    expect(screen.queryByTestId('tag-validation-issues')).toBeNull();
    expect(
      screen.getByText('Improper tag nesting has been fixed to follow RoK standards.'),
    ).toBeTruthy();
  });

  it('lists a bad value as an issue without offering Auto-Correct', () => {
    setup('<color=#12>x</color>');
    const box = screen.getByTestId('tag-validation-issues');
    expect(within(box).getByText('Invalid hex color')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Auto-Correct' })).toBeNull();
  });

  it('warns that underline may not render in the game', () => {
    setup('<u>x</u>');
    expect(
      screen.getByRole('button', { name: 'Underline' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText('Underline may show as plain text in the game.')).toBeTruthy();
    expect(
      within(screen.getByTestId('tag-notes')).getByText(
        'Underline may show as plain text in the game: <u>',
      ),
    ).toBeTruthy();
  });

  it('hides and shows the live preview, which shows the mail as the game does', () => {
    setup('<b>Hi</b> <s>x');
    expect(screen.getByTestId('mail-preview-body').textContent).toBe('Hi <s>x');
    const toggle = screen.getByRole('button', { name: 'Hide live preview' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('mail-preview-body')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show live preview' }));
    expect(screen.getByTestId('mail-preview-body')).toBeTruthy();
  });

  it('puts the mail in Final Dispatch with its counter', () => {
    setup('<b>Rally</b>');
    const dispatch = screen.getByTestId('final-dispatch');
    expect(within(dispatch).getByLabelText<HTMLTextAreaElement>('Mail ready to paste').value).toBe(
      '<b>Rally</b>',
    );
    expect(within(dispatch).getByRole<HTMLButtonElement>('button', { name: 'Copy' }).disabled).toBe(
      false,
    );
  });
});

describe('ManualBuilder undo and redo', () => {
  /** A clock for typing: each call to `type` happens `gap` ms after the last. */
  function startClock() {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    return (ms: number) => {
      now += ms;
    };
  }

  /** Types `characters` one by one at the end of the mail, `gap` ms apart. */
  function typeAtEnd(
    area: HTMLTextAreaElement,
    characters: string,
    wait: (ms: number) => void,
    gap = 100,
  ) {
    for (const character of characters) {
      wait(gap);
      fireEvent.input(area, { target: { value: area.value + character } });
    }
  }

  const undoButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' });
  const redoButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Redo' });

  it('has nothing to undo or redo at first', () => {
    setup('Rally');
    expect(undoButton().disabled).toBe(true);
    expect(redoButton().disabled).toBe(true);
    expect(undoButton().getAttribute('aria-keyshortcuts')).toContain('Control+Z');
  });

  it('undoes a style with the button, putting the selection back, and redoes it', () => {
    const { area, select, selected } = setup('Rally at dawn');
    select(0, 5);
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(area.value).toBe('<b>Rally</b> at dawn');
    expect(redoButton().disabled).toBe(true);
    fireEvent.click(undoButton());
    expect(area.value).toBe('Rally at dawn');
    expect(selected()).toBe('Rally');
    expect(undoButton().disabled).toBe(true);
    fireEvent.click(redoButton());
    expect(area.value).toBe('<b>Rally</b> at dawn');
    expect(selected()).toBe('Rally');
    expect(redoButton().disabled).toBe(true);
  });

  it('undoes a burst of typing at once with Ctrl+Z, and redoes with Ctrl+Shift+Z and Ctrl+Y', () => {
    const wait = startClock();
    const { area } = setup('');
    typeAtEnd(area, 'Rally', wait);
    wait(2000);
    typeAtEnd(area, ' now', wait);
    expect(area.value).toBe('Rally now');
    fireEvent.keyDown(area, { key: 'z', ctrlKey: true });
    expect(area.value).toBe('Rally');
    expect(area.selectionStart).toBe(5);
    fireEvent.keyDown(area, { key: 'z', metaKey: true });
    expect(area.value).toBe('');
    fireEvent.keyDown(area, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(area.value).toBe('Rally');
    fireEvent.keyDown(area, { key: 'y', ctrlKey: true });
    expect(area.value).toBe('Rally now');
  });

  it('makes a paste a step of its own', () => {
    const wait = startClock();
    const { area } = setup('');
    typeAtEnd(area, 'ab', wait);
    wait(10);
    fireEvent.input(area, { target: { value: 'ab KVK' }, inputType: 'insertFromPaste' });
    fireEvent.click(undoButton());
    expect(area.value).toBe('ab');
  });

  it('undoes Clear and Auto-Correct one step each', () => {
    const { area, select } = setup('<b>one</b> two');
    select(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(area.value).toBe('one two');
    fireEvent.input(area, { target: { value: '<b><i>x</b></i>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Correct' }));
    expect(area.value).toBe('<b><i>x</i></b>');
    fireEvent.click(undoButton());
    expect(area.value).toBe('<b><i>x</b></i>');
    fireEvent.click(undoButton());
    expect(area.value).toBe('one two');
    fireEvent.click(undoButton());
    expect(area.value).toBe('<b>one</b> two');
  });

  it("answers the browser's own undo and redo (its menus) with the same history", () => {
    const { area, select } = setup('Rally');
    select(0, 5);
    fireEvent.keyDown(area, { key: 'i', ctrlKey: true });
    const undoInput = new InputEvent('beforeinput', { inputType: 'historyUndo', cancelable: true });
    act(() => {
      area.dispatchEvent(undoInput);
    });
    expect(undoInput.defaultPrevented).toBe(true);
    expect(area.value).toBe('Rally');
    act(() => {
      area.dispatchEvent(
        new InputEvent('beforeinput', { inputType: 'historyRedo', cancelable: true }),
      );
    });
    expect(area.value).toBe('<i>Rally</i>');
  });

  it('can undo a mail the page put in, such as a template', () => {
    const { area } = setup('My own mail');
    fireEvent.click(screen.getByRole('button', { name: 'Load a template' }));
    expect(area.value).toBe('A template');
    fireEvent.click(undoButton());
    expect(area.value).toBe('My own mail');
  });

  it('keeps at least 100 steps', () => {
    const wait = startClock();
    const { area } = setup('');
    for (let step = 1; step <= 110; step += 1) {
      wait(1000);
      fireEvent.input(area, { target: { value: `step ${step}` } });
    }
    for (let step = 0; step < 100; step += 1) fireEvent.click(undoButton());
    expect(area.value).toBe('step 10');
    expect(undoButton().disabled).toBe(false);
  });
});
