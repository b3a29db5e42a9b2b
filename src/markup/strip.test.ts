import { describe, expect, it } from 'vitest';
import { stripUnrenderable } from './strip.ts';

describe('removing what the game cannot show', () => {
  it('removes colour emoji and other astral-plane pictographs', () => {
    expect(stripUnrenderable('🔥 WAR 🚨 now 💪🏽 🇫🇷 🀄')).toBe(' WAR  now   ');
  });

  it('removes colour emoji of the Basic Multilingual Plane', () => {
    expect(stripUnrenderable('done ✅ star ⭐ bolt ⚡ no ❌')).toBe('done  star  bolt  no ');
  });

  it('removes variation selectors, zero-width joiners and keycaps, keeping the base symbol', () => {
    expect(stripUnrenderable('⚠️ 1️⃣ a\u200db\u200bc\ufeff')).toBe('⚠ 1 abc');
    expect(stripUnrenderable('👨‍👩‍👧')).toBe('');
  });

  it('removes control characters but keeps line breaks; a tab becomes a space', () => {
    expect(stripUnrenderable('a\u0000b\u0007c\r\nd\te\u007f\u0085')).toBe('abc\nd e');
  });

  it('keeps accented Latin, Arabic, Cyrillic, CJK and decorative symbols', () => {
    const kept = 'ação Ñandú هجوم Атака 進攻 ═ ━ ◆ ★ ✧ ✿ ༺ ༻ ╔ ╗ ░ ▌ ⚠ ➤ → ⚔';
    expect(stripUnrenderable(kept)).toBe(kept);
  });

  it('keeps the zero-width non-joiner that Persian needs', () => {
    expect(stripUnrenderable('می\u200cخواهم')).toBe('می\u200cخواهم');
  });

  it('keeps tags', () => {
    expect(stripUnrenderable('<color=#FFD700><b>Gold</b></color> 🏆')).toBe(
      '<color=#FFD700><b>Gold</b></color> ',
    );
  });

  it('removes private-use characters of the astral planes and lone surrogates', () => {
    expect(stripUnrenderable('a\u{F0000}b\ud800c')).toBe('abc');
  });

  it('keeps only printable ASCII and line breaks with asciiOnly, as the spec did', () => {
    expect(stripUnrenderable('ação ★ 🔥 ok\nnext\tone', { asciiOnly: true })).toBe(
      'ao   ok\nnext one',
    );
  });
});
