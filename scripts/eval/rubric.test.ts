import { describe, expect, it } from 'vitest';
import type { fillTemplate } from '#markup/index.ts';
import type { RubricDraft } from '../../tests/fixtures/drafts.ts';
import { findSeparatedWords, judgeMail, type RuleId } from './rubric.ts';
import { fillWithUnits } from './template-units.ts';

function draftOf(text: string, labels: Partial<RubricDraft> = {}): RubricDraft {
  return { id: 't01', lang: 'en', kind: 'orders', text, ...labels };
}

interface MailOptions {
  mode?: 'format' | 'improve';
  warningCodes?: string[];
  detectedLanguage?: string;
}

/** The verdict of one rule on a mail written as lines (the first is the title). */
function judge(rule: RuleId, draft: RubricDraft, lines: string[], options: MailOptions = {}) {
  const verdicts = judgeMail({
    draft,
    mode: options.mode ?? 'improve',
    markup: lines.join('\n'),
    warningCodes: options.warningCodes ?? [],
    detectedLanguage: options.detectedLanguage ?? draft.lang,
  });
  return verdicts[rule].kind;
}

const RALLY = draftOf(
  'rally on the fort at X:233 Y:871 at 21:00 UTC. everyone join with full marches',
);
const RALLY_MAIL = [
  '<size=32><color=#FFD700><b>Rally on the Fort</b></color></size>',
  'Rally on the fort at X:233 Y:871 at 21:00 UTC.',
  'Everyone join with full marches.',
];

describe('title form', () => {
  it("passes the draft's own header, capitalised", () => {
    const draft = draftOf('mge schedule\nmon: infantry\ntue: cavalry', { title: 'mge schedule' });
    expect(judge('title', draft, ['MGE Schedule', 'Mon: infantry', 'Tue: cavalry'])).toBe('pass');
  });

  it('fails a header turned into another title or into mixed capitals', () => {
    const draft = draftOf('ALLIANCE RULES\nno hitting allies\ndonate daily', {
      title: 'ALLIANCE RULES',
    });
    expect(judge('title', draft, ['Rules Notice', 'No hitting allies', 'Donate daily'])).toBe(
      'fail',
    );
    expect(judge('title', draft, ['Alliance RULES', 'No hitting allies', 'Donate daily'])).toBe(
      'fail',
    );
  });

  it('passes a short Title Case topic', () => {
    expect(judge('title', RALLY, RALLY_MAIL)).toBe('pass');
  });

  it('fails a title framed twice', () => {
    expect(judge('title', RALLY, ['★ ⚠ Rally on the Fort ⚠ ★', ...RALLY_MAIL.slice(1)])).toBe(
      'fail',
    );
    expect(judge('title', RALLY, ['★ Rally on the Fort ★', ...RALLY_MAIL.slice(1)])).toBe('pass');
  });

  it('fails lower case, greetings, text-speak, sentences and list labels', () => {
    const body = RALLY_MAIL.slice(1);
    for (const title of [
      'rally on the fort',
      'Hi All',
      'Hola a todos',
      'U Guys R Ready',
      'Rally Now. Join All',
      'Rally on the Fort at the Pass With Everyone',
      'Rules:',
      'Rally · Join',
      'Everyone',
      'Thanks to All For',
    ]) {
      expect(judge('title', RALLY, [title, ...body]), title).toBe('fail');
    }
    const list = draftOf('rules:\n1. no hits\n2. donate', {});
    expect(judge('title', list, ['Rules', '1. No hits', '2. Donate'])).toBe('fail');
  });

  it('asks a capital of languages with capitals only', () => {
    const spanish = draftOf('reunión el sábado a las 18:00 UTC', { lang: 'es' });
    expect(judge('title', spanish, ['Reunión del consejo', 'Reunión el sábado.'])).toBe('pass');
    expect(judge('title', spanish, ['reunión del consejo', 'Reunión el sábado.'])).toBe('fail');
    const chinese = draftOf('联盟规则 每天捐科技', { lang: 'zh-CN' });
    expect(judge('title', chinese, ['联盟规则', '每天捐科技'])).toBe('pass');
    expect(judge('title', chinese, ['每天捐科技。', '联盟规则'])).toBe('fail');
  });
});

