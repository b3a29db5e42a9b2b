import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countChars, validate, visibleText } from '#markup/index.ts';
import { LIMITS } from '#shared/constants.ts';
import { splitMail } from '#web/components/split-mail.ts';

const PIECES = [
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<u>',
  '</u>',
  '<size=40>',
  '</size>',
  '<color=#FFD700>',
  '<color=red>',
  '</color>',
  '<s>',
  '<',
  ' ',
  '\n',
  '\n\n',
  '. ',
  'Rally at the pass at 14:30 UTC',
  'X:512 Y:740',
  '═══ ༺✿༻ ═══',
  '進攻',
  'ação',
  '𝐁',
  'garrison',
];

/** Random mails of about one to six parts: styles, raw tags, words, symbols, line breaks. */
const longMail = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), {
    minLength: 600,
    maxLength: 3000,
  })
  .map((pieces) => pieces.join(''));

function errorsOf(text: string) {
  return validate(text).filter((issue) => issue.severity === 'error');
}

/** The blank at a cut is dropped, and a word longer than a part is cut: compare the rest. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('splitting a long mail into parts', () => {
  it('gives parts that each validate, fit, and together show the whole mail', () => {
    fc.assert(
      fc.property(longMail, fc.boolean(), (mail, isNumbered) => {
        const parts = splitMail(mail, { isNumbered });
        for (const part of parts) {
          expect(countChars(part)).toBeLessThanOrEqual(LIMITS.mailChars);
          expect(errorsOf(part)).toEqual([]);
        }
        const bodies = isNumbered
          ? parts.map((part) => (parts.length > 1 ? part.replace(/^\(\d+\/\d+\)\n/, '') : part))
          : parts;
        expect(squash(bodies.map(visibleText).join(''))).toBe(squash(visibleText(mail)));
      }),
      { numRuns: 100 },
    );
    // A hundred mails of up to six parts, each cut and evened out: seconds on a busy machine.
  }, 20_000);

  it("numbers the parts '(1/3)' on their first line, or leaves the number out", () => {
    const mail = Array.from(
      { length: 3 },
      (_, index) => `<b>Section ${index + 1}</b>\n${'Hold the pass. '.repeat(120)}`,
    ).join('\n\n');
    const numbered = splitMail(mail, { isNumbered: true });
    expect(numbered).toHaveLength(3);
    numbered.forEach((part, index) => {
      expect(part.startsWith(`(${index + 1}/3)\n<b>Section ${index + 1}</b>`)).toBe(true);
    });
    expect(splitMail(mail, { isNumbered: false })).toEqual(
      numbered.map((part) => part.replace(/^\(\d\/3\)\n/, '')),
    );
  });

  it('closes the styles open at a cut and reopens them in the next part', () => {
    const mail = `<color=#B71C1C>${'Attack the fort now. '.repeat(200)}</color>`;
    const parts = splitMail(mail, { isNumbered: false });
    expect(parts.length).toBe(3);
    for (const part of parts) {
      expect(part.startsWith('<color=#B71C1C>')).toBe(true);
      expect(part.endsWith('</color>')).toBe(true);
    }
  });

  it('keeps a mail within the limit as one part', () => {
    expect(splitMail('<b>Rally</b>', { isNumbered: true })).toEqual(['<b>Rally</b>']);
    expect(splitMail('<b>Rally</b>', { isNumbered: false })).toEqual(['<b>Rally</b>']);
  });
});
