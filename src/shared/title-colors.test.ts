import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE_CONTRAST } from '#markup/contrast.ts';
import {
  BACKGROUND_COLORS,
  MAIL_BACKGROUNDS,
  TITLE_COLOR_DEFAULTS,
  TITLE_COLORS,
} from './constants.ts';

describe('title colours where the mail is read', () => {
  for (const background of MAIL_BACKGROUNDS) {
    it(`every ${background} swatch reads at 3:1 or more there, the default among them`, () => {
      for (const { id, hex } of TITLE_COLORS[background]) {
        expect(
          contrastRatio(hex, BACKGROUND_COLORS[background]),
          `${id} ${hex}`,
        ).toBeGreaterThanOrEqual(READABLE_CONTRAST);
      }
      expect(TITLE_COLORS[background].map(({ hex }) => hex)).toContain(
        TITLE_COLOR_DEFAULTS[background],
      );
    });
  }

  it('keeps the spec bright gold for the board only, where it reads, and the default in one place', () => {
    expect(TITLE_COLOR_DEFAULTS.board).toBe('#FFD700');
    expect(contrastRatio('#FFD700', BACKGROUND_COLORS.mail)).toBeLessThan(READABLE_CONTRAST);
    expect(TITLE_COLORS.mail.map(({ hex }) => hex)).not.toContain('#FFD700');
    // The default keeps its place when the player switches between the two.
    const defaultAt = (background: 'mail' | 'board') =>
      TITLE_COLORS[background].findIndex(({ hex }) => hex === TITLE_COLOR_DEFAULTS[background]);
    expect(defaultAt('mail')).toBe(defaultAt('board'));
    expect(TITLE_COLORS.mail).toHaveLength(TITLE_COLORS.board.length);
  });
});
