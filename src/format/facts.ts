import { weekdayAlternation } from '#markup/index.ts';
import { TEXT_SPEAK } from './text-speak.ts';

/**
 * The facts of a draft: what no rewrite may drop or change: the engine never invents a fact
 * and never drops one. Times are UTC in game mail, coordinates read `X:512 Y:740`, kingdoms `#1234` or
 * `K1234`, alliances `[ABC]`, power and points `20M` / `1.2B` (docs/rok-mail-facts.md).
 */

type FactKind =
  | 'link'
  | 'coordinate'
  | 'time'
  | 'date'
  | 'kingdom'
  | 'alliance'
  | 'channel'
  | 'amount'
  | 'quote'
  | 'number'
  | 'name';

export interface Fact {
  kind: FactKind;
  text: string;
  start: number;
  end: number;
}

/** The kinds a formatted mail shows in colour; plain numbers and names are only guarded. */
export const EMPHASISED_FACT_KINDS: ReadonlySet<FactKind> = new Set([
  'coordinate',
  'time',
  'date',
  'kingdom',
  'alliance',
  'amount',
]);

// Chinese writes no spaces: a time or a tag right after a Han character still stands alone. Arabic
// writes "and", "at", "for" as one letter on the next word ("و17:00", "ب5M"): the fact starts after
// it. A number's own part is no fact of its own ("17:00" is never read from its "00").
const ARABIC_PROCLITICS = '[وفبلك]';
const WORD_BEFORE = `(?<![\\p{N}_]|\\p{N}[:.,]|[^\\P{L}\\p{Script=Han}](?<!(?:^|[^\\p{L}])${ARABIC_PROCLITICS}))`;
const WORD_AFTER = '(?![\\p{N}_]|[^\\P{L}\\p{Script=Han}])';

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
/** Weekdays (the shared lists) and the days players name by their distance from today. */
const WEEKDAYS = `${weekdayAlternation(['en', 'es', 'pt', 'fr'], { withUnaccented: true })}|today|tonight|tomorrow|tmrw|tmr`;

/** A name's letters: any script but Han, which runs on into the next word without a space. */
const NAME_CHAR = '(?:[^\\P{L}\\p{Script=Han}]|[\\p{N}_-])';
const NAME_END = '(?:[^\\P{L}\\p{Script=Han}]|\\p{N})';
/** A letter or digit a word runs on with (Han aside, which runs into the next word). */
const WORD_CHAR = /^(?:[\p{N}_]|[^\P{L}\p{Script=Han}])$/u;

/**
 * A hedge or a scope before a number is part of its fact: "like 2M gems" is an estimate, "max 3M" a
 * cap, "at least 10" a floor; no stage may drop it and leave a bare "2M". Per language, and "~".
 */
const HEDGE_WORDS =
  'like|about|around|approx\\.?|approximately|roughly|almost|nearly|max\\.?|maximum|min\\.?|minimum|' +
  'at least|at most|up to|over|under|more than|less than|fewer than|' +
  'como|unos|unas|casi|aprox\\.?|máx\\.?|mín\\.?|aproximadamente|al menos|máximo|maximo|mínimo|minimo|hasta|más de|menos de|' +
  'tipo|uns|umas|cerca de|quase|pelo menos|no mínimo|no máximo|até|mais de|' +
  'около|примерно|где-то|максимум|минимум|хотя бы|не менее|не более|не больше|не меньше|больше|меньше|от|до|' +
  'حوالي|تقريبا|تقريباً|على الاقل|على الأقل|اكثر من|أكثر من|اقل من|أقل من|' +
  // A hedge said with its "not" ("مو أقل من 50M" is at least 50M): the "not" is the fact's too.
  'no less than|not less than|no more than|not more than|no menos de|no más de|não menos de|não mais de|' +
  'مو أقل من|مو اقل من|مش أقل من|مش اقل من|ليس أقل من|مو أكثر من|مو اكثر من|مش أكثر من|لا يقل عن|لا تقل عن|' +
  '大概|大约|约|最多|至少|最少|差不多';
/** Each hedge as players write it: in small letters, with a capital, or in capitals ("MAX 3M"). */
const HEDGE_SPELLINGS = HEDGE_WORDS.split('|')
  .flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1), word.toUpperCase()])
  .join('|');
/**
 * A hedge right before a fact, read in a short window before it (a pattern that tried the hedges
 * at every position of a draft made reading its facts twice as slow).
 */
