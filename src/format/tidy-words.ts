import { ENGLISH_WEEKDAY_CAPITALS } from '#markup/index.ts';
import { GAME_NAMES, GAME_TERMS } from './game-names.ts';
import type { DraftLanguage, MailLanguage } from './language.ts';
import { QUESTION_SPEAK, TEXT_SPEAK } from './text-speak.ts';

/**
 * Tidy words in every mode, around the shared polish (which spells out English shorthand): "ur"
 * read as "you're", "its" as "it's" and "lets" as "let's" where they mean that, the text-speak of
 * the other languages, a laugh taken out with its bracket's space, the game's names capitalised
 * as the game (or, in Cyrillic, the players) write them, and sentence marks in the draft's script.
 * Words inside quotes ("type “title pls”") are what players must type: they are never changed.
 */

/** "if ur a good fit", "if your under 20M", "your near": "ur"/"your" before a state means you're. */
const YOU_ARE =
  /(?<![\p{L}\p{N}'’#@])(?:ur|your)(?=\s+(?:a|an|the|not|under|over|offline|online|benched|going|coming|doing|getting|trying|good|new|still|late|near|close|welcome|able|ready|free|done|here|there|already|always|never|\d+(?:[.,]\d+)?[mkb]\+?)(?![\p{L}\p{N}'’-]))/giu;

/** "its too fast", "its a pain", "next time its kick": "its" before these means it's. */
const IT_IS =
  /(?<![\p{L}\p{N}'’#@])its(?=\s+(?:a|an|the|not|too|so|very|ok|okay|fine|over|done|going|gonna|been|just|all|only|already|still|now|time|here|there|up|on|mandatory|important|free|easy|simple|kick|ban|your|our|my|their|what|how|that|this|when|because|like|about|getting|happening|coming)(?![\p{L}\p{N}'’-]))/giu;

/** "lets go", "lets do this": "lets" before a verb of a call means let's. */
const LET_US =
  /(?<![\p{L}\p{N}'’#@])lets(?=\s+(?:go+|do|get|make|take|hit|win|show|keep|rally|push|crush|be|finish|see|try|fight|grow|move|welcome|start|hold)(?![\p{L}\p{N}'’-]))/giu;

/** Each language's shorthand (the polish spells out English's) as one pattern of whole words. */
const SPEAK_PATTERNS = new Map<DraftLanguage, RegExp>(
  Object.entries(TEXT_SPEAK)
    .filter(([language, words]) => language !== 'en' && Object.keys(words).length > 0)
    .map(([language, words]) => [
      language as DraftLanguage,
      new RegExp(
        `(?<![\\p{L}\\p{N}'’#@/_\\[-])(?:${Object.keys(words).join('|')})(?![\\p{L}\\p{N}'’/_:\\]-])`,
        'giu',
      ),
    ]),
);

/** A Spanish "x" between two words in lower case stands for "por": "gracias x ayudar". */
const SPANISH_X = /(?<=\p{Ll}\s)x(?=\s\p{Ll})/gu;

/** A laugh that says nothing in a mail; with the space before it, or a bracket's. */
const LAUGH = /\s*(?<![\p{L}])(?:lol|lmao|lmfao|rofl)(?![\p{L}])/giu;

