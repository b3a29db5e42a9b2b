import { describe, expect, it } from 'vitest';
import { isValidColor, tokenize } from './tokenize.ts';

function kinds(text: string): string[] {
  return tokenize(text).map((token) => {
    const piece = text.slice(token.start, token.end);
    if (token.type === 'open') return `open:${token.kind}${token.isValid ? '' : '!'}`;
    if (token.type === 'close') return `close:${token.kind}`;
    return `${token.type}:${piece}`;
  });
}

describe('the tag scanner', () => {
  it('splits markup into text and the five style tags', () => {
    expect(kinds('<size=30><color=#FFD700><b><i><u>Hi</u></i></b></color></size>!')).toEqual([
      'open:size',
      'open:color',
      'open:b',
      'open:i',
      'open:u',
      'text:Hi',
      'close:u',
      'close:i',
      'close:b',
      'close:color',
      'close:size',
      'text:!',
    ]);
  });

  it('covers every character with exactly one token', () => {
    const text = 'a < b <s>x</s> <b>y</b> <3 <size=abc>';
    const tokens = tokenize(text);
    expect(tokens.map((token) => text.slice(token.start, token.end)).join('')).toBe(text);
    for (let index = 1; index < tokens.length; index += 1) {
      expect(tokens[index]!.start).toBe(tokens[index - 1]!.end);
    }
  });

  it('reads a < that starts no tag as text', () => {
    expect(kinds('a < b, <3, x<<b>y</b>')).toEqual([
      'text:a < b, <3, x<',
      'open:b',
      'text:y',
      'close:b',
    ]);
  });

  it('does not let a tag cross a line break or contain another <', () => {
    expect(kinds('<b\n>x')).toEqual(['text:<b\n>x']);
    expect(kinds('<b<i>x</i>')).toEqual(['text:<b', 'open:i', 'text:x', 'close:i']);
  });

  it('reads unknown tag names and style tags with extra parts as raw tags', () => {
    expect(kinds('<s>x</s><align=center><b class="x"></b >')).toEqual([
      'raw:<s>',
      'text:x',
      'raw:</s>',
      'raw:<align=center>',
      'raw:<b class="x">',
      'raw:</b >',
    ]);
  });

  it('reads tag names in any case', () => {
    const [open] = tokenize('<COLOR=red>');
    expect(open).toMatchObject({ type: 'open', kind: 'color', isUppercase: true, value: 'red' });
  });

  it('reads sizes with px, quotes and spaces around =', () => {
    expect(tokenize('<size=30px>')[0]).toMatchObject({ value: 30, isValid: true });
    expect(tokenize('<size="30">')[0]).toMatchObject({ value: 30, isValid: true });
    expect(tokenize('<size = 30>')[0]).toMatchObject({
      value: 30,
      isValid: true,
      hasSpacesAroundEquals: true,
    });
  });

  it('marks size and colour tags with a missing or bad value as invalid', () => {
    for (const tag of ['<size>', '<size=>', '<size=0>', '<size=-3>', '<size=2.5>', '<size=30em>']) {
      expect(tokenize(tag)[0], tag).toMatchObject({ type: 'open', kind: 'size', isValid: false });
    }
    expect(tokenize('<size=99999999999999999999>')[0]).toMatchObject({ isValid: false });
    for (const tag of ['<color>', '<color=#12>', '<color=#GGGGGG>', '<color=reddish>']) {
      expect(tokenize(tag)[0], tag).toMatchObject({ type: 'open', kind: 'color', isValid: false });
    }
  });

  it("keeps a colour's value as written, without its quotes", () => {
    expect(tokenize("<color='#e60000'>")[0]).toMatchObject({ value: '#e60000', isValid: true });
  });
});

describe('colour values', () => {
  it("accepts #RGB, #RRGGBB, #RRGGBBAA and Unity's colour names", () => {
    for (const color of ['#fff', '#FFD700', '#ffd700cc', 'red', 'darkblue', 'Grey', 'lightblue']) {
      expect(isValidColor(color), color).toBe(true);
    }
  });

  it('refuses other values', () => {
    for (const color of ['', '#ff', '#ffff', '#fffff', '#ggg', 'gold', 'rgb(1,2,3)', '#FFD700 ']) {
      expect(isValidColor(color), color).toBe(false);
    }
  });
});