describe('punctuation and spacing', () => {
  it('passes tidy lines, an ellipsis and Spanish opening marks', () => {
    const lines = ['Rally Now', 'Join the rally ... now.', '¿Listos? ¡Vamos!'];
    expect(judge('punctuation', RALLY, lines)).toBe('pass');
  });

  it('fails doubled commas, spaces before marks, runs of marks and double spaces', () => {
    for (const line of ['Join now,, all', 'Join now .', 'Join now !!', 'Join  now', 'Join now ?']) {
      expect(judge('punctuation', RALLY, ['Rally Now', line]), line).toBe('fail');
    }
  });

  it("knows Arabic's and Chinese's own marks", () => {
    const arabic = draftOf('سجلوا الآن', { lang: 'ar' });
    expect(judge('punctuation', arabic, ['تذكير', 'سجلوا الآن، شكرا'])).toBe('pass');
    expect(judge('punctuation', arabic, ['تذكير', 'سجلوا الآن ،، شكرا'])).toBe('fail');
    const chinese = draftOf('报名', { lang: 'zh-CN' });
    expect(judge('punctuation', chinese, ['提醒', '明天截止，在聊天报名。'])).toBe('pass');
    expect(judge('punctuation', chinese, ['提醒', '在聊天报名 。'])).toBe('fail');
    expect(judge('punctuation', chinese, ['提醒', '打我们的农场!所有在线的开盾,R4集结'])).toBe(
      'fail',
    );
    expect(judge('punctuation', chinese, ['提醒', '拿了2.2B击杀点，12:00截止。'])).toBe('pass');
    expect(judge('punctuation', arabic, ['تذكير', 'سجلوا الآن, شكرا'])).toBe('fail');
  });

  it('fails a symbol glued to a word', () => {
    expect(judge('punctuation', RALLY, ['⚠Rally Now⚠', 'Join.'])).toBe('fail');
    expect(judge('punctuation', RALLY, ['⚠ Rally Now ⚠', 'Join.'])).toBe('pass');
  });
});

describe('sentence starts', () => {
  it('passes capitalised lines, bullets, numbers and coordinates', () => {
    const lines = [
      'Rally',
      '• Join now. Bring troops',
      '1. Rally at 9 p.m. today',
      'x:300 y:410 is the fort',
    ];
    expect(judge('sentence-case', RALLY, lines)).toBe('pass');
  });

  it('fails a line or a sentence that starts in lower case', () => {
    expect(judge('sentence-case', RALLY, ['Rally', '• join now'])).toBe('fail');
    expect(judge('sentence-case', RALLY, ['Rally', 'Join now. bring troops'])).toBe('fail');
    // A player's name with inner capitals is written as its player does.
    expect(judge('sentence-case', RALLY, ['Rally', '3. xXLunaXx 171k'])).toBe('pass');
  });

  it("fails an answer that starts in lower case after its label, as the question's does not", () => {
    const faq = draftOf('Q: where do I farm?\nA: zone 1');
    expect(judge('sentence-case', faq, ['FAQ', 'Q: Where do I farm?', 'A: Zone 1.'])).toBe('pass');
    expect(judge('sentence-case', faq, ['FAQ', 'Q: Where do I farm?', 'A: zone 1.'])).toBe('fail');
  });

  it('does not apply to languages without capitals', () => {
    const arabic = draftOf('سجلوا الآن', { lang: 'ar' });
    expect(judge('sentence-case', arabic, ['تذكير', 'سجلوا الآن'])).toBe('n/a');
  });
});

describe('invented lines', () => {
  it('passes one opening, one closing and a signature', () => {
    const lines = [
      RALLY_MAIL[0]!,
      'Attention, governors.',
      ...RALLY_MAIL.slice(1),
      'Be ready.',
      '— Leadership',
    ];
    expect(judge('invented', RALLY, lines)).toBe('pass');
  });

  it('fails two openings, two closings or a line inside the body', () => {
    const [title, first, second] = RALLY_MAIL as [string, string, string];
    expect(
      judge('invented', RALLY, [title, 'Attention!', 'Hear me, warriors!', first, second]),
    ).toBe('fail');
    expect(
      judge('invented', RALLY, [title, first, second, 'Read it. Follow it.', 'Glory awaits!']),
    ).toBe('fail');
    expect(judge('invented', RALLY, [title, first, 'Glory awaits the bold!', second])).toBe('fail');
  });

  it('fails a decree on a thank-you mail and English in a Spanish mail', () => {
    const thanks = draftOf('gracias a todos por la KvK', { kind: 'thanks', lang: 'es' });
    expect(
      judge('invented', thanks, [
        'Gracias',
        'Gracias a todos por la KvK.',
        'Well done, thank you for everything.',
      ]),
    ).toBe('fail');
    const english = draftOf('thanks everyone for the kvk', { kind: 'thanks' });
    expect(
      judge('invented', english, ['Thanks', 'Thanks everyone for the KvK.', 'No exceptions.']),
    ).toBe('fail');
  });

  it('fails decoration around a body of one line', () => {
    const draft = draftOf('join the rally now');
    expect(judge('invented', draft, ['Rally', '━━━━━━━━', 'Join the rally now.'])).toBe('fail');
    expect(judge('invented', draft, ['Rally', '', 'Join the rally now.'])).toBe('pass');
  });
});

