import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  countChars,
  READABLE_CONTRAST,
  validate,
  visibleText,
} from '#markup/index.ts';
import {
  BOARD_TITLE_COLOR,
  DEFAULT_TITLE_COLOR,
  LIMITS,
  MAIL_LOOK,
  REWRITE_STYLES,
  type RewriteStyle,
  TONES,
  type Tone,
} from '#shared/constants.ts';
import { type FormatRequest, FormatRequestSchema } from '#shared/schemas/format.ts';
import { SAMPLE_DRAFTS } from '../../tests/fixtures/drafts.ts';
import { createBuiltinEngine, formatWithBuiltinEngine, prepareDraft } from './builtin-engine.ts';
import { extractFacts, findMissingFacts } from './facts.ts';
import { TONE_LINES } from './tone-lines.ts';
import { FACT_COLORS, TONE_STYLES } from './tones.ts';

const DRAFTS = SAMPLE_DRAFTS;

const ENGLISH_DRAFTS = DRAFTS.filter((draft) => draft.lang === 'en');

const SETTINGS: { mode: 'format' | 'improve'; rewriteStyle?: RewriteStyle }[] = [
  { mode: 'format' },
  ...REWRITE_STYLES.map((rewriteStyle) => ({ mode: 'improve' as const, rewriteStyle })),
];

function request(message: string, overrides: Partial<FormatRequest> = {}): FormatRequest {
  return FormatRequestSchema.parse({ message, ...overrides });
}

function hasErrors(markup: string): boolean {
  return validate(markup).some((issue) => issue.severity === 'error');
}

function shown(markup: string): string {
  return visibleText(markup).replace(/\s+/g, ' ').trim();
}

describe('built-in engine: hard rules over the sample drafts', () => {
  for (const setting of SETTINGS) {
    const label = setting.rewriteStyle ? `improve/${setting.rewriteStyle}` : 'format';
    it(`${label}: every tone gives valid mail within 2000 characters, without <u>, keeping every fact`, () => {
      for (const draft of DRAFTS) {
        const facts = extractFacts(prepareDraft(draft.text).text);
        for (const tone of TONES) {
          const result = formatWithBuiltinEngine(request(draft.text, { ...setting, tone }));
          const where = `${draft.id} ${label} ${tone}`;
          expect(hasErrors(result.formattedMessage), where).toBe(false);
          expect(result.characterCount, where).toBe(countChars(result.formattedMessage));
          expect(result.characterCount, where).toBeLessThanOrEqual(LIMITS.mailChars);
          expect(result.formattedMessage, where).not.toMatch(/<\/?u>/i);
          expect(findMissingFacts(facts, visibleText(result.formattedMessage)), where).toEqual([]);
          expect(result.engine).toBe('built-in');
        }
      }
    });

    it(`${label}: the same request always gives the same mail`, async () => {
      for (const draft of DRAFTS) {
        for (const tone of TONES) {
          const input = request(draft.text, { ...setting, tone });
          const first = formatWithBuiltinEngine(input);
          const second = await createBuiltinEngine().format(structuredClone(input));
          expect(second).toEqual(first);
        }
      }
    });

    it(`${label}: the six tones give six different mails for every draft`, () => {
      for (const draft of DRAFTS) {
        const mails = TONES.map(
          (tone) =>
            formatWithBuiltinEngine(request(draft.text, { ...setting, tone })).formattedMessage,
        );
        expect(new Set(mails).size, draft.id).toBe(TONES.length);
      }
    });
  }

  it('improve from balanced up: the six tones use different words for every English draft', () => {
    for (const rewriteStyle of ['balanced', 'semi-creative', 'fully-thematic'] as const) {
      for (const draft of ENGLISH_DRAFTS) {
        const texts = TONES.map((tone) =>
          shown(
            formatWithBuiltinEngine(request(draft.text, { mode: 'improve', rewriteStyle, tone }))
              .formattedMessage,
          ),
        );
        expect(new Set(texts).size, `${draft.id} ${rewriteStyle}`).toBe(TONES.length);
      }
    }
  });
});

