import { describe, expect, it } from 'vitest';
import { toggleStyle } from '#web/features/manual-builder/toggle-style.ts';

describe('toggleStyle', () => {
  it('turns bold on for a plain selection and keeps the selection on the same words', () => {
    const { edit, isOn } = toggleStyle('rally now', { start: 0, end: 5 }, 'bold');
    expect(isOn).toBe(true);
    expect(edit.text).toBe('<b>rally</b> now');
    expect(edit.text.slice(edit.selection.start, edit.selection.end)).toBe('rally');
  });

  it('turns it off when every selected character already has it', () => {
    const { edit, isOn } = toggleStyle('<b>rally</b> now', { start: 3, end: 8 }, 'bold');
    expect(isOn).toBe(false);
    expect(edit.text).toBe('rally now');
  });

  it('turns it on when only part of the selection has it', () => {
    const { edit, isOn } = toggleStyle('<i>ra</i>lly', { start: 0, end: 12 }, 'italic');
    expect(isOn).toBe(true);
    expect(edit.text).toBe('<i>rally</i>');
  });

  it('writes mis-nested mail canonically while toggling', () => {
    const { edit } = toggleStyle('<b><i>x</b></i> y', { start: 16, end: 17 }, 'underline');
    expect(edit.text).toBe('<b><i>x</i></b> <u>y</u>');
  });
});