describe('game terms kept', () => {
  it('passes when every term is there, in any case or number', () => {
    const draft = draftOf('join rallies when online, save speedups for kvk');
    expect(
      judge('game-terms', draft, ['KvK', 'Join the rally when online. Save speed-ups for KvK.']),
    ).toBe('pass');
  });

  it('fails a swapped term', () => {
    const draft = draftOf('join rallies when online');
    expect(judge('game-terms', draft, ['Rally', 'Join rallies when at your post.'])).toBe('fail');
  });
});

describe('closings', () => {
  const own = draftOf('no hits on allies\ndonate daily\nty all, R5', { closing: 'ty all, R5' });

  it("passes the player's closing as the last line", () => {
    const lines = ['Rules', 'No hits on allies', 'Donate daily', 'Thank you all, R5'];
    expect(judge('own-closing', own, lines)).toBe('pass');
    expect(judge('one-closing', own, lines)).toBe('pass');
  });

  it("fails the player's closing as a bullet, or followed by the engine's", () => {
    expect(
      judge('own-closing', own, ['Rules', '• No hits on allies', '• Donate daily', '• Ty all, R5']),
    ).toBe('fail');
    const followed = ['Rules', 'No hits on allies', 'Donate daily', 'Ty all, R5', '— Leadership'];
    expect(judge('own-closing', own, followed)).toBe('fail');
    expect(judge('one-closing', own, followed)).toBe('fail');
  });

  it('fails two closing lines of the engine', () => {
    expect(judge('one-closing', RALLY, [...RALLY_MAIL, 'Thanks!', 'No exceptions!'])).toBe('fail');
    expect(judge('one-closing', RALLY, [...RALLY_MAIL, 'Thanks!', '— Leadership'])).toBe('pass');
  });
});

describe('list markers', () => {
  const numbered = draftOf('rules:\n1. no hits\n2. donate daily\n3. be online');

  it('passes the same numbers in order', () => {
    expect(
      judge('list-markers', numbered, ['Rules', '1. No hits', '2) Donate daily', '3. Be online']),
    ).toBe('pass');
  });

  it("fails lost numbers, '• 1.' and '1!' forms and mixed bullets", () => {
    expect(
      judge('list-markers', numbered, ['Rules', '• No hits', '• Donate daily', '• Be online']),
    ).toBe('fail');
    expect(
      judge('list-markers', numbered, ['Rules', '• 1. No hits', '• 2. Donate', '• 3. Be online']),
    ).toBe('fail');
    expect(
      judge('list-markers', numbered, ['Rules', '1! No hits', '2! Donate', '3! Be online']),
    ).toBe('fail');
    const dashed = draftOf('- no hits\n- donate\n- be online\n- help');
    expect(
      judge('list-markers', dashed, ['Rules', '• No hits', '- Donate', '• Be online', '• Help']),
    ).toBe('fail');
  });
});

describe("'!' on few lines", () => {
  it('passes one line in three', () => {
    expect(
      judge('exclamations', RALLY, ['Rally', 'Join now!', 'Bring troops.', 'Be online.']),
    ).toBe('pass');
  });

  it('fails every line shouted when the draft was calm', () => {
    expect(
      judge('exclamations', RALLY, ['Rally', 'Join now!', 'Bring troops!', 'Be online!']),
    ).toBe('fail');
  });
});

describe('no added capitals', () => {
  it("passes the draft's own capitals and game acronyms", () => {
    const draft = draftOf('do NOT send t1 troops in kvk');
    expect(judge('capitals', draft, ['Orders', 'Do NOT send T1 troops in KVK, UTC time.'])).toBe(
      'pass',
    );
  });

  it('fails a word the engine put in capitals', () => {
    const draft = draftOf('donate tech every day');
    expect(judge('capitals', draft, ['Orders', 'DONATE tech every day.'])).toBe('fail');
  });
});

describe('fillers dropped', () => {
  const draft = draftOf('Hi all just a reminder that you stay under like 500k points');

  it('passes a rewrite without them, and does not judge format mode', () => {
    // "like 500k" is a hedge, not a filler: it stays.
    expect(judge('fillers', draft, ['Points', 'Stay under like 500k points.'])).toBe('pass');
    const kept = ['Points', 'Hi all just a reminder that you stay under like 500k points'];
    expect(judge('fillers', draft, kept, { mode: 'format' })).toBe('n/a');
  });

  it('fails a rewrite that keeps one', () => {
    expect(judge('fillers', draft, ['Points', 'Just a reminder that you stay under 500k.'])).toBe(
      'fail',
    );
  });
});