describe('built-in engine: format mode', () => {
  it("keeps the player's words and puts the first line as the title in the requested style", () => {
    const draft =
      'ALLIANCE RULES\nno hitting allies\ndonate tech every day\njoin rallies when online';
    const result = formatWithBuiltinEngine(
      request(draft, { titleSize: 40, titleColor: '#E94B3C', useBold: true, useItalic: true }),
    );
    const [title] = result.formattedMessage.split('\n');
    expect(title).toBe('<size=40><color=#E94B3C><b><i>ALLIANCE RULES</i></b></color></size>');
    for (const line of draft.split('\n').slice(1)) {
      expect(result.formattedMessage).toContain(
        `• ${line.replace(/^\w/u, (c) => c.toUpperCase())}`,
      );
    }
  });

  it('leaves bold out of the title when useBold is false', () => {
    const result = formatWithBuiltinEngine(
      request('Rally tonight\nbring full marches', { useBold: false }),
    );
    expect(result.formattedMessage.split('\n')[0]).toBe(
      `<size=32><color=${DEFAULT_TITLE_COLOR}>Rally Tonight</color></size>`,
    );
  });

  it('styles headings, separates sections with a divider and colours the key facts', () => {
    const draft =
      'KvK plan\nPASS FIGHT\nrally at X:233 Y:871 at 21:00 UTC\nbring 20M power\n\nREWARDS:\n[ROME] pays #1234';
    const result = formatWithBuiltinEngine(request(draft));
    const heading = TONE_STYLES.neutral.headingColor.mail;
    expect(result.formattedMessage).toContain(`<color=${heading}><b>PASS FIGHT</b></color>`);
    expect(result.formattedMessage).toContain(`<color=${heading}><b>REWARDS:</b></color>`);
    expect(result.formattedMessage.split('\n')).toContain(TONE_STYLES.neutral.divider);
    expect(result.formattedMessage).toContain(
      `<color=${FACT_COLORS.mail.coordinate}><b>X:233 Y:871</b></color>`,
    );
    expect(result.formattedMessage).toContain(
      `<color=${FACT_COLORS.mail.time}><b>21:00 UTC</b></color>`,
    );
    expect(result.formattedMessage).toContain(
      `<color=${FACT_COLORS.mail.amount}><b>20M</b></color>`,
    );
    expect(result.formattedMessage).toContain(
      `<color=${FACT_COLORS.mail.alliance}><b>[ROME]</b></color>`,
    );
    expect(result.formattedMessage).toContain(
      `<color=${FACT_COLORS.mail.kingdom}><b>#1234</b></color>`,
    );
  });

  it('tidies whitespace and blank lines', () => {
    const result = formatWithBuiltinEngine(
      request('Title here\n\n\n\nfirst   line  \t\n\n\n\nsecond line'),
    );
    expect(visibleText(result.formattedMessage)).not.toMatch(/\n{3,}| {2,}|\t/);
  });

  it("replaces the player's own tags and keeps their styled first phrase as the title", () => {
    const result = formatWithBuiltinEngine(
      request('<b><size=28>Big news</b></size> we won the last kvk, kill points 2.4B'),
    );
    expect(result.formattedMessage.split('\n')[0]).toBe(
      `<size=32><color=${DEFAULT_TITLE_COLOR}><b>Big News</b></color></size>`,
    );
    expect(result.warnings.map((warning) => warning.code)).toContain('markup-replaced');
    expect(hasErrors(result.formattedMessage)).toBe(false);
  });
});

