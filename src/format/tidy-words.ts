import { ENGLISH_WEEKDAY_CAPITALS } from '#markup/index.ts';
import {
  findingWordStarts,
  hasOddCase,
  replaceCaselessAt,
  type WordList,
  wordList,
} from './caseless.ts';
import { extractFacts, LINK } from './facts.ts';
import { ENGLISH_GAME_TERMS, GAME_NAMES, GAME_TERMS } from './game-names.ts';
import type { DraftLanguage, MailLanguage } from './language.ts';
import { ADDRESSED_GROUP } from './rewrite-vocabulary.ts';
import { ACCENT_ENDINGS, ACCENTED_ENDINGS, QUESTION_SPEAK, TEXT_SPEAK } from './text-speak.ts';
import { capitaliseFirst } from './voice-kit.ts';

/**
 * Tidy words in every mode, around the shared polish (which spells out English shorthand): "ur"
 * read as "you're", "its" as "it's" and "lets" as "let's" where they mean that, the text-speak of
 * the other languages, a laugh taken out with its bracket's space, the game's names capitalised
 * as the game (or, in Cyrillic, the players) write them, and sentence marks in the draft's script.
 * Words inside quotes ("type “title pls”") are what players must type: they are never changed.
 *
 * A pattern that looks behind first opens with a look ahead at what it matches there ("(?=ur|your)"
 * before "(?<![\p{L}…])(?:ur|your)"): each match has it at that place, so the same places match,
 * and V8 leaves most places at that quick look ahead, never trying the look back, which it tries
 * slowly at every place of a line (many times slower on a Cyrillic or an emoji's line).
 */

/**
 * "if ur a good fit", "if your under 20M", "your near": "ur"/"your" before a state means you're;
 * after a verb it is still "your" ("do ur free spin", "use ur new gear").
 */
const YOU_ARE =
  /(?=ur|your)(?<![\p{L}\p{N}'’#@])(?<!(?:^|\s)(?:do|use|get|take|claim|grab|spend|send|check|collect|open|finish|keep|save|post)\s+)(?:ur|your)(?=\s+(?:a|an|the|not|just|at|under|over|offline|online|benched|going|coming|doing|getting|trying|good|new|still|late|near|close|welcome|able|ready|free|done|gone|bored|here|there|already|always|never|all(?=\s+\p{L})|\d+(?:[.,]\d+)?[mkb]\+?(?!\s+(?:acc|accs|account|accounts|alt|alts|farm|farms|main|city|troops|power)(?![\p{L}\p{N}'’-])))(?![\p{L}\p{N}'’-]))/giu;

/**
 * Chat's "ur" (never the spelled "your") before a verb in -ing, a participle or a place one is
 * at: "if ur playing", "ur kicked", "if ur on vacation", "ur from K2104" mean you're. Verbs in
 * -ing that are also things one owns ("ur building", "ur training") are not among them, and one
 * that names a thing ("ur gathering commander", "ur rallying march") stays your.
 */
const UR_DOING =
  /(?=ur)(?<![\p{L}\p{N}'’#@])ur(?=\s+(?:on|from|playing|farming|gathering|attacking|hitting|sleeping|leaving|staying|joining|migrating|moving|sending|using|rallying|fighting|missing|waiting|holding|being|kicked|banned|zeroed|shielded|allowed|supposed|expected|invited|muted|afk)(?![\p{L}\p{N}'’-])(?!\s+(?:commanders?|march(?:es)?|troops|army|armies|accounts?|speed|skills?|gear|nodes?|spots?|tiles?|queues?|slots?|boosts?)(?![\p{L}\p{N}'’-])))/giu;

/**
 * "ok if ur active and have T4", "if ur sick, mail me": a state that is also said of a thing ("your active
 * marches") means you're only where the sentence goes on without a thing: at a mark, at the end,
 * or at a joining word.
 */
const YOU_ARE_STATE =
  /(?=ur|your)(?<![\p{L}\p{N}'’#@])(?:ur|your)(?=\s+(?:active|inactive|safe|sick|busy|early|ok|okay|fine|sure|away|afk|f2p|p2p|dead)(?:\s*(?:[.,!?;:)]|$)|\s+(?:and|or|but|then|so|if|when|until|for|to|in|on|at|by|with|now|today|tonight|pls|please|irl)(?![\p{L}\p{N}'’-])))/giu;

/** "its too fast", "its a pain", "next time its kick": "its" before these means it's. */
const IT_IS =
  /(?=its)(?<![\p{L}\p{N}'’#@])its(?=\s+(?:a|an|the|not|too|so|very|ok|okay|fine|over|done|going|gonna|been|just|all|only|already|still|now|time|here|there|up|on|mandatory|optional|mostly|important|free|easy|simple|kick|ban|finished|started|closed|cancelled|canceled|postponed|delayed|confirmed|changed|fixed|required|allowed|forbidden|locked|decided|ready|your|our|my|their|what|how|that|this|when|because|like|about|getting|happening|coming|back|showing|live|open|out|due|worth|possible|better|best|worse|hard|late|early|true|official|final|urgent|full|empty|chaos|fake|real|\d[\p{L}\p{N}]*)(?![\p{L}\p{N}'’-]))/giu;

/** "ill add stuff", "ill send it": "ill" before a verb is I'll ("ill" is said of a person). */
const I_WILL =
  /(?=ill)(?<![\p{L}\p{N}'’#@])ill(?=\s+(?:add|be|do|send|post|check|make|give|ping|update|mail|let|try|take|start|put|see|get|open|kick|tell|explain|write|keep|help|lead|call|set|share|pin|move|answer|ask|sort|fix|handle|look|remove|invite|accept|buy|teleport|tp|rally|hit|need|have|never|always|just|also|still|probably|only)(?![\p{L}\p{N}'’-]))/giu;

/** Chat's "n" between two words is "and": "wood n food". */
const AND = /(?=n[^\S\n])(?<=\p{L}[^\S\n]+)n(?=[^\S\n]+\p{L})/gu;

/**
 * "lets go", "lets fix that": "lets" before a verb of a call means let's ("it lets you" has whom
 * it lets between).
 */
const LET_US =
  /(?=lets)(?<![\p{L}\p{N}'’#@])lets(?=\s+(?:go+|do|get|make|take|hit|win|show|keep|rally|push|crush|be|finish|see|try|fight|grow|move|welcome|start|hold|fix|beat|kill|farm|gather|donate|defend|attack|help|stay|work|focus|aim|clear|reach|prepare|meet|celebrate|play|destroy|dominate|smash|burn|zero|wreck|own|climb|hunt|build|train|heal|all|just|not)(?![\p{L}\p{N}'’-]))/giu;

/** "gl everyone", "gl hf": good luck (and have fun). */
const GOOD_LUCK =
  /(?=gl|Gl|GL)(?<![\p{L}\p{N}'’#@/[])(?:gl|Gl|GL)(?:[^\S\n]*(?:hf|HF))?(?![\p{L}\p{N}'’/\]])/gu;
