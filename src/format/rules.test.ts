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

  it("gives a list marked with the player's own sign one bullet, never two, in every script", () => {
    const russian = shown(
      'Смена руководства\n\nчто меняется:\n— R5: Lis_01\n— R4 война: Грач и Ястреб\n— R4 дипломатия: Sova\n\nспасибо за все\n— Медведь',
    );
    expect(russian).toContain('• R5: Lis_01');
    expect(russian.some((line) => /^•\s*[—→★]/u.test(line))).toBe(false);
    expect(russian[russian.length - 1]).toBe('— Медведь');
    const portuguese = shown(
      'o que cada um faz:\n→ acima de 40M: rally e guarnição no altar\n→ abaixo de 20M: farm, escudo ligado',
    );
    expect(portuguese).toContain('• Acima de 40M: rally e guarnição no altar');
    const arabic = shown('شكر خاص:\n★ ذيب - قاد أكثر من 200 رالي\n★ ريان - الكشافة، ما فاتته حركة');
    expect(arabic).toContain('• ذيب - قاد أكثر من 200 رالي');
    expect(arabic.some((line) => line.includes('★'))).toBe(false);
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
    expect(mail).toContain('Q: Who do I ask for title?');
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
    expect(lines.at(-1)).toBe('Thanks for the support.');
  });

  it('adds at most one opening and one closing, in the draft language', () => {
    for (const tone of TONES) {
      const lines = mailOf('aviso kvk\nrally en la bandera a las 20:00 UTC\ntodos con tropas', {
        ...BALANCED,
        tone,
      });
      const english = [...TONE_LINES[tone].openings, ...TONE_LINES[tone].closings].map(
        (line) => line.english,
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

  it('signs on its own line where an emoji ended the message before a dash and a signer', () => {
    const lines = mailOf('a Bia é a nova R5. regras continuam as mesmas, tudo igual 🤝 — Dante');
    expect(lines.join('\n')).toContain('Regras continuam as mesmas, tudo igual.\n— Dante');
    expect(lines[lines.length - 1]).toBe('— Dante');
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
    expect(rules.at(-1)).toBe('Thanks for reading, any questions ask R4s.');
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
    // "do not" stays "do NOT": a "never" the player did not say would widen the order.
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
      /¡Vamos a poner escudo antes de dormir!/u,
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

describe('Keep my words: signers, symbols and highlights as an officer sends them', () => {
  it('ends no signer with a full stop, and sets the signature apart, in every language', () => {
    const signers = [
      [
        'KvK orders\nrally at 20:00 UTC, everyone with full marches\nAurelio, R5 [NOVA]',
        'Aurelio, R5 [NOVA]',
      ],
      [
        'Órdenes\nmañana a las 16:00 UTC abre el paso, todos con tropas\nTito, R5 [AZT]',
        'Tito, R5 [AZT]',
      ],
      [
        'Расписание\nфорты в 18:00 UTC, все с полными маршами\nВсем удачи, Катя р4',
        'Всем удачи, Катя Р4',
      ],
      ['Приказ\nзавтра в 13:00 UTC открывается перевал\n[RUS] Волк, р5', '[RUS] Волк, Р5'],
      [
        'Obrigado galera\nganhamos o AOO, foi uma semana incrível\nMarcelo - R5 [LEÃO] K2003',
        'Marcelo - R5 [LEÃO] K2003',
      ],
    ] as const;
    for (const [draft, signer] of signers) {
      const lines = mailOf(draft);
      expect(lines.at(-1), draft).toBe(signer);
    }
    const letter = mailOf(
      'اقتراح هدنة\nإذا وافقتم نرجو الرد قبل الجمعة 20:00 UTC.\n\nمع التحية،\nسيف الدولة\nقائد [FLN] - المملكة 2204',
    );
    expect(letter.slice(-3)).toEqual(['مع التحية،', 'سيف الدولة', 'قائد [FLN] - المملكة 2204']);
  });

  it('keeps no lone heart where an emoji ended a line, nor a mark after it', () => {
    const spanish = mailOf(
      'Resultados\nGracias de corazón a todos los que llenaron rallies ❤️\nnos vemos',
    );
    expect(spanish).toContain('Gracias de corazón a todos los que llenaron rallies.');
    const arabic = mailOf('أهلاً بالأعضاء الجدد\nأي سؤال اسألوا ليلى\nنورتونا ❤️');
    expect(arabic.at(-1)).toBe('نورتونا');
    // A header framed by its symbols keeps them.
    expect(mailOf('⚠ WARNING ⚠\nstop hitting [FOX] gatherers now')[0]).toBe('⚠ WARNING ⚠');
  });

  it('colours a whole time or channel, never a part of one', () => {
    const markup = formatWithBuiltinEngine(
      FormatRequestSchema.parse({
        message: 'Расписание\nВт: форты 18:00 UTC + 23:00 UTC\nканал #2204-2197',
      }),
    ).formattedMessage;
    expect(markup).toMatch(/<b>18:00 UTC<\/b><\/color> \+ <color=#[0-9A-F]{6}><b>23:00 UTC<\/b>/u);
    expect(markup).toContain('#2204-2197');
    expect(markup).not.toMatch(/#2204<\/b>/u);
  });

  it('sets prose after a list apart with a blank line, and bullets no pair of orders among sentences', () => {
    const request = FormatRequestSchema.parse({
      message: 'DO NOT\n- hit their flags\n- use speedups\nafter pass falls we push the altar',
    });
    const text = visibleText(formatWithBuiltinEngine(request).formattedMessage);
    expect(text).toContain('• Use speedups\n\nAfter pass falls we push the altar.');
    const notice = mailOf(
      'Lost Kingdom reminder\n\nLK starts sat 00:00 UTC\nregistration is open now\nbring resource packs, u cant gather much there\nmeet at X:540 Y:600 after tp\nany q ask Juno',
    );
    expect(notice.some((line) => line.startsWith('•'))).toBe(false);
  });

  it('titles a welcome by whom it welcomes to, and a game word by its gloss, not by a generic word', () => {
    const welcome = mailOf(
      'bienvenidos a [PUMA] 🐾 muevan la ciudad cerca de X:310 Y:592 y pidan ayuda en el chat',
    );
    expect(welcome[0]).toBe('Bienvenidos a [PUMA]');
    expect(welcome[1]).toMatch(/^Muevan la ciudad cerca de X:310 Y:592/u);
    expect(mailOf('welcome to [LION]! move ur city next to the flag')[0]).toBe('Welcome to [LION]');
    const arabic = mailOf('هلا والله بالأعضاء الجدد 🌹 انقلو مدنكم جنب العلم X:250 Y:410');
    expect(arabic.slice(0, 2)).toEqual([
      'هلا والله بالأعضاء الجدد',
      'انقلو مدنكم جنب العلم X:250 Y:410.',
    ]);
    const gem = mailOf('MTG（宝石消耗活动）明天 UTC 0点开始💎\n攒了宝石的可以冲一下，奖励还行');
    expect(gem[0]).toBe('MTG（宝石消耗活动）');
  });

  it('takes a shouted lead before a colon as the title, though its last word reads like a name', () => {
    const results = mailOf('RESULTADO ARCA: ganamos 1580 a 920 🏆 sois unos cracks!! MVP Luna');
    expect(results[0]).toBe('RESULTADO ARCA');
    expect(results[1]).toMatch(/^Ganamos 1580 a 920\./u);
  });

  it('titles a draft by its header or topic, never a fragment, a plea or a generic word', () => {
    // A plea after the header's dash is the body's first line, not half the title.
    const migration = mailOf(
      'Migration notice — please read carefully\n\nwe move to 2876 on Sunday',
    );
    expect(migration.slice(0, 2)).toEqual(['Migration Notice', 'Please read carefully.']);
    // Who writes is no topic: a letter is titled by whom it is to.
    expect(
      titleOf('Olá [VKG], aqui é o R5 da [ONÇ] K2450. vcs topariam um NAP até o fim do kvk?'),
    ).toBe('Acordo com [VKG]');
    // A generic title gives way to the topic the draft names, in its language.
    expect(
      titleOf(
        'Сегодня 21:00 UTC — ралли по фортам\nсбор у X:734 Y:215\nкто может вести ралли, пишите, дадим пару фортов',
      ),
    ).toBe('Ралли по фортам');
    expect(titleOf('集结！！蛮族城寨5级 X:340 Y:712 马上开，差4个人 快来')).toBe('城寨集结');
    // The event's name reads natively: no Latin "MGE" alone over a Russian mail.
    expect(titleOf('мге на этой неделе — кава. топ-1 Скиф, остальные до 5м')).toBe(
      'МГЕ на этой неделе',
    );
  });

  it('titles a draft with no header by its topic in its own words, never a fragment or a generic word', () => {
    // A game name of a few words with its gloss in brackets.
    expect(
      titleOf('Потерянное Королевство (Lost Kingdom) стартует в чт 20:00 UTC\nнужно 30 человек'),
    ).toBe('Потерянное Королевство (Lost Kingdom)');
    expect(
      titleOf('Sunset Canyon (SC) resets tonight at 00:00 UTC, use all 5 tries\nget the chest'),
    ).toBe('Sunset Canyon (SC)');
    // "Don't forget to open…": what is to be done is the topic, not the plea or its verb.
    expect(titleOf('يا شباب لا تنسون تفتحون هدايا التحالف قبل ما تنتهي، الليلة في باكات')).toBe(
      'هدايا التحالف',
    );
    // A thank-you names what it thanks for, in the player's own word of thanks.
    expect(titleOf('valeu demais pessoal pela arca de ontem!! ganhamos de 1500 a 900')).toBe(
      'Valeu pela arca de ontem',
    );
    // A thank-you closing a rule is no title; the rule's topic is, cut before its order.
    expect(titleOf('小号采集只能在联盟领土里采，别去[DRG]的地盘。资源多的捐一下 谢谢')).toBe(
      '小号采集',
    );
    // What to type after a colon is one sentence with its lead: the title is the thing wanted.
    const titles = mailOf('要头衔的在联盟频道打：头衔 公爵 + 坐标，用完还回来');
    expect(titles[0]).toBe('头衔');
    expect(titles[1]).toBe('要头衔的在联盟频道打：头衔 公爵 + 坐标，用完还回来。');
    // A one-word cry opens the sentence that says what it is about ("ALERT" says nothing).
    expect(titleOf('АТАКА!!! на нашу крепость x:455 y:302 идут 4 ралли от [PKZ], всем щит')).toBe(
      'АТАКА на нашу крепость',
    );
    expect(titleOf('ATAQUE!! a nuestra fortaleza X:100 Y:200 vienen 3 rallies de [KRM]')).toBe(
      'ATAQUE a nuestra fortaleza',
    );
    // Spanish "ya" is a word (now), no chat shorthand: the cry is the header, said once.
    expect(
      mailOf('pongan ESCUDO ya!! la 1765 viene a zerear a todos esta noche').slice(0, 2),
    ).toEqual(['Pongan ESCUDO ya', 'La 1765 viene a zerear a todos esta noche.']);
    expect(titleOf('ALERT!!! 3 big rallies from [DK9] coming at our hive x:771 y:306')).toBe(
      'Rally Alert',
    );
  });

  it('colours a list label as a heading, never a sentence with pauses that leads into it', () => {
    const mail = formatWithBuiltinEngine(
      FormatRequestSchema.parse({
        message:
          'KVK 积分规则\n\n各位，这赛季开始按DKP算贡献，说清楚：\n\n计算方式：\n- T4击杀 1分/个\n- T5击杀 2分/个\n\n达标线（按开战前战力）：\n- 3000万以下：不要求\n- 3000万以上：1500万 DKP',
      }),
    ).formattedMessage;
    expect(mail).not.toMatch(/<color=[^>]+>(?:<b>)?[^<]*说清楚/u);
    expect(mail).toMatch(/<color=[^>]+>(?:<b>)?计算方式：/u);
    expect(mail).toMatch(/<color=[^>]+>(?:<b>)?达标线（按开战前战力）：/u);
  });

  it('takes a bracketed or labelled Chinese header as the title, and the body does not repeat it', () => {
    const mge = mailOf('【MGE 最强执政官 安排】本周：骑兵\n时间：周一 00:00 UTC 开始，共6天');
    expect(mge[0]).toBe('【MGE 最强执政官 安排】');
    expect(mge.join('\n')).toMatch(/本周：骑兵/u);
    expect(mge.slice(1).join('\n')).not.toMatch(/【MGE/u);
    const recruiting = mailOf(
      '【招人】2088王国 [龙] 龙腾联盟 招收活跃玩家\n要求：3000万战力以上，T4满，开T5优先',
    );
    expect(recruiting.slice(0, 2)).toEqual(['【招人】2088王国 [龙] 龙腾联盟', '招收活跃玩家']);
    const results = mailOf(
      '奥西里斯结果：我们赢了！1850 vs 1120。MVP 小熊猫，击杀230万。谢谢大家 🎉',
    );
    expect(results[0]).toBe('奥西里斯结果');
    expect(results.slice(1).join('\n')).not.toMatch(/奥西里斯结果/u);
  });

  it('puts a row of items set apart by "|" one item a line, under its label', () => {
    const lines = mailOf(
      '本周安排：周三 20:00 UTC 赛罗利 | 周六 19:00 UTC 奥西里斯方舟 | 周日 全天城寨集结',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        '• 周三 20:00 UTC 赛罗利',
        '• 周六 19:00 UTC 奥西里斯方舟',
        '• 周日 全天城寨集结',
      ]),
    );
    const prizes = mailOf(
      'Premios del evento\nel primero 500 gemas | el segundo 300 gemas | el tercero 100 gemas',
    );
    expect(prizes).toEqual(expect.arrayContaining(['• El segundo 300 gemas']));
    // Two halves of one line are no row.
    expect(
      mailOf('Semana\nLun | movilización de la alianza, 3 tareas cada uno').join('\n'),
    ).not.toMatch(/•/u);
  });
});

describe('Keep my words: what a demanding officer found', () => {
  it('labels a row of values by its name before "=", never glued to the first item', () => {
    expect(
      mailOf('KvK orders\nDKP = t4 kill x1 | t5 kill x2 | deads x5\nmin 60% of ur goal'),
    ).toEqual(expect.arrayContaining(['DKP:', '• T4 kill x1', '• T5 kill x2', '• Deads x5']));
    // A row of formulas keeps each formula whole.
    expect(mailOf('DKP\nkill t4 = 1 | kill t5 = 2 | morto = 5')).toEqual(
      expect.arrayContaining(['• Kill T4 = 1', '• Kill T5 = 2']),
    );
  });

  it('colours a kingdom in brackets with its brackets, as a tag', () => {
    const mail = formatWithBuiltinEngine(
      FormatRequestSchema.parse({
        message: 'Orders\nnobody touches [K2211] flags, [T0XC] rallies',
      }),
    ).formattedMessage;
    expect(mail).toMatch(/<color=[^>]+><b>\[K2211\]<\/b><\/color>/u);
    expect(mail).toMatch(/<color=[^>]+><b>\[T0XC\]<\/b><\/color>/u);
  });

  it('keeps a sentence shouted in capitals a sentence, not a bold heading', () => {
    const mail = formatWithBuiltinEngine(
      FormatRequestSchema.parse({
        message: 'Расписание\nПн: форты\n\nЗАПИСЬ НА АОО ЗАКРЫВАЕТСЯ В ЧТ 00:00 UTC\n\nВсем удачи',
      }),
    ).formattedMessage;
    expect(mail).not.toMatch(/<b>ЗАПИСЬ/u);
    expect(visibleText(mail)).toContain('ЗАПИСЬ НА АОО ЗАКРЫВАЕТСЯ В ЧТ 00:00 UTC.');
  });

  it('writes a title with one word shouted in Title Case, and keeps a styled header', () => {
    expect(titleOf('RALLY on barb fort lvl 5 X:221 Y:874 in 5 min!! join pls')).toBe(
      'Rally on Barb Fort Level 5',
    );
    expect(titleOf('📢 [NVX] Nova Vortex K2187 is RECRUITING\n- 20M+\n- T5')).toBe(
      '[NVX] Nova Vortex K2187 is RECRUITING',
    );
    expect(titleOf('bienvenidos a [LOBO] chicos\nleed las normas en el Discord')).toBe(
      'Bienvenidos a [LOBO]',
    );
  });

  it('keeps each labelled question and answer on its own line, with a capital, and a header over its plea', () => {
    expect(
      mailOf('PERGUNTAS\n\nP: preciso participar?\nR: SIM. acima de 25M é obrigatorio'),
    ).toEqual(
      expect.arrayContaining(['P: Preciso participar?', 'R: SIM. Acima de 25M é obrigatório.']),
    );
    const faq = mailOf(
      'FAQ about kvk please read before asking in chat\nQ: can farms join? A: no.',
    );
    expect(faq.slice(0, 3)).toEqual([
      'FAQ About KvK',
      'Please read before asking in chat.',
      'Q: Can farms join? A: No.',
    ]);
  });

  it('reads a long Chinese line one sentence a line, a header set apart by an emoji, and says the title once', () => {
    expect(
      mailOf('奥西里斯结果 🏆 我们赢了！1850 vs 1120。MVP 小熊猫，击杀230万。谢谢大家。'),
    ).toEqual([
      '奥西里斯结果',
      '我们赢了！1850 vs 1120。',
      'MVP 小熊猫，击杀230万。',
      '谢谢大家。',
    ]);
    const recruiting = mailOf('[CHN]招人！战力25M+，T5，KvK活跃。我们有方舟队，帮助满。');
    expect(recruiting[0]).toBe('[CHN]招人');
    expect(recruiting.filter((line) => line.includes('招人'))).toHaveLength(1);
    expect(mailOf('联盟近况\n几件事都做完了\n\n下周继续，加油')).toContain('下周继续，加油。');
  });

  it('ends a sentence that closes with a bracket after it, and leaves a bracketed line alone', () => {
    expect(
      mailOf('Changes\nVektor is taking a break (new job, we wish him luck)\nLyssa is R5 now'),
    ).toContain('Vektor is taking a break (new job, we wish him luck).');
    expect(mailOf('Changes\n(read all of it please)\nLyssa is R5 now')).toContain(
      '(Read all of it please)',
    );
  });
});
