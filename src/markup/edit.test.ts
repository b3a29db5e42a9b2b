import { describe, expect, it } from 'vitest';
import { applyStyle, clearFormatting } from './edit.ts';
import { validate } from './validate.ts';

function hasErrors(text: string): boolean {
  return validate(text).some((issue) => issue.severity === 'error');
}

describe('applying a style to a selection', () => {
  it('styles the selected characters and selects them inside their tags', () => {
    const result = applyStyle('hello world', { start: 6, end: 11 }, { bold: true });
    expect(result).toEqual({ text: 'hello <b>world</b>', selection: { start: 9, end: 14 } });
    expect(result.text.slice(result.selection.start, result.selection.end)).toBe('world');
  });

  it('nests a new style in canonical order inside existing tags', () => {
    const text = '<b>Rally now</b>';
    const result = applyStyle(text, { start: 3, end: 8 }, { size: 30, color: '#FFD700' });
    expect(result.text).toBe('<size=30><color=#FFD700><b>Rally</b></color></size><b> now</b>');
    expect(result.text.slice(result.selection.start, result.selection.end)).toBe('Rally');
  });

  it('removes a style with false and keeps the others', () => {
    const text = '<size=30><b>Big</b></size>';
    expect(applyStyle(text, { start: 0, end: text.length }, { size: false }).text).toBe(
      '<b>Big</b>',
    );
    expect(applyStyle(text, { start: 12, end: 13 }, { bold: false }).text).toBe(
      '<size=30>B<b>ig</b></size>',
    );
  });

  it('replaces a colour and joins neighbours that now share a style', () => {
    const text = '<color=red>a</color><color=blue>b</color>';
    expect(applyStyle(text, { start: 0, end: text.length }, { color: '#B71C1C' }).text).toBe(
      '<color=#B71C1C>ab</color>',
    );
  });

  it('reads a selection edge inside a tag as the place of that tag, and a reversed selection', () => {
    const text = '<b>ab</b>cd';
    expect(applyStyle(text, { start: 11, end: 1 }, { italic: true }).text).toBe(
      '<b><i>ab</i></b><i>cd</i>',
    );
  });

  it('fixes broken markup while editing, never producing errors', () => {
    const result = applyStyle(
      '<b><i>Rally</b></i> at 21:00',
      { start: 19, end: 28 },
      { bold: true },
    );
    expect(result.text).toBe('<b><i>Rally</i> at 21:00</b>');
    expect(hasErrors(result.text)).toBe(false);
  });

  it('puts a caret after the character before it for an empty selection', () => {
    expect(applyStyle('<b>ab</b>cd', { start: 9, end: 9 }, { italic: true })).toEqual({
      text: '<b>ab</b>cd',
      selection: { start: 5, end: 5 },
    });
  });

  it('never splits an astral character', () => {
    const result = applyStyle('a𝐁c', { start: 2, end: 3 }, { bold: true });
    expect(result.text).toBe('a<b>𝐁</b>c');
  });

  it('refuses a size that is not a positive whole number and an invalid colour', () => {
    expect(() => applyStyle('x', { start: 0, end: 1 }, { size: 0 })).toThrow(RangeError);
    expect(() => applyStyle('x', { start: 0, end: 1 }, { size: 2.5 })).toThrow(RangeError);
    expect(() => applyStyle('x', { start: 0, end: 1 }, { color: 'gold' })).toThrow(RangeError);
  });
});

describe('clearing formatting', () => {
  it('removes every style from the selection only', () => {
    const text = '<size=30><color=red><b>Big news</b></color></size>';
    const result = clearFormatting(text, { start: 23, end: 26 });
    expect(result.text).toBe('Big<size=30><color=red><b> news</b></color></size>');
    expect(result.text.slice(result.selection.start, result.selection.end)).toBe('Big');
  });

  it('removes all formatting when nothing is selected', () => {
    expect(clearFormatting('<b>Rally</b> at <color=red>21:00</color> <s>x</s>')).toEqual({
      text: 'Rally at 21:00 <s>x</s>',
      selection: { start: 0, end: 23 },
    });
  });
});