/** "tp to X:540", "tp'ing into our zone", "tped": the game's teleport, spelled out. */
const TELEPORT =
  /(?=tp|Tp|TP)(?<![\p{L}\p{N}'’#@/[-])(?:tp|Tp|TP)('?ing|'?ed|'?d|s)?(?![\p{L}\p{N}'’/\]-])/gu;
const TELEPORT_ENDINGS: Readonly<Record<string, string>> = {
  ing: 'teleporting',
  ed: 'teleported',
  d: 'teleported',
  s: 'teleports',
};

/**
 * Each language's shorthand (the polish spells out English's) as a word list of whole words,
 * longest first, so "eles tem" is read before a shorter word it starts with; and where its words
 * may start, their first words in ASCII boundaries (see `findWordStart`). The keys are plain words.
 */
const SPEAK_LISTS = new Map<DraftLanguage, { list: WordList; starts: RegExp }>(
  Object.entries(TEXT_SPEAK)
    .filter(([language, words]) => language !== 'en' && Object.keys(words).length > 0)
    .map(([language, words]) => {
      const keys = Object.keys(words).sort((a, b) => b.length - a.length);
      const list = wordList(
        keys.map((key) => ({ source: key, first: key.charAt(0) })),
        "(?<![\\p{L}\\p{N}'’#@/_\\[-])",
        "(?![\\p{L}\\p{N}'’/_\\]-])",
      );
      const firstWords = new Set(keys.map((key) => key.split(' ')[0]!));
      const starts = findingWordStarts([...firstWords]);
      return [language as DraftLanguage, { list, starts }];
    }),
);

/**
 * A Spanish "x" between two words in lower case stands for "por": "gracias x ayudar"; so it does
 * after a word and before an amount, "perdimos x 200k puntos" (after a number, "5 x 200k", it
 * multiplies; "vamos a x 512 y 300" is a coordinate), and before what it goes by, whatever is
 * before it: "un R4 x privado", "3 x semana" ("3 por semana").
 */
const SPANISH_X =
  /(?=x\s)(?:(?<=\p{Ll}\s)x(?=\s\p{Ll})|(?<=\S\s)x(?=\s(?:privado|semana|día|dia|mes|persona|cuenta)(?![\p{L}]))|(?<=\p{Ll}{2}\s)x(?=\s\d)(?!\s\d+[^\S\n]*[,;/]?[^\S\n]*y[^\S\n]*[:=]?[^\S\n]*\d))/gu;

/**
 * A laugh that says nothing in a mail; with the space before it, or a bracket's: English chat's,
 * and the Brazilian "kkkk" and "rsrs" (never a "kk" of its own, which is a million in Russian),
 * written in one case (a capital first letter at most): "KkK" or "RsRs" is someone's name.
 */
const LAUGH =
  /\s*(?<![\p{L}\p{N}])(?:[Ll]ol|LOL|[Ll]mao|LMAO|[Ll]mfao|LMFAO|[Rr]ofl|ROFL|[Kk]k{2,}|K{3,}|[Rr]s(?:rs)+|(?:RS){2,})(?![\p{L}])/gu;
const HAS_LAUGH = /lol|lmao|lmfao|rofl|kkk|rsrs/iu;
/** A new sentence in small letters after a laugh; "and", "e", "y", "и" join on without a pause. */
const PAUSE_AFTER_LAUGH =
  /^\s+(?!(?:and|or|but|so|e|ou|mas|y|o|pero|и|а|но|или)(?![\p{L}]))\p{Ll}/u;

/**
 * Portuguese chat's "n" before a word is "não" ("n entra em rally"), and "to" before what one is
 * ("to sem tempo", "to online", "to indo") is "tô": a draft in Portuguese has no English "to" there.
 */
const PORTUGUESE_NOT = /(?=[nN][^\S\n])(?<![\p{L}\p{N}'’#@/_[-])[nN](?=[^\S\n]+\p{Ll})/gu;
/** "tamo terminando": chat's "tamo" before a verb going on is "estamos" ("tamo junto" stays). */
const PORTUGUESE_WE_ARE =
  /(?=[Tt]amo[^\S\n])(?<![\p{L}\p{N}'’#@/_[-])([Tt])amo(?=[^\S\n]+\p{L}+ndo(?![\p{L}\p{N}]))/gu;
const PORTUGUESE_I_AM =
  /(?=[Tt]o[^\S\n])(?<![\p{L}\p{N}'’#@/_[-])([Tt])o(?=[^\S\n]+(?:sem|com|de|no|na|aqui|a[ií]|online|off|offline|on|fora|dentro|livre|ocupad[oa]|\p{L}+ndo)(?![\p{L}\p{N}]))/gu;

/** The names the engine writes as the game does, in drafts of one language. */
function namesFor(language: MailLanguage): Record<string, string> {
  const names: Record<string, string> = { ...GAME_TERMS, ...GAME_NAMES.en };
  if (language === 'en') {
    Object.assign(names, ENGLISH_GAME_TERMS, ENGLISH_WEEKDAY_CAPITALS, ENGLISH_MONTHS);
  }
  if (language === 'es' || language === 'pt' || language === 'ru') {
    Object.assign(names, GAME_NAMES[language]);
  }
  return names;
}

/** English month names; "mar", "may", "jun" and "jul" are words or names too, and stay. */
const ENGLISH_MONTHS: Readonly<Record<string, string>> = Object.fromEntries(
  'January February April June July August September October November December Jan Feb Apr Aug Sep Oct Nov Dec'
    .split(' ')
    .map((month) => [month.toLowerCase(), month]),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * Each language's names as one pattern, longest first so "Sun Tzu" is read before "Sun". A name
 * stands apart from letters of its own script; Chinese runs on without spaces, so a Latin name
 * right beside Han characters ("kvk结束后", "22 utc左右") is still a word. Channels (`#kvk-orders`),
 * tags and nicknames (`mge_fan`, `[MGE]`) are never read.
 */
const NAME_PATTERNS = new Map<
  MailLanguage,
  {
    list: WordList;
    /** Where a name may start (see `findWordStart`): the only places the pattern is tried. */
    nameStarts: RegExp;
    byKey: ReadonlyMap<string, string>;
  }
>(
  (['en', 'es', 'pt', 'ru', 'ar', 'zh'] as const).map((language) => {
    const names = namesFor(language);
    const keys = Object.keys(names).sort((a, b) => b.length - a.length);
    const spellings = keys.map((key) => ({
      source: escapeRegExp(key.replace(/'s /u, ' ')).replace(/\\?\s+/gu, "(?:'s)?\\s+"),
      first: key.charAt(0),
    }));
    const letter = '(?:[^\\P{L}\\p{Script=Han}]|[\\p{N}_])';
    const list = wordList(spellings, `(?<!${letter}|[#@\\-/\\[.'’])`, `(?!${letter}|[\\]\\-'’])`);
    // The names' first words in ASCII boundaries, without the 'u' flag (see `findWordStart`).
    const firstWords = new Set(
      keys.map((key) => escapeRegExp(key.replace(/'s /u, ' ').split(/\s+/u)[0]!)),
    );
    const nameStarts = findingWordStarts([...firstWords]);
    const byKey = new Map(Object.entries(names).map(([key, name]) => [toNameKey(key), name]));
    return [language, { list, nameStarts, byKey }];
  }),
);

/**
 * Where the first word of a word list (the game's names, shorthand) may start in a text, -1 where
 * none can: where a word stands, its first word stands in ASCII boundaries (its own are stricter).
 * Without 'u', `starts` reads the same letters case-insensitively as the list's pattern does in a
 * text with no letter of odd case (caseless.ts), and it is many times faster than the pattern,
 * which a text without a word then needs no pass of; a text of odd case is read by it from 0.
 */
function findWordStart(text: string, starts: RegExp): number {
  starts.lastIndex = 0;
  const start = starts.exec(text);
  if (start !== null) return start.index;
  return hasOddCase(text) ? 0 : -1;
}

function toNameKey(text: string): string {
  const lower = text.toLowerCase();
  // A name of one word (most) has no space to read.
  return /\s/u.test(lower) ? lower.replace(/'s\s/gu, ' ').replace(/\s+/gu, ' ') : lower;
}

function keepCase(found: string, meaning: string): string {
  const first = found.charAt(0);
  return first !== first.toLowerCase()
    ? meaning.charAt(0).toUpperCase() + meaning.slice(1)
    : meaning;
}

/**
 * The game's name with every capital the player gave it: "Каньон Заката" stays so where the list
 * writes "Каньон заката"; "kvk" still becomes "KvK".
 */
function keepCapitals(found: string, name: string): string {
  // A name of one word, as written and as the list writes it (most): its first letter only.
  if (!/\s/u.test(found) && !/\s/u.test(name)) return keepCase(found, name);
  const foundWords = found.split(/\s+/u);
  const nameWords = name.split(/(\s+)/u);
  if (foundWords.length * 2 - 1 !== nameWords.length) return name;
  return nameWords
    .map((word, index) => {
      const first = foundWords[index / 2]?.charAt(0) ?? '';
      return index % 2 === 0 && first !== first.toLowerCase()
        ? word.charAt(0).toUpperCase() + word.slice(1)
        : word;
    })
    .join('');
}

/**
 * Quoted words, which players type as written: `"title pls"`, `“aoo sim”`, `«квк да»`; and links
 * ("discord.gg/nvr3107"), copied as they are.
 */
const QUOTED = new RegExp(
  `"[^"\\n]*"|“[^”\\n]*”|«[^»\\n]*»|「[^」\\n]*」|『[^』\\n]*』|${LINK.source}`,
  'giu',
);
const HAS_QUOTE = /["“«「『]|[a-z0-9]\.[a-z]{2,4}\/|www\./iu;
/**
 * What `HAS_QUOTE` needs, a quote's mark, a slash or "www.", as a quicker test: most lines hold
 * none, and V8 tries `HAS_QUOTE`'s "[a-z0-9]\." at nearly every character.
 */
const MAY_HAVE_QUOTE = /["“«「『/]|www\./i;

/** Applies `tidy` to the text outside quotes only. */
function outsideQuotes(line: string, tidy: (text: string) => string): string {
  if (!MAY_HAVE_QUOTE.test(line) || !HAS_QUOTE.test(line)) return tidy(line);
  let result = '';
  let cursor = 0;
  for (const match of line.matchAll(QUOTED)) {
    result += tidy(line.slice(cursor, match.index)) + match[0];
    cursor = match.index + match[0].length;
  }
  return result + tidy(line.slice(cursor));
}

/** A letter typed three times or more in a row: "nowww", "vamooos", "дааа", "الحقوااا". */
const STRETCHED = /([^\P{L}xzkXZK])\1\1/u;
const STRETCHED_RUN = /([^\P{L}xzkXZK])\1{2,}/gu;
/**
 * What `STRETCHED` needs, without 'u' (which V8 reads slowly on a line of two bytes a character,
 * one with an emoji or a bullet): a character but a space, a printable ASCII non-letter, x, z or
 * k, or a character beyond the BMP (its two halves), three times in a row.
 */
const MAY_BE_STRETCHED =
  /([^\s\x21-\x40\x5B-\x60\x7B-\x7ExzkXZK])\1\1|([\uD800-\uDBFF][\uDC00-\uDFFF])\2\2/;
/** A word, not a tag's ("[AAA]"), a channel's, a mention's or a link's part. */
const WORD = /(?<![\p{L}\p{N}_#@[/'’.-])\p{L}+(?![\p{L}\p{N}_\]/'’-])/gu;
/** English words with a double letter that a stretch hides: "gooood" is good, "coool" cool. */
const ENGLISH_DOUBLES = new Set(
  // "AWOOO": a wolf pack's howl keeps its "oo", as "woo" does.
  'good cool soon too see need feel all will well kill full still hell pull tell sell yell boom moon awoo woo'.split(
    ' ',
  ),
);

/** A word in small letters, in capitals, or with a capital first only ("Nowww"). */
function isPlainCase(word: string): boolean {
  const rest = word.slice(1);
  return word === word.toUpperCase() || rest === rest.toLowerCase();
}

/**
 * Letters stretched in chat said once: "nowww" → "now", "pleaseee" → "please", "vamooos" →
 * "vamos", "GOOOO" → "GO"; in English a double letter the word has stays ("gooood" → "good").
 * A name (a fact), a word of one letter repeated ("zzz", "هههه"), a word in mixed capitals and
 * a run of x, z or k, which names are made of ("jaxxx", "zzap") and laughs ("kkkk"), stay.
 */
function unstretch(line: string, language: DraftLanguage): string {
  if (!MAY_BE_STRETCHED.test(line) || !STRETCHED.test(line)) return line;
  const facts = extractFacts(line);
  return line.replace(WORD, (word: string, offset: number) => {
    if (!STRETCHED.test(word) || /\p{Script=Han}/u.test(word)) return word;
    if (new Set(word.toLowerCase()).size === 1 || !isPlainCase(word)) return word;
    const end = offset + word.length;
    if (facts.some((fact) => fact.start < end && fact.end > offset)) return word;
    const once = word.replace(STRETCHED_RUN, '$1');
    if (language !== 'en') return once;
    const twice = word.replace(STRETCHED_RUN, '$1$1');
    return ENGLISH_DOUBLES.has(twice.toLowerCase()) ? twice : once;
  });
}

/** Before the shared polish: "ur"/"your", "its" and "lets" that mean you're, it's, let's; laughs out. */
export function tidyBeforePolish(written: string, language: DraftLanguage): string {
  const isEnglish = language === 'en';
  const line = outsideQuotes(written, (part) => unstretch(part, language));
  if (!isEnglish && !HAS_LAUGH.test(line)) return line;
  return outsideQuotes(line, (part) => {
    let text = part;
    // A laugh in English chat says nothing in a mail of any language: "se lleva el título lol".
    if (HAS_LAUGH.test(text)) {
      // "half dead troops lol heal first": a laugh between two sentences leaves their pause.
      text = text
        .replace(LAUGH, (found: string, offset: number, whole: string) =>
          /[\p{L}\p{N}]$/u.test(whole.slice(0, offset)) &&
          PAUSE_AFTER_LAUGH.test(whole.slice(offset + found.length))
            ? ','
            : '',
        )
        .replace(/\(\s*\)/gu, '');
    }
    if (!isEnglish) return text;
    // The quick tests below have no 'u' flag: a leading \b under 'iu' is tried at every position
    // and is many times slower, and without 'u' a test finds at least what it did (its \b knows
    // fewer word characters, no other letter is read as these), so no line is missed.
    // Most lines hold none of these words: one test for all four first.
    if (/\b(?:ur|your|its|lets|ill)\s/i.test(text)) {
      if (/\b(?:ur|your)\s/i.test(text)) {
        text = text
          .replace(YOU_ARE, (found) => keepCase(found, "you're"))
          .replace(UR_DOING, (found) => keepCase(found, "you're"))
          .replace(YOU_ARE_STATE, (found) => keepCase(found, "you're"));
      }
      if (/\bits\s/i.test(text)) text = text.replace(IT_IS, (found) => keepCase(found, "it's"));
      if (/\blets\s/i.test(text)) text = text.replace(LET_US, (found) => keepCase(found, "let's"));
      if (/\bill\s/i.test(text)) text = text.replace(I_WILL, "I'll");
    }
    if (/\sn\s/u.test(text)) text = text.replace(AND, 'and');
    // In small letters (the polish gives a sentence its capital), in capitals in a shouted line.
    const inCase = (words: string) => (/\p{Ll}/u.test(text) ? words : words.toUpperCase());
    if (/gl/iu.test(text)) {
      text = text.replace(GOOD_LUCK, (found) =>
        inCase(/hf$/iu.test(found) ? 'good luck, have fun' : 'good luck'),
      );
    }
    if (/tp/iu.test(text)) {
      text = text.replace(TELEPORT, (_, ending: string | undefined) =>
        inCase(TELEPORT_ENDINGS[(ending ?? '').replace(/'/u, '').toLowerCase()] ?? 'teleport'),
      );
    }
    return text;
  });
}

/**
 * Whether a "q" asks where it stands in a question: "¿q hacemos?", "¿me atacaron q hago?", but not
 * after a word a "que" follows ("¿tengo q estar?", "¿hay q ir?"). "pq" and "xq" ask wherever they stand.
 */
function isAskingWord(key: string, text: string, offset: number): boolean {
  if (key !== 'q') return true;
  return !THAT_FOLLOWS.test(text.slice(0, offset));
}
/** Words a "que" that does not ask follows: "tengo que", "hay que", "creo que", "más que". */
const THAT_FOLLOWS =
  /(?<![\p{L}])(?:tengo|tenés|tienes|tiene|tenemos|tienen|hay|creo|crees|cree|dice|dicen|digo|sé|sabes|sabe|ya|lo|más|mas|menos|antes|después|despues|así|asi|mejor|peor|hasta|parece|quiero|quieres|quiere|quieren|querés|necesito|necesitas|necesita|ojalá|es|son)\s+$/iu;

/** Whether the sentence around `offset` asks: it ends with a question mark, or opens with "¿". */
function isInQuestion(text: string, offset: number): boolean {
  const end = text.slice(offset).search(/[.!?？؟]/u);
  const start = text.slice(0, offset).search(/[¿][^.!?]*$/u);
  return start !== -1 || (end !== -1 && /[?？؟]/u.test(text.charAt(offset + end)));
}

/**
 * The letters every unaccented ending holds ("-cion", "-sao", "-coes"): a quick test before the
 * endings' pattern, which reads back over every word of the text.
 */
const UNACCENTED_ENDING = /[cCsSçÇ](?:ion|ION|ao|AO|oes|OES)/;

function spellSpeak(text: string, language: DraftLanguage, isShouted: boolean): string {
  const speak = TEXT_SPEAK[language as MailLanguage];
  const speakList = SPEAK_LISTS.get(language);
  if (!speak || !speakList) return text;
  const questions = QUESTION_SPEAK[language as MailLanguage];
  const { list, starts } = speakList;
  const start = findWordStart(text, starts);
  let result =
    start === -1
      ? text
      : replaceCaselessAt(text, list, starts, start, (word, offset) => {
          const key = word.toLowerCase();
          // "P:", "q:" label a question; a whole word before a colon is a label too ("Tambien: …").
          if (key.length <= 2 && text.charAt(offset + word.length) === ':') return word;
          const asked = questions?.[key];
          const meaning =
            asked !== undefined && isInQuestion(text, offset) && isAskingWord(key, text, offset)
              ? asked
              : speak[key];
          if (meaning === undefined) return word;
          return isShouted ||
            (word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word))
            ? meaning.toUpperCase()
            : keepCase(word, meaning);
        });
  if (language === 'es' && result.includes(' x ')) result = result.replace(SPANISH_X, 'por');
  const endings = ACCENT_ENDINGS[language as MailLanguage];
  if (endings && UNACCENTED_ENDING.test(result)) result = result.replace(endings, accentEnding);
  if (language === 'es' && / mi\b/iu.test(result)) result = result.replace(SPANISH_ME, '$1 mí');
  if (language === 'es' && /que|¿/iu.test(result)) {
    result = accentSpanishQuestion(result).replace(SPANISH_HOW_GOOD, exclaimHowGood);
  }
  return result;
}

/**
 * A Spanish sentence that exclaims how good a thing is ("que bueno tenerlos acá"): "¡Qué bueno…",
 * whose end then takes "!" (`sentenceEndMark`). It opens the line or follows a sentence's end; a
 * label before its colon ("Que bueno verlos hoy:") stays as written.
 */
const SPANISH_HOW_GOOD =
  /(^|[.!?][^\S\n]+)¡?(que|qué)(?=[^\S\n]+(?:bueno|buena|bien|genial|alegr[ií]a|orgullo|lindo|bonito|placer|gusto)(?![\p{L}\p{N}])[^.!?:\n]*(?:[.!]|$))/giu;

function exclaimHowGood(_: string, lead: string, what: string): string {
  return `${lead}¡${what === what.toUpperCase() ? 'QUÉ' : keepCase(what, 'qué')}`;
}

/** The Spanish words that ask, without and with their accent. */
const SPANISH_ASKING: Readonly<Record<string, string>> = {
  que: 'qué',
  como: 'cómo',
  cuando: 'cuándo',
  donde: 'dónde',
  quien: 'quién',
  quienes: 'quiénes',
  cual: 'cuál',
  cuales: 'cuáles',
  cuanto: 'cuánto',
  cuanta: 'cuánta',
  cuantos: 'cuántos',
  cuantas: 'cuántas',
};
/** A word that asks right after "¿": "¿donde nos vemos?". */
const AFTER_QUESTION_MARK =
  /(?<=¿[^\S\n]*)(?:que|como|cuando|donde|quienes|quien|cuales|cual|cuantos|cuantas|cuanto|cuanta)(?![\p{L}\p{N}])/giu;
/**
 * "Que" opening a question ("Que hacemos si nos atacan?") or a short label ("Que necesitan:") asks
 * what: "Qué". Other words that ask also open clauses ("Cuando lleguen, ¿qué hacemos?"): they stay.
 */
const OPENING_WHAT = /^((?:[-•]\s+|\d{1,2}[.)]\s+)?)(Que|QUE)(?=\s[^.!?\n]*(?:\?|:$))/u;

/** The words that ask right after "¿", with their accents. */
function accentAskingWords(text: string): string {
  return text.replace(AFTER_QUESTION_MARK, (word) => {
    const accented = SPANISH_ASKING[word.toLowerCase()]!;
    return word === word.toUpperCase() ? accented.toUpperCase() : keepCase(word, accented);
  });
}

function accentSpanishQuestion(text: string): string {
  const asked = accentAskingWords(text);
  const opening = asked.match(OPENING_WHAT);
  // A label asks in a few words: "Que necesitan:"; a longer line before a colon says something.
  if (!opening || (/:$/u.test(asked) && (asked.match(/\p{L}+/gu)?.length ?? 0) > 4)) return asked;
  return asked.replace(OPENING_WHAT, (_, lead: string, que: string) =>
    que === 'QUE' ? `${lead}QUÉ` : `${lead}Qué`,
  );
}

/** The last letters of a word that `ACCENT_ENDINGS` found, with their accent, in their case. */
function accentEnding(word: string): string {
  const ending = word.match(/(?:cion|sion|[cç]ao|[cç]oes|sao|soes)$/iu)![0];
  // "Decision" or "Vision" opening a sentence may be someone's name in English; its Spanish
  // capital form stays ("Visión" would change a name), the small and the shouted ones are tidied.
  if (/^sion$/iu.test(ending) && /^\p{Lu}\p{Ll}/u.test(word)) return word;
  const accented = ACCENTED_ENDINGS[ending.toLowerCase()]!;
  const stem = word.slice(0, -ending.length);
  return stem + (ending === ending.toUpperCase() ? accented.toUpperCase() : accented);
}

/**
 * Spanish "mi" after "a" or "para" where nothing it owns follows is the pronoun "mí": "pregunten a
 * Lucho o a mi por privado", "a mi me toca", "para mi." ("a mi casa" keeps its "mi").
 */
const SPANISH_ME =
  /(?=(?:[Aa]|[Pp]ara) mi)(?<![\p{L}\p{N}])([Aa]|[Pp]ara) mi(?=[^\S\n]*(?:[,.;:!?)]|$)|[^\S\n]+(?:por|o|y|me|tambi[eé]n|no)(?![\p{L}\p{N}]))/gu;

/**
 * "sat"/"sun" are days beside a time, a slash, after "on", "until", "next", a reset, another day and
 * a dash, or a time: "closes sat 12:00 UTC", "resets sun", "thu–sat", "21:00 UTC sat".
 */
const SAT_SUN_BEFORE =
  /(?=sat|sun)(?<![\p{L}\p{N}'’#@-])(?:sat|sun)(?=\.?[^\S\n]*(?:\d|\/)|\.?,?[^\S\n]+(?:at|@)[^\S\n]*\d|[^\S\n]+(?:night|morning|evening|afternoon)(?![\p{L}]))/giu;
const SAT_SUN_AFTER =
  /(?=sat|sun)(?<=(?:^|[^\p{L}])(?:on|until|till|til|by|next|this|every|from|before|after|resets?|thru|through)[^\S\n]+|\/|(?:^|[^\p{L}])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?[^\S\n]*[-–—&][^\S\n]*|(?:^|[^\p{L}])(?:utc|gmt|[ap]m)[^\S\n]+|[\uE000-\uF8FF\d][^\S\n]+)(?:sat|sun)(?![\p{L}\p{N}])/giu;

/** A word in capitals calling attention, and then the message: "ATENCIÓN nos movemos" → "ATENCIÓN: nos…". */
const ATTENTION =
  /^((?:[-•]\s*)?(?:ATENCI[OÓ]N|ATEN[CÇ][AÃ]O|ATTENTION|ВНИМАНИЕ|AVISO|WARNING|IMPORTANT|IMPORTANTE|URGENT|URGENTE|NOTICE|REMINDER|RECORDATORIO|LEMBRETE|НАПОМИНАНИЕ)!*)(?=\s+\p{Ll})/u;

/** "max 3 marchas": Spanish and Portuguese shorten "máximo" with its accent and a full stop. */
const SHORT_MAX = /(?<![\p{L}\p{N}])(max|Max|MAX)\.?(?=[^\S\n]*\d)/gu;

/** "2o lugar", "1a vez": a Spanish or Portuguese ordinal gets its sign (2º, 1ª). */
const ORDINAL = /(?<![\p{L}\p{N}.,:])(\d{1,2})([oa])(?=\s+\p{L})/gu;
/**
 * Russian chat's "аля" is the alliance, "а-ля" (like) too: only where the alliance is all it can be,
 * after a word that takes it in the genitive ("правила аля", "из аля"), is it "альянса".
 */
const OF_ALLIANCE =
  /((?<![\p{L}\p{N}])(?:правила|чат|чате|состав|лидер|лидеры|казна|банк|территория|территории|участники|член|члены|из|для|от|без|кроме)[^\S\n]+)аля(?![\p{L}\p{N}-])/giu;
/**
 * Portuguese "ha" before what it counts is "há": "ha 15 dias", "ha mais de 7 dias"; alone it may
 * be a laugh.
 */
const PORTUGUESE_THERE_IS =
  /(?=[hH]a[^\S\n])(?<![\p{L}\p{N}])(h|H)a(?=[^\S\n]+(?:\d|mais|menos|muito|muita|pouco|uns|umas|tempo|vagas?)(?![\p{L}]))/gu;
/** Russian "в течении 2 дней" is "в течение" (during); "в течении реки" (a river's flow) is not. */
const DURING =
  /(?<![\p{L}])([вВ]) течении(?=\s+(?:\d|час|дн|недел|месяц|сут|минут|год|КвК|квк|кд|КД))/gu;

/**
 * A Spanish sentence: its words up to its end mark (not a decimal point, nor the first point of
 * "p.m." or "a.m."), and the spaces after it.
 */
const SPANISH_SENTENCE =
  /(?:[^.!?¡¿\n]|\.(?=\d|\p{L}\.))*[.!?]+\s*|(?:[^.!?¡¿\n]|\.(?=\d|\p{L}\.))+$/gu;
/** What a sentence may open with before its words: a list's marker, a question's label ("P:"), a quote, a bracket. */
const SENTENCE_LEAD =
  /^\s*(?:[-*•·▪]\s+|\d{1,2}[.)]\s+)?(?:(?:[PQR]|Pregunta|Respuesta)\s*:\s*)?["“«(]?/iu;
/** A cry or a question inside brackets: "(boton de ayuda!!)". */
const BRACKETED_CRY = /\(([^()!?¡¿\n]+)([!?]+)\)/gu;

/** The last pause of a sentence, a comma and a space: "…en #kvk-ordenes, no antes!". */
const LAST_PAUSE = /[,;]\s+(?=[^,;]*$)/u;

/**
 * Spanish opens an exclamation with "¡" and a question with "¿": "apuntaos antes del jueves!" →
 * "¡apuntaos antes del jueves!", "TP cuando Rodrigo lo diga, no antes!" → "…, ¡no antes!" (a short
 * cry after the sentence's last pause opens there). A sentence with its opening mark is left alone.
 */
export function openSpanishMarks(written: string): string {
  if (!/[!?]/u.test(written)) return written;
  // A cry inside brackets opens there: "(botón de ayuda!)" → "(¡botón de ayuda!)".
  const text = written.includes(')')
    ? written.replace(BRACKETED_CRY, (_, words: string, end: string) => {
        // After the bracket's last pause when it lists: "(teletransportes, ¡escudos!)".
        const pause = words.lastIndexOf(', ');
        const at = pause === -1 ? 0 : pause + 2;
        return `(${words.slice(0, at)}${end.startsWith('!') ? '¡' : '¿'}${words.slice(at)}${end})`;
      })
    : written;
  return text.replace(SPANISH_SENTENCE, (sentence: string, offset: number) => {
    const end = sentence.trimEnd().slice(-1);
    const opening = end === '!' ? '¡' : end === '?' ? '¿' : '';
    // A sentence cut by a mark of its own before ("¡Vamos", "¿Listos") is not opened twice, nor
    // one whose cry a bracket opened.
    if (opening === '' || /[¡¿]$/u.test(text.slice(0, offset).trimEnd())) return sentence;
    if (sentence.includes(opening) || /^\)/u.test(text.slice(offset + sentence.length))) {
      return sentence;
    }
    const pause = sentence.match(LAST_PAUSE);
    const tail = pause ? sentence.slice(pause.index! + pause[0].length) : '';
    const at =
      pause && (tail.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 4
        ? pause.index! + pause[0].length
        : (sentence.match(SENTENCE_LEAD)?.[0].length ?? 0);
    const opened = `${sentence.slice(0, at)}${opening}${sentence.slice(at)}`;
    return opening === '¿' ? accentAskingWords(opened) : opened;
  });
}

/** Chinese and Arabic sentences take their own marks: "完成了." → "完成了。", "متى?" → "متى؟". */
function tidyScriptMarks(text: string, language: DraftLanguage): string {
  if (language === 'zh' && /[.,!?:;]/u.test(text) && /\p{Script=Han}/u.test(text)) {
    // Each pattern looks behind at every place of the line: it is tried only on a line that holds
    // the mark it replaces (on one without, it would leave the line as it is).
    let result = text;
    if (result.includes('.')) {
      // "月影.Shadow": a dot between Chinese and a Latin word holds a handle together.
      result = result.replace(/(?<=[\p{Script=Han}）」』])\.(?!\d|\.|[A-Za-z])/gu, '。');
    }
    if (result.includes('!')) result = result.replace(/(?<=[\p{Script=Han}）])!/gu, '！');
    if (result.includes('?')) result = result.replace(/(?<=[\p{Script=Han}）])\?/gu, '？');
    if (result.includes(',')) {
      result = result.replace(/(?<=\p{Script=Han}),(?=\s*\p{Script=Han})/gu, '，');
    }
    // A Chinese sentence ending after a Latin word or a channel ends with "。" too (not "p.m.").
    if (result.includes('.')) {
      // Not a poll's lettered option: "A. 跟着 [FQ] 打关卡" keeps its "A.".
      result = result.replace(
        /(?<![\d.]|\.\p{L}{1,3}|(?:^|\n)[^\S\n]*[A-F])\.(?=[^\S\n]|$)/gu,
        '。',
      );
    }
    // After a number too, where the sentence ends there ("1250 vs 980. 感谢…"), not a list's "1.".
    if (result.includes('.')) {
      result = result.replace(
        /(?<!^[^\S\n]*\d{1,3}|\d\.\d+)(?<=\d)\.(?=[^\S\n]*$|[^\S\n]+\p{Script=Han})/gu,
        '。',
      );
    }
    // The space after a full-width mark (no 'u': the same characters, all in the BMP).
    if (/[。！？，][^\S\n]/.test(result)) {
      result = result.replace(/(?<=[。！？，])[^\S\n]+(?=\p{Script=Han})/gu, '');
    }
    return result;
  }
  if (language === 'ar' && /[?,]/u.test(text)) {
    return text
      .replace(/(?<=\p{Script=Arabic}[^\S\n]?)\?/gu, '؟')
      .replace(/(?<=\p{Script=Arabic}),(?=\s*\p{Script=Arabic})/gu, '،');
  }
  return text;
}

/** An answer after its label starts with a capital, as its question does: "A: always" → "A: Always". */
const ANSWER_START =
  /^((?:[-•]\s*)?(?:q|a|p|r|в|о|вопрос|ответ|pregunta|respuesta|pergunta|resposta)\s*[:：]\s*["“«(]?)(\p{Ll})/iu;

/** An answer on its question's line: "Q: can farms join? A: no." → "… A: No.". */
const INLINE_ANSWER =
  /((?<=[?？]\s+)(?:a|r|о|ответ|respuesta|resposta)\s*[:：]\s*["“«(]?)(\p{Ll})/giu;

/** A holiday's wish: "Feliz Natal", "Merry Christmas", "С Новым годом". */
const WISH = String.raw`(?:feliz|happy|merry|с)\s+(?:natal|navidad|ano novo|año nuevo|christmas|new year|holidays|eid|ramad[aã]n|p[áa]scoa|pascua|новым годом|рождеством|праздником|днём рождения)`;
export const HOLIDAY_WISH = new RegExp(String.raw`^(?:[-•]\s*)?${WISH}(?![\p{L}])`, 'iu');
/**
 * A holiday's wish before whom it wishes it: "Feliz Natal família [CDB]" → "Feliz Natal, família
 * [CDB]", "Merry Christmas everyone", "С Новым годом друзья".
 */
const HOLIDAY_CALL = new RegExp(
  String.raw`(?=(?:feliz|happy|merry|с)\s)(?<=^(?:[-•¡]\s*)?|[.!?]\s+)(${WISH})[^\S\n]+(?=(?:my |mi |minha |nossa |мои |dear )?(?:family|familia|família|everyone|everybody|all|guys|fam|team|equipo|time|galera|pessoal|gente|amigos|todos|a todos|governors|warriors|друзья|ребята|всех|всем|\[)(?![\p{L}]))`,
  'giu',
);

/**
 * Arabic: a new clause after a place's coordinates ("عند X:710 Y:205 هذي منطقتهم") or another fact
 * (its placeholder while the analysis reads it) is set apart with "،" when it opens with "this"
 * or "because".
 */
const ARABIC_AFTER_PLACE =
  /(?<=[Yy][^\S\n]*:[^\S\n]*\d{1,4}|[\uE000-\uF8FF])[^\S\n]+(?=(?:هذي|هذه|هذا|هاذي|هاي|لأن|لان|عشان|علشان)[^\S\n])/gu;

/** "Ok listen up" → "Ok, listen up": a word of assent that opens a sentence stands apart. */
const OPENING_ASSENT =
  /(?=ok|alright)(?<=^(?:[-•]\s+)?|[.!?]\s+)(ok|okay|alright)(?=\s+(?!to\b|for\b|with\b|by\b)\p{L})/giu;
/** Whom a sentence speaks to at its start, before its words: "Galera a partir de hoje…". */
const OPENING_VOCATIVE =
  /(?=galera|pessoal|chicos|gente|guys|ребят)(?<=^(?:[-•¡¿]\s*)?|[.!?]\s+)(galera|pessoal|chicos|gente|guys|ребята|ребят)(?=\s+(?!(?:que|vai|vão|va|van|tá|está|do|da|de|del|is|are|who|with|and|y|e|и|что|кто)(?!\p{L}))\p{L})/giu;
/**
 * …and at its end: "Roda da Fortuna aberta galera." → "…aberta, galera." ("the new guys" names
 * them; "motivo pessoal" is a personal reason).
 */
const CLOSING_VOCATIVE =
  /(?= (?:galera|pessoal|chicos|guys|ребята)(?:[.!?]|$))(?<=[\p{L}\]])(?<!(?:^|\s)(?:hey|hi|hello|yo|oi|olá|ola|hola|fala|salve|a|à|pra|para|da|de|do|com|la|los|las|el|the|to|for|with|of|all|my|our|mis|nuestros|toda|todos|вы|наши|new|old|other|these|those|some|nova|novos|nuevos|nuevas|новые|motivo|motivos|assunto|assuntos|problema|problemas|questão|questões|uso|caráter|carater|recorde|lado|contato|contacto)) (galera|pessoal|chicos|guys|ребята)(?=[.!?]|$)/giu;
/** Whom a sentence may call on, for a quick test before the patterns that look behind. */
const CALLED = /galera|pessoal|chicos|gente|guys|ребят/iu;
/**
 * Whom an English order calls, then the order: "people online REINFORCE NOW", "farms shield up".
 * After a fact ("…X:634 Y:289 people online…") the call starts a sentence; else it takes its comma.
 */
// No 'u': a leading \b under 'iu' is tried at every position, and these words are ASCII.
const ADDRESSED_WORD =
  /\b(?:everyone|everybody|people|anyone|farms|farmers|gatherers|all online)\b/i;
const ADDRESSED_VERB =
  '(?:reinforce|shield|bubble|join|send|get|come|hop|teleport|tp|stay|fill|defend|hold|move|log|check|go)\\b';
const ADDRESSED_AFTER_FACT = new RegExp(
  // After a coordinate, a time or a tag ("Y:289", "11:30", "[NoX]"), not a list's "1)".
  `(?<=[\\p{L}\\p{N}:.]{2}[\\d\\]])\\s+(${ADDRESSED_GROUP})\\s+(?=${ADDRESSED_VERB})`,
  'giu',
);
const ADDRESSED_ORDER = new RegExp(
  `(^(?:[-•]\\s+|\\d{1,2}[.)]\\s+)?|,\\s+|[.!?]\\s+)(${ADDRESSED_GROUP})\\s+(?=${ADDRESSED_VERB})`,
  'giu',
);

function sayAddressedOrders(text: string): string {
  return text
    .replace(ADDRESSED_AFTER_FACT, (found: string, group: string) =>
      /^all$/iu.test(group) ? found : `. ${capitaliseFirst(group)}, `,
    )
    .replace(
      ADDRESSED_ORDER,
      (found: string, lead: string, group: string, at: number, whole: string) => {
        if (/^all$/iu.test(group)) return found;
        // "REINFORCE NOW, farms shield up", "…near X:77 Y:903, farms shield up": after a clause
        // of its own, the call starts a sentence.
        const clause =
          whole
            .slice(0, at)
            .split(/[.!?]\s+/u)
            .at(-1) ?? '';
        if (lead.startsWith(',') && clause.split(/\s+/u).length >= 3) {
          return `. ${capitaliseFirst(group)}, `;
        }
        return `${lead}${group}, `;
      },
    );
}
/** A tag asking for a yes: "chama no pv beleza?" → "…no pv, beleza?". */
const TAG_QUESTION = /(?= (?:beleza|blz|né)\?)(?<=\p{L}) (beleza|blz|né)(?=\?)/giu;
/** …and a sentence that ends on "beleza" with no mark asks it too: "…o mês todo, beleza?". */
const TAG_AT_END = /(?= (?:beleza|blz))(?<=[\p{L}\p{N}\uE000-\uF8FF]) (beleza|blz)\.?$/gimu;
/**
 * English run-ons: "open now please sign up" → "open now. Please sign up", "message me first
 * don't just show up" → "…first. Don't…" (a sentence that opens with "if" or "when" goes on after
 * a comma: "If you agree, please reply"); "a day please it's mostly wood" → "a day please, it's…",
 * "good luck everyone let's go" → "good luck everyone, let's go".
 */
// Each pattern reads the words after the place first: most places fail there, before the slower
// look back.
const PLEASE_THEN_ORDER =
  /(?= please (?:sign|join|read|send|reply|donate|use|be|come|help|shield|heal|stay|ask|follow|mail|message|check|do|don't|make|keep|tell|put|fill|bring|log|hit|move|teleport|register|vote|type|write|answer|let|contact|dm|ping|report|wait)\b)(?<=\p{L}{2,}(?<!\b(?:to|and|or|so|must|will|can|you|i|we|just|also)))/giu;
const PLEASE_THEN_CLAUSE =
  /(?= (?:it's|its|we|we're|i|i'm|need|they|they're|there's|you're|this|that's)\b)(?<=\p{L} please)/giu;
const BEFORE_LETS =
  /(?= let's\b)(?<=\p{L}{2,}(?<!\b(?:and|so|then|now|but|or|ok|okay|just|also|please|i|we|you|to)))/giu;
const BEFORE_DONT = /(?= (?:don't|do not)\b)(?<=\b(?:first|now|then|today|tonight|asap))/giu;
/** The orders a ban may follow with no pause: "just reinforce don't start your own". */
const ORDERS_BEFORE_BAN =
  '(?:reinforce|rally|join|shield|heal|attack|hit|wait|teleport|gather|farm|donate|help|come|stay|march|defend|garrison|retreat|fill|send|hold|report|ask|tell)';
/** "just reinforce don't start your own": an order, then the ban that goes with it. */
const ORDER_THEN_DONT = new RegExp(
  `(?= (?:don't|do not|never)\\b)(?<=(?<!\\w)${ORDERS_BEFORE_BAN})`,
  'giu',
);
/**
 * A run-on's pattern, with the words it reads ahead (`needs`): a quick test first, as the pattern
 * is tried at every position of the line.
 */
interface RunOn {
  pattern: RegExp;
  needs: RegExp;
}
const SAYS_PLEASE = / please /iu;
/** Run-ons a new sentence ends; after "please" or before "let's" a comma is pause enough. */
const RUN_ONS: readonly RunOn[] = [
  { pattern: PLEASE_THEN_ORDER, needs: SAYS_PLEASE },
  { pattern: BEFORE_DONT, needs: /(?:first|now|then|today|tonight|asap) (?:don't|do not)/iu },
];
const PAUSES: readonly RunOn[] = [
  { pattern: PLEASE_THEN_CLAUSE, needs: SAYS_PLEASE },
  { pattern: BEFORE_LETS, needs: / let's/iu },
  // The order right before the ban, as every match has it: most bans follow none.
  {
    pattern: ORDER_THEN_DONT,
    needs: new RegExp(`${ORDERS_BEFORE_BAN} (?:don't|do not|never)`, 'iu'),
  },
];

/**
 * "If you're under 20M just reinforce", "if you are not in K2150 by 18:00 UTC you will be stuck":
 * a condition that ends on a number or a time, before its answer, takes a comma there.
 */
const CONDITION_THEN_ANSWER =
  /^((?:[-•]\s+)?(?:if|when|once|as soon as|until)\s(?:[^,.!?;:]|(?<=\d)[:.](?=\d))*?(?:\d[\p{L}+]{0,3}|\butc|\bgmt))(?= (?:just|then|you|we|i|they|everyone|please|ping|dm|tell|send|ask|go|join|shield|stay|reinforce|rally|teleport)\b)/iu;

/**
 * "if you zero yourself that's fine just tell an officer" → "If you zero yourself, that's fine. Just
 * tell an officer": the condition, the verdict on it and the order after it, each set apart.
 */
const CONDITION_IS_FINE =
  /(?=(?:[-•]\s+)?(?:if|when)\s)(?<=^|[.!?]\s+)((?:[-•]\s+)?(?:if|when)\s[^,.!?;:]{3,60}?)\s+((?:that'?s|it'?s|that is|it is)\s+(?:fine|ok|okay|alright|no problem|cool))(?:\s+(just|but|only|then)\s)?/giu;

/** "if you can't make it don't sign up": a condition before a ban takes a comma there. */
const CONDITION_THEN_BAN =
  /(?=(?:[-•]\s+)?(?:if|when)\s)(?<=^|[.!?]\s+)((?:[-•]\s+)?(?:if|when)\s+\S+\s+[^,.!?;:]{2,40}?)(?=\s+(?:don't|dont|do not|never)\s)/giu;

function setConditionApart(text: string): string {
  return text.replace(CONDITION_IS_FINE, (_, condition: string, verdict: string, next?: string) =>
    next === undefined
      ? `${condition}, ${verdict}`
      : `${condition}, ${verdict}. ${next.charAt(0).toUpperCase()}${next.slice(1)} `,
  );
}

/**
 * "no excuses thanks" → "No excuses, thanks": a thanks that closes a sentence is set apart, unless
 * a word makes it the sentence's own ("many thanks", "say thanks").
 */
const CLOSING_THANKS =
  /(?= (?:thanks|thank you)(?:[.!]+|$))(?<=\p{L}{2,})(?<!(?<!\w)(?:many|big|huge|special|great|massive|say|said|says|give|gave|and|all|no|our|my|with|a|the|word|get|got|send|sent|deserve|deserves|a lot of))/giu;
/** "Any questions ask Juno": the question asked, then whom to ask ("Any questions? Ask Juno"). */
const QUESTIONS_THEN_ASK =
  /(?=(?:any |other |more )?questions )(?<=^(?:[-•]\s+)?|[.!?]\s+)((?:any |other |more )?questions) (ask|dm|message|mail|ping|contact|talk|go|hit|write|reach|check|see)(?![\p{L}])/giu;
/** A sentence that leads into another clause: "If you agree, please reply". */
const LEADING_CLAUSE =
  /^(?:[-•]\s+)?(?:if|when|once|after|before|as soon as|since|whenever|until|while)\b/iu;

/** A clause that names whom its order is for: "so anyone sitting on credits", "those with T5". */
const ADDRESSED_CLAUSE =
  /^\s*(?:(?:so|and|also|then)\s+)?(?:anyone|anybody|everyone|everybody|whoever|those|all of you|people|players)\b/iu;

/** Where one English sentence runs on into the next: a comma after a leading clause, else a stop. */
function breakRunOn(text: string, pattern: RegExp): string {
  return text
    .replace(pattern, (_: string, offset: number) => {
      const sentence =
        text
          .slice(0, offset)
          .split(/[.!?]\s+/u)
          .at(-1) ?? '';
      // "so anyone sitting on alliance credits please donate": whom the order is for comes first.
      const clause = sentence.slice(sentence.lastIndexOf(',') + 1);
      if (ADDRESSED_CLAUSE.test(clause)) return '';
      return LEADING_CLAUSE.test(sentence) ? ',' : '\uFFFF';
    })
    .replace(/\uFFFF (\p{L})/gu, (_: string, letter: string) => `. ${letter.toUpperCase()}`);
}

/**
 * Chinese writes no space between words: a space between two clauses is a pause ("差4个人 快来" →
 * "差4个人，快来", "照顾 [LGN]永远第一" → "照顾，[LGN]永远第一"). Players also set a name, a rank or a
 * channel apart with spaces ("私信 龙哥", "—— 国王 大漠孤烟", "第1名 老猫", "#kvk指挥 的"): a pause
 * needs three characters of clause on each side, outside a bracketed header ("【采集指南 新人必看】").
 */
const CHINESE_SPACE = /(?<=\p{Script=Han})[^\S\n]+(?=\p{Script=Han}|\[)/gu;
/** The clause a space ends or starts: up to the nearest mark or space. */
const CLAUSE_BEFORE = /[^\s，。！？、：；,.!?:;【】()（）·/—-]*$/u;
const CLAUSE_AFTER = /^[^\s，。！？、：；,.!?:;【】()（）·/—-]*/u;
const MIN_CLAUSE_HAN = 3;
/** After the space, a clause of its own: "转 旗子群" (move to the flag group) is one order. */
const MIN_NEXT_CLAUSE_HAN = 4;

function hanCount(text: string): number {
  return text.match(/\p{Script=Han}/gu)?.length ?? 0;
}

/** A half-width comma and its space, but one between two digits (a number's, "1,520,000"). */
const HALF_WIDTH_COMMA = /(?<!\d),[^\S\n]*|,[^\S\n]*(?!\d)/gu;

/** A pause a space before these words always is: "差4个人 快来", "全部用加速 别省". */
const PAUSE_WORD =
  /^(?:快来|速来|快点|速度|别|不要|大家|记得|谢谢|加油|一起|赶紧|否则|不然|但是|然后|所以|如果|大概|大约|最多|至少)/u;
/**
 * A header in words set apart by spaces ("失落之地 作战安排", "【招人】2088王国 [龙] 龙腾联盟"): a
 * short line without a mark, one that opens with its bracketed cry, or a letter's "致 [HZW] 火焰之王
 * 联盟…" takes no pause.
 */
const SHORT_HEADER_HAN = 9;

/** A role that introduces a player's name after a space: "盟主", "集结队长", "R4". */
const ROLE_BEFORE_NAME = /(?:盟主|队长|指挥官|指挥|国王|会长|管理|老大|官员|负责人|[Rr][1-5])$/u;

function addChinesePauses(text: string): string {
  const isHeader =
    /^[【致]/u.test(text) ||
    (!/[，。！？、：；,.!?:;]/u.test(text) && hanCount(text) <= SHORT_HEADER_HAN);
  return text.replace(CHINESE_SPACE, (space: string, offset: number) => {
    const rest = text.slice(offset + space.length);
    if (PAUSE_WORD.test(rest)) return '，';
    if (isHeader) return space;
    const before = text.slice(0, offset);
    const clause = before.match(CLAUSE_BEFORE)![0];
    const next = rest.match(CLAUSE_AFTER)![0];
    const isInHeader = before.lastIndexOf('【') > before.lastIndexOf('】');
    const isPause =
      !isInHeader &&
      !clause.startsWith('#') &&
      // "老盟主 龙吟九天", "集结队长 北冥有鱼": a role before the name it introduces.
      !ROLE_BEFORE_NAME.test(clause) &&
      hanCount(clause) >= MIN_CLAUSE_HAN &&
      hanCount(next) >= MIN_NEXT_CLAUSE_HAN;
    return isPause ? '，' : space;
  });
}
/** Portuguese "as" before an hour is "às": "as 00:00 UTC", "as 20h". */
const PORTUGUESE_AT =
  /(?=[Aa]s )(?<![\p{L}\p{N}])([Aa])s(?= \d{1,2}(?::\d{2}|h)(?![\p{L}\p{N}]))/gu;
/** "avisá por correo, sino te sacamos": "sino" before what happens otherwise is "si no". */
const SPANISH_IF_NOT =
  /(?=sino )(?<=,\s)sino(?= (?:te|lo|la|los|las|les|me|nos|se|vas|van|hay|puedes|pueden|podés)(?!\p{L}))/gu;
/**
 * "NOW join please", "ESCUDO YA los que están afuera": a shouted "now" ends its order there; a
 * condition after it ("SHIELD UP NOW if you're under 20M") goes on.
 */
const SHOUTED_NOW =
  /(?= (?!(?:if|when|until|si|se|cuando|quando|если|когда)(?!\p{L}))\p{Ll})(?<=(?<!\p{L})(?:NOW|ASAP|YA|AHORA|AGORA|JÁ|СЕЙЧАС|СРОЧНО))/gu;
/** A Spanish answer that opens with "si" says yes: "-> si, obligatorio", "R: si". */
const ANSWER_YES = /(?=si)(?<=(?:->|→|=>|(?<![\p{L}])R:)\s*)si(?=\s*(?:[,.!]|$))/gu;
/** Spanish "como" opening a how-to before a verb: "como farmear sin…" → "cómo farmear". */
const SPANISH_HOW =
  /(?=[Cc]omo )(?<=^(?:[-•]\s+)?|[.!?¿]\s*)([Cc])omo(?= \p{L}+(?:ar|er|ir)(?:lo|la|se)?\b)/gu;

/** Spanish "esta" before a gerund is "está": "[ZRK] esta pegando" → "está pegando". */
const SPANISH_IS_DOING =
  /(?=[Ee]sta )(?<![\p{L}])([Ee])sta(?= \p{Ll}+(?:ando|iendo|yendo)(?![\p{L}]))/gu;

/** Chat's "лвл" (level), with the number it goes with: "форт 7 лвл", "лвл 5", "Лвл фортов". */
const RUSSIAN_LEVEL = /(\d\s?)?(?<![\p{L}])(лвл|Лвл|ЛВЛ)(?![\p{L}])/gu;

/** A Russian adjective's ending right before "лвл", and the case of "уровень" it asks. */
const ADJECTIVE_BEFORE = /\p{Script=Cyrillic}{2,}(ый|ий|ой|ом|ем|ым|им|ого|его)\s+$/iu;
const LEVEL_AFTER_ADJECTIVE: Readonly<Record<string, string>> = {
  ый: 'уровень',
  ий: 'уровень',
  ой: 'уровень',
  ом: 'уровне',
  ем: 'уровне',
  ым: 'уровнем',
  им: 'уровнем',
  ого: 'уровня',
  его: 'уровня',
};

/**
 * "форт 7 лвл" and "ноды лвл 5" are of a level ("уровня"); "Лвл фортов 5–7" opens with the level
 * it names ("Уровень").
 */
function spellLevel(
  _: string,
  number: string | undefined,
  word: string,
  offset: number,
  text: string,
): string {
  const before = text.slice(0, offset);
  // An adjective before it gives its case: "Сложный лвл" → "уровень", "на высоком лвл" → "уровне",
  // "с высоким лвл" → "уровнем", "для высокого лвл" → "уровня".
  const adjective = number === undefined ? before.match(ADJECTIVE_BEFORE)?.[1] : undefined;
  const isOf = number !== undefined || /\p{L}\s+$/u.test(before);
  const level = `${number ?? ''}${adjective !== undefined ? LEVEL_AFTER_ADJECTIVE[adjective.toLowerCase()] : isOf ? 'уровня' : 'уровень'}`;
  if (word === 'ЛВЛ') return level.toUpperCase();
  return word === 'Лвл' ? capitaliseFirst(level) : level;
}

/**
 * Russian sets a clause that "что", "чтобы", "если", "кто" ("у кого", "кому"), "где", "когда",
 * "прежде чем" or "который" opens apart with a comma: "видела что 2140…" → "видела, что 2140…".
 * Not after a word that joins or governs it ("и что", "так что", "за что", "даже если", "потому
 * что"), nor in "есть что сказать", "нет кому", where it is no clause.
 */
const RUSSIAN_SUBCLAUSE =
  /(?= (?:что|чтобы|если|кто|у кого|кого|кому|где|когда|прежде чем|потому что|который|которая|которое|которые|которого|которой|которых|которым|которыми|которую)(?![\p{L}-]))(?<=[\p{L}\p{N}])(?<!(?<![\p{L}])(?:и|а|но|или|да|не|ни|кто|чем|так|лишь|потому|только|именно|вот|даже|что|как|если|за|в|во|на|о|об|обо|про|до|после|для|из|от|с|со|у|по|к|при|через|без|над|под|ради|есть|нет|некому|нечего|некогда)) /giu;

/**
 * A "кто" clause before the order it qualifies closes with a comma: "Все, кто может, кидайте рес",
 * "Все, у кого нет щита, ставьте".
 */
const RUSSIAN_WHO_CAN =
  /(,\s*(?:кто|у кого)(?:\s+[^\s,.!?—–-][^\s,.!?]*){1,5}?)\s+(?=\p{Ll}+(?:йте|ите|ьте)(?![\p{L}]))/gu;

/**
 * So does a sentence that opens with the clause: "Кому нужны титулы (Ученый, Герцог), пишите в
 * #титулы", "Если согласны, ответьте до 20:00 UTC" (what is in brackets is the clause's). The
 * order's own adverb stays with it ("…прийти, обязательно напишите", "…зайти, хотя бы
 * подкрепите"); a word after a preposition is no order ("в щите"); a dash has already set it apart.
 */
const RUSSIAN_LEADING_CLAUSE =
  /(?=кому|кто|у кого|если|когда)(?<=^(?:[-•]\s+)?|[.!?]\s+)((?:кому|кто|у кого|если|когда)(?:\s+(?:\([^)\n]*\)|(?=[^\s,.!?()]*[\p{L}\p{N}])[^\s,.!?()]+)){1,8}?)(?<!(?<![\p{L}])(?:в|во|на|о|об|по|при|у|с|со|к|за|из|от|до|под|над|и|не))\s+(?=(?:(?:хотя бы|обязательно|сразу|срочно|тоже|также|просто|лучше|пожалуйста|заранее)\s+)?\p{Ll}{2,}(?:йте|ите|ьте)(?![\p{L}]))/giu;

/**
 * "…north of the river. ok?": a tag that asks for agreement closes the sentence before it, never
 * opens the next one ("Ok? Our R4…").
 */
const CLOSING_TAG =
  /[.!]\s+(ok|okay|deal|agreed|right|yes|vale|sí|certo|combinado|ладно|хорошо|договорились|تمام|اوكي|好吗|行吗)\?/giu;

/** The commas and accents a sentence of chat left out, in its language. */
function addPauses(text: string, language: DraftLanguage): string {
  const toCapital = (_: string, label: string, letter: string) => label + letter.toUpperCase();
  let result = text.replace(ANSWER_START, toCapital);
  if (/[?？]\s+\p{L}\s*[:：]/u.test(result)) result = result.replace(INLINE_ANSWER, toCapital);
  if (language === 'zh') {
    // "报名截止18点UTC,5个人一队": a half-width comma among Chinese clauses is written full width
    // (one between digits, "1,520,000", is a number's).
    if (result.includes(',')) result = result.replace(HALF_WIDTH_COMMA, '，');
    return /\p{Script=Han}\s/u.test(result) ? addChinesePauses(result) : result;
  }
  // Each look-behind is tried at every position: a cheap test of the words first.
  if (/NOW|ASAP|YA|AHORA|AGORA|JÁ|СЕЙЧАС|СРОЧНО/u.test(result)) {
    result = result.replace(SHOUTED_NOW, ',');
  }
  if (/ok|alright/iu.test(result)) result = result.replace(OPENING_ASSENT, '$1,');
  if (language === 'en' && ADDRESSED_WORD.test(result)) result = sayAddressedOrders(result);
  if (CALLED.test(result)) {
    result = result.replace(OPENING_VOCATIVE, '$1,').replace(CLOSING_VOCATIVE, ', $1');
  }
  if (/feliz|happy|merry|с /iu.test(result)) result = result.replace(HOLIDAY_CALL, '$1, ');
  if (/beleza|blz|né/iu.test(result)) {
    result = result.replace(TAG_QUESTION, ', $1').replace(TAG_AT_END, ', $1?');
  }
  if (/[.!]\s+\p{L}{2,6}\?/u.test(result))
    result = result.replace(CLOSING_TAG, (_, tag: string) =>
      tag === 'OK' ? ', OK?' : `, ${tag.toLowerCase()}?`,
    );
  if (language === 'en' && /questions/iu.test(result)) {
    result = result.replace(
      QUESTIONS_THEN_ASK,
      (_, lead: string, verb: string) => `${lead}? ${verb.charAt(0).toUpperCase()}${verb.slice(1)}`,
    );
  }
  if (language === 'en' && /^(?:[-•]\s+)?(?:if|when)\s|[.!?]\s+(?:if|when)\s/iu.test(result)) {
    result = setConditionApart(result).replace(CONDITION_THEN_BAN, '$1,');
  }
  if (language === 'en' && /^(?:[-•]\s+)?(?:if|when|once|as|until)\s/iu.test(result)) {
    result = result.replace(CONDITION_THEN_ANSWER, '$1,');
  }
  if (language === 'en' && / thank/iu.test(result)) result = result.replace(CLOSING_THANKS, ',');
  if (language === 'en' && / (?:please|let's|don't|do not|never) /iu.test(result)) {
    for (const { pattern, needs } of RUN_ONS) {
      if (needs.test(result)) result = breakRunOn(result, pattern);
    }
    for (const { pattern, needs } of PAUSES) {
      if (needs.test(result)) result = result.replace(pattern, ',');
    }
  }
  if (language === 'pt' && /as \d/iu.test(result))
    result = result.replace(PORTUGUESE_AT, (_, a: string) => (a === 'A' ? 'Às' : 'às'));
  if (language === 'es' && /sino /u.test(result)) result = result.replace(SPANISH_IF_NOT, 'si no');
  // "¿tengo q estar? -> si, obligatorio": an answer's "si" is yes.
  if (language === 'es' && /si\b/iu.test(result)) result = result.replace(ANSWER_YES, 'sí');
  if (language === 'es' && /esta /iu.test(result))
    result = result.replace(SPANISH_IS_DOING, (_, e: string) => `${e}stá`);
  if (language === 'es' && /como /iu.test(result))
    result = result.replace(SPANISH_HOW, (_, c: string) => (c === 'C' ? 'Cómo' : 'cómo'));
  if (language === 'ar' && /[Yy]\s*:|[\uE000-\uF8FF]/u.test(result)) {
    result = result.replace(ARABIC_AFTER_PLACE, '، ');
  }
  if (language === 'ru' && /(?:что|если|кто|кого|кому|где|когда|котор|прежде)/iu.test(result)) {
    result = result
      .replace(RUSSIAN_SUBCLAUSE, ', ')
      .replace(RUSSIAN_WHO_CAN, '$1, ')
      .replace(RUSSIAN_LEADING_CLAUSE, '$1, ');
  }
  return result;
}

/**
 * After the shared polish: the text-speak it leaves, the game's names in their case, ordinals,
 * and sentence marks in the draft's script. A line in capitals keeps its shouting.
 */
export function tidyAfterPolish(line: string, language: DraftLanguage, isShouted: boolean): string {
  return outsideQuotes(line, (part) => {
    let text = spellSpeak(part, language, isShouted);
    if (language === 'other') return text;
    const names = NAME_PATTERNS.get(language)!;
    const nameStart = isShouted ? -1 : findWordStart(text, names.nameStarts);
    if (nameStart !== -1) {
      const { list, nameStarts, byKey } = names;
      text = replaceCaselessAt(text, list, nameStarts, nameStart, (found) => {
        if (found === found.toUpperCase() && found.length > 1 && /\p{Lu}/u.test(found))
          return found;
        const name = byKey.get(toNameKey(found));
        return name === undefined ? found : keepCapitals(found, name);
      });
    }
    if (language === 'en' && !isShouted && /\b(?:sat|sun)\b/u.test(text)) {
      const capital = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
      text = text.replace(SAT_SUN_BEFORE, capital).replace(SAT_SUN_AFTER, capital);
    }
    text = text.replace(ATTENTION, '$1:');
    if ((language === 'es' || language === 'pt') && /\d[oa]\s/u.test(text)) {
      text = text.replace(ORDINAL, (_, number: string, letter: string) =>
        letter === 'o' ? `${number}º` : `${number}ª`,
      );
    }
    if ((language === 'es' || language === 'pt') && /max/iu.test(text)) {
      text = text.replace(SHORT_MAX, (_, max: string) =>
        max === 'MAX' ? 'MÁX.' : `${max.charAt(0)}áx.`,
      );
    }
    if (language === 'pt') {
      text = text.replace(PORTUGUESE_NOT, (found) => (found === 'N' ? 'Não' : 'não'));
      text = text.replace(PORTUGUESE_I_AM, '$1ô');
      if (/ha /iu.test(text)) text = text.replace(PORTUGUESE_THERE_IS, '$1á');
      if (/tamo /iu.test(text)) {
        text = text.replace(PORTUGUESE_WE_ARE, (_, t: string) =>
          t === 'T' ? 'Estamos' : 'estamos',
        );
      }
    }
    if (language === 'ru' && /лвл/iu.test(text)) text = text.replace(RUSSIAN_LEVEL, spellLevel);
    if (language === 'ru' && text.includes('течении')) text = text.replace(DURING, '$1 течение');
    if (language === 'ru' && /аля/iu.test(text)) text = text.replace(OF_ALLIANCE, '$1альянса');
    if (!isShouted) text = addPauses(text, language);
    if (!isShouted) text = endSpliceBeforePlease(text, language);
    const calledReminder = CALLED_REMINDER[language];
    if (!isShouted && calledReminder) text = text.replace(calledReminder, '$1, $2: ');
    return tidyScriptMarks(text, language);
  });
}

/**
 * A statement and a "please" order run together with a comma end apart: "tech donations are behind
 * again, please donate before reset" → "…again. Please donate before reset". Only after a clause
 * that says something (a verb of its own, four words or more) and opens on no "if", "when"…; "guys,
 * please", "tomorrow at 20:00 UTC, please" and "if you can, please" stay as written.
 */
const PLEASE_SPLICE: Partial<Record<DraftLanguage, RegExp>> = {
  en: /(^|[.!?]\s+)((?!(?:if|when|once|after|before|as soon as|since|until|while|whoever|anyone who)\b)[^.!?,]*?\b(?:is|are|was|were|has|have|had|will|can't|cannot|didn't|don't|doesn't|isn't|aren't|been|got|gets|need|needs|start|starts|opens|closes|ends)\b[^.!?,]*?), please (?=\p{Ll})/giu,
  es: /(^|[.!?]\s+)((?!(?:si|cuando|cuanto|apenas|antes|después|quien|el que|los que)\b)[^.!?,]*?\b(?:es|está|están|son|hay|estamos|tenemos|vamos|va|fue|empieza|abre|cierra|termina)\b[^.!?,]*?), por favor (?=\p{Ll})/giu,
  pt: /(^|[.!?]\s+)((?!(?:se|quando|assim que|antes|depois|quem|caso)\b)[^.!?,]*?\b(?:é|está|estão|são|tem|temos|estamos|vamos|vai|foi|começa|abre|fecha|termina)\b[^.!?,]*?), por favor (?=\p{Ll})/giu,
};
/** "Reminder guys tech donations…": the word and whom it calls, then what it says: "Reminder, guys: tech…". */
const CALLED_REMINDER: Partial<Record<DraftLanguage, RegExp>> = {
  en: /^(reminder|quick reminder|heads up|psa|update)\s+(guys|everyone|all|people|folks|fam|team)\s+(?=\p{Ll}+\s+\p{L})/iu,
  es: /^(recordatorio|aviso|ojo)\s+(chicos|gente|todos|equipo|muchachos|banda)\s+(?=\p{Ll}+\s+\p{L})/iu,
  pt: /^(lembrete|aviso|atenção)\s+(galera|pessoal|gente|turma|time)\s+(?=\p{Ll}+\s+\p{L})/iu,
};
const PLEASE_WORD: Partial<Record<DraftLanguage, string>> = {
  en: 'Please',
  es: 'Por favor',
  pt: 'Por favor',
};

function endSpliceBeforePlease(text: string, language: DraftLanguage): string {
  const splice = PLEASE_SPLICE[language];
  if (splice === undefined || !/, p[lo]/iu.test(text)) return text;
  return text.replace(splice, (found: string, lead: string, clause: string) =>
    clause.split(/\s+/u).length >= 4 ? `${lead}${clause}. ${PLEASE_WORD[language]} ` : found,
  );
}

/**
 * A question by its label ("Q:", "P:", "В:", "س:", "问："), its first words where only a question
 * starts so ("when is", "can I", "¿", "cuándo", "هل"), or a Chinese "吗"/"呢" at its end. Words
 * that also start statements ("who has T5 joins", "кто не может", "quando abrir") are not read.
 */
const QUESTION =
  /^(?:[•\s]*(?:[\d٠-٩]{1,2}[.)]\s*)?)(?:(?:q|p|в|вопрос|pregunta|pergunta|س|سؤال)\s*[:：]|问[:：]|¿|(?:(?:(?:when|where|what|who|why|how|which)\s+)?(?:(?:do|does|did|can|could|should|will|would)\s+(?:i|you|u|we|they|he|she|anyone|someone|everyone|anybody)|(?:is|are|was|were)\s+(?:i|you|u|we|they|he|she|it|anyone|someone|everyone|anybody|the|my|our|your|their|this|that|there))|(?:when|where|what|who|why|how|which)\s+(?:is|are|do|does|did|will|should)|cuándo|dónde|qué|quién|cómo|por qué|هل)\s)|(?:吗|呢)$/iu;

/** An English "question" that opens with no word that asks: "Q: my friend want to join but we are full". */
const ENGLISH_ASKING =
  /^(?:q\s*:\s*)(?:what|where|when|who|whom|whose|why|how|which|can|could|do|does|did|is|are|am|was|were|will|would|should|shall|may|might|must|have|has|any|if|i|we)\b/iu;

export function isEnglishStatement(line: string): boolean {
  return (
    /^q\s*:\s*[a-z]/iu.test(line) && /^[\x20-\x7E]*$/u.test(line) && !ENGLISH_ASKING.test(line)
  );
}

/**
 * The mark that ends a sentence in its script: "。" for a Chinese one, "." otherwise; a question
 * ends with its question mark ("？" in Chinese, "؟" in Arabic).
 */
export function sentenceEndMark(line: string): string {
  const isChinese = /\p{Script=Han}/u.test(line);
  // The last sentence decides: "Are you ready? I am, and I need your help" ends with a full stop.
  const last =
    line
      .split(/(?<=[.!?؟])\s+|(?<=[。！？])\s*/u)
      .filter(Boolean)
      .at(-1) ?? line;
  // "¡Qué bueno tenerlos acá": a sentence the Spanish "¡" opens ends with its "!".
  if (/¡[^!]*$/u.test(last)) return '!';
  // "Feliz Natal, família [CDB]": a wish is said with its "!".
  if (HOLIDAY_WISH.test(last)) return '!';
  if (QUESTION.test(last) && !isEnglishStatement(last)) {
    if (isChinese) return '？';
    return /\p{Script=Arabic}/u.test(line) ? '؟' : '?';
  }
  return isChinese ? '。' : '.';
}