describe('language detected', () => {
  it("passes the draft's language, by code or as not English", () => {
    const spanish = draftOf('hola a todos', { lang: 'es' });
    expect(judge('language', spanish, ['Hola'], { detectedLanguage: 'es' })).toBe('pass');
    expect(judge('language', spanish, ['Hola'], { detectedLanguage: 'not-en' })).toBe('pass');
    const chinese = draftOf('提醒', { lang: 'zh-CN' });
    expect(judge('language', chinese, ['提醒'], { detectedLanguage: 'zh' })).toBe('pass');
  });

  it('fails an English draft read as foreign', () => {
    const names = draftOf('Caesar Brutus Nero to K1234 now');
    expect(judge('language', names, ['Move'], { detectedLanguage: 'not-en' })).toBe('fail');
    expect(judge('language', names, ['Move'], { warningCodes: ['rewrite-limited'] })).toBe('pass');
  });
});

describe('symbols', () => {
  it('passes the symbols the game shows', () => {
    expect(judge('symbols', RALLY, ['★ Rally ★', '═════ ⚔ ═════', 'Join ➤ now.'])).toBe('pass');
  });

  it('fails colour emoji', () => {
    expect(judge('symbols', RALLY, ['Rally 🚨', 'Join now.'])).toBe('fail');
  });

  it("fails a symbol added that the picker does not offer, but keeps the player's own", () => {
    expect(judge('symbols', RALLY, ['☢ Rally ☢', 'Join now.'])).toBe('fail');
    const own = draftOf('build ⚒ day 2 research');
    expect(judge('symbols', own, ['Plan', 'Build ⚒ day 2 research'])).toBe('pass');
  });
});

describe('emoji separators', () => {
  const draft = draftOf('build 🔨 day 2 research 📌 day 3 troops');

  it('finds the words a symbol keeps apart', () => {
    expect(findSeparatedWords(draft.text)).toEqual([
      ['build', 'day'],
      ['research', 'day'],
    ]);
  });

  it('passes words kept apart by a break, a dot or the symbol', () => {
    expect(judge('separators', draft, ['Plan', 'Build', 'Day 2 research · day 3 troops'])).toBe(
      'pass',
    );
    expect(judge('separators', draft, ['Plan', 'Build ⚒ day 2 research ⚒ day 3 troops'])).toBe(
      'pass',
    );
  });

  it('fails words run together', () => {
    expect(judge('separators', draft, ['Plan', 'Build day 2 research day 3 troops'])).toBe('fail');
  });
});

describe('template units', () => {
  const template = {
    id: 'war',
    name: 'War',
    category: 'Strategy' as const,
    description: 'War',
    content: 'Kingdom {kingdom} attacks at <b>{time}</b> UTC. Rally {leader}.',
  };

  it('fills each placeholder next to a unit or label with a value that holds it', () => {
    const fills = fillWithUnits(template);
    expect(fills.map((fill) => fill.value)).toEqual(['Kingdom 1234', '1234 UTC']);
  });

  it('reports a doubled unit, and none when the filling leaves it out', () => {
    const plainFill: typeof fillTemplate = (content, values) => ({
      text: content.replace(/\{(\w+)\}/gu, (_, name: string) => values[name] ?? ''),
      missing: [],
    });
    expect(fillWithUnits(template, plainFill).every((fill) => fill.isDoubled)).toBe(true);
    const carefulFill: typeof fillTemplate = (content, values) => ({
      text: plainFill(content, values)
        .text.replace(/<[^>]*>/gu, '')
        .replace(/\b(\w+) \1\b/gu, '$1'),
      missing: [],
    });
    expect(fillWithUnits(template, carefulFill).some((fill) => fill.isDoubled)).toBe(false);
  });

  it('tries nothing where no unit or label stands beside a placeholder', () => {
    const safe = { ...template, content: 'Kingdom: {kingdom}. Time: {time}.' };
    expect(fillWithUnits(safe)).toEqual([]);
  });
});

