import { describe, expect, it } from 'vitest';
import { visibleText } from '#markup/index.ts';
import { REWRITE_STYLES, TONES } from '#shared/constants.ts';
import { type FormatRequest, FormatRequestSchema } from '#shared/schemas/format.ts';
import { formatWithBuiltinEngine } from './builtin-engine.ts';
import { TONE_LINES } from './tone-lines.ts';

/**
 * The engine's mail rules (title, kind, full rewrite, language…), one describe each, over drafts written the way players write them:
 * text-speak, all caps, emoji, lists and other languages.
 */

function mailOf(message: string, overrides: Partial<FormatRequest> = {}): string[] {
  const request = FormatRequestSchema.parse({ message, ...overrides });
  return visibleText(formatWithBuiltinEngine(request).formattedMessage)
    .split('\n')
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

const titleOf = (message: string, overrides: Partial<FormatRequest> = {}) =>
  mailOf(message, overrides)[0]!.replace(/^[^\p{L}\p{N}[]+|[^\p{L}\p{N}\]).]+$/gu, '');

const FULL = { mode: 'improve', rewriteStyle: 'fully-thematic' } as const;
const BALANCED = { mode: 'improve', rewriteStyle: 'balanced' } as const;

describe('rule 1: titles, capitals and punctuation in every mode', () => {
  it('names no event time in an added line when the line naming the event gives several', () => {
    for (const tone of ['motivational', 'intense'] as const) {
      for (const draft of [
        'ark of osiris and ceroli this week: ceroli 20:00 UTC and ark 19:00 UTC, everyone online',
        '本周安排：周三 20:00 UTC 凯罗利 周六 19:00 UTC 方舟，大家准时上线',
      ]) {
        const lines = mailOf(draft, { ...BALANCED, tone });
        expect(
          lines.filter((line) => line.includes('20:00')),
          draft,
        ).toHaveLength(1);
        expect(
          lines.filter((line) => line.includes('19:00')),
          draft,
        ).toHaveLength(1);
      }
    }
  });

  it('spells out "w/o" as without and "w/" as with, in every mode', () => {
    for (const overrides of [{}, BALANCED, FULL]) {
      const text = mailOf("DON'T log in w/o shield. come w/ ur best cav", overrides).join('\n');
      expect(text).toMatch(/without shield/iu);
      expect(text).toMatch(/with your best cav/iu);
      expect(text).not.toMatch(/with o\b/iu);
    }
  });

  it("keeps the draft's own header line as the title", () => {
    expect(titleOf('ALLIANCE RULES\nno hitting allies\ndonate tech every day')).toBe(
      'ALLIANCE RULES',
    );
    expect(titleOf('kvk schedule\nday 1 build\nday 2 research')).toBe('KvK Schedule');
  });

  it('writes a short Title Case topic taken from the draft when it has no header', () => {
    expect(titleOf('kvk prep starts monday 00:00 UTC. day 1 is city building')).toBe('KvK Prep');
    expect(titleOf('mge this week is cavalry. do not pass 8M points')).toBe('MGE This Week');
    expect(
      titleOf('rally on the enemy fort at X:233 Y:871 at 21:00 UTC. do not attack alone'),
    ).toBe('Rally on the Enemy Fort');
    expect(titleOf('Reunión del consejo el sábado a las 18:00 UTC. Todos deben asistir.')).toBe(
      'Reunión del consejo',
    );
  });

  it('never takes a greeting, text-speak, a sentence or a list label as the title', () => {
    // The topic, not the generic word, once the greeting and "just a reminder that" are read.
    expect(titleOf('Hi all just a reminder that ark registration closes tmrw 12:00 UTC')).toBe(
      'Ark Registration',
    );
    expect(titleOf('u guys r getting farmed at the lost temple .. pls shield up')).not.toMatch(
      /\b(?:u|r|pls)\b/iu,
    );
    expect(titleOf('gg all,, mightiest governor done. congrats to Attila rank 1')).toBe(
      'MGE Thanks',
    );
    const labelled = mailOf('rules:\n1. no hitting\n2. fill helps every day\n3. be online');
    expect(labelled[0]).not.toBe('Rules:');
    expect(labelled).toContain('Rules:');
    expect(titleOf('vote for Khan in the kingdom title poll pls')).not.toBe('Vote');
    expect(titleOf('Caesar Brutus Nero to K1234 now')).not.toBe('Caesar');
  });

  it('capitalises sentence starts and tidies spacing and repeated punctuation, format included', () => {
    const lines = mailOf('WAR\nenemy at the pass ,, reinforce now!!! are u ready??  we r .\nok');
    expect(lines).toContain('Enemy at the pass, reinforce now! Are you ready? We are.');
    for (const line of mailOf('kvk plan\nfarms go home .. shields up !!', FULL)) {
      expect(line).not.toMatch(/ [,.!?]|[!?]{2}|,,|(?<!\.)\.\.(?!\.)/u);
    }
  });

  it('keeps a title in capitals as the player wrote it, never half-shouted', () => {
    expect(titleOf('AOO THIS SATURDAY\nteam A 13:00 UTC\nteam B 20:00 UTC')).toBe(
      'AOO THIS SATURDAY',
    );
  });
});

