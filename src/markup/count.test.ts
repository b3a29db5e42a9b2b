import { describe, expect, it } from 'vitest';
import { countChars, visibleText } from './count.ts';

describe('visible text', () => {
  it('removes style tags and keeps everything else', () => {
    expect(visibleText('<size=30><color=#FFD700><b>Title</b></color></size>\nbody')).toBe(
      'Title\nbody',
    );
    expect(visibleText('a < b, <3 </b>')).toBe('a < b, <3 ');
  });

  it('keeps raw tags, which the game shows as text', () => {
    expect(visibleText('<s>x</s> <align=center>y')).toBe('<s>x</s> <align=center>y');
  });

  it('removes style tags with bad values too', () => {
    expect(visibleText('<size=abc>x</size>')).toBe('x');
  });

  it('returns text without tags as it is', () => {
    expect(visibleText('plain ★ ação')).toBe('plain ★ ação');
  });
});

describe('counting characters', () => {
  it('counts tags too', () => {
    expect(countChars('<b>Hi</b>')).toBe(9);
  });

  it('counts code points, not UTF-16 units', () => {
    expect('🔥'.length).toBe(2);
    expect(countChars('🔥 ★')).toBe(3);
    expect(countChars('進攻 ação')).toBe(7);
  });

  it('counts a line break once by default, or twice when asked', () => {
    expect(countChars('a\nb')).toBe(3);
    expect(countChars('a\nb', { newlineWeight: 2 })).toBe(4);
    expect(countChars('a\r\nb', { newlineWeight: 2 })).toBe(4);
  });

  it('counts a lone surrogate as one character', () => {
    expect(countChars('\ud83dx')).toBe(2);
  });
});
