import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { autoCorrect } from './correct.ts';
import { visibleText } from './count.ts';
import { toRuns } from './runs.ts';
import { validate } from './validate.ts';

function hasErrors(text: string): boolean {
  return validate(text).some((issue) => issue.severity === 'error');
}

const mailsDir = new URL('../../tests/fixtures/mails/', import.meta.url);

describe('auto-correct', () => {
  it('leaves mail without errors unchanged, warnings and all', () => {
    const names = readdirSync(mailsDir);
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) {
      const mail = readFileSync(new URL(name, mailsDir), 'utf8');
      expect(mail.trim(), name).not.toBe('');
      expect(autoCorrect(mail), name).toBe(mail);
    }
    expect(autoCorrect('<B>x</B> <u>y</u> <s>z</s>')).toBe('<B>x</B> <u>y</u> <s>z</s>');
  });

  it('flattens improperly nested tags into one consistent wrapping', () => {
    expect(autoCorrect('<b><i>Rally</b></i>')).toBe('<b><i>Rally</i></b>');
    expect(autoCorrect('<b><size=28>Big news</b></size> we won the last kvk')).toBe(
      '<size=28><b>Big news</b></size> we won the last kvk',
    );
  });

  it('drops stray closing tags and tags with bad values, and closes unclosed tags', () => {
    expect(autoCorrect('Rally</b> at <color=#B71C1C>21:00 UTC')).toBe(
      'Rally at <color=#B71C1C>21:00 UTC</color>',
    );
    expect(autoCorrect('<size=big>Hi</size>')).toBe('Hi');
  });

  it("keeps every character's text and style and gives markup without errors", () => {
    const broken = '<color=red><b>War</color> starts <i>now</b>!</i> <size=30>go';
    const fixed = autoCorrect(broken);
    expect(hasErrors(fixed)).toBe(false);
    expect(visibleText(fixed)).toBe(visibleText(broken));
    expect(toRuns(fixed)).toEqual(toRuns(broken));
  });

  it('writes lower-case tag names and unitless sizes when it rewrites', () => {
    expect(autoCorrect('<SIZE=30px><B>x</SIZE>')).toBe('<size=30><b>x</b></size>');
  });
});