const HEDGE_BEFORE = new RegExp(`(?:(?:${HEDGE_SPELLINGS})|~)[^\\S\\n]*$`, 'u');
const HEDGE_WINDOW = 24;
const HEDGED_KINDS: ReadonlySet<FactKind> = new Set(['time', 'amount', 'number']);

/** Where the fact at `start` begins with the hedge before it, if one stands there. */
function findHedgeStart(text: string, start: number): number {
  const from = Math.max(0, start - HEDGE_WINDOW);
  const hedge = text.slice(from, start).match(HEDGE_BEFORE);
  if (!hedge) return start;
  const at = from + hedge.index!;
  // The hedge is a word of its own: "unlike 5" holds no "like".
  const before = text.charAt(at - 1);
  return text.charAt(at) !== '~' && at > 0 && WORD_CHAR.test(before) ? start : at;
}
/** A hedge after its number: "40ish", "20 or so", "22 UTC左右", "10 تقريبا". */
const HEDGE_AFTER = '(?:[^\\S\\n]*(?:or so|左右|上下|تقريبا|تقريباً)|ish)?';
/** A range is one fact: "ranks 2-3", "30 - 40 passports", "5–7 уровня"; "6- 5 days" is an item. */
const RANGE = '(?:(?:[-–]|[^\\S\\n][-–][^\\S\\n])\\d+(?:[.,]\\d+)?)?';

/** A web address: with its scheme or "www.", or a domain and a path ("discord.gg/nvr3107"). */
export const LINK =
  /(?<![\p{L}\p{N}_@/])(?:(?:https?:\/\/|www\.)[^\s<>]*[^\s<>.,!?;:)]|(?:[a-z0-9-]+\.)+(?:gg|com|net|org|io|ly|me|co|gl|to|link|app)\/[^\s<>]*[^\s<>.,!?;:)])/giu;

const LINK_AT_END = new RegExp(`(?:${LINK.source})$`, 'iu');
const LINK_AT_START = new RegExp(`^(?:${LINK.source})`, 'iu');

/** A text that opens with a link ("https://…", "discord.gg/…"): copied as written, never capitalised. */
export function startsWithLink(text: string): boolean {
  return /[/.]/u.test(text) && LINK_AT_START.test(text);
}

/** A Discord handle with its number: "marrow#4421", "qingfeng#8812". */
const HANDLE_AT_END = /[\p{L}\p{N}_.]#\d{4}$/u;

/**
 * A line that ends with a link or a Discord handle: no mark goes after it, which would be copied
 * as part of it.
 */
export function endsWithLink(line: string): boolean {
  return (/[/.]/u.test(line) && LINK_AT_END.test(line)) || HANDLE_AT_END.test(line);
}

