import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidMarkup, type MarkupIssue, validate } from './validate.ts';

const mailsDir = new URL('../../tests/fixtures/mails/', import.meta.url);
const mails = readdirSync(mailsDir).map((name) => ({
  name,
  text: readFileSync(new URL(name, mailsDir), 'utf8'),
}));

function errors(text: string): string[] {
  return validate(text)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => issue.message);
}

function warnings(text: string): string[] {
  return validate(text)
    .filter((issue) => issue.severity === 'warning')
    .map((issue) => issue.message);
}

describe('validating well-formed mail', () => {
  it('finds nothing in well nested, closed markup in canonical order', () => {
    expect(validate('<size=30><color=#FFD700><b><i>Title</i></b></color></size>\nbody')).toEqual(
      [],
    );
    expect(validate('plain text, a < b and <3')).toEqual([]);
  });

  it("finds no error in real players' mails", () => {
    expect(mails.length).toBeGreaterThanOrEqual(5);
    for (const mail of mails) {
      expect(mail.text.trim(), mail.name).not.toBe('');
      expect(errors(mail.text), mail.name).toEqual([]);
    }
  });

  it('accepts quoted values, px sizes, colour names and #RRGGBBAA', () => {
    expect(
      validate(
        `<color='#e60000'>a</color><size="30">b</size><size=30px>c</size><color=red>d</color>`,
      ),
    ).toEqual([]);
    expect(validate('<color=#FFD700CC>x</color>')).toEqual([]);
  });
});

describe('validation errors', () => {
  it('reports a closing tag when no tag is open as unexpected', () => {
    const [issue] = validate('Rally</b> now');
    expect(issue).toEqual<MarkupIssue>({
      code: 'unexpected-closing-tag',
      severity: 'error',
      message: 'Unexpected closing tag: </b>',
      start: 5,
      end: 9,
      params: { tag: '</b>' },
    });
  });

  it('reports a closing tag that is not the innermost open one as improper nesting, once', () => {
    expect(errors('<b><i>Rally</b></i>')).toEqual([
      'Improper nesting: Expected </i> but found </b>',
    ]);
    expect(validate('<b><i>Rally</b></i>')[0]).toMatchObject({ start: 11, end: 15 });
  });

  it('reports improper nesting for a closing tag of a kind that is not open', () => {
    expect(errors('<b>x</i>')).toEqual([
      'Improper nesting: Expected </b> but found </i>',
      'Unclosed tags: b',
    ]);
  });

  it('names unclosed tags in the order they were opened, at the first of them', () => {
    const text = 'a <b>bold <i>both';
    expect(errors(text)).toEqual(['Unclosed tags: b, i']);
    expect(validate(text)[0]).toMatchObject({ code: 'unclosed-tags', start: 2, end: 5 });
    expect(errors('<size=30><color=red>x')).toEqual(['Unclosed tags: size, color']);
  });

  it('reports a size that is not a positive whole number', () => {
    for (const tag of ['<size=abc>', '<size=0>', '<size=1.5>', '<size>', '<size=30em>']) {
      expect(
        validate(`${tag}x</size>`).map((issue) => issue.code),
        tag,
      ).toEqual(['invalid-size']);
    }
  });

  it('reports a colour that is neither hex nor a Unity name as an invalid hex color', () => {
    for (const tag of ['<color=#12345>', '<color=gold>', '<color=#GGG>', '<color>']) {
      expect(errors(`${tag}x</color>`), tag).toEqual(['Invalid hex color']);
    }
  });

  it('counts errors for upper-case closing tags with the tag as written', () => {
    expect(errors('</B>')).toEqual(['Unexpected closing tag: </B>']);
  });
});

describe('validation warnings', () => {
  it('reports improper tag order as a warning, since such mail renders in game', () => {
    const text = '<b><size=40>Big news</size></b>';
    expect(validate(text)).toEqual([
      {
        code: 'improper-tag-order',
        severity: 'warning',
        message: 'Improper tag order: size should come before previously opened tags',
        start: 3,
        end: 12,
        params: { name: 'size' },
      },
    ]);
    expect(warnings('<i><b>x</b></i>')).toEqual([
      'Improper tag order: b should come before previously opened tags',
    ]);
    expect(warnings('<b><b>x</b></b><color=red><color=blue>y</color></color>')).toEqual([]);
  });

  it('warns that <u> may show as plain text', () => {
    expect(validate('<u>x</u>')).toMatchObject([
      {
        code: 'underline',
        severity: 'warning',
        message: 'Underline may show as plain text in the game: <u>',
      },
    ]);
  });

  it('warns about tags the game shows as raw text', () => {
    for (const tag of ['<s>', '<sup>', '<mark>', '<align=center>', '<br>', '<br/>']) {
      expect(warnings(`${tag}x`), tag).toEqual([`The game shows this tag as raw text: ${tag}`]);
    }
  });

  it('warns about upper-case tag names and spaces around =', () => {
    expect(warnings('<B>x</B>')).toEqual([
      'Tag names should be lower case: <B>',
      'Tag names should be lower case: </B>',
    ]);
    expect(warnings('<size = 30>x</size>')).toEqual(['Remove the spaces around = in <size = 30>']);
  });

  it('reports both the order warning and the nesting error of a mis-nested real draft', () => {
    expect(validate('<b><size=28>Big news</b></size> we won').map((issue) => issue.code)).toEqual([
      'improper-tag-order',
      'improper-nesting',
    ]);
  });
});

describe('validity', () => {
  it('counts warnings as valid and errors as invalid', () => {
    expect(isValidMarkup('<u>x</u>')).toBe(true);
    expect(isValidMarkup('<b>x')).toBe(false);
  });

  it('handles deep nesting beyond the scratch stack', () => {
    const deep = `${'<b>'.repeat(200)}x${'</b>'.repeat(200)}`;
    expect(validate(deep)).toEqual([]);
    expect(errors(`${'<i>'.repeat(100)}x`)).toEqual([
      `Unclosed tags: ${Array.from({ length: 100 }, () => 'i').join(', ')}`,
    ]);
  });
});
