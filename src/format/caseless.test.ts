import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findingWordStarts,
  indexCaseless,
  joinPatterns,
  readCaseless,
  replaceCaselessAt,
  wordList,
} from './caseless.ts';
import { NEWCOMERS } from './rewrite-mail.ts';
import { GAME_EVENTS } from './tone-lines.ts';

/** Word lists as the engine writes them, and ones that name case or letters in capitals. */
const PATTERNS = [
  ...GAME_EVENTS.map((event) => event.pattern),
  NEWCOMERS,
  /\b(?:kick\w*|last warning|sanci[oó]n\w*)\b|кик|警告/iu,
  /\bforts?\b|\bфорт|قلعة|(?:з|с)бор/iu,
  /^(?:[•*-]\s*)?(?:q|question)\s*\d*\s*[:：]|\bfaq\b/imu,
  /\bUTC\b/iu,
  /\p{Lu}{3}/iu,
  /ſ/iu,
];

/** Pieces of drafts, with letters whose cases are odd ("ſ", the Kelvin sign, "İ", "µ"). */
const PIECES = [
  'Rally',
  'RALLY',
  'rallies',
  'fort',
  'MIGRAÇÃO',
  'sanción',
  'SANCIÓN',
  'АТАКА',
  'кик',
  'форт',
  '警告',
  'Q1:',
  'faq',
  'utc',
  'ſcam',
  'ſ',
  '\u212Aick',
  'İ',
  'µ',
  'ß',
  'ÿ',
  '🔥',
  '⚠\uFE0F',
  '\u200D',
  '\uE000',
  ' ',
  '\n',
  ', ',
];

describe('readCaseless', () => {
  it('finds the words a case-insensitive pattern finds, in any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const says = readCaseless(text);
        for (const pattern of PATTERNS) expect(says(pattern)).toBe(pattern.test(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a word in capitals as the list writes it in small letters', () => {
    const says = readCaseless('RALLY ON THE FORT AT 21:00 UTC');
    expect(says(GAME_EVENTS.find((event) => event.name.en === 'the fort')!.pattern)).toBe(true);
    expect(says(NEWCOMERS)).toBe(false);
  });
});

describe('indexCaseless', () => {
  it('finds where a case-insensitive pattern first matches, in any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        for (const pattern of PATTERNS) {
          expect(indexCaseless(text, pattern)).toBe(pattern.exec(text)?.index ?? -1);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

/** A word list as the engine builds one (rewrite.ts): whole words and phrases, longest first. */
const WORDS = [
  'kingdom vs kingdom',
  'rally point',
  'sanción',
  'forts',
  "q's",
  'kvk',
  'fort',
  'форт',
  'utc',
  'q',
];
const LIST = wordList(
  WORDS.map((word) => ({ source: word.replace(/ /g, '\\s+'), first: word.charAt(0) })),
  '(?<![\\p{L}\\p{N}_#@])',
  '(?![\\p{L}\\p{N}_])',
);
/** Where its words may start: their first words in ASCII boundaries, without 'u'. */
const STARTS = new RegExp(
  `(?<![A-Za-z0-9_])(?:${[...new Set(WORDS.map((word) => word.split(' ')[0]))].join('|')})(?![A-Za-z0-9_])`,
  'gi',
);

describe('replaceCaselessAt', () => {
  it("replaces what the list's pattern finds, in any text", () => {
    const pieces = [
      ...PIECES,
      'KvK',
      'kvk',
      'Kingdom',
      ' vs ',
      'KINGDOM VS KINGDOM',
      'rally point',
      'forts',
      "Q's",
      'q',
      'Форт',
      '#kvk',
      'kvk_fan',
    ];
    const mark = (found: string) => `[${found}]`;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (chosen) => {
        const text = chosen.join('');
        expect(replaceCaselessAt(text, LIST, STARTS, 0, mark)).toBe(
          text.replace(LIST.pattern, mark),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe('findingWordStarts', () => {
  it('finds the places the look-behind in ASCII boundaries finds, with the same words', () => {
    const sources = ['kvk', "q's", 'w/o', 'w/', 'w', '4', 'форт', 'año', '\\.net', '_x'];
    const starts = findingWordStarts(sources);
    const looking = new RegExp(`(?<![A-Za-z0-9_])(?:${sources.join('|')})(?![A-Za-z0-9_])`, 'gi');
    const pieces = [
      ...PIECES,
      'KvK',
      "Q's",
      'w/o',
      'W/',
      'w',
      '4',
      'Форт',
      'AÑO',
      '.net',
      '_x',
      'a',
    ];
    const found = (pattern: RegExp, text: string) =>
      [...text.matchAll(pattern)].map((match) => `${match.index}:${match[0]}`);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (chosen) => {
        const text = chosen.join('');
        expect(found(starts, text)).toEqual(found(looking, text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('joinPatterns', () => {
  it('matches a text when one of the patterns does, in any text', () => {
    const patterns = PATTERNS.filter((pattern) => pattern.flags === 'iu');
    const joined = joinPatterns(patterns);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }), (chosen) => {
        const text = chosen.join(' ');
        expect(readCaseless(text)(joined)).toBe(patterns.some((pattern) => pattern.test(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it('joins no pattern with a back-reference, nor patterns of other flags', () => {
    expect(() => joinPatterns([/(a)\1/u])).toThrow();
    expect(() => joinPatterns([/a/iu, /b/u])).toThrow();
  });
});