/** In priority order: where matches overlap, the earlier kind wins. */
const FACT_PATTERNS: readonly (readonly [FactKind, RegExp])[] = [
  // A link players paste ("discord.gg/nvr3107", "https://…"): copied as written, never re-cased.
  ['link', LINK],
  [
    'coordinate',
    new RegExp(
      // A Russian keyboard types them in Cyrillic: "Х:644 Y:210", "х:12 у:40".
      `${WORD_BEFORE}[xXхХ]\\s*[:=]?\\s*\\d{1,4}\\s*[,;/]?\\s*[yYуУ]\\s*[:=]?\\s*\\d{1,4}${WORD_AFTER}`,
      'gu',
    ),
  ],
  [
    'time',
    new RegExp(
      // "UTC 00:00", UTC written first: one time, shown whole. An offset ("UTC+3") is on the same
      // line and at most 14 hours: "19:00 UTC" over a list item "- 30+ helps" has none.
      `${WORD_BEFORE}(?:(?:utc|gmt)(?:[^\\S\\n]?[+-][^\\S\\n]?(?:1[0-4]|0?\\d)(?!\\d|[:.h]\\d))?[^\\S\\n]?(?:[01]?\\d|2[0-3])(?:[:h][0-5]\\d|h(?!\\p{L}))` +
        `|(?:(?:[01]?\\d|2[0-3])[:h][0-5]\\d|(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s?[ap]\\.?m\\.?)` +
        // "UTC+3" is an offset; "UTC + 23:00" is a second time, no offset of the first.
        `(?:\\s*(?:utc|gmt)(?:[^\\S\\n]?[+-][^\\S\\n]?(?:1[0-4]|0?\\d)(?!\\d|[:.h]\\d))?)?` +
        // An hour alone is a time beside UTC: "Sunday 14 UTC", "19h UTC", "22 utc左右".
        `|(?:[01]?\\d|2[0-3])h?\\s?(?:utc|gmt)(?:[^\\S\\n]?[+-][^\\S\\n]?(?:1[0-4]|0?\\d)(?!\\d|[:.h]\\d))?` +
        // "19h e 23h UTC", "20h ou às 23h UTC": the first hour of two shares the second's UTC.
        `|(?:[01]?\\d|2[0-3])h(?=[^\\S\\n]*(?:e|y|and|or|ou|o|a|to|até|hasta|и|или|[-–/,&])[^\\S\\n]*(?:(?:às|as|a las|at)[^\\S\\n]+)?(?:[01]?\\d|2[0-3])(?:h|:[0-5]\\d)[^\\S\\n]?(?:utc|gmt)))${HEDGE_AFTER}${WORD_AFTER}`,
      'giu',
    ),
  ],
  [
    'date',
    new RegExp(
      `${WORD_BEFORE}(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}|` +
        `(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})|` +
        `${WEEKDAYS})${WORD_AFTER}`,
      'giu',
    ),
  ],
  // "#2204-2197" is a channel named after two kingdoms, no kingdom of its own.
  [
    'kingdom',
    // A channel named after a kingdom ("#k2740-diplo") is the channel's name, no kingdom of its own.
    new RegExp(`${WORD_BEFORE}(?<!#)(?:#|[kK][dD]?\\s?#?)\\d{3,5}(?![-–]\\d)${WORD_AFTER}`, 'gu'),
  ],
  ['alliance', /\[[^[\]\s]{1,8}\]/gu],
  // A Discord channel, as players type it: `#kvk-orders`, `#mge报名`, `#ordenes-kvk`.
  ['channel', /(?<![\p{L}\p{N}_#&])#(?:[\p{L}\p{N}_-]*[\p{L}_][\p{L}\p{N}_-]*|\d+(?:-\d+)+)/gu],
  [
    'amount',
    new RegExp(
      `${WORD_BEFORE}\\d+(?:[.,]\\d+)?${RANGE}(?:kk|кк|[kKmMbBкКмМ]|\\s[KMBКМ]|\\s?(?:million|billion|thousand))\\+?${HEDGE_AFTER}${WORD_AFTER}`,
      'gu',
    ),
  ],
  // What players must type as written: `type "title pls"`, `“aoo sim”`, `«квк да»`; words only.
  [
    'quote',
    /(?<![\p{L}\p{N}])(?:"[\p{L}\p{N}][\p{L}\p{N} '’+:/#-]{0,58}"|“[\p{L}\p{N}][\p{L}\p{N} '’+:/#-]{0,58}”|«[\p{L}\p{N}][\p{L}\p{N} '’+:/#-]{0,58}»|「[^」\n]{1,60}」)/gu,
  ],
  // A Chinese player's handle with a number or a Latin name after a dot ("老李头.1", "月影.Shadow"):
  // no sentence ends at its dot.
  [
    'name',
    /(?<![\p{L}\p{N}_.])\p{Script=Han}{1,6}\.(?:\d{1,4}|[A-Za-z][A-Za-z\d_]{1,15})(?![\p{L}\p{N}.])/gu,
  ],
  [
    'number',
    new RegExp(`${WORD_BEFORE}\\d+(?:[.,]\\d+)?${RANGE}%?${HEDGE_AFTER}${WORD_AFTER}`, 'gu'),
  ],
  ['name', new RegExp(`${WORD_BEFORE}\\p{Lu}${NAME_CHAR}*${NAME_END}${WORD_AFTER}`, 'gu')],
];

/**
 * Chat shorthand that only looks like a number: "thx 4 the support", "see u 2 all". These digits
 * are words, so rewriting them ("for the") is allowed.
 */
const CHAT_DIGIT =
  /^[24]\s+(?:the|u|you|ur|your|all|me|us|everyone|everybody|be)(?![\p{L}\p{N}])/iu;

/**
 * Capitalised words that are not names: the pronoun, chat shorthand people capitalise, and every
 * word of the text-speak list, which the tidy writes out ("NAO" → "NÃO", "Vc" → "Você").
 */
const NOT_NAMES = new Set([
  ...Object.values(TEXT_SPEAK).flatMap((words) => Object.keys(words)),
  'i',
  "i'm",
  'im',
  'ok',
  'okay',
  'pls',
  'plz',
  'thx',
  'ty',
  'u',
  'ur',
  'asap',
  'tmrw',
  'btw',
  'lol',
  // The game's shorthand the tidy spells out: "TP" is teleport, "GL" good luck, no names.
  'tp',
  'tps',
  'tped',
  'tping',
  'gl',
  'glhf',
]);

/**
 * A list's marker with nothing else before it on the line: "1 - ", "1) ", "2. ", "a) ", "1️⃣ ",
 * a bullet. The word after it starts an item, a sentence of its own in every language. A bare
 * rank ("1 Khan", "#1 Khan") is left out: the name after it is what the line is about.
 */
const LIST_MARKER_BEFORE =
  /^[^\S\n]*(?:[-–—•·*▪►➤>]+|\d{1,2}[ºª°]?[^\S\n]*[-–—:.)\]]|\(?\p{Ll}[.)]|\d\uFE0F?\u20E3)[^\S\n]*["'“‘«(]*$/u;

function isSentenceStart(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (index - lineStart <= 16 && LIST_MARKER_BEFORE.test(text.slice(lineStart, index))) return true;
  let i = index - 1;
  while (i >= 0 && /[\s"'“”‘’«»(•·*\-–—]/u.test(text[i]!)) {
    if (text[i] === '\n') return true;
    i -= 1;
  }
  return i < 0 || /[.!?¡¿…]/u.test(text[i]!);
}

function isChatDigit(text: string, start: number): boolean {
  return CHAT_DIGIT.test(text.slice(start, start + 12));
}

function overlaps(facts: readonly Fact[], start: number, end: number): boolean {
  return facts.some((fact) => fact.start < end && start < fact.end);
}

/** Portuguese days that are ordinals too: "segunda" is Monday, and the second (warning, time). */
const ORDINAL_DAY = /^(?:segunda|ter[cç]a|quarta|quinta|sexta)$/iu;
/** A time right after the day ("segunda 12:00", "quarta às 20h", "sexta, 19 UTC"). */
const TIME_AFTER_DAY =
  /^[^\S\n]*[,(]?[^\S\n]*(?:(?:às|as|das|a partir das|@)[^\S\n]+)?\d{1,2}(?:[:h]\d{2}|h(?!\p{L})|[^\S\n]?(?:utc|gmt))/iu;
/** Words that say a day comes next: "a partir de segunda", "até quarta", "nesta sexta". */
const DAY_LEAD =
  /(?:^|[^\p{L}])(?:a partir de|até|ate|desde|pr[óo]xima|nesta|nessa|esta|essa|toda|todas as|dia|de|na|hoje é|amanhã é)[^\S\n]+$/iu;
/** A thing counted after the ordinal: "segunda vez", "segunda advertência", "quinta fase". */
const ORDINAL_NOUN =
  /^[^\S\n]+(?:vez|vezes|advert[êe]ncia|aviso|fase|etapa|rodada|onda|chance|parte|posi[çc][ãa]o|lugar|coloca[çc][ãa]o|guerra|batalha|linha|equipe|tropa|marcha|op[çc][ãa]o|metade|tentativa|falta|infra[çc][ãa]o|semana|temporada|leva|turma|kvk)(?!\p{L})/iu;
/** A first one counted earlier in the sentence: "toma 1 aviso, na segunda tá fora". */
const FIRST_BEFORE =
  /(?:^|[^\p{L}\p{N}])(?:1|um|uma|primeir[oa]s?|1[ºª°])(?![\p{L}\p{N}])[^.!?\n]*$/iu;

/**
 * Things counted one by one earlier in the paragraph: warnings, chances, times, a first one (a
 * lone "aviso" is a notice too, often the mail's title).
 */
const COUNTED_BEFORE =
  /(?:^|[^\p{L}])(?:avisos|(?:1|um)[^\S\n]+aviso|advert[êe]ncias?|strikes?|chances?|vez|vezes|primeir[oa]|1[ºª°])(?![\p{L}])/iu;

/**
 * Whether a Portuguese day that is an ordinal too names a day where it stands: with a time after
 * it, as a schedule's label at a line's start, or after words that lead to a day, with no counted
 * thing after it and no first one before it in the sentence.
 */
function isDayHere(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 30);
  if (TIME_AFTER_DAY.test(after)) return true;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(lineStart, start);
  if (/^[^\p{L}\p{N}]*$/u.test(before) && /^[^\S\n]*[:\-–]/u.test(after)) return true;
  if (!DAY_LEAD.test(before.slice(-24)) || ORDINAL_NOUN.test(after)) return false;
  const sentence = before.slice(Math.max(before.search(/[^.!?]*$/u), 0));
  if (FIRST_BEFORE.test(sentence)) return false;
  // "na segunda tá fora" after a line about warnings counts the warnings, no Monday.
  const paragraph = text
    .slice(Math.max(0, start - 160), start)
    .split(/\n\s*\n/u)
    .pop()!;
  return !COUNTED_BEFORE.test(paragraph);
}

function findFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const [kind, pattern] of FACT_PATTERNS) {
    // An `exec` loop, not `matchAll`, which copies the pattern at every call; none finds an empty
    // match, and the last `exec`, finding none, sets the pattern back to the start.
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const found = match.index;
      const end = found + match[0].length;
      if (overlaps(facts, found, end)) continue;
      const hedged = HEDGED_KINDS.has(kind) ? findHedgeStart(text, found) : found;
      const start = hedged !== found && !overlaps(facts, hedged, found) ? hedged : found;
      if (kind === 'number' && isChatDigit(text, found)) continue;
      if (kind === 'date' && ORDINAL_DAY.test(match[0]) && !isDayHere(text, found, end)) continue;
      if (kind === 'name') {
        if (NOT_NAMES.has(match[0].toLowerCase())) continue;
        if (isSentenceStart(text, start)) continue;
      }
      facts.push({ kind, text: text.slice(start, end), start, end });
    }
  }
  return facts.sort((a, b) => a.start - b.start);
}

// The engine asks for the facts of the same lines many times while it tries each decoration.
const FACT_CACHE_SIZE = 4000;
const factCache = new Map<string, readonly Fact[]>();

/** Every fact of `text`, in text order, without overlaps. */
export function extractFacts(text: string): Fact[] {
  let facts = factCache.get(text);
  if (!facts) {
    if (factCache.size >= FACT_CACHE_SIZE) factCache.clear();
    facts = Object.freeze(findFacts(text).map((fact) => Object.freeze(fact)));
    factCache.set(text, facts);
  }
  return [...facts];
}

const SHORT_FORMS: Record<string, string> = { tmrw: 'tomorrow', tmr: 'tomorrow' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// A fact's pattern depends on its kind only for a coordinate: a pattern is found by the fact's own
// text (no key made of it, whose hash would be worked out at every look-up).
const coordinatePatterns = new Map<string, RegExp>();
const otherPatterns = new Map<string, RegExp>();

function toFactPattern(fact: Fact): RegExp {
  const patterns = fact.kind === 'coordinate' ? coordinatePatterns : otherPatterns;
  let pattern = patterns.get(fact.text);
  if (!pattern) {
    if (patterns.size >= FACT_CACHE_SIZE) patterns.clear();
    pattern = buildFactPattern(fact);
    patterns.set(fact.text, pattern);
  }
  return pattern;
}

const LEADING_HEDGE = new RegExp(`^(?:${HEDGE_WORDS})(?=\\s|\\d)`, 'iu');
const ACCENTED: Readonly<Record<string, string>> = {
  a: '[aáàâã]',
  e: '[eéê]',
  i: '[ií]',
  o: '[oóôõ]',
  u: '[uúü]',
  c: '[cç]',
  // "Cañon del Ocaso" is the game's "Cañón": the "ñ" the fact is read with stays one.
  n: '[nñ]',
};

/**
 * A Latin hedge matched with or without its accents. Only Latin letters lose their marks: an
 * Arabic hamza ("أكثر من") or a Russian "й" is part of the letter, and the mail keeps it.
 */
function foldAccents(source: string): string {
  return source
    .replace(/\p{Script=Latin}/gu, (letter) => letter.normalize('NFD').replace(/\p{M}/gu, ''))
    .replace(/[aeioucn]/giu, (letter) => ACCENTED[letter.toLowerCase()] ?? letter);
}

/** A pattern that finds the fact again after harmless changes: case, spacing, `X:1, Y:2`. */
function buildFactPattern(fact: Fact): RegExp {
  const longForm = SHORT_FORMS[fact.text.toLowerCase()];
  if (longForm) {
    return new RegExp(
      `${WORD_BEFORE}(?:${escapeRegExp(fact.text)}|${longForm})${WORD_AFTER}`,
      'iu',
    );
  }
  if (fact.kind === 'coordinate') {
    const [x, y] = fact.text.match(/\d+/g) ?? [];
    return new RegExp(
      `${WORD_BEFORE}[xх]\\s*[:=]?\\s*${x}[\\s,;/]*[yу]\\s*[:=]?\\s*${y}${WORD_AFTER}`,
      'iu',
    );
  }
  let source = '';
  // A hedge is the same hedge with or without its accent: "minimo 10" may be tidied to "mínimo 10".
  const hedge = fact.text.trim().match(LEADING_HEDGE)?.[0] ?? '';
  // "max 3" may be tidied to "máx. 3": a shortened hedge may gain its full stop.
  if (hedge !== '')
    source += foldAccents(escapeRegExp(hedge)) + (hedge.endsWith('.') ? '' : '\\.?');
  for (const part of fact.text
    .trim()
    .slice(hedge.length)
    .split(/(\s+|:)/u)) {
    if (part === '') continue;
    if (/^\s+$/u.test(part)) source += '\\s*';
    else if (part === ':') source += '\\s*:\\s*';
    else source += escapeRegExp(part);
  }
  const before = /^[\p{L}\p{N}]/u.test(fact.text) ? WORD_BEFORE : '';
  const after = /[\p{L}\p{N}]$/u.test(fact.text) ? WORD_AFTER : '';
  return new RegExp(`${before}${source}${after}`, 'iu');
}

/** A fact found by its own letters: no space, colon or short form to read loosely. */
const PLAIN_FACT = /^[^\s:]+$/u;
const WORD_CHAR_BEFORE = /^(?:[\p{N}_]|[^\P{L}\p{Script=Han}])$/u;
/** The one-letter Arabic words written onto the next ("و", "ب"): a fact may start after one. */
const ARABIC_PROCLITIC = new RegExp(`^${ARABIC_PROCLITICS}$`, 'u');

/**
 * Whether a plain fact (`needle`, its text in lower case) stands in `lower` (the visible text in
 * lower case) as a word of its own, as `toFactPattern` would find it: a scan by `indexOf`, where
 * the pattern's look-behind made the regular expression try every position of a long mail.
 */
function hasPlainFact(lower: string, text: string, needle: string): boolean {
  const checksBefore = /^[\p{L}\p{N}]/u.test(text);
  const checksAfter = /[\p{L}\p{N}]$/u.test(text);
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
    const before = at === 0 ? '' : String.fromCodePoint(lower.codePointAt(at - 1) ?? 0);
    const low = lower.charCodeAt(at - 1);
    const previous = low >= 0xdc00 && low <= 0xdfff && at >= 2 ? lower.slice(at - 2, at) : before;
    const next = String.fromCodePoint(lower.codePointAt(at + needle.length) ?? 32);
    if (checksBefore && previous !== '' && WORD_CHAR_BEFORE.test(previous)) {
      if (!ARABIC_PROCLITIC.test(previous) || WORD_CHAR_BEFORE.test(lower.charAt(at - 2))) continue;
    }
    if (checksAfter && at + needle.length < lower.length && WORD_CHAR_BEFORE.test(next)) continue;
    return true;
  }
  return false;
}

/**
 * A word typed without its accents is the same fact once the tidy writes them in: "sabado" is
 * "sábado", "miercoles" is "miércoles". Only a word of Latin letters is read so.
 */
function hasFactWithAccents(visible: string, text: string): boolean {
  if (!/^\p{Script=Latin}+$/u.test(text) || !/[aeioucn]/iu.test(text)) return false;
  return new RegExp(`${WORD_BEFORE}${foldAccents(text)}${WORD_AFTER}`, 'iu').test(visible);
}

/** The facts of the draft that `visible` (a mail's visible text) no longer contains. */
export function findMissingFacts(facts: readonly Fact[], visible: string): Fact[] {
  const missing: Fact[] = [];
  const seen = new Set<string>();
  let lower: string | undefined;
  for (const fact of facts) {
    const factLower = fact.text.toLowerCase();
    const key = `${fact.kind}:${factLower}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A plain fact holds no space (`PLAIN_FACT`), so it starts with what its trimmed text does.
    const isPlain =
      fact.kind !== 'coordinate' &&
      factLower.length === fact.text.length &&
      PLAIN_FACT.test(fact.text) &&
      SHORT_FORMS[factLower] === undefined;
    if (isPlain) {
      lower ??= visible.toLowerCase();
      if (lower.length === visible.length) {
        if (!hasPlainFact(lower, fact.text, factLower) && !hasFactWithAccents(visible, fact.text)) {
          missing.push(fact);
        }
        continue;
      }
    }
    if (!toFactPattern(fact).test(visible) && !hasFactWithAccents(visible, fact.text)) {
      missing.push(fact);
    }
  }
  return missing;
}
