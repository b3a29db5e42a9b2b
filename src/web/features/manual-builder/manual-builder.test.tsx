import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { ManualBuilder } from '#web/features/manual-builder/manual-builder.tsx';

afterEach(() => {
  act(() => dismissToast());
});

function Harness({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <ManualBuilder text={text} onTextChange={setText} />
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