describe("titles: the header or the topic, in the draft's words and language", () => {
  it('takes the topic after a whole greeting, never a word of the greeting', () => {
    const orders =
      'hey [WLF] fam\n\nkvk orders for tomorrow, read ALL of it pls\n\n- tp to X:812 Y:455\n- join rallies';
    expect(titleOf(orders)).toBe('KvK Orders for Tomorrow');
    expect(mailOf(orders)).toContain('Hey [WLF] fam,');
    const arabic =
      'السلام عليكم ورحمة الله\n\nتغييرات في القيادة:\n\n- ابو فهد صار R4\n- ليث مسؤول الدبلوماسية';
    expect(titleOf(arabic)).toBe('تغييرات في القيادة');
    expect(mailOf(arabic).some((line) => line.startsWith('السلام عليكم ورحمة الله'))).toBe(true);
    expect(
      titleOf('Pessoal\n\nvamos mudar a aliança de lugar amanhã\nnova fortaleza: X:610 Y:402'),
    ).toBe('Vamos mudar a aliança de lugar');
    expect(titleOf('bom dia!! fortes bárbaros 19 UTC hoje e doem na tech pfv, faltam uns 30')).toBe(
      'Fortes Bárbaros',
    );
    const morning =
      'GOOD MORNING WARRIORS\nfew things today so read pls\n\n1) rallies 18:00 UTC\n2) donate tech';
    expect(titleOf(morning)).toBe('Few Things Today');
    expect(
      titleOf('各位早上好\n\n今天几件事：\n\n1）蛮族堡垒 18:00 UTC 集结\n2）联盟科技快完成了'),
    ).not.toMatch(/早上好/u);
  });

  it("keeps the player's header over a list, and a topic label as the header", () => {
    const ad = '📢 [NVX] Nova Vortex K2187 is RECRUITING\n- 30M+ power\n- kvk top 3 last season';
    expect(titleOf(ad)).toBe('[NVX] Nova Vortex K2187 is RECRUITING');
    expect(mailOf(ad).slice(1).join('\n')).not.toContain('RECRUITING');
    expect(
      titleOf('farm account rules reminder:\n1. farms go in [FRM] only\n2. shield ur farms'),
    ).toBe('Farm Account Rules Reminder');
    expect(titleOf('orden kvk hoy:\n- paso 5 abre 12:00 UTC\n- rallys solo Ramiro')).toBe(
      'Orden KvK hoy',
    );
  });

  it('cuts the topic after the words that only call for attention or whom it speaks to', () => {
    expect(
      titleOf('ATENCION nos movemos a la nueva fortaleza en X:720 Y:145, teletransporte gratis'),
    ).toBe('Nos movemos a la nueva fortaleza');
    expect(titleOf('ребят спасибо всем за кд!!\nмы взяли 2 место в королевстве')).toMatch(
      /^Спасибо за /u,
    );
    expect(
      titleOf('gente do céu\n\nsó queria agradecer TODO MUNDO pela kvk\na gente pegou 3 altares'),
    ).toBe('Obrigado pela KvK');
    expect(
      titleOf('Hola a todos\n\nAbrimos migracion al reino #2215 para los que quieran venir'),
    ).toBe('Abrimos migración al reino #2215');
  });

  it("reads a letter's addressee as its salutation, and titles the letter by that alliance", () => {
    const letter = '[RVN] leadership: we r open to NAP till kvk starts, send R5 mail to Ashborn';
    expect(titleOf(letter)).toBe('NAP with [RVN]');
    expect(mailOf(letter)).toContain('[RVN] leadership,');
    expect(titleOf('和[JPN]签互不侵犯到5关开。不打他们的农场和旗子。边界X:620')).toBe(
      '与[JPN]的协议',
    );
  });

  it('titles a Q&A as one, not by one of its topics', () => {
    expect(titleOf('س: متى يفتح الكفك؟ ج: بعد 3 ايام\nس: كم القوة المطلوبة؟ ج: 15M')).toBe(
      'أسئلة وأجوبة',
    );
    expect(titleOf('Q: when is kvk? A: in 3 days\nQ: do i need 15M? A: yes for kvk')).toBe(
      'Questions and Answers',
    );
  });
});

