import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { countChars, toDisplaySegments, visibleText } from '#markup/index.ts';
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

/** Renders the builder with `initial`, selects [start, end) and opens the gradient tool. */
function openGradient(initial: string, start: number, end: number) {
  render(<Harness initial={initial} />);
  const area = screen.getByLabelText<HTMLTextAreaElement>('Your mail');
  area.setSelectionRange(start, end);
  const toggle = screen.getByRole('button', { name: 'Gradient text' });
  fireEvent.click(toggle);
  const tool = screen.getByTestId('gradient-tool');
  const cost = () => within(tool).queryByTestId('gradient-cost')?.textContent ?? '';
  const apply = () =>
    within(tool).getByRole<HTMLButtonElement>('button', { name: 'Apply gradient' });
  const setColor = (name: string, value: string) =>
    fireEvent.change(within(tool).getByLabelText(name), { target: { value } });
  return { area, toggle, tool, cost, apply, setColor };
}

describe('the gradient tool', () => {
  it('opens from the toolbar and asks for a selection when there is none', () => {
    const { toggle, tool, apply } = openGradient('Rally', 0, 0);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(tool.id);
    expect(within(tool).getByText(/Select the words to colour/)).toBeTruthy();
    expect(apply().disabled).toBe(true);
    fireEvent.click(toggle);
    expect(screen.queryByTestId('gradient-tool')).toBeNull();
  });

  it('previews the gradient and its cost out of the limit before applying', () => {
    const { tool, cost, setColor } = openGradient('ABC today', 0, 3);
    setColor('Start colour', '#ff0000');
    setColor('End colour', '#0000ff');
    const preview = within(tool).getByTestId('gradient-preview');
    const colours = [...preview.querySelectorAll('span')].map((span) => span.style.color);
    expect(colours).toEqual(['#FF0000', '#800080', '#0000FF']);
    expect(preview.textContent).toBe('ABC');
    expect(cost()).toBe('Costs 69 characters: the mail would be 78 / 2000.');
  });

  it('costs less with more characters per colour and shows a middle colour when asked', () => {
    const { tool, cost, setColor } = openGradient('KVKPLAN', 0, 7);
    expect(cost()).toBe('Costs 161 characters: the mail would be 168 / 2000.');
    fireEvent.change(within(tool).getByLabelText('Characters per colour'), {
      target: { value: '3' },
    });
    expect(cost()).toBe('Costs 69 characters: the mail would be 76 / 2000.');
    expect(within(tool).queryByLabelText('Middle colour')).toBeNull();
    fireEvent.click(within(tool).getByLabelText('Add a middle colour'));
    setColor('Start colour', '#000000');
    setColor('Middle colour', '#ffffff');
    setColor('End colour', '#000000');
    const spans = within(tool).getByTestId('gradient-preview').querySelectorAll('span');
    expect([...spans].map((span) => span.style.color)).toEqual(['#000000', '#FFFFFF', '#000000']);
  });

  it('fits the gradient into a budget by widening the chunks, or says it cannot', () => {
    const { tool, cost, apply } = openGradient('KVK PLAN', 0, 8);
    fireEvent.click(within(tool).getByLabelText('Fit into a character budget'));
    const budget = within(tool).getByLabelText<HTMLInputElement>(
      'Most characters the gradient may cost',
    );
    expect(budget.value).toBe(String(2000 - 8));
    fireEvent.change(budget, { target: { value: '100' } });
    expect(cost()).toBe('Costs 92 characters: the mail would be 100 / 2000.');
    expect(
      within(tool).getByText('Widened to 2 characters per colour to fit the budget.'),
    ).toBeTruthy();
    expect(apply().disabled).toBe(false);
    fireEvent.change(budget, { target: { value: '10' } });
    expect(
      within(tool).getByText('It cannot fit into 10 characters: the least it costs is 46.'),
    ).toBeTruthy();
    expect(apply().disabled).toBe(true);
  });

  it('applies what it previewed, keeping size and bold, and one undo removes it', () => {
    const initial = '<size=32><b>KVK</b> PLAN</size> today';
    const { area, cost, apply, toggle } = openGradient(initial, 12, 24);
    const shown = cost();
    fireEvent.click(apply());
    const applied = area.value;
    expect(shown).toBe(
      `Costs ${countChars(applied) - countChars(initial)} characters: the mail would be ${countChars(applied)} / 2000.`,
    );
    const segments = toDisplaySegments(applied).filter((segment) => segment.text.trim() !== '');
    expect(segments.map((segment) => segment.text)).toEqual([
      'K',
      'V',
      'K',
      'P',
      'L',
      'A',
      'N',
      ' today',
    ]);
    for (const segment of segments.slice(0, 7)) {
      expect(segment.style.size).toBe(32);
      expect(segment.style.color).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(segments.slice(0, 3).every((segment) => segment.style.bold)).toBe(true);
    expect(visibleText(area.value.slice(area.selectionStart, area.selectionEnd))).toBe('KVK PLAN');
    expect(screen.queryByTestId('gradient-tool')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByText('Gradient formatting has been applied.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(area.value).toBe(initial);
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('KVK</b> PLAN');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(area.value).toBe(applied);
  });
});