describe("the blind reader's defects", () => {
  it('fails a header said again in the body, as a bullet or not', () => {
    const draft = draftOf('GARRISON CALL\nneed garrison NOW', { title: 'GARRISON CALL' });
    expect(judge('header-kept', draft, ['GARRISON CALL', 'Need garrison NOW.'])).toBe('pass');
    expect(
      judge('header-kept', draft, ['War Alert', '• GARRISON CALL', 'Need garrison NOW.']),
    ).toBe('fail');
  });

  it('fails a header title whose text-speak is spelled out only when the words differ', () => {
    const draft = draftOf('RULES - READ PLS\n1. help\n2. donate', { title: 'RULES - READ PLS' });
    expect(judge('title', draft, ['RULES - READ PLEASE', '1. Help', '2. Donate'])).toBe('pass');
    expect(judge('title', draft, ['Alliance Rules', '1. Help', '2. Donate'])).toBe('fail');
  });

  it('fails a title cut before its time, a greeting fragment and a generic title', () => {
    const wheel = draftOf('wheel of fortune tomorrow UTC 00:00 opens, spend gems');
    expect(judge('title', wheel, ['Wheel of Fortune Tomorrow UTC', 'Spend gems.'])).toBe('fail');
    expect(judge('title', wheel, ['Wheel of Fortune', 'Spend gems.'])).toBe('pass');
    const greeting = draftOf('galera, aviso importante: o Lobão é o novo R5', { lang: 'pt-BR' });
    expect(judge('title', greeting, ['Galera, aviso importante', 'O Lobão é o novo R5.'])).toBe(
      'fail',
    );
    const ziggurat = draftOf('we go for the ziggurat saturday at 13 utc');
    expect(judge('title-topic', ziggurat, ['Alliance Orders', 'We go.'])).toBe('fail');
    expect(judge('title-topic', ziggurat, ['Ziggurat Saturday', 'We go.'])).toBe('pass');
  });

  it('fails a greeting made a bullet, a lost or bulleted list label, a closing remark in the list', () => {
    const draft = draftOf('galera,\nfew things:\n- shields up\n- donate\nthats all', {
      lang: 'pt-BR',
    });
    const good = ['Few Things', 'Galera,', 'Few things:', '• Shields up', '• Donate', 'Thats all.'];
    expect(judge('list-shape', draft, good)).toBe('pass');
    expect(judge('list-shape', draft, ['T', '• Galera,', ...good.slice(2)])).toBe('fail');
    expect(
      judge('list-shape', draft, ['T', 'Galera,', '• Shields up', '• Donate', 'Thats all.']),
    ).toBe('fail');
    expect(judge('list-shape', draft, ['T', 'Galera,', '• Few things:', ...good.slice(3)])).toBe(
      'fail',
    );
    expect(judge('list-shape', draft, [...good.slice(0, 5), '• Thats all'])).toBe('fail');
  });

  it('fails a day range split into an empty day and a line cut mid-phrase', () => {
    const draft = draftOf('Wed/Thu - hold the pass\nFri - altar');
    expect(judge('list-shape', draft, ['Plan', '• Wed/Thu: hold the pass', '• Fri: altar'])).toBe(
      'pass',
    );
    expect(
      judge('list-shape', draft, ['Plan', '• Wed', '• Thu: hold the pass', '• Fri: altar']),
    ).toBe('fail');
    const cut = draftOf('inscripciones hasta el jueves 23:59', { lang: 'es' });
    expect(judge('list-shape', cut, ['Arca', '• Inscripciones hasta el', '• Jueves: 23:59'])).toBe(
      'fail',
    );
  });

  it('fails two list markers and a sentence made a bold heading', () => {
    const draft = draftOf('NORMAS\n1- ayudar siempre\n2- donar', { lang: 'es' });
    expect(judge('markers', draft, ['NORMAS', '1- Ayudar siempre', '2- Donar'])).toBe('pass');
    expect(judge('markers', draft, ['NORMAS', '• 1- ayudar siempre', '• 2- donar'])).toBe('fail');
    expect(judge('markers', draft, ['NORMAS', '• ١- ساعد', '• ٢- تبرع'])).toBe('fail');
    const plan = draftOf('UTC 13:00 全体集合，六级关卡我们已经拿下', { lang: 'zh-CN' });
    expect(
      judge('markers', plan, ['安排', '<b>UTC 13:00 全体集合，六级关卡我们已经拿下</b>']),
    ).toBe('fail');
    expect(judge('markers', plan, ['安排', '<b>计划：</b>', '全体集合。'])).toBe('pass');
  });

  it("fails a row's name glued to its first item, and a bracket outside its tag's colour", () => {
    const draft = draftOf('DKP = t4 kill x1 | t5 kill x2 | deads x5');
    expect(
      judge('markers', draft, ['O', 'DKP:', '• T4 kill x1', '• T5 kill x2', '• Deads x5']),
    ).toBe('pass');
    expect(judge('markers', draft, ['O', '• DKP = T4 kill x1', '• T5 kill x2', '• Deads x5'])).toBe(
      'fail',
    );
    const flags = draftOf('nobody touches [K2211] flags');
    const colour = (text: string) => `<color=#6A1B9A><b>${text}</b></color>`;
    expect(judge('markers', flags, ['O', `Nobody touches ${colour('[K2211]')} flags.`])).toBe(
      'pass',
    );
    expect(judge('markers', flags, ['O', `Nobody touches [${colour('K2211')}] flags.`])).toBe(
      'fail',
    );
  });

  it("fails a stray '·' and a bracket left open where a laugh went", () => {
    const draft = draftOf('we won 🏆 special thx to Dorn\nfarm rules (for the 100th time lol)');
    expect(
      judge('leftovers', draft, ['Won', 'We won. Special thanks to Dorn.', 'Farm rules.']),
    ).toBe('pass');
    expect(judge('leftovers', draft, ['Won', 'We won · special thanks to Dorn.'])).toBe('fail');
    expect(judge('leftovers', draft, ['Won', 'Farm rules (for the 100th time )'])).toBe('fail');
    expect(judge('leftovers', draft, ['Won', 'Farm rules (for the 100th time'])).toBe('fail');
  });

  it("fails 'your' for you're and text-speak left, in English and Portuguese", () => {
    const draft = draftOf('migrating? we help if ur a good fit. do ur 2 missions');
    expect(
      judge('spelling', draft, ['T', "We help if you're a good fit.", 'Do your 2 missions.']),
    ).toBe('pass');
    expect(judge('spelling', draft, ['T', 'We help if your a good fit.'])).toBe('fail');
    expect(judge('spelling', draft, ['T', 'We help if ur a good fit.'])).toBe('fail');
    const pt = draftOf('se vcs forem gastar gema', { lang: 'pt-BR' });
    expect(judge('spelling', pt, ['T', 'Se vcs forem gastar gema.'])).toBe('fail');
    expect(judge('spelling', pt, ['T', 'Se vocês forem gastar gema.'])).toBe('pass');
  });

  it('fails a game name in lower case, not one in capitals', () => {
    const draft = draftOf('lohar trial tmrw, ask on discord');
    expect(judge('game-names', draft, ['Lohar', 'Lohar trial tomorrow, ask on Discord.'])).toBe(
      'pass',
    );
    expect(judge('game-names', draft, ['LOHAR', 'LOHAR trial tomorrow.'])).toBe('pass');
    expect(judge('game-names', draft, ['Lohar', 'lohar trial tomorrow.'])).toBe('fail');
    const ru = draftOf('мге на неделе', { lang: 'ru' });
    expect(judge('game-names', ru, ['МГЕ', 'Мге на неделе.'])).toBe('fail');
  });

  it('fails a prose sentence without its end mark and a list ending two ways', () => {
    const draft = draftOf('join with full marches thx\n- a b c d\n- e f g h');
    expect(judge('sentence-ends', draft, ['T', 'Join with full marches, thanks.'])).toBe('pass');
    expect(judge('sentence-ends', draft, ['T', 'Join with full marches thanks'])).toBe('fail');
    expect(judge('sentence-ends', draft, ['T', '• A b c d.', '• E f g h'])).toBe('fail');
    expect(judge('sentence-ends', draft, ['T', '• A b c d', '• E f g h'])).toBe('pass');
  });

  it('passes a signature without its full stop: a short line that ends with the rank', () => {
    const draft = draftOf('join with full marches thx\nAurelio, R5 [NOVA]');
    for (const signed of ['Aurelio, R5 [NOVA]', 'Thanks — Oyelaran R4', 'Всем удачи, Катя Р4'])
      expect(judge('sentence-ends', draft, ['T', 'Join now.', signed, 'Ok.']), signed).toBe('pass');
    const long = 'Please all of you send the rally to R4';
    expect(judge('sentence-ends', draft, ['T', 'Join now.', long, 'Ok.'])).toBe('fail');
  });

  it('fails a hedge dropped, in any language, and an invented signer', () => {
    const draft = draftOf('need like 10 joiners, save at least 20 days');
    expect(
      judge('hedges-signer', draft, ['T', 'Need like 10 joiners, save at least 20 days.']),
    ).toBe('pass');
    expect(judge('hedges-signer', draft, ['T', 'Need 10 joiners, save at least 20 days.'])).toBe(
      'fail',
    );
    const pt = draftOf('gastar pelo menos uns 20k gemas', { lang: 'pt-BR' });
    expect(judge('hedges-signer', pt, ['T', 'Gastar 20k gemas.'])).toBe('fail');
    const max = draftOf('max 3 marchas por pessoa', { lang: 'pt-BR' });
    expect(judge('hedges-signer', max, ['T', 'Máx. 3 marchas por pessoa.'])).toBe('pass');
    expect(judge('meaning', max, ['T', 'Máx. 3 marchas por pessoa.'])).toBe('pass');
    expect(judge('hedges-signer', max, ['T', '3 marchas por pessoa.'])).toBe('fail');
    expect(
      judge('hedges-signer', draft, [
        'T',
        'Need like 10 joiners, at least 20 days.',
        '- The Council',
      ]),
    ).toBe('fail');
    expect(
      judge('hedges-signer', draft, [
        'T',
        'Need like 10 joiners, at least 20 days.',
        'With respect,',
      ]),
    ).toBe('fail');
  });
});

