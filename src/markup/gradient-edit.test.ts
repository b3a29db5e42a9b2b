import { describe, expect, it } from 'vitest';
import { countChars, visibleText } from './count.ts';
import { gradient } from './gradient.ts';
import { applyGradient, fitGradient } from './gradient-edit.ts';
import { toRuns } from './runs.ts';

describe('a gradient on a selection of a mail', () => {
  it('colours plain text exactly as the gradient of that text', () => {
    const result = applyGradient('KvK  PLAN', { start: 0, end: 9 }, '#FF0000', '#00FF00', {
      chunk: 2,
    });
    expect(result.edit.text).toBe(gradient('KvK  PLAN', '#FF0000', '#00FF00', { chunk: 2 }).markup);
    expect(result.preview).toBe(result.edit.text);
    expect(result.selectedText).toBe('KvK  PLAN');
  });

  it('keeps the size, bold and italic of every selected character', () => {
    const text = '<size=32><b>KVK</b> <i>PLAN</i></size> today';
    const result = applyGradient(text, { start: 12, end: 33 }, '#FF0000', '#0000FF', { chunk: 2 });
    expect(result.edit.text).toBe(
      '<size=32><color=#FF0000><b>KV</b></color><color=#AA0055><b>K</b> </color>' +
        '<color=#5500AA><i>PL</i></color><color=#0000FF><i>AN</i></color></size> today',
    );
    expect(toRuns(result.edit.text).map((run) => run.style)).toEqual([
      { size: 32, color: '#FF0000', bold: true },
      { size: 32, color: '#AA0055', bold: true },
      { size: 32, color: '#AA0055' },
      { size: 32, color: '#5500AA', italic: true },
      { size: 32, color: '#0000FF', italic: true },
      {},
    ]);
  });

  it('never wraps a space in tags of its own: it joins the colour before it', () => {
    const result = applyGradient('<b>Rally at the pass</b>', { start: 3, end: 20 }, '#000', '#fff');
    expect(result.edit.text).not.toMatch(/<b>\s+<\/b>/);
    expect(result.edit.text).not.toMatch(/<\/color>\s/);
    expect(visibleText(result.edit.text)).toBe('Rally at the pass');
    // 14 letters, each in its colour around bold tags; the 3 spaces cost nothing.
    expect(result.cost).toBe(14 * (23 + 7) - 7);
  });

  it('replaces the colour of the selection only and selects the same characters', () => {
    const result = applyGradient(
      '<color=red>Rally now</color>',
      { start: 17, end: 20 },
      '#000000',
      '#FFFFFF',
    );
    expect(result.edit.text).toBe(
      '<color=red>Rally </color><color=#000000>n</color><color=#808080>o</color><color=#FFFFFF>w</color>',
    );
    const { start, end } = result.edit.selection;
    expect(visibleText(result.edit.text.slice(start, end))).toBe('now');
    expect(result.preview).toBe(
      '<color=#000000>n</color><color=#808080>o</color><color=#FFFFFF>w</color>',
    );
  });

  it('passes through a middle colour', () => {
    const result = applyGradient('ABC', { start: 0, end: 3 }, '#FF0000', '#0000FF', {
      via: '#00FF00',
    });
    expect(result.edit.text).toBe(
      '<color=#FF0000>A</color><color=#00FF00>B</color><color=#0000FF>C</color>',
    );
  });

  it('reports what applying costs in characters', () => {
    const result = applyGradient('Rally ABC', { start: 6, end: 9 }, '#000', '#fff');
    expect(result.cost).toBe(3 * 23);
    expect(result.cost).toBe(countChars(result.edit.text) - countChars('Rally ABC'));
  });

  it('changes nothing and costs nothing for an empty selection', () => {
    const result = applyGradient('Rally', { start: 2, end: 2 }, '#000', '#fff');
    expect(result).toMatchObject({ cost: 0, preview: '', selectedText: '' });
    expect(result.edit.text).toBe('Rally');
  });
});

describe('fitting a gradient into a budget', () => {
  it('keeps the chosen width when it fits', () => {
    const result = fitGradient('KVKPLAN', { start: 0, end: 7 }, '#000', '#fff', { chunk: 1 }, 161);
    expect(result).toMatchObject({ fits: true, chunk: 1, cost: 161 });
  });

  it('widens the chunks until the gradient fits', () => {
    const result = fitGradient('KVKPLAN', { start: 0, end: 7 }, '#000', '#fff', { chunk: 1 }, 100);
    expect(result).toMatchObject({ fits: true, chunk: 2, cost: 92 });
    expect(result.edit.text).toBe(
      applyGradient('KVKPLAN', { start: 0, end: 7 }, '#000', '#fff', { chunk: 2 }).edit.text,
    );
  });

  it('says when it cannot fit and gives the cheapest gradient', () => {
    const result = fitGradient('KVK PLAN', { start: 0, end: 8 }, '#000', '#fff', {}, 10);
    expect(result).toMatchObject({ fits: false, chunk: 4, cost: 46 });
    expect(result.edit.text).toBe('<color=#000000>KVK </color><color=#FFFFFF>PLAN</color>');
  });
});
