import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isReadableOn,
  nearestReadableShade,
  READABLE_CONTRAST,
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