describe('titles and structure a blind reader marked down', () => {
  it('fails a greeting word or a piece of the greeting as the title', () => {
    const orders = draftOf('hey [WLF] fam\n\nkvk orders for tomorrow, read ALL of it pls');
    expect(judge('title', orders, ['Fam', 'KvK orders for tomorrow.'])).toBe('fail');
    expect(judge('title', orders, ['KvK Orders for Tomorrow', 'KvK orders.'])).toBe('pass');
    const arabic = draftOf('السلام عليكم ورحمة الله\n\nتغييرات في القيادة:\n- ابو فهد صار R4', {
      lang: 'ar',
    });
    expect(judge('title', arabic, ['ورحمة الله', 'ابو فهد صار R4'])).toBe('fail');
    expect(judge('title', arabic, ['تغييرات في القيادة', 'ابو فهد صار R4'])).toBe('pass');
    const portuguese = draftOf('Pessoal\n\nvamos mudar a aliança de lugar amanhã', {
      lang: 'pt-BR',
    });
    expect(judge('title', portuguese, ['Pessoal', 'Vamos mudar.'])).toBe('fail');
  });

  it("fails a roundup's name over the player's topic label, and orders over a Q&A", () => {
    const label = draftOf('orden kvk hoy:\n- paso 5 abre 12:00 UTC\n- rallys solo Ramiro', {
      lang: 'es',
    });
    expect(judge('title-topic', label, ['Novedades de la alianza', '• Paso 5'])).toBe('fail');
    expect(judge('title-topic', label, ['Orden KvK hoy', '• Paso 5'])).toBe('pass');
    const roundup = draftOf('few things:\n- shields\n- donate tech');
    expect(judge('title-topic', roundup, ['Alliance News', '• Shields'])).toBe('pass');
    const qa = draftOf('answering chat\nQ: when is kvk? A: soon\nQ: who leads? A: Ana');
    expect(judge('title-topic', qa, ['KvK Orders', 'Q: when is KvK?'])).toBe('fail');
    expect(judge('title-topic', qa, ['Questions and Answers', 'Q: when is KvK?'])).toBe('pass');
  });

  it('fails a divider between every paragraph, and one between a label and its list', () => {
    const draft = draftOf('orders\n\none\n\ntwo\n\nthree\n\nfour\n\nfive');
    const divided = ['Orders', '━━━━', 'One.', '━━━━', 'Two.', '━━━━', 'Three.', '━━━━', 'Four.'];
    expect(judge('structure', draft, [...divided, '━━━━', 'Five.'])).toBe('fail');
    expect(judge('structure', draft, ['Orders', '━━━━', 'One.', '', 'Two.', '', 'Three.'])).toBe(
      'pass',
    );
    const labelled = draftOf('hi\n\nbefore kvk we agree on:\n\n1- NAP\n2- no farm hits');
    const cut = ['Hi', 'Before KvK we agree on:', '━━━━', '1. NAP', '2. No farm hits'];
    expect(judge('list-shape', labelled, cut)).toBe('fail');
    expect(
      judge(
        'list-shape',
        labelled,
        cut.filter((line) => line !== '━━━━'),
      ),
    ).toBe('pass');
  });

  it("fails a bullet before the player's numbering, and a rank range read as a number", () => {
    const chinese = draftOf('今天几件事：\n1）蛮族堡垒\n2）科技', { lang: 'zh-CN' });
    expect(
      judge('markers', chinese, ['联盟近况', '今天几件事：', '• 1）蛮族堡垒', '• 2）科技']),
    ).toBe('fail');
    expect(judge('markers', chinese, ['联盟近况', '今天几件事：', '1）蛮族堡垒', '2）科技'])).toBe(
      'pass',
    );
    const ranks = draftOf('MGE 骑兵周\n第1名 留给 小白\n2-3名 周四报名\n4-10名 自由', {
      lang: 'zh-CN',
    });
    const mail = ['MGE 骑兵周', '• 第1名 留给 小白', '• 2-3名 周四报名', '• 4-10名 自由'];
    expect(judge('list-shape', ranks, mail)).toBe('pass');
    expect(judge('list-shape', ranks, [...mail.slice(0, 2), '2. 3名 周四报名', mail[3]!])).toBe(
      'fail',
    );
  });
});

