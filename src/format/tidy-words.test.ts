import { describe, expect, it } from 'vitest';
import { visibleText } from '#markup/index.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { tidyAfterPolish, tidyBeforePolish } from './tidy-words.ts';

function keep(message: string): string {
  return visibleText(
    formatWithBuiltinEngine(FormatRequestSchema.parse({ message })).formattedMessage,
  );
}

describe('tidy words', () => {
  it("reads 'ur' and 'your' as you're before a state or an amount, and keeps 'your' otherwise", () => {
    expect(tidyBeforePolish('help if ur a good fit, your under 20M', 'en')).toBe(
      "help if you're a good fit, you're under 20M",
    );
    expect(tidyBeforePolish('do ur 2 missions with your troops', 'en')).toBe(
      'do ur 2 missions with your troops',
    );
  });

  it('takes a laugh out without leaving a space in its bracket', () => {
    expect(tidyBeforePolish('farm rules (for the 100th time lol)', 'en')).toBe(
      'farm rules (for the 100th time)',
    );
  });

  it("spells out the text-speak the polish leaves, in the draft's language", () => {
    expect(tidyAfterPolish('Min 40M for accts, thats it', 'en', false)).toBe(
      "Min 40M for accounts, that's it",
    );
    expect(tidyAfterPolish('Se vcs forem gastar pq tem extra', 'pt', false)).toBe(
      'Se vocês forem gastar porque tem extra',
    );
  });

  it('capitalises the game names of its language, and leaves channels and capitals alone', () => {
    expect(tidyAfterPolish('lohar trial on sat, ask on discord in #discord', 'en', false)).toBe(
      "Lohar's Trial on Sat, ask on Discord in #discord",
    );
    expect(tidyAfterPolish('Мге на неделе', 'ru', false)).toBe('MGE на неделе');
    expect(tidyAfterPolish('SUN TZU NOW', 'en', false)).toBe('SUN TZU NOW');
  });
});

describe('structure an officer sends as is', () => {
  it('keeps a day range one item, and the items of a schedule bulleted', () => {
    const mail = keep(
      'plan\n\nMon - pass opens\nWed/Thu - hold the pass. leads are Olaf and Mira\nSat/Sun - rest',
    );
    expect(mail).toContain('• Wed/Thu - hold the pass. Leads are Olaf and Mira');
    expect(mail).toContain('• Sat/Sun - rest');
    expect(mail).not.toMatch(/• Wed\n/u);
  });

  it("keeps remarks after the player's list, and a list label, in prose", () => {
    const mail = keep('news\nfew things:\n- shields up\n- donate tech\nthats all\n- Ruth, R4');
    expect(mail).toContain('\nFew things:\n');
    expect(mail).toContain("\nThat's all.");
    expect(mail).not.toContain("• That's all");
  });

  it('gives one marker to a numbered item typed with a dash, Arabic digits too', () => {
    expect(keep('NORMAS\n1- ayudar siempre\n2- donar')).toContain('1. Ayudar siempre');
    expect(keep('قوانين\n١- ساعد الكل\n٢- تبرع')).toContain('١. ساعد الكل');
  });

  it("keeps the player's header over a greeting, and titles a draft by its topic", () => {
    expect(
      keep('hi all,\n\nKINGDOM 1877 MIGRATION\nwindow is open\nregister first').split('\n')[0],
    ).toBe('KINGDOM 1877 MIGRATION');
    expect(keep('Техи. вчера донатили 14 человек\nдонат = 20 кликов').split('\n')[0]).toBe('Техи');
    expect(
      keep('[LBR] Los Bravos buscan gente activa!! reino 2150, pedimos 15M+').split('\n')[0],
    ).toBe('[LBR] Los Bravos');
    expect(keep('几件事：\n1. 方舟报名\n2. 捐科技').split('\n')[0]).toBe('联盟近况');
  });

  it('ends a list alike and a prose sentence with its mark', () => {
    const mail = keep(
      'rules\n- no hitting allies at all.\n- donate tech every single day\n- join rallies when you are online',
    );
    expect(mail).toContain('• Donate tech every single day.');
    expect(keep('rally barb fort lvl 5 at 19:30 UTC, join w full marches thx')).toMatch(
      /thanks\.$/u,
    );
  });
});
