import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isReadableOn,
  nearestReadableShade,
  READABLE_CONTRAST,
  replaceColor,
  unreadableColors,
} from './contrast.ts';

const PARCHMENT = '#F1E3C3';
const BOARD = '#0C658E';

describe('contrastRatio', () => {
  it('measures black on white as 21 and a colour on itself as 1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0C658E', '#0c658e')).toBe(1);
  });

  it('is the same whichever colour is the text', () => {
    expect(contrastRatio('#FFD700', PARCHMENT)).toBeCloseTo(
      contrastRatio(PARCHMENT, '#FFD700'),
      10,
    );
  });

  it('finds bright gold unreadable on the parchment and readable on the board', () => {
    expect(contrastRatio('#FFD700', PARCHMENT)).toBeLessThan(1.2);
    expect(isReadableOn('#FFD700', PARCHMENT)).toBe(false);
    expect(isReadableOn('#FFD700', BOARD)).toBe(true);
  });

  it('rejects what is not a #RRGGBB colour', () => {
    expect(() => contrastRatio('gold', PARCHMENT)).toThrow(/RRGGBB/u);
  });
});

describe('nearestReadableShade', () => {
  it('keeps a colour that already reads, written in capitals', () => {
    expect(nearestReadableShade('#8b0000', PARCHMENT)).toBe('#8B0000');
  });

  it('darkens on the parchment and lightens on the board, just enough', () => {
    const onParchment = nearestReadableShade('#FFD700', PARCHMENT);
    const onBoard = nearestReadableShade('#8B0000', BOARD);
    expect(contrastRatio(onParchment, PARCHMENT)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(onParchment, PARCHMENT)).toBeLessThan(READABLE_CONTRAST + 0.2);
    expect(contrastRatio(onBoard, BOARD)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(onBoard, BOARD)).toBeLessThan(READABLE_CONTRAST + 0.2);
    // The same hue: red stays red, gold stays a gold.
    const [red, green, blue] = [1, 3, 5].map((at) =>
      Number.parseInt(onBoard.slice(at, at + 2), 16),
    );
    expect(red).toBeGreaterThan(green!);
    expect(green).toBe(blue);
    expect(onParchment).toMatch(/^#[0-9A-F]{6}$/u);
  });

  it('reaches a higher contrast when asked', () => {
    expect(
      contrastRatio(nearestReadableShade('#FFD700', PARCHMENT, 4.5), PARCHMENT),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to black or white when no shade of the hue reaches the contrast', () => {
    expect(nearestReadableShade('#808080', '#808080', 10)).toBe('#000000');
  });
});

describe('unreadableColors', () => {
  it('names each colour under 3:1 once, in the order the mail uses it, with its readable shade', () => {
    const markup =
      '<size=32><color=#FFD700><b>KVK</b></color></size>\n<color=#000000>Rally</color> ' +
      '<color=#ffd700>now</color> <color=#F80>fast</color>';
    const found = unreadableColors(markup, PARCHMENT);
    expect(found.map(({ color }) => color)).toEqual(['#FFD700', '#FF8800']);
    for (const { color, ratio, shade } of found) {
      expect(ratio).toBeCloseTo(contrastRatio(color, PARCHMENT), 10);
      expect(ratio).toBeLessThan(READABLE_CONTRAST);
      expect(shade).toBe(nearestReadableShade(color, PARCHMENT));
      expect(isReadableOn(shade, PARCHMENT)).toBe(true);
    }
  });

  it('follows the background: the parchment gold and black pass on the mail, fail on the board', () => {
    const markup =
      '<color=#8B6914>Title</color> <color=#000000>body</color> <color=#FFD700>x</color>';
    expect(unreadableColors(markup, PARCHMENT).map(({ color }) => color)).toEqual(['#FFD700']);
    expect(unreadableColors(markup, BOARD).map(({ color }) => color)).toEqual(['#8B6914']);
  });

  it('reads colours with an alpha as their colour, and passes over names and broken tags', () => {
    expect(unreadableColors('<color=#FFD700FF>a</color>', PARCHMENT)[0]?.color).toBe('#FFD700');
    expect(unreadableColors('<color=yellow>a</color> <color=#GGG>b', PARCHMENT)).toEqual([]);
    expect(unreadableColors('no colour at all', BOARD)).toEqual([]);
  });
});

describe('replaceColor', () => {
  it('replaces every tag of the colour, in any hex spelling, and nothing else', () => {
    const markup =
      '<size=32><color=#FFD700><b>KVK</b></color></size> <color=#ffd700>a</color>' +
      '<COLOR=#FFD700FF>b</COLOR> <color=#000000>#FFD700 stays in the text</color>';
    expect(replaceColor(markup, '#FFD700', '#8B6914')).toBe(
      '<size=32><color=#8B6914><b>KVK</b></color></size> <color=#8B6914>a</color>' +
        '<COLOR=#8B6914>b</COLOR> <color=#000000>#FFD700 stays in the text</color>',
    );
  });

  it('leaves a mail without the colour as it is', () => {
    const markup = '<color=#000000>Hold</color> the line';
    expect(replaceColor(markup, '#FFD700', '#8B6914')).toBe(markup);
  });

  it('makes the mail readable when each unreadable colour takes its shade', () => {
    const markup =
      '<color=#FFD700>Gold</color> <color=#28A745>green</color> <color=#FD7E14>o</color>';
    const fixed = unreadableColors(markup, PARCHMENT).reduce(
      (mail, { color, shade }) => replaceColor(mail, color, shade),
      markup,
    );
    expect(unreadableColors(fixed, PARCHMENT)).toEqual([]);
  });
});
