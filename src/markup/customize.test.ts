import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoCorrect } from './correct.ts';
import { visibleText } from './count.ts';
import { blankLinesFor, type CustomizeSettings, customizeMail } from './customize.ts';
import { ALIGNMENTS, PRESETS } from './presets.ts';
import { hasMarkupErrors, validate } from './validate.ts';

const DEFAULTS: CustomizeSettings = {
  headerSize: 'H1',
  fontSize: 'normal',
  lineSpacing: 1.2,
  preset: null,
  alignment: 'left',
};
const MAIL =
  '<size=32><color=#FFD700><b>War Meeting</b></color></size>\n\nJoin the rally at 20:00\nbring full marches';

function errorsOf(text: string) {
  return validate(text).filter((issue) => issue.severity === 'error');
}

describe('customizeMail', () => {
  it('sizes the title line by header size: H1 32, H2 28, H3 24', () => {
    expect(customizeMail(MAIL, DEFAULTS)).toBe(MAIL);
    expect(customizeMail(MAIL, { ...DEFAULTS, headerSize: 'H2' })).toMatch(
      /^<size=28><color=#FFD700><b>War Meeting<\/b><\/color><\/size>\n/u,
    );
    expect(customizeMail(MAIL, { ...DEFAULTS, headerSize: 'H3' })).toMatch(/^<size=24>/u);
  });

  it('sizes the body 20 when small and 28 when large, and leaves it as written when normal', () => {
    const small = customizeMail(MAIL, { ...DEFAULTS, fontSize: 'small' });
    expect(small).toContain('<size=20>');
    expect(small).toMatch(/^<size=32>/u);
    expect(customizeMail(MAIL, { ...DEFAULTS, fontSize: 'large' })).toContain(
      '<size=28>\n\nJoin the rally',
    );
    expect(visibleText(small)).toBe(visibleText(MAIL));
  });

  it('fakes line spacing with blank lines: none below 1.5, one from 1.5, two at 2.0', () => {
    expect([1, 1.4, 1.5, 1.9, 2].map(blankLinesFor)).toEqual([0, 0, 1, 1, 2]);
    expect(visibleText(customizeMail(MAIL, { ...DEFAULTS, lineSpacing: 1.5 }))).toBe(
      'War Meeting\n\nJoin the rally at 20:00\n\nbring full marches',
    );
    expect(visibleText(customizeMail(MAIL, { ...DEFAULTS, lineSpacing: 2 }))).toBe(
      'War Meeting\n\n\nJoin the rally at 20:00\n\n\nbring full marches',
    );
  });

  it('applies the minimal and aggressive presets to the blank lines', () => {
    expect(visibleText(customizeMail(MAIL, { ...DEFAULTS, preset: 'minimal' }))).toBe(
      'War Meeting\nJoin the rally at 20:00\nbring full marches',
    );
    expect(visibleText(customizeMail(MAIL, { ...DEFAULTS, preset: 'aggressive' }))).toBe(
      'War Meeting\n\nJoin the rally at 20:00\n\nbring full marches',
    );
  });

  it('wraps the mail in rally banners once, the title still sized', () => {
    const rally = customizeMail(MAIL, { ...DEFAULTS, preset: 'rally', headerSize: 'H3' });
    const lines = visibleText(rally).split('\n');
    expect(lines[0]).toBe('═══ RALLY NOTICE ═══');
    expect(lines.at(-1)).toBe('═══ END ═══');
    expect(rally).toContain('<size=24><color=#FFD700><b>War Meeting');
    expect(customizeMail(rally, { ...DEFAULTS, preset: 'rally', headerSize: 'H3' })).toBe(rally);
  });

  it('aligns with 4 leading spaces for center and 8 for right', () => {
    const right = visibleText(customizeMail(MAIL, { ...DEFAULTS, alignment: 'right' }));
    expect(right.split('\n')).toEqual([
      '        War Meeting',
      '',
      '        Join the rally at 20:00',
      '        bring full marches',
    ]);
    const center = customizeMail(MAIL, { ...DEFAULTS, alignment: 'center' });
    expect(visibleText(center).split('\n')[2]).toBe('    Join the rally at 20:00');
    expect(customizeMail(center, DEFAULTS)).toBe(MAIL);
  });

  it('leaves a blank mail blank', () => {
    expect(customizeMail('', DEFAULTS)).toBe('');
    expect(customizeMail('\n\n', { ...DEFAULTS, preset: 'aggressive' })).toBe('');
  });
});

const PIECES = [
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<size=30>',
  '</size>',
  '<color=#FFD700>',
  '</color>',
  '<s>',
  ' ',
  '    ',
  '\n',
  '\n\n',
  'Rally',
  'X:512 Y:740',
  '★',
  '═══ RALLY NOTICE ═══',
  '═══ END ═══',
  '• join',
  '👍',
];
const markup = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 30 })
  .map((pieces) => autoCorrect(pieces.join('')));
const settings: fc.Arbitrary<CustomizeSettings> = fc.record({
  headerSize: fc.constantFrom('H1', 'H2', 'H3'),
  fontSize: fc.constantFrom('small', 'normal', 'large'),
  lineSpacing: fc.integer({ min: 10, max: 20 }).map((tenths) => tenths / 10),
  preset: fc.constantFrom(null, ...PRESETS),
  alignment: fc.constantFrom(...ALIGNMENTS),
});

describe('customizeMail properties', () => {
  it('never gives markup errors for a mail without any', () => {
    fc.assert(
      fc.property(markup, settings, (text, options) => {
        expect(hasMarkupErrors(text)).toBe(false);
        expect(errorsOf(customizeMail(text, options))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('changes nothing when customized again with the same settings', () => {
    // A line of tags alone counts as a line for the presets, yet canonical form may move its
    // tags to a neighbour: such mails are left out (a formatted mail has none).
    const hasTagOnlyLine = (text: string) =>
      text.split('\n').some((line) => line.trim() !== '' && visibleText(line).trim() === '');
    fc.assert(
      fc.property(markup, settings, (text, options) => {
        fc.pre(!hasTagOnlyLine(text));
        const once = customizeMail(text, options);
        expect(customizeMail(once, options)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('drops blanks at the end of a line before its closing tags on the first pass, not the second', () => {
    // Found by the property above: the space before '<size=30>' became the title's last character.
    const options = {
      headerSize: 'H2',
      fontSize: 'large',
      lineSpacing: 1,
      preset: 'aggressive',
      alignment: 'left',
    } as const;
    const once = customizeMail('<s> <size=30>\n👍</size>', options);
    expect(once).toBe('<size=28><s>\n\n👍</size>');
    expect(customizeMail(once, options)).toBe(once);
  });

  it("keeps the mail's words", () => {
    fc.assert(
      fc.property(markup, settings, (text, options) => {
        const words = (value: string) =>
          visibleText(value)
            .replace(/═══ (RALLY NOTICE|END) ═══/gu, '')
            .replace(/\s+/gu, '');
        expect(words(customizeMail(text, options))).toBe(words(text));
      }),
      { numRuns: 1000 },
    );
  });
});