describe('structure: greetings whole, lists with their labels, remarks in prose', () => {
  const DIVIDER = /^[^\p{L}\p{N}]{6,}$/u;
  const shown = (message: string) =>
    visibleText(
      formatWithBuiltinEngine(FormatRequestSchema.parse({ message })).formattedMessage,
    ).split('\n');

  it('keeps a label with its list across a blank line, and numbered items together', () => {
    const arabic = shown(
      'الى قادة [DRG]\n\nتحية طيبة\n\nنبغى نتفق على شي واضح قبل الكفك:\n\n1- هدنة بيننا\n2- محد يضرب مزارع الثاني\n\nمع التحية',
    );
    const label = arabic.findIndex((line) => line.endsWith('قبل الكفك:'));
    expect(arabic[label + 1]).toBe('1. هدنة بيننا');
    const chinese = shown(
      '各位早上好\n\n今天几件事：\n\n1）蛮族堡垒 18:00 UTC 集结\n2）联盟科技快完成了\n\n辛苦大家了',
    );
    expect(chinese.some((line) => /^•\s*[\d]/u.test(line))).toBe(false);
    expect(chinese[chinese.indexOf('今天几件事：') + 1]).toBe('1）蛮族堡垒 18:00 UTC 集结');
    const english = shown(
      'few things today\n\n1) rallies 18:00 UTC\n\n2) donate tech\n\n3) shield up\n\nlove you all',
    );
    expect(english.filter((line) => DIVIDER.test(line)).length).toBeLessThanOrEqual(1);
  });

  it('uses dividers sparingly: not between every paragraph', () => {
    const mail = shown(
      'kvk orders\n\npass 4 opens at 14:00 UTC\n\naltar is ~16 UTC\n\nDKP: t4 = 1pt\n\nunder 20M stay home\n\nQuestions? #kvk-orders on Discord',
    );
    expect(mail.filter((line) => DIVIDER.test(line)).length).toBe(1);
  });

  it('leaves statements, a lead line and closing remarks in prose, and lists one shape of line', () => {
    const russian = shown(
      'ВНИМАНИЕ!!!\nу нас снова кто-то бьет фермы [TSR]\nпервый раз - предупреждение\nвторой раз - кик\nнам не нужна война',
    );
    expect(russian).toContain('• Первый раз - предупреждение');
    expect(russian.some((line) => line.startsWith('• У нас'))).toBe(false);
    expect(russian.some((line) => line.startsWith('• Нам'))).toBe(false);
    const spanish = shown(
      'escuadras para la kvk\nescuadra 1 (caba): Ramiro, Nube\nescuadra 2 (infa): Toro77, Luna\nNo cambieis sin avisar',
    );
    expect(spanish).toContain('• Escuadra 2 (infa): Toro77, Luna');
    expect(spanish.some((line) => line.startsWith('• No cambieis'))).toBe(false);
    const lead = shown(
      'Всем привет\nсегодня ралли в 19:00 UTC\n- лидеры: Ворон, Кира\n- форты 5-7 уровня',
    );
    expect(lead.some((line) => line.startsWith('• Сегодня'))).toBe(false);
  });

  it('reads ranks and ranges as facts, never as list numbers', () => {
    const mail = shown(
      'MGE 骑兵周\n第1名 留给 小白\n2-3名 周四 20:00 UTC前 discord报名\n4-10名 自由 但必须报备',
    );
    expect(mail.join('\n')).toContain('2-3名');
    expect(mail.join('\n')).toContain('4-10名');
    expect(mail.some((line) => /^\d\.\s*\d+名/u.test(line))).toBe(false);
  });

  it('splits inline enumerations with their label, in every script', () => {
    expect(shown('大家好\n要求：30M战力，T5，每天在线\n私聊老王')).toEqual(
      expect.arrayContaining(['要求：', '• 30M战力', '• T5', '• 每天在线']),
    );
    expect(shown('السلام عليكم\nالشروط: 30M قوة، T5، نشاط يومي\nكلموا صقر')).toEqual(
      expect.arrayContaining(['الشروط:', '• 30M قوة', '• T5', '• نشاط يومي']),
    );
  });

  it('reads a greeting under the header, a schedule under its label, a remark after an inline list', () => {
    const orders = shown(
      'KVK 3 - WEEK 1 ORDERS\n\nGovernors,\nfirst week is about pass 6.\nplan:\n\nMon 12 utc - pass 6 opens\nFri 2pm UTC - altar fight',
    );
    expect(orders).toContain('Governors,');
    expect(orders).toEqual(expect.arrayContaining(['Plan:', '• Fri 2pm UTC - altar fight']));
    expect(
      shown('农场规则：农场统一进 [ZH2]，只能在一二区采集，KVK期间24小时开罩。被打了别找管理哈'),
    ).toEqual(
      expect.arrayContaining([
        '农场规则：',
        '• 农场统一进 [ZH2]',
        '• KVK期间24小时开罩',
        '被打了别找管理哈。',
      ]),
    );
  });

  it('lists the short lines under a label, in any script', () => {
    const mail = shown(
      '今晚集结安排\n\n集结队长：\n小白（骑兵）\n老王（步兵）\n阿飞（弓兵）\n\n没空的在联盟频道说一声',
    );
    expect(mail).toEqual(
      expect.arrayContaining(['集结队长：', '• 小白（骑兵）', '• 阿飞（弓兵）']),
    );
    expect(mail.some((line) => line.startsWith('• 没空'))).toBe(false);
  });

  it('keeps a Q&A question with its answer, whole, with its question mark', () => {
    expect(
      shown('常见问题\n问：什么时候能迁城？ 答：kvk结束后大概3天\n问：方舟几点？ 答：周日14点UTC'),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/大概3天？$/u)]));
    const mail = shown(
      'Q: who do i ask for title\nA: type "title pls" + ur coords in alliance chat, e.g. "Scientist X:402 Y:117", an officer gets it to you\nQ: when is kvk? A: soon',
    );
    expect(mail).toContain('Q: who do I ask for title?');
    expect(mail.some((line) => line.startsWith('"Scientist'))).toBe(false);
    expect(shown('Questions?\nAsk Ana in discord.\n\n- Ana')).toContain(
      'Questions? Ask Ana in Discord.',
    );
  });
});