describe('built-in engine: improve mode', () => {
  it('rewords a numbered list of orders: the word after a list number is no name to keep', () => {
    const draft =
      'Regras pra KvK:\n1 - Mudem a cidade pro território até sexta\n2 - Respeito com todos os aliados';
    const mail = shown(
      formatWithBuiltinEngine(
        request(draft, { mode: 'improve', rewriteStyle: 'balanced', tone: 'motivational' }),
      ).formattedMessage,
    );
    expect(mail).toContain('Vamos mudar a cidade');
  });

  it('spells chat shorthand out at minimal intensity', () => {
    const result = formatWithBuiltinEngine(
      request(
        'pls everyone be online tmrw at 13:00 utc, u will get kvk honor. thx 4 the support asap',
        {
          mode: 'improve',
          rewriteStyle: 'minimal',
        },
      ),
    );
    const text = shown(result.formattedMessage);
    expect(text).toContain(
      'Please everyone be online tomorrow at 13:00 UTC, you will get KvK honor.',
    );
    expect(text).toContain('Thanks for the support as soon as possible');
    expect(text).not.toMatch(/\b(?:pls|tmrw|thx|u)\b/);
  });

  it('fixes capitals and repeated punctuation at minimal intensity', () => {
    const result = formatWithBuiltinEngine(
      request('war starts now!!! are you ready?? i am , and i need ur help', {
        mode: 'improve',
        rewriteStyle: 'minimal',
      }),
    );
    const text = shown(result.formattedMessage);
    expect(text).toContain('Are you ready? I am, and I need your help.');
    expect(text).not.toMatch(/!!|\?\?/);
  });

  it('adds at most one opening and one closing that fit the tone and the kind of mail from balanced up', () => {
    const draft = 'KvK plan\njoin rallies when online\nshield if offline';
    for (const tone of TONES) {
      const lines = visibleText(
        formatWithBuiltinEngine(request(draft, { mode: 'improve', rewriteStyle: 'balanced', tone }))
          .formattedMessage,
      ).split('\n');
      // A line's placeholders ("{event}", "{time}") stand for the mail's own words.
      const fitting = (pool: typeof TONE_LINES.neutral.openings) =>
        pool
          .filter((line) => line.kinds.includes('orders'))
          .map(
            (line) =>
              new RegExp(
                `^${line.english
                  .replace(/[.*+?^$()|[\]\\]/gu, '\\$&')
                  .replace(/\\?\{\w+\\?\}/gu, '.+')
                  .replace(/!/gu, '[!.]')}$`,
                'u',
              ),
          );
      const openings = lines.filter((line) =>
        fitting(TONE_LINES[tone].openings).some((pattern) => pattern.test(line)),
      );
      expect(openings.length, tone).toBeLessThanOrEqual(1);
      // A closing may be said without its '!' when the mail has two already.
      const closings = fitting(TONE_LINES[tone].closings);
      if (closings.length > 0 && lines.at(-1) !== undefined) {
        const last = lines.at(-1)!;
        const isToneLine = closings.some((pattern) => pattern.test(last));
        expect(isToneLine || draft.toLowerCase().includes(last.toLowerCase()), tone).toBe(true);
      }
    }
  });

  it("names the mail's own time in a closing, and varies the lines from draft to draft", () => {
    const closings = new Set<string>();
    for (const [index, place] of [
      'pass 4',
      'the altar',
      'the fort',
      'zone 5',
      'the ark',
    ].entries()) {
      const draft = `rally at ${place} at 1${index}:00 UTC\nbring full marches\njoin the rallies`;
      const lines = visibleText(
        formatWithBuiltinEngine(
          request(draft, { mode: 'improve', rewriteStyle: 'balanced', tone: 'motivational' }),
        ).formattedMessage,
      ).split('\n');
      expect(lines.at(-1)).toContain(`1${index}:00 UTC`);
      closings.add(lines.at(-1)!.replace(/\d\d:\d\d UTC/u, '{time}'));
    }
    expect(closings.size).toBeGreaterThan(2);
  });

  it('writes a name with a capital inside as the player did, even opening a sentence', () => {
    const draft = 'rally orders\ndarkWolf leads at 20:00 UTC. mcQueen heals. iPhone users update';
    for (const mode of ['format', 'improve'] as const) {
      const text = visibleText(formatWithBuiltinEngine(request(draft, { mode })).formattedMessage);
      for (const name of ['darkWolf', 'mcQueen', 'iPhone']) expect(text, mode).toContain(name);
    }
  });

  it('never makes someone else\'s "when online" the reader\'s', () => {
    for (const tone of ['motivational', 'intense'] as const) {
      const text = visibleText(
        formatWithBuiltinEngine(
          request('titles: ask in chat, R4s give them when online', { mode: 'improve', tone }),
        ).formattedMessage,
      );
      expect(text).toContain('R4s give them when online');
    }
  });

  it('never closes with "No exceptions." a draft that states its exception', () => {
    const draft =
      'rules\nno hitting allies\nshield every night unless you are online\nbreak a rule = kick';
    for (const rewriteStyle of ['balanced', 'fully-thematic'] as const) {
      const text = visibleText(
        formatWithBuiltinEngine(request(draft, { mode: 'improve', rewriteStyle, tone: 'intense' }))
          .formattedMessage,
      );
      expect(text).not.toContain('No exceptions');
    }
  });

  it('rewrites more words at each step of intensity', () => {
    const changed = (rewriteStyle: RewriteStyle) =>
      ENGLISH_DRAFTS.reduce((sum, draft) => {
        const text = shown(
          formatWithBuiltinEngine(
            request(draft.text, { mode: 'improve', rewriteStyle, tone: 'intense' }),
          ).formattedMessage,
        );
        const draftWords = new Set(draft.text.toLowerCase().split(/\s+/));
        return (
          sum +
          text
            .toLowerCase()
            .split(/\s+/)
            .filter((word) => !draftWords.has(word)).length
        );
      }, 0);
    const counts = REWRITE_STYLES.map(changed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(counts[counts.length - 1]!);
  });

  it('rewords drafts in other languages in the tone, sentence by sentence', () => {
    const draft = 'Reunión del consejo el sábado a las 18:00 UTC. todos los R4 deben asistir!!!';
    const result = formatWithBuiltinEngine(
      request(draft, { mode: 'improve', rewriteStyle: 'balanced', tone: 'motivational' }),
    );
    expect(shown(result.formattedMessage)).toContain('Todos los R4: ¡a asistir!');
    expect(result.warnings.map((warning) => warning.code)).not.toContain('rewrite-limited');
  });

  it('says so, in English too, when nothing in the draft could be reworded', () => {
    for (const draft of [
      'KvK stats\nkill points 2.4B\ndead troops 1.1M',
      'المجلس يجتمع السبت 18:00 UTC',
    ]) {
      const result = formatWithBuiltinEngine(
        request(draft, { mode: 'improve', rewriteStyle: 'balanced', tone: 'motivational' }),
      );
      expect(
        result.warnings.map((warning) => warning.code),
        draft,
      ).toContain('rewrite-limited');
    }
  });
});

describe('built-in engine: characters the game cannot show', () => {
  it('removes emoji but keeps Arabic, Cyrillic, CJK, accents and decorative symbols', () => {
    const draft =
      '🚨 WAR 🚨 enemy [DOOM] at X:45 Y:120 💪\nПривет всем ★ مرحبا بالجميع\n集合 ação ✧ Ünïcödé';
    const result = formatWithBuiltinEngine(request(draft));
    const text = visibleText(result.formattedMessage);
    for (const word of ['Привет всем', 'مرحبا بالجميع', '集合', 'ação', 'Ünïcödé', '★', '✧']) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/[\u{1F000}-\u{1FAFF}]/u);
    expect(result.warnings.map((warning) => warning.code)).toContain('characters-removed');
  });

  it('keeps a name that looks like a laugh, and drops a joiner that joins no emoji', () => {
    // Both lost a fact once: "KkK" was taken for Brazilian "kkk", the joiner for an emoji's gap.
    for (const [draft, kept] of [
      [':KkK★rally', 'KkK'],
      ['"A0\u200d"rally', '"A0"'],
    ] as const) {
      const result = formatWithBuiltinEngine(request(draft, { mode: 'format' }));
      const text = visibleText(result.formattedMessage);
      expect(text, draft).toContain(kept);
      expect(findMissingFacts(extractFacts(prepareDraft(draft).text), text)).toEqual([]);
    }
    expect(
      visibleText(formatWithBuiltinEngine(request('great job kkkk')).formattedMessage),
    ).not.toMatch(/k{3}/iu);
  });

  it('leaves plain a number right after the player\'s "<", so no tag follows a "<"', () => {
    const result = formatWithBuiltinEngine(
      request('Щиты: у кого мощь <20кк - щит на ночь. Сбор в 20:00 UTC', { mode: 'format' }),
    );
    expect(result.formattedMessage).toContain('<20кк');
    expect(result.formattedMessage).not.toMatch(/<</u);
    expect(result.formattedMessage).toMatch(/<color=#[0-9A-F]{6}>(?:<b>)?20:00 UTC/u);
  });

  it('takes a phrase framed by emoji as the title', () => {
    const result = formatWithBuiltinEngine(request('🚨 WAR 🚨 enemy [DOOM] hits our members'));
    expect(visibleText(result.formattedMessage).split('\n')[0]).toBe('WAR');
    const framedTitles = [
      [`${'🔥'.repeat(5)} KVK ${'🔥'.repeat(5)} starts now`, 'KVK'],
      [`${'🔥'.repeat(10)} KVK ${'🔥'.repeat(10)} starts now`, 'KVK'],
      // Crossed swords are a symbol the game shows, so they stay in the title.
      [`${'⚔️'.repeat(5)} WAR ${'⚔️'.repeat(5)} at the pass`, '⚔⚔⚔⚔⚔ WAR ⚔⚔⚔⚔⚔'],
      ['👨‍👩‍👧‍👦👨‍👩‍👧‍👦 FAMILY 👨‍👩‍👧‍👦👨‍👩‍👧‍👦 night at the hall', 'FAMILY'],
    ];
    for (const [draft, title] of framedTitles) {
      const framed = formatWithBuiltinEngine(request(draft!));
      expect(visibleText(framed.formattedMessage).split('\n')[0], draft).toBe(title);
    }
  });

  it('formats a draft of nothing but emoji into a valid mail, saying what was removed', () => {
    const result = formatWithBuiltinEngine(request('🙂'.repeat(999)));
    expect(result.warnings.map((warning) => warning.code)).toContain('characters-removed');
    expect(validate(result.formattedMessage).filter((issue) => issue.severity === 'error')).toEqual(
      [],
    );
  });
});

describe('built-in engine: drafts made to be slow', () => {
  // Under the default time limit of a test: a pattern that read a long word several ways took more
  // than a minute on this 112-character draft (each longer word multiplies it).
  it('formats a Russian clause of eight long words at once, keeping every word', () => {
    const draft = `Кто ${'аааааааааааа '.repeat(8).trim()}, ок.`;
    for (const body of [{}, { mode: 'improve', tone: 'intense', rewriteStyle: 'fully-thematic' }]) {
      const result = formatWithBuiltinEngine(
        FormatRequestSchema.parse({ message: draft, ...body }),
      );
      expect(visibleText(result.formattedMessage)).toContain(
        `Кто ${'аааааааааааа '.repeat(8).trim()}`,
      );
    }
  });
});

describe('built-in engine: the 2000-character limit', () => {
  const factLine = (index: number) =>
    `rally ${index} at X:${100 + index} Y:${200 + index} at 1${index % 10}:00 UTC`;

  it('drops decoration step by step until the mail fits, keeping every word and fact', () => {
    const lines = ['Rally plan'];
    for (let index = 0; lines.join('\n').length < 1850; index += 1) lines.push(factLine(index));
    const draft = lines.join('\n');
    const result = formatWithBuiltinEngine(request(draft));
    expect(result.characterCount).toBeLessThanOrEqual(LIMITS.mailChars);
    expect(hasErrors(result.formattedMessage)).toBe(false);
    expect(result.warnings.map((warning) => warning.code)).toContain('decoration-reduced');
    const text = visibleText(result.formattedMessage).toLowerCase();
    for (const line of lines) expect(text).toContain(line.toLowerCase());
  });

  it('keeps more decoration when there is room for it', () => {
    const lines = ['Rally plan', ...Array.from({ length: 8 }, (_, index) => factLine(index))];
    const result = formatWithBuiltinEngine(request(lines.join('\n')));
    expect(result.warnings).toEqual([]);
    expect(result.formattedMessage).toContain(`<color=${FACT_COLORS.mail.coordinate}><b>`);
  });

  it('warns and suggests splitting, without cutting a word, when the words alone are too long', () => {
    const draft = Array.from(
      { length: 60 },
      (_, index) => `line ${index} of a very long mail to all`,
    ).join('\n');
    expect(countChars(draft)).toBeGreaterThan(LIMITS.mailChars);
    const result = formatWithBuiltinEngine({ ...request('x'), message: draft });
    const tooLong = result.warnings.find((warning) => warning.code === 'too-long');
    expect(tooLong?.message).toMatch(/split it into 2 mails/);
    for (const line of draft.split('\n'))
      expect(visibleText(result.formattedMessage).toLowerCase()).toContain(line);
    expect(hasErrors(result.formattedMessage)).toBe(false);
  });
});

describe('built-in engine: colours', () => {
  it('emphasises facts and headings in colours readable on parchment', () => {
    const colours = [
      ...Object.values(FACT_COLORS.mail),
      ...TONES.map((tone: Tone) => TONE_STYLES[tone].headingColor.mail),
    ];
    for (const parchment of ['#F1E3C3', '#F8E5C2']) {
      for (const colour of colours)
        expect(contrastRatio(colour, parchment), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("emphasises facts and headings at 3:1 or more on the alliance description's blue", () => {
    const colours = [
      ...Object.values(FACT_COLORS.board),
      ...TONES.map((tone: Tone) => TONE_STYLES[tone].headingColor.board),
    ];
    for (const colour of colours) {
      expect(contrastRatio(colour, MAIL_LOOK.allianceBackground), colour).toBeGreaterThanOrEqual(
        READABLE_CONTRAST,
      );
    }
  });

  it('gives the title a gold that reads on the parchment by default, and the bright gold on the board', () => {
    expect(contrastRatio(DEFAULT_TITLE_COLOR, MAIL_LOOK.parchment)).toBeGreaterThanOrEqual(
      READABLE_CONTRAST,
    );
    const mail = formatWithBuiltinEngine(request('Rally tonight\nbring full marches'));
    expect(mail.formattedMessage).toContain(`<color=${DEFAULT_TITLE_COLOR}>`);
    const board = formatWithBuiltinEngine({
      ...request('Rally tonight\nat X:233 Y:871'),
      background: 'board',
    });
    expect(board.formattedMessage).toContain(`<color=${BOARD_TITLE_COLOR}>`);
    expect(board.formattedMessage).toContain(`<color=${FACT_COLORS.board.coordinate}>`);
    expect(contrastRatio(BOARD_TITLE_COLOR, MAIL_LOOK.allianceBackground)).toBeGreaterThanOrEqual(
      READABLE_CONTRAST,
    );
  });

  it('keeps a title colour the player chose, on either background', () => {
    const chosen = { ...request('Rally tonight\nbring full marches'), titleColor: '#8B0000' };
    for (const background of ['mail', 'board'] as const) {
      const result = formatWithBuiltinEngine({ ...chosen, background });
      expect(result.formattedMessage).toContain('<color=#8B0000>');
    }
  });
});

describe('built-in engine: HTML in a draft', () => {
  const draft =
    'Rally at the flag <img src=x onerror=alert(1)> at 20:00 UTC\n<script>alert(1)</script>' +
    'Read <a href="https://evil.test">the rules</a> <iframe src="https://evil.test"></iframe>\n' +
    '<table><tr><td>Bring troops</td></tr></table> and follow <Hannibal>';
  for (const setting of SETTINGS) {
    const label = setting.rewriteStyle ? `improve/${setting.rewriteStyle}` : 'format';
    it(`${label}: hands out no HTML, says it was removed, keeps the words and <Hannibal>`, () => {
      const result = formatWithBuiltinEngine(request(draft, setting));
      for (const html of [
        '<img',
        '<script',
        'alert(1)',
        '<a ',
        '</a>',
        '<iframe',
        '<table',
        '<td',
      ]) {
        expect(result.formattedMessage).not.toContain(html);
      }
      expect(result.warnings.map((warning) => warning.code)).toContain('markup-removed');
      const words = shown(result.formattedMessage).toLowerCase();
      // Facts survive every rewrite style (the words around them may be reworded).
      for (const word of ['20:00 utc', '<hannibal>']) {
        expect(words).toContain(word);
      }
      expect(hasErrors(result.formattedMessage)).toBe(false);
    });
  }
});

describe('built-in engine: mail in the player language', () => {
  // Drafts no sample holds: Arabic, Chinese and Russian with names, tags and coordinates in Latin.
  const DRAFTS_BY_LANGUAGE: [string, string][] = [
    [
      'ar',
      'تنبيه للتحالف\nالتجمع عند العلم الساعة 20:00 UTC\nالجميع يحضر القوات إلى X:233 Y:871\nشكرا [ROME]',
    ],
    [
      'es',
      'aviso kvk\nrally en la bandera a las 20:00 UTC\ntodos con tropas, sin excusas\ngracias a todos',
    ],
    ['zh-CN', '集结通知\n今晚20:00 UTC 在旗帜集合\n所有人带兵到 X:233 Y:871\n谢谢大家'],
    [
      'pt-BR',
      'aviso de guerra\nrally na bandeira às 20:00 UTC\ntodos com tropas e curas\nobrigado',
    ],
    [
      'ru',
      'Внимание альянс\nсбор у флага в 20:00 UTC\nвсе с войсками на X:233 Y:871\nспасибо всем',
    ],
  ];
  const latinWords = (text: string) =>
    new Set((text.toLowerCase().match(/[a-z]{2,}/g) ?? []).filter((word) => word !== 'utc'));
  // Every English word the engine can add: its English lines.
  const englishLines = Object.values(TONE_LINES).flatMap(({ openings, closings }) =>
    [...openings, ...closings].map((line) => line.english),
  );
  const englishWords = new Set(englishLines.flatMap((line) => [...latinWords(line)]));
  const isSubsequence = (part: string, whole: string) => {
    let at = 0;
    for (const char of whole) if (char === part[at]) at += 1;
    return at === part.length;
  };

  for (const [language, draft] of DRAFTS_BY_LANGUAGE) {
    it(`${language}: adds no English word and keeps every letter of the draft, in every tone and style`, () => {
      const draftWords = latinWords(draft);
      for (const setting of SETTINGS) {
        for (const tone of TONES) {
          const result = formatWithBuiltinEngine(request(draft, { ...setting, tone }));
          const text = shown(result.formattedMessage);
          const added = [...latinWords(text)].filter(
            (word) => !draftWords.has(word) && englishWords.has(word),
          );
          expect(added, `${setting.mode}/${setting.rewriteStyle ?? ''}/${tone}: ${text}`).toEqual(
            [],
          );
          // Every non-Latin letter of the draft is there, in order (the game shows these scripts);
          // intense, once it rewrites (Balanced and up), closes without the draft's last line of
          // thanks ("спасибо всем").
          const isFirm =
            tone === 'intense' && setting.mode === 'improve' && setting.rewriteStyle !== 'minimal';
          const kept = isFirm ? draft.replace(/\n(?:спасибо всем|谢谢大家)$/u, '') : draft;
          const draftLetters = shown(kept).replace(/[\s\p{P}\p{S}]/gu, '');
          const letters = text.replace(/[\s\p{P}\p{S}]/gu, '');
          const scriptOf = (value: string) =>
            value.toLowerCase().replace(/[\p{Script=Latin}\d]/gu, '');
          expect(isSubsequence(scriptOf(draftLetters), scriptOf(letters))).toBe(true);
        }
      }
    });
  }
});

describe('built-in engine: schedules', () => {
  it('reads a whole weekday as a day, not "Mon" and a word "day" (a symbol before it)', () => {
    const draft = 'day 3🚨monday';
    const result = formatWithBuiltinEngine(request(draft, { titleSize: 20, useBold: false }));
    const facts = extractFacts(prepareDraft(draft).text);
    expect(findMissingFacts(facts, visibleText(result.formattedMessage))).toEqual([]);
    expect(shown(result.formattedMessage)).not.toMatch(/Mon: day/u);
  });
});
