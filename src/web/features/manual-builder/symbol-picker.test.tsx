import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_SYMBOLS_STORAGE_KEY } from '#web/components/symbol-picker.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { ManualBuilder } from '#web/features/manual-builder/manual-builder.tsx';
import { i18n } from '#web/i18n/index.ts';

beforeEach(() => localStorage.removeItem(RECENT_SYMBOLS_STORAGE_KEY));
afterEach(() => {
  act(() => dismissToast());
  localStorage.removeItem(RECENT_SYMBOLS_STORAGE_KEY);
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
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Symbols' }));
  const panel = () => screen.queryByTestId('symbol-picker');
  return { area, open, panel };
}

describe('the symbols picker', () => {
  it('inserts the chosen symbols at the cursor, spaced from the words, and stays open; Undo removes one', () => {
    const { area, open, panel } = setup('Rally now');
    area.setSelectionRange(5, 5);
    open();
    expect(screen.getByRole('button', { name: 'Symbols' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Black star' }));
    expect(area.value).toBe('Rally ★ now');
    expect(area.selectionStart).toBe(7);
    expect(panel()).not.toBeNull();
    expect(within(panel()!).getByRole('status').textContent).toBe('Added: Black star');
    fireEvent.click(screen.getByRole('button', { name: 'Crossed swords' }));
    expect(area.value).toBe('Rally ★⚔ now');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(area.value).toBe('Rally ★ now');
  });

  it('closes with Done (focus back on its button) or a tap outside (focus left alone)', () => {
    const { area, open, panel } = setup('Rally now');
    open();
    fireEvent.click(within(panel()!).getByRole('button', { name: 'Done' }));
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Symbols' }));
    open();
    fireEvent.pointerDown(within(panel()!).getByRole('button', { name: 'Black star' }));
    expect(panel()).not.toBeNull();
    fireEvent.pointerDown(area);
    expect(panel()).toBeNull();
  });

  it('replaces the selection with a divider line', () => {
    const { area, open } = setup('A\nXXX\nB');
    area.setSelectionRange(2, 5);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Heavy line, short' }));
    expect(area.value).toBe(`A\n${'━'.repeat(10)}\nB`);
  });

  it('filters the symbols by the search, and says when none match', () => {
    const { open, panel } = setup();
    open();
    const search = screen.getByLabelText('Search symbols');
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'crown' } });
    const names = within(panel()!)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names).toEqual(['Black crown (queen)', 'White crown (queen)']);
    expect(screen.queryByRole('group', { name: 'Arrows' })).toBeNull();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No symbol matches “zzz”.')).toBeTruthy();
  });

  it('shows the recently used symbols first, most recent first, and keeps them', () => {
    const { open, panel } = setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Right arrow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crossed swords' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    open();
    const groups = within(panel()!).getAllByRole('group');
    expect(groups[0]!.getAttribute('data-testid')).toBe('symbols-recent');
    const recent = within(groups[0]!)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(recent).toEqual(['Crossed swords', 'Right arrow']);
    expect(JSON.parse(localStorage.getItem(RECENT_SYMBOLS_STORAGE_KEY)!)).toEqual(['⚔', '→']);
  });

  it('keeps only the last 12 recently used symbols', () => {
    localStorage.setItem(
      RECENT_SYMBOLS_STORAGE_KEY,
      JSON.stringify(['→', '←', '↑', '↓', '↔', '⇒', '➤', '➜', '➔', '►', '◄', '»']),
    );
    const { open, panel } = setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Black star' }));
    const stored = JSON.parse(localStorage.getItem(RECENT_SYMBOLS_STORAGE_KEY)!);
    expect(stored).toHaveLength(12);
    expect(stored[0]).toBe('★');
    expect(stored).not.toContain('»');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    open();
    expect(within(screen.getByTestId('symbols-recent')).getAllByRole('button')).toHaveLength(12);
    expect(panel()).not.toBeNull();
  });

  it('closes with Escape and gives the focus back to its button', () => {
    const { open, panel } = setup();
    open();
    fireEvent.keyDown(screen.getByLabelText('Search symbols'), { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Symbols' }));
  });

  it('names the symbols in the reader’s language and finds them by that name or the English one', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<Harness initial="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Símbolos' }));
    const search = screen.getByLabelText('Buscar símbolos');
    fireEvent.change(search, { target: { value: 'estrella negra' } });
    expect(screen.getByRole('button', { name: 'Estrella negra' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'crossed swords' } });
    expect(screen.getByRole('button', { name: 'Espadas cruzadas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Estrella negra' })).toBeNull();
  });
});