describe('rule 2: openings and closings by kind and tone', () => {
  it('adds no cheer to a kick notice and no thanks to a thank-you mail', () => {
    const kick = mailOf('deadweight cleanup friday\nunder 3M power = removed', {
      ...BALANCED,
      tone: 'motivational',
    });
    expect(kick.join('\n')).not.toMatch(/let's make this count|stronger/iu);
    const thanks = mailOf('thank you all\nwe finished 2nd in aoo', {
      ...BALANCED,
      tone: 'neutral',
    });
    expect(thanks.at(-1)).not.toBe('Thank you.');
  });

  it("keeps the player's own closing as the only closing, never as a bullet", () => {
    for (const tone of TONES) {
      for (const closing of ['- leadership', 'ty all, R5', 'R5 Almanzor']) {
        const lines = mailOf(
          `KVK RULES\n- no attacking allies\n- rally only on red flags\n${closing}`,
          { ...FULL, tone },
        );
        expect(lines.at(-1)!.toLowerCase(), tone).toMatch(/leadership|thank you all, r5|almanzor/u);
        expect(lines.at(-1), tone).not.toMatch(/^•/u);
      }
    }
  });

  it('splits a closing sentence off the last line: "… thx 4 the support"', () => {
    const lines = mailOf('pls everyone be online tmrw at 13:00 utc. thx 4 the support', BALANCED);
    expect(lines.at(-1)).toBe('Thanks for the support');
  });

  it('adds at most one opening and one closing, in the draft language', () => {
    for (const tone of TONES) {
      const lines = mailOf('aviso kvk\nrally en la bandera a las 20:00 UTC\ntodos con tropas', {
        ...BALANCED,
        tone,
      });
      const english = [...TONE_LINES[tone].openings, ...TONE_LINES[tone].closings].map(
        (line) => line.text.en,
      );
      expect(
        lines.some((line) => english.includes(line)),
        tone,
      ).toBe(false);
    }
  });
});

describe('rule 3: Full rewrites whole phrases and keeps game terms', () => {
  const draft =
    'troops online at 20:00 UTC. 3 hits on [DOOM] each, use speedups and helps. ' +
    'dont forget to join the rally and march together. kvk and mge and aoo matter';

  it('never swaps a game term and adds no decree lines', () => {
    for (const tone of TONES) {
      const text = mailOf(draft, { ...FULL, tone }).join('\n');
      for (const term of ['troops', 'online', 'hits', 'speedups', 'helps', 'rally', 'march']) {
        expect(text.toLowerCase(), `${tone}: ${term}`).toContain(term);
      }
      expect(text).not.toMatch(/War Council|No exceptions!|legions|strikes at|at your post/u);
    }
  });

  it('rewrites phrases of the vetted list and drops filler', () => {
    const text = mailOf(
      'Hi all just a reminder that the pass is going to be open at 20:00 UTC. dont forget to bring like 500k rss lol',
      { ...FULL, tone: 'informative' },
    ).join('\n');
    expect(text).toContain('The pass will be open at 20:00 UTC.');
    // The hedge stays: "like 500k" is an estimate, not a target.
    expect(text).toContain('Remember to bring like 500k RSS');
    expect(text).not.toMatch(/just a reminder|\blol\b/iu);
  });

  it("puts '!' on few lines, adds no capitals and keeps numbered lists numbered", () => {
    for (const tone of TONES) {
      const lines = mailOf(
        'rules\n1. join rallies\n2. donate tech every day\n3. heal troops before u march\n4. be online for kvk',
        { ...FULL, tone },
      );
      expect(lines.filter((line) => line.includes('!')).length, tone).toBeLessThanOrEqual(2);
      expect(lines.filter((line) => /^\d\. /u.test(line)).map((line) => line[0])).toEqual([
        '1',
        '2',
        '3',
        '4',
      ]);
      expect(lines.join('\n'), tone).not.toMatch(/\b(?:JOIN|DONATE|HEAL|NOW|MUST)\b|• \d/u);
    }
  });
});

describe('rule 4: six tones recognisably different in every language', () => {
  const drafts = [
    'kvk plan\njoin rallies when online\nshield if offline',
    'plan kvk\nrally en la bandera a las 20:00 UTC\ntodos con tropas',
    'план kvk\nсбор у флага в 20:00 UTC\nвсе с войсками',
    'خطة KvK\nالتجمع عند العلم الساعة 20:00 UTC\nالجميع يحضر القوات',
    '集结通知\n今晚20:00 UTC 在旗帜集合\n所有人带兵',
    'plano kvk\nrally na bandeira às 20:00 UTC\ntodos com tropas',
  ];

  it('gives six different sets of words at Balanced and at Full', () => {
    for (const draft of drafts) {
      for (const style of [BALANCED, FULL]) {
        const words = TONES.map((tone) =>
          mailOf(draft, { ...style, tone })
            .join(' ')
            .replace(/[^\p{L}\p{N} ]/gu, ''),
        );
        expect(new Set(words).size, `${draft} ${style.rewriteStyle}`).toBe(TONES.length);
      }
    }
  });

  it('keeps every rewrite style valid for every tone', () => {
    for (const rewriteStyle of REWRITE_STYLES) {
      expect(
        mailOf('rally at 20:00 UTC', { mode: 'improve', rewriteStyle }).length,
      ).toBeGreaterThan(0);
    }
  });
});

describe('rule 6: one symbol rule', () => {
  it('turns an emoji after a phrase into its end, after a word into a label, and a row of them into lines', () => {
    expect(mailOf('we finished 2nd in aoo 🏆 rewards r in ur mail\nsee u')).toContain(
      'We finished 2nd in AoO. Rewards are in your mail.',
    );
    expect(mailOf('news\n[BRZ] recrutando 🔥 20M+ de poder\nfala comigo').join('\n')).toContain(
      '[BRZ] recrutando: 20M+ de poder',
    );
    expect(mailOf('news\nwe need (thumbs 👍) and more\nok').join('\n')).toContain(
      'We need (thumbs) and more',
    );
    const listed = mailOf('farming rules 🌾 gather in zone 2 🌾 no taking nodes 🌾 trade rss');
    expect(listed[0]).toBe('Farming Rules');
    expect(listed).toContain('• Gather in zone 2');
  });

  it('drops emoji at the edge of a line, and a schedule separated by symbols becomes one day a line', () => {
    const lines = mailOf('KvK Schedule\nday 1 build ⚒ day 2 research ⚒ day 3 troops\n💪 go go');
    expect(lines).toEqual(expect.arrayContaining(['• Day 1: build', '• Day 2: research']));
    expect(lines.join('\n')).toMatch(/Day 3: troops/u);
    expect(lines.join('\n')).not.toMatch(/\p{Emoji_Presentation}/u);
    const emoji = mailOf('KvK week\nMon 🛡 shields · Tue rally · Wed altar');
    expect(emoji).toEqual(
      expect.arrayContaining(['• Mon: shields', '• Tue: rally', '• Wed: altar']),
    );
  });
});

describe('mails an officer sends as they are', () => {
  const MOTIVATIONAL = { ...BALANCED, tone: 'motivational' } as const;
  const INTENSE = { ...FULL, tone: 'intense' } as const;

  it("keeps the player's headline as the title, never a bullet under another one", () => {
    const lines = mailOf('⚔ [XYZ] Knights is recruiting! ⚔\nwe are a top 5 alliance\ncontact Ana');
    expect(lines[0]).toBe('⚔ [XYZ] Knights is Recruiting! ⚔');
    expect(lines.join('\n')).not.toMatch(/•.*recruiting/iu);
    expect(titleOf('KVK SCHEDULE WEEK 2 - read all of it\nMon: shields\nTue: rally')).toBe(
      'KVK SCHEDULE WEEK 2 - read all of it',
    );
    expect(titleOf('[LION] is recruiting!! 30M+ power, active for kvk. msg Leonidas')).toBe(
      '[LION] is Recruiting',
    );
  });

  it("takes no list item's label as the title, and the list keeps it", () => {
    const lines = mailOf('Squad 1: Ava, Bo, Cy\nSquad 2: Dan, Eve, Fay\nfort at 21:00 UTC');
    expect(lines[0]).not.toMatch(/Squad/u);
    expect(lines).toEqual(expect.arrayContaining(['• Squad 1: Ava, Bo, Cy']));
    expect(titleOf('thanks for the 2k helps today guys')).toBe('Thanks for the 2k Helps');
    expect(titleOf('rules:\n1. no hitting\n2. be online for kvk fights\n3. donate')).not.toMatch(
      /KvK/u,
    );
  });

  it('keeps a greeting whole and a short question with its answer', () => {
    const lines = mailOf(
      'Hi,\nGovernors, the fort opens at 20:00 UTC. bring full marches\nQuestions?\nAsk Ana.',
    );
    expect(lines).toContain('Hi Governors,');
    expect(lines).toContain('Questions? Ask Ana.');
  });

  it('puts an inline enumeration one item a line under its label, and a closing remark after a list stays prose', () => {
    const lines = mailOf(
      '[ABC] recruiting\nrequirements: 30M power, T5 cavalry, active in kvk\ncontact Ana',
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Requirements:', '• 30M power', '• T5 cavalry', '• Active in KvK']),
    );
    const rules = mailOf(
      'rules:\n- no hitting allies\n- donate daily\nthanks for reading, any questions ask R4s',
    );
    expect(rules.at(-1)).toBe('Thanks for reading, any questions ask R4s');
  });

  it('spells text-speak out and adds missing label colons in Keep my words, keeping hedges and #channels', () => {
    const lines = mailOf(
      'pls ppl r u online tmrw? thx\nstep 2 take the altar\ngo to #mge, like 2M gems max',
    ).join('\n');
    expect(lines).toMatch(/Please people are you online tomorrow\?/u);
    expect(lines).toContain('Step 2: take the altar');
    expect(lines).toContain('#mge');
    expect(lines).toContain('like 2M gems max');
  });

  it('rewrites bare orders into calls to action (motivational) and short firm orders (intense)', () => {
    const draft =
      'rally on the fort at 21:00 UTC. rally leader Hannibal, everyone else join with full marches. do not attack alone';
    const motivational = mailOf(draft, MOTIVATIONAL).join('\n');
    expect(motivational).toMatch(/Let's rally on the fort/u);
    expect(motivational).toMatch(/everyone else, let's join with full marches/u);
    const intense = mailOf(draft, INTENSE).join('\n');
    expect(intense).toContain('Rally leader: Hannibal. Everyone else: join with full marches.');
    // "do not" stays "do not": a "never" the player did not say would widen the order.
    expect(intense).toContain('Do not attack alone.');
  });

  it('rewrites Spanish, Portuguese and Russian orders in the tone', () => {
    const text = (draft: string, tone: Partial<FormatRequest>) => mailOf(draft, tone).join('\n');
    // An infinitive is an order on a notice already; no "vosotros" is forced on a player who
    // writes "ustedes" or "vos". "Por favor" goes.
    expect(
      text('crisis de ceroli sabado 18:00 UTC\napuntarse hasta el viernes por favor', INTENSE),
    ).toMatch(/Apuntarse hasta el viernes\./u);
    expect(text('rally al fuerte 21:00 UTC\npongan escudo antes de dormir', MOTIVATIONAL)).toMatch(
      /¡Vamos, pongan escudo antes de dormir!/u,
    );
    expect(text('evento amanhã 20:00 UTC\nparticipar do evento', MOTIVATIONAL)).toMatch(
      /Vamos participar do evento!/u,
    );
    expect(text('сбор в 20:00 UTC\nвсе должны быть онлайн', INTENSE)).toMatch(
      /Всем быть онлайн\./u,
    );
  });

  it('signs with no invented signer', () => {
    for (const tone of TONES) {
      const text = mailOf('[ROME] recruiting\nneed 20M power\ncontact Caesar', {
        ...BALANCED,
        tone,
      }).join('\n');
      expect(text, tone).not.toMatch(/Council|Consejo|Leadership/u);
    }
  });
});
