import { describe, expect, it } from 'vitest';
import { visibleText } from '#markup/index.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { sentenceEndMark, tidyAfterPolish, tidyBeforePolish } from './tidy-words.ts';

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

  it("reads 'its' and 'lets' as it's and let's where they mean that, and keeps the possessive", () => {
    expect(tidyBeforePolish('not in chat its too fast. next time its kick. Lets go', 'en')).toBe(
      "not in chat it's too fast. next time it's kick. Let's go",
    );
    expect(tidyBeforePolish('the fort and its rewards, he lets us in', 'en')).toBe(
      'the fort and its rewards, he lets us in',
    );
  });

  it('takes a laugh out without leaving a space in its bracket, in any language', () => {
    expect(tidyBeforePolish('farm rules (for the 100th time lol)', 'en')).toBe(
      'farm rules (for the 100th time)',
    );
    expect(tidyBeforePolish('se lleva el título de Duque lol', 'es')).toBe(
      'se lleva el título de Duque',
    );
  });

  it("spells out the text-speak of the draft's language, and the words typed without accents", () => {
    expect(tidyAfterPolish('Se vcs forem gastar pq tem extra, manda msg hj', 'pt', false)).toBe(
      'Se vocês forem gastar porque tem extra, manda mensagem hoje',
    );
    expect(
      tidyAfterPolish('o que NAO toleramos, KP minimo 30M, 2o lugar, 1a vez', 'pt', false),
    ).toBe('o que NÃO toleramos, KP mínimo 30M, 2º lugar, 1ª vez');
    expect(tidyAfterPolish('Gracias x ayudar, tmb xfa, la migracion', 'es', false)).toBe(
      'Gracias por ayudar, también por favor, la migración',
    );
    // In a question "pq" asks: "por qué".
    expect(tidyAfterPolish('¿pq no vienes? pq no puedo', 'es', false)).toBe(
      '¿por qué no vienes? porque no puedo',
    );
    expect(tidyAfterPolish('спс всем, награды в течении 2 дней', 'ru', false)).toBe(
      'спасибо всем, награды в течение 2 дней',
    );
    // An alliance tag or a Q&A label is no shorthand.
    expect(tidyAfterPolish('[Q] Q: cuándo?', 'es', false)).toBe('[Q] Q: cuándo?');
  });

  it('leaves what the player put in quotes as the player must type it', () => {
    expect(tidyAfterPolish('manda "aoo sim" no chat, vc tb', 'pt', false)).toBe(
      'manda "aoo sim" no chat, você também',
    );
    expect(tidyBeforePolish('type “its kvk time lol” in chat', 'en')).toBe(
      'type “its kvk time lol” in chat',
    );
  });

  it('capitalises the game names of its language, and leaves channels and capitals alone', () => {
    expect(
      tidyAfterPolish('lohar trial on sat 12:00, ask on discord in #discord', 'en', false),
    ).toBe("Lohar's Trial on Sat 12:00, ask on Discord in #discord");
    expect(tidyAfterPolish('I sat in the sun with ceroli', 'en', false)).toBe(
      'I sat in the sun with Ceroli',
    );
    expect(tidyAfterPolish('Мге и квк, кд топ3, т4 с разрешения р5, в #квк-чат', 'ru', false)).toBe(
      'МГЕ и КвК, КД топ3, Т4 с разрешения Р5, в #квк-чат',
    );
    expect(tidyAfterPolish('Kvk听 #kvk指挥 的，报名在discord，22 utc左右', 'zh', false)).toBe(
      'KvK听 #kvk指挥 的，报名在Discord，22 UTC左右',
    );
    expect(tidyAfterPolish('rally no ceroli, la kvk', 'pt', false)).toBe('rally no Ceroli, la KvK');
    expect(tidyAfterPolish('SUN TZU NOW', 'en', false)).toBe('SUN TZU NOW');
  });

  it("ends sentences in the draft's script, and calls attention with a colon", () => {
    expect(tidyAfterPolish('还差50个捐献.看discord #mge.', 'zh', false)).toBe(
      '还差50个捐献。看Discord #mge。',
    );
    expect(tidyAfterPolish('متى يفتح الكفك? بعد 3 ايام, الساعة 00 UTC', 'ar', false)).toBe(
      'متى يفتح الكفك؟ بعد 3 ايام، الساعة 00 UTC',
    );
    expect(tidyAfterPolish('ATENCION nos movemos', 'es', false)).toBe('ATENCIÓN: nos movemos');
    expect(sentenceEndMark('Q: can I solo Barb Forts')).toBe('?');
    expect(sentenceEndMark('• 问：什么时候迁城')).toBe('？');
    expect(sentenceEndMark('س: متى يفتح')).toBe('؟');
    expect(sentenceEndMark('Do not attack alone')).toBe('.');
    expect(sentenceEndMark('• Do it daily even if you have like 20 donations left')).toBe('.');
    expect(sentenceEndMark('do you need to be online for ark')).toBe('?');
    expect(sentenceEndMark('不准打盟友的农场')).toBe('。');
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

  it('spells text-speak out, keeps hedges and quotes, and ranges stay ranges, in Keep my words', () => {
    const mail = keep(
      'Q: who do i ask for title\nA: type "title pls" + ur coords, done in like 10 min\n\nlets go',
    );
    expect(mail).toContain('"title pls"');
    expect(mail).toContain('your coords');
    expect(mail).toContain('like 10 min');
    expect(mail).toContain("Let's go");
    expect(keep('MGE 骑兵周\n第1名 留给 小白\n2-3名 周四 20:00 UTC前 报名\n4-10名 自由')).toContain(
      '2-3名',
    );
  });
});

describe('the end mark of a line', () => {
  it('reads the last sentence after an Arabic question mark: an answer is no question', () => {
    expect(sentenceEndMark('س: متى يبدأ؟ ج: السبت 20:00 UTC')).toBe('.');
    expect(sentenceEndMark('س: متى يبدأ')).toBe('؟');
    expect(sentenceEndMark('Q: when does it open? A: Saturday')).toBe('.');
    expect(sentenceEndMark('问：几点开始？答：周六晚上')).toBe('。');
  });
});
