import type { DraftLanguage } from './language.ts';

/**
 * Tidy words in every mode, around the shared polish: "ur" read as "you're" where it means that,
 * the text-speak the polish leaves (per language), a laugh taken out with its bracket's space, and
 * the game's names capitalised as the game writes them — one list per language, here only.
 */

/** "if ur a good fit", "if your under 20M": "ur"/"your" before a state or an amount means you're. */
const YOU_ARE =
  /(?<![\p{L}\p{N}'’#@])(?:ur|your)(?=\s+(?:a|an|the|not|under|over|offline|online|benched|going|good|new|still|late|\d+(?:[.,]\d+)?[mkb]\+?)(?![\p{L}]))/giu;

/** Chat shorthand the polish leaves, per language, with what it stands for (lower case). */
const LEFT_SPEAK: Partial<Record<DraftLanguage, Readonly<Record<string, string>>>> = {
  en: {
    accts: 'accounts',
    acct: 'account',
    prob: 'probably',
    urself: 'yourself',
    whos: "who's",
    thats: "that's",
    shes: "she's",
    hes: "he's",
    im: "I'm",
    doesnt: "doesn't",
    isnt: "isn't",
    didnt: "didn't",
    wont: "won't",
    bc: 'because',
    cuz: 'because',
    thx: 'thanks',
    rn: 'right now',
  },
  es: { q: 'que', xq: 'porque', pq: 'porque', tmb: 'también' },
  pt: {
    vc: 'você',
    vcs: 'vocês',
    pq: 'porque',
    q: 'que',
    qnd: 'quando',
    pfv: 'por favor',
    tb: 'também',
    msm: 'mesmo',
  },
  ru: { плз: 'пожалуйста', пж: 'пожалуйста', спс: 'спасибо' },
};

/** Each language's shorthand as one pattern of whole words. */
const SPEAK_PATTERNS = new Map<DraftLanguage, RegExp>(
  Object.entries(LEFT_SPEAK).map(([language, words]) => [
    language as DraftLanguage,
    new RegExp(
      `(?<![\\p{L}\\p{N}'’#@/_-])(?:${Object.keys(words!).join('|')})(?![\\p{L}\\p{N}'’/_-])`,
      'giu',
    ),
  ]),
);

/** A laugh that says nothing in a mail; with the space before it, or a bracket's. */
const LAUGH = /\s*(?<![\p{L}])(?:lol|lmao|lmfao|rofl)(?![\p{L}])/giu;

/**
 * Names as the game writes them, per language, longest first so "Sun Tzu" is read before "Sun".
 * Cyrillic "МГЕ" and "КвК" are the game's Latin names.
 */
const GAME_NAMES: Partial<Record<DraftLanguage, readonly string[]>> = {
  en: [
    "Lohar's Trial",
    'Lohar',
    'Ziggurat',
    'Lost Temple',
    'Ark of Osiris',
    'Sunset Canyon',
    'Lost Kingdom',
    'Mightiest Governor',
    'Ceroli Crisis',
    'Wheel of Fortune',
    'More Than Gems',
    'Charles Martel',
    'Sun Tzu',
    'Guan Yu',
    'Yi Seong-Gye',
    'Richard',
    'Constantine',
    'Scipio',
    'Discord',
    'English',
    ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Wed Thu Fri Sat Sun'.split(
      ' ',
    ),
    ...'Jan Feb Apr Aug Sep Oct Nov Dec'.split(' '),
  ],
  es: ['Discord', 'Arca de Osiris', 'Templo Perdido'],
  pt: ['Discord', 'Mais Que Gemas', 'Arca de Osíris'],
  ru: ['MGE', 'KvK', 'Discord'],
};

/** How a Cyrillic spelling of a game name is written: "мге" → "MGE". */
const CYRILLIC_NAMES: Readonly<Record<string, string>> = { мге: 'MGE', квк: 'KvK' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

const NAME_PATTERNS = new Map<DraftLanguage, RegExp>(
  Object.entries(GAME_NAMES).map(([language, names]) => {
    const sorted = [...names!].sort((a, b) => b.length - a.length);
    const spellings = sorted.map((name) =>
      escapeRegExp(name.replace(/'s /u, ' ')).replace(/\\?\s+/gu, "(?:'s)?\\s+"),
    );
    const cyrillic = language === 'ru' ? Object.keys(CYRILLIC_NAMES) : [];
    return [
      language as DraftLanguage,
      new RegExp(
        `(?<![\\p{L}\\p{N}#@_\\-/\\[])(?:${[...spellings, ...cyrillic].join('|')})(?![\\p{L}\\p{N}_\\]])`,
        'giu',
      ),
    ];
  }),
);

const NAME_BY_KEY = new Map<DraftLanguage, ReadonlyMap<string, string>>(
  Object.entries(GAME_NAMES).map(([language, names]) => [
    language as DraftLanguage,
    new Map(names!.map((name) => [toNameKey(name), name])),
  ]),
);

function toNameKey(text: string): string {
  return text.toLowerCase().replace(/'s\s/gu, ' ').replace(/\s+/gu, ' ');
}

function keepCase(found: string, meaning: string): string {
  const first = found.charAt(0);
  return first !== first.toLowerCase()
    ? meaning.charAt(0).toUpperCase() + meaning.slice(1)
    : meaning;
}

/** Before the shared polish: "ur"/"your" that mean you're, and laughs out. */
export function tidyBeforePolish(line: string, language: DraftLanguage): string {
  let text = line;
  if (language === 'en') {
    if (/\b(?:ur|your)\s/iu.test(text)) {
      text = text.replace(YOU_ARE, (found) => keepCase(found, "you're"));
    }
    if (/lol|lmao|lmfao|rofl/iu.test(text)) {
      text = text.replace(LAUGH, '').replace(/\(\s*\)/gu, '');
    }
  }
  return text;
}

/** After the shared polish: the text-speak it leaves, and the game's names in their case. */
export function tidyAfterPolish(line: string, language: DraftLanguage, isShouted: boolean): string {
  let text = line;
  const speak = LEFT_SPEAK[language];
  const speakPattern = SPEAK_PATTERNS.get(language);
  if (speak && speakPattern) {
    text = text.replace(speakPattern, (word) => {
      const meaning = speak[word.toLowerCase()];
      if (meaning === undefined) return word;
      return isShouted ? meaning.toUpperCase() : keepCase(word, meaning);
    });
  }
  const names = NAME_PATTERNS.get(language);
  if (names && !isShouted) {
    const byKey = NAME_BY_KEY.get(language)!;
    text = text.replace(names, (found) => {
      if (found === found.toUpperCase() && found.length > 1 && /\p{Lu}/u.test(found)) return found;
      return CYRILLIC_NAMES[found.toLowerCase()] ?? byKey.get(toNameKey(found)) ?? found;
    });
  }
  return text;
}