/** The names the engine writes as the game does, in drafts of one language. */
function namesFor(language: MailLanguage): Record<string, string> {
  const names: Record<string, string> = { ...GAME_TERMS, ...GAME_NAMES.en };
  if (language === 'en') Object.assign(names, ENGLISH_WEEKDAY_CAPITALS, ENGLISH_MONTHS);
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
  { pattern: RegExp; byKey: ReadonlyMap<string, string> }
>(
  (['en', 'es', 'pt', 'ru', 'ar', 'zh'] as const).map((language) => {
    const names = namesFor(language);
    const keys = Object.keys(names).sort((a, b) => b.length - a.length);
    const spellings = keys.map((key) =>
      escapeRegExp(key.replace(/'s /u, ' ')).replace(/\\?\s+/gu, "(?:'s)?\\s+"),
    );
    const letter = '(?:[^\\P{L}\\p{Script=Han}]|[\\p{N}_])';
    const pattern = new RegExp(
      `(?<!${letter}|[#@\\-/\\[.'’])(?:${spellings.join('|')})(?!${letter}|[\\]\\-'’])`,
      'giu',
    );
    const byKey = new Map(Object.entries(names).map(([key, name]) => [toNameKey(key), name]));
    return [language, { pattern, byKey }];
  }),
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

/** Quoted words, which players type as written: `"title pls"`, `“aoo sim”`, `«квк да»`. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|「[^」\n]*」|『[^』\n]*』/gu;
const HAS_QUOTE = /["“«「『]/u;

/** Applies `tidy` to the text outside quotes only. */
function outsideQuotes(line: string, tidy: (text: string) => string): string {
  if (!HAS_QUOTE.test(line)) return tidy(line);
  let result = '';
  let cursor = 0;
  for (const match of line.matchAll(QUOTED)) {
    result += tidy(line.slice(cursor, match.index)) + match[0];
    cursor = match.index + match[0].length;
  }
  return result + tidy(line.slice(cursor));
}

/** Before the shared polish: "ur"/"your", "its" and "lets" that mean you're, it's, let's; laughs out. */
export function tidyBeforePolish(line: string, language: DraftLanguage): string {
  const isEnglish = language === 'en';
  if (!isEnglish && !/lol|lmao|lmfao|rofl/iu.test(line)) return line;
  return outsideQuotes(line, (part) => {
    let text = part;
    // A laugh in English chat says nothing in a mail of any language: "se lleva el título lol".
    if (/lol|lmao|lmfao|rofl/iu.test(text)) {
      text = text.replace(LAUGH, '').replace(/\(\s*\)/gu, '');
    }
    if (!isEnglish) return text;
    if (/\b(?:ur|your)\s/iu.test(text)) {
      text = text.replace(YOU_ARE, (found) => keepCase(found, "you're"));
    }
    if (/\bits\s/iu.test(text)) text = text.replace(IT_IS, (found) => keepCase(found, "it's"));
    if (/\blets\s/iu.test(text)) text = text.replace(LET_US, (found) => keepCase(found, "let's"));
    return text;
  });
}

/** Whether the sentence around `offset` asks: it ends with a question mark, or opens with "¿". */
function isInQuestion(text: string, offset: number): boolean {
  const end = text.slice(offset).search(/[.!?？؟]/u);
  const start = text.slice(0, offset).search(/[¿][^.!?]*$/u);
  return start !== -1 || (end !== -1 && /[?？؟]/u.test(text.charAt(offset + end)));
}

function spellSpeak(text: string, language: DraftLanguage, isShouted: boolean): string {
  const speak = TEXT_SPEAK[language as MailLanguage];
  const pattern = SPEAK_PATTERNS.get(language);
  if (!speak || !pattern) return text;
  const questions = QUESTION_SPEAK[language as MailLanguage];
  let result = text.replace(pattern, (word: string, offset: number) => {
    const key = word.toLowerCase();
    const asked = questions?.[key];
    const meaning = asked !== undefined && isInQuestion(text, offset) ? asked : speak[key];
    if (meaning === undefined) return word;
    return isShouted || (word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word))
      ? meaning.toUpperCase()
      : keepCase(word, meaning);
  });
  if (language === 'es' && result.includes(' x ')) result = result.replace(SPANISH_X, 'por');
  return result;
}

/** "sat"/"sun" are days beside a time, a slash or after "on", "until", "next": "closes sat 12:00 UTC". */
const SAT_SUN_BEFORE =
  /(?<![\p{L}\p{N}'’#@-])(?:sat|sun)(?=\.?[^\S\n]*(?:\d|\/)|\.?,?[^\S\n]+(?:at|@)[^\S\n]*\d)/giu;
const SAT_SUN_AFTER =
  /(?<=(?:^|[^\p{L}])(?:on|until|till|til|by|next|this|every|from|before|after)[^\S\n]+|\/)(?:sat|sun)(?![\p{L}\p{N}])/giu;

/** A word in capitals calling attention, and then the message: "ATENCIÓN nos movemos" → "ATENCIÓN: nos…". */
const ATTENTION =
  /^((?:[-•]\s*)?(?:ATENCI[OÓ]N|ATEN[CÇ][AÃ]O|ATTENTION|ВНИМАНИЕ|AVISO|WARNING|IMPORTANT|IMPORTANTE|URGENT|URGENTE|NOTICE|REMINDER|RECORDATORIO|LEMBRETE|НАПОМИНАНИЕ)!*)(?=\s+\p{Ll})/u;

/** "2o lugar", "1a vez": a Spanish or Portuguese ordinal gets its sign (2º, 1ª). */
const ORDINAL = /(?<![\p{L}\p{N}.,:])(\d{1,2})([oa])(?=\s+\p{L})/gu;
/** Russian "в течении 2 дней" is "в течение" (during); "в течении реки" (a river's flow) is not. */
const DURING =
  /(?<![\p{L}])([вВ]) течении(?=\s+(?:\d|час|дн|недел|месяц|сут|минут|год|КвК|квк|кд|КД))/gu;

/** Chinese and Arabic sentences take their own marks: "完成了." → "完成了。", "متى?" → "متى؟". */
function tidyScriptMarks(text: string, language: DraftLanguage): string {
  if (language === 'zh' && /[.,!?:;]/u.test(text) && /\p{Script=Han}/u.test(text)) {
    return (
      text
        .replace(/(?<=[\p{Script=Han}）」』])\.(?!\d|\.)/gu, '。')
        .replace(/(?<=[\p{Script=Han}）])!/gu, '！')
        .replace(/(?<=[\p{Script=Han}）])\?/gu, '？')
        .replace(/(?<=\p{Script=Han}),(?=\s*\p{Script=Han})/gu, '，')
        // A Chinese sentence ending after a Latin word or a channel ends with "。" too (not "p.m.").
        .replace(/(?<![\d.]|\.\p{L}{1,3})\.(?=[^\S\n]|$)/gu, '。')
        .replace(/(?<=[。！？，])[^\S\n]+(?=\p{Script=Han})/gu, '')
    );
  }
  if (language === 'ar' && /[?,]/u.test(text)) {
    return text
      .replace(/(?<=\p{Script=Arabic}[^\S\n]?)\?/gu, '؟')
      .replace(/(?<=\p{Script=Arabic}),(?=\s*\p{Script=Arabic})/gu, '،');
  }
  return text;
}

/**
 * After the shared polish: the text-speak it leaves, the game's names in their case, ordinals,
 * and sentence marks in the draft's script. A line in capitals keeps its shouting.
 */
export function tidyAfterPolish(line: string, language: DraftLanguage, isShouted: boolean): string {
  return outsideQuotes(line, (part) => {
    let text = spellSpeak(part, language, isShouted);
    if (language === 'other') return text;
    if (!isShouted) {
      const { pattern, byKey } = NAME_PATTERNS.get(language)!;
      text = text.replace(pattern, (found) => {
        if (found === found.toUpperCase() && found.length > 1 && /\p{Lu}/u.test(found))
          return found;
        return byKey.get(toNameKey(found)) ?? found;
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
    if (language === 'ru' && text.includes('течении')) text = text.replace(DURING, '$1 течение');
    return tidyScriptMarks(text, language);
  });
}

/**
 * A question by its label ("Q:", "P:", "В:", "س:", "问："), its first words where only a question
 * starts so ("when is", "can I", "¿", "cuándo", "هل"), or a Chinese "吗"/"呢" at its end. Words
 * that also start statements ("who has T5 joins", "кто не может", "quando abrir") are not read.
 */
const QUESTION =
  /^(?:[•\d٠-٩.)\s]*)(?:(?:q|p|в|вопрос|pregunta|pergunta|س|سؤال)\s*[:：]|问[:：]|¿|(?:(?:(?:when|where|what|who|why|how|which)\s+)?(?:(?:do|does|did|can|could|should|will|would)\s+(?:i|you|u|we|they|he|she|anyone|someone|everyone|anybody)|(?:is|are|was|were)\s+(?:i|you|u|we|they|he|she|it|anyone|someone|everyone|anybody|the|my|our|your|their|this|that|there))|(?:when|where|what|who|why|how|which)\s+(?:is|are|do|does|did|will|should)|cuándo|dónde|qué|quién|cómo|por qué|هل)\s)|(?:吗|呢)$/iu;

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
  if (QUESTION.test(last)) {
    if (isChinese) return '？';
    return /\p{Script=Arabic}/u.test(line) ? '؟' : '?';
  }
  return isChinese ? '。' : '.';
}