describe('tidy in every language, meaning kept', () => {
  it("fails it's and let's without their apostrophe, and text-speak outside quotes only", () => {
    const draft = draftOf('not in chat its too fast\nlets go\ntype "title pls" in chat');
    expect(judge('tidy', draft, ['T', "Not in chat, it's too fast.", "Let's go."])).toBe('pass');
    expect(judge('tidy', draft, ['T', 'Not in chat, its too fast.'])).toBe('fail');
    expect(judge('tidy', draft, ['T', 'Lets go.'])).toBe('fail');
    expect(judge('spelling', draft, ['T', 'Type "title pls" in chat.'])).toBe('pass');
  });

  it('fails a word stretched in chat, not a name made of a stretch', () => {
    const draft = draftOf('hit the rallies nowww\nbuilders: jaxxx and Bo');
    expect(judge('tidy', draft, ['T', 'Hit the rallies now.', 'Builders: jaxxx and Bo.'])).toBe(
      'pass',
    );
    expect(judge('tidy', draft, ['T', 'Hit the rallies nowww.'])).toBe('fail');
  });

  it('fails a label without its colon, not a sentence that starts like one', () => {
    const draft = draftOf('rank 1 goes to Khan\nstep 2 take the altar');
    expect(judge('tidy', draft, ['T', 'Rank 1 goes to Khan, ranks 2-5 for the council.'])).toBe(
      'pass',
    );
    expect(judge('tidy', draft, ['T', 'Step 2 take the altar.'])).toBe('fail');
  });

  it('fails two sentences run together with no mark between them', () => {
    const draft = draftOf('registration is open now please sign up\nok listen up');
    expect(judge('tidy', draft, ['T', 'Registration is open now. Please sign up.'])).toBe('pass');
    expect(judge('tidy', draft, ['T', 'If you agree, please reply.', 'Ok, listen up.'])).toBe(
      'pass',
    );
    expect(judge('tidy', draft, ['T', 'Registration is open now please sign up.'])).toBe('fail');
    expect(judge('tidy', draft, ['T', "Message me first don't just show up."])).toBe('fail');
    expect(judge('tidy', draft, ['T', 'Ok listen up.'])).toBe('fail');
  });

  it('fails a quote changed, and takes a tidied apostrophe or accent as the draft’s own words', () => {
    const draft = draftOf('type "title pls" in chat\nlets go');
    expect(judge('meaning', draft, ['T', 'Type "title pls" in chat.', "Let's go."])).toBe('pass');
    expect(judge('meaning', draft, ['T', 'Type "title please" in chat.'])).toBe('fail');
    expect(judge('invented', draft, ['T', 'Type "title pls" in chat.', "Let's go."])).toBe('pass');
    const pt = draftOf(
      'O que a gente oferece:\n- ajuda\n\no que NAO toleramos:\n- bater em farm\n- sumir na KvK\n\nbora',
      {
        lang: 'pt-BR',
      },
    );
    const mail = [
      'T',
      'O que a gente oferece:',
      '• Ajuda',
      'O que NÃO toleramos:',
      '• Bater em farm',
      '• Sumir na KvK',
      'Bora.',
    ];
    expect(judge('list-shape', pt, mail)).toBe('pass');
    expect(
      judge(
        'list-shape',
        pt,
        mail.filter((line) => !line.startsWith('O que NÃO')),
      ),
    ).toBe('fail');
  });

  it('fails game names left in lower case beside Chinese or in Cyrillic, and KvK switched to Latin', () => {
    const zh = draftOf('kvk结束后大概3天，看discord', { lang: 'zh-CN' });
    expect(judge('game-names', zh, ['T', 'KvK结束后大概3天，看Discord。'])).toBe('pass');
    expect(judge('game-names', zh, ['T', 'kvk结束后大概3天，看discord。'])).toBe('fail');
    const ru = draftOf('кд топ3, во время квк сидим дома, спроси в #квк-чат', { lang: 'ru' });
    expect(judge('game-names', ru, ['T', 'КД топ3, во время КвК сидим дома, в #квк-чат.'])).toBe(
      'pass',
    );
    expect(judge('game-names', ru, ['T', 'кд топ3, во время КвК сидим дома.'])).toBe('fail');
    expect(judge('game-names', ru, ['T', 'КД топ3, во время KvK сидим дома.'])).toBe('fail');
    const es = draftOf('orden en #ordenes-kvk', { lang: 'es' });
    expect(judge('game-names', es, ['T', 'La orden en #ordenes-kvk.'])).toBe('pass');
  });

  it('fails a half-width full stop after a Chinese bracket', () => {
    const zh = draftOf('时间：UTC 19:00 开始（北京时间凌晨3点）', { lang: 'zh-CN' });
    expect(judge('punctuation', zh, ['T', '时间：UTC 19:00 开始（北京时间凌晨3点）。'])).toBe(
      'pass',
    );
    expect(judge('punctuation', zh, ['T', '时间：UTC 19:00 开始（北京时间凌晨3点）.'])).toBe(
      'fail',
    );
  });

  it('fails an ustedes line added to a vosotros mail', () => {
    const es = draftOf('Dudas? Preguntad en #migracion, os respondemos', { lang: 'es' });
    const body = 'Dudas? Preguntad en #migracion, os respondemos.';
    expect(
      judge('invented', es, ['T', body, '¿Algo no está claro? Preguntad antes de actuar.']),
    ).toBe('pass');
    expect(
      judge('invented', es, ['T', body, '¿Algo no está claro? Pregunten antes de actuar.']),
    ).toBe('fail');
  });
});
