import { describe, expect, it } from 'vitest';
import { detectKind, writeKindTitle } from './kinds.ts';

describe('kind of mail (issue 21, rule 2)', () => {
  it.each([
    ['🚨 enemy [DOOM] hits our farms at X:45 Y:120, reinforce now', 'alert'],
    ['no hitting allies\ndonate tech every day\nbreaking rules twice = kick', 'orders'],
    ['deadweight cleanup on friday: under 3M power = removed', 'orders'],
    ['[ROME] recruiting: 25M+ power, T5 unlocked', 'recruitment'],
    ['Join [WOLF] K3021 all welcome no power req', 'recruitment'],
    ['ty everyone for the hard work in kvk!! we got 3.1B kp', 'thanks'],
    ['just a reminder that ark registration closes tmrw', 'reminder'],
    ['we propose a NAP for zone 4 until the pass opens', 'diplomacy'],
    ['kvk prep starts monday. day 1 is city building. day 5 is troop training', 'schedule'],
    ['mge this week is cavalry. rank 1 goes to Khan, ranks 2-5 for the war council', 'notice'],
    ['[RUS] набирает игроков!! от 30M мощи', 'recruitment'],
    ['Parabéns a todos pela vitória!', 'thanks'],
    ['集结通知 今晚20:00 UTC 在旗帜集合', 'notice'],
  ])('%s → %s', (draft, kind) => {
    expect(detectKind(draft)).toBe(kind);
  });

  it('names an English mail by its game topic and kind, other languages by kind alone', () => {
    expect(writeKindTitle('pls everyone be online for kvk', 'orders', 'en')).toBe('KvK Orders');
    expect(writeKindTitle('no hitting allies, rules', 'orders', 'en')).toBe('Alliance Rules');
    expect(writeKindTitle('reglas: no atacar', 'orders', 'es')).toBe('Reglas de la alianza');
    expect(writeKindTitle('спасибо всем', 'thanks', 'ru')).toBe('Спасибо');
    expect(writeKindTitle('merci à tous', 'thanks', 'other')).toBe('');
  });
});
