/**
 * The rubric: each rule of a good mail as a mechanical check of one
 * mail against its draft. Checks are pure; the eval runs them over every draft and variant.
 */
import { ALL_SYMBOLS, stripUnrenderable, visibleText } from '#markup/index.ts';
import type { Language } from '#shared/constants.ts';
import type { MailKind, RubricDraft } from '../../tests/fixtures/drafts.ts';
import { readMailLines } from './mail-lines.ts';
import {
  excerpt as excerptOf,
  fail,
  type JudgedMail,
  NOT_APPLICABLE,
  PASS,
  type Reading,
  type Verdict,
} from './reading.ts';
import {
  checkColours,
  checkFrameFits,
  checkFrameRepeats,
  checkMeaningKept,
  checkRewords,
  checkStockLines,
  checkStructure,
  checkTidy,
  checkTitleTopic,
} from './rubric-officer.ts';
import {
  checkGameNames,
  checkHeaderKept,
  checkHedgesAndSigner,
  checkLeftovers,
  checkListShape,
  checkMarkers,
  checkSentenceEnds,
  checkSpelling,
} from './rubric-shape.ts';
import {
  ABBREVIATIONS,
  ADDRESS_WORDS,
  COMMAND_PHRASE,
  FILLERS,
  FUNCTION_WORDS,
  GAME_ACRONYMS,
  GAME_NAMES,
  GAME_TERMS,
  GREETINGS,
  NON_TOPIC_LABEL,
  PHRASE_OPEN_ENDS,
  SENTENCE_END,
  SIGNATURE_LINE,
  TEXT_SPEAK,
  TITLE_SMALL_WORDS,
} from './vocabulary.ts';
import {
  collectDraftStems,
  contentTokens,
  shareFound,
  toLooseWords,
  toSpelledKey,
  toTokens,
  toWordsKey,
} from './words.ts';

export type { JudgedMail, Reading, Verdict };

const MAX_TITLE_WORDS = 6;
/** Chinese titles are counted in characters: about two to a word. */
const MAX_TITLE_HAN = 12;
/** A line is the draft's when at least this share of its content words are the draft's. */
const DRAFT_LINE_SHARE = 0.5;
/** The player's closing is kept when the last line holds this share of its words. */
const CLOSING_SHARE = 0.6;
const CASED_LANGUAGES: ReadonlySet<Language> = new Set(['en', 'es', 'pt-BR', 'ru']);
const KINDS_WITHOUT_COMMANDS: ReadonlySet<MailKind> = new Set([
  'recruitment',
  'thanks',
  'diplomacy',
]);
const BULLET = /^[•◦▪‣●■◆►➤*]/u;
/** Words that make a line English when a non-English mail gets one. */
const ENGLISH_MARKERS = new Set(
  'the you your we our is are for this please thank thanks with everyone'.split(' '),
);

/** The rubric quotes a little more of a line than the officer's and the shape's checks. */
const excerpt = (text: string, max = 60) => excerptOf(text, max);

function isCased(language: Language): boolean {
  return CASED_LANGUAGES.has(language);
}

function startsLowerCase(word: string): boolean {
  const first = word.match(/\p{L}/u)?.[0];
  return first !== undefined && word.startsWith(first) && first !== first.toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Title

/** Lines of the draft that introduce a list ("rules:" and its items), in lower-case words. */
export function findListLabels(draft: string): Set<string> {
  const lines = draft.split('\n').map((line) => line.trim());
  const labels = new Set<string>();
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    if (/^[^:：]{1,40}[:：]$/u.test(line) && /^(?:[-*•·▪]|\d{1,2}[.)])\s*\S/u.test(next)) {
      labels.add(toWordsKey(line));
    }
  });
  return labels;
}

function countTitleWords(title: string): number {
  const han = title.match(/\p{Script=Han}/gu)?.length ?? 0;
  const others = toLooseWords(title.replace(/\p{Script=Han}+/gu, ' ')).length;
  return others + Math.ceil(han / 2);
}

function isGreeting(title: string): boolean {
  const lower = title.toLowerCase();
  return (
    /[,，،]$/u.test(title) ||
    GREETINGS.some(
      (greeting) => lower.startsWith(greeting) && !/[\p{L}]/u.test(lower[greeting.length] ?? ''),
    )
  );
}

/**
 * "Fam", "Pessoal", "شباب" alone, or words torn from the draft's greeting line ("ورحمة الله" from
 * "السلام عليكم ورحمة الله", "Fam" from "hey [WLF] fam").
 */
/** Words that only call on the readers, before what a line says. */
const CALLING_WORDS: ReadonlySet<string> = new Set(
  'galera pessoal gente guys chicos ребята ребят народ fam everyone'.split(' '),
);

function isGreetingPart(title: string, draft: string): boolean {
  const words = toLooseWords(title.replace(/\[[^\]]*\]/gu, ' ')).map((word) => word.toLowerCase());
  if (words.length > 0 && words.every((word) => ADDRESS_WORDS.has(word))) return true;
  const first =
    draft
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const lower = first.toLowerCase();
  const isGreetingLine = GREETINGS.some(
    (greeting) => lower.startsWith(greeting) && !/\p{L}/u.test(lower[greeting.length] ?? ''),
  );
  if (!isGreetingLine || toLooseWords(first).length > 5) return false;
  // What is left of the greeting line without the title is a greeting alone ("hey wlf").
  const key = toWordsKey(title);
  const rest = toWordsKey(first).replace(key, '').trim();
  // "galera, presentes da aliança": after a word that only calls on the readers, the title is the
  // topic the line names, not a part of the greeting.
  const calling = rest.replace(/ (?:sobre|about|acerca de|про|о|عن)$/u, '');
  if (CALLING_WORDS.has(calling) && toWordsKey(first).startsWith(`${rest} `)) return false;
  return (
    key !== '' &&
    rest !== toWordsKey(first) &&
    GREETINGS.some((greeting) => {
      const greetingKey = toWordsKey(greeting);
      return (
        rest.startsWith(greetingKey) && rest.split(' ').length <= greetingKey.split(' ').length + 1
      );
    })
  );
}

/**
 * "farm account rules reminder:" opening the draft (after its greeting) over a list is the
 * player's header, written as a label; "rules:" or "few things:" is not.
 */
function isHeaderLabel(title: string, draft: string): boolean {
  const lines = draft
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const opens = (line: string) =>
    GREETINGS.some(
      (greeting) =>
        line.toLowerCase().startsWith(greeting) &&
        !/\p{L}/u.test(line.toLowerCase()[greeting.length] ?? ''),
    ) && toLooseWords(line).length <= 5;
  const first = lines.find((line) => !opens(line)) ?? '';
  const label = first.replace(/[:：]$/u, '').trim();
  return (
    toWordsKey(label) === toWordsKey(title) &&
    toLooseWords(label).length >= 2 &&
    !NON_TOPIC_LABEL.test(label)
  );
}

function isSentence(title: string): boolean {
  if (new RegExp(`[${SENTENCE_END}]\\s+\\S`, 'u').test(title)) return true;
  const last = toLooseWords(title).at(-1)?.toLowerCase() ?? '';
  return /。$/u.test(title) || (/[^.]\.$/u.test(title) && !ABBREVIATIONS.has(last));
}

/** Words of a line in capitals or not, game acronyms and [TAGS] aside. */
function splitByCapitals(text: string): { capitals: string[]; others: string[] } {
  const words = (
    text.replace(/\[[^\]\n]*\]/gu, ' ').match(/(?:(?!\p{Script=Han})[\p{L}\p{N}'’])+/gu) ?? []
  ).filter(
    (word) =>
      (word.match(/\p{L}/gu)?.length ?? 0) >= 2 &&
      !/\d/u.test(word) &&
      !GAME_ACRONYMS.has(word.toUpperCase()),
  );
  const isCapitals = (word: string) => word === word.toUpperCase() && word !== word.toLowerCase();
  return {
    capitals: words.filter(isCapitals),
    others: words.filter((word) => !isCapitals(word) && word !== word.toLowerCase()),
  };
}

/** 'Alliance RULES', 'Thank YOU ALL': some words shouted, others not. */
function hasMixedCapitals(title: string): boolean {
  const { capitals, others } = splitByCapitals(title);
  return capitals.length > 0 && others.length > 0;
}

function isTitleCase(title: string): boolean {
  return toLooseWords(title).every(
    (word, index) =>
      !/^\p{L}/u.test(word) ||
      /\d/u.test(word) ||
      (index > 0 && TITLE_SMALL_WORDS.has(word.toLowerCase())) ||
      !startsLowerCase(word),
  );
}

/** The title is a draft line's start, cut just before its time ('Wheel tomorrow UTC'). */
function isCutBeforeNumber(title: string, draft: string): boolean {
  const key = toWordsKey(title);
  if (key === '') return false;
  return draft.split('\n').some((line) => {
    const lineKey = toWordsKey(line);
    return lineKey.startsWith(`${key} `) && /^\d{1,2} \d{2}\b/u.test(lineKey.slice(key.length + 1));
  });
}

/** Everything wrong with a title the engine chose or wrote; empty when it is a good title. */
export function findTitleProblems(title: string, draft: RubricDraft): string[] {
  const problems: string[] = [];
  if (title === '') return ['no title'];
  const words = countTitleWords(title);
  const hanCount = title.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (words > MAX_TITLE_WORDS || hanCount > MAX_TITLE_HAN) problems.push(`${words} words`);
  if (isGreeting(title) || isGreetingPart(title, draft.text)) problems.push('a greeting');
  const speak = toLooseWords(title).find((word) => TEXT_SPEAK.has(word.toLowerCase()));
  if (speak) problems.push(`text-speak '${speak}'`);
  if (isSentence(title)) problems.push('a sentence');
  if (
    /[:：]$/u.test(title) ||
    (findListLabels(draft.text).has(toWordsKey(title)) && !isHeaderLabel(title, draft.text))
  ) {
    problems.push('a list label');
  }
  if (/\s[·|•]\s/u.test(title)) problems.push('two phrases');
  const tokens = toTokens(title);
  if (tokens.length > 0 && contentTokens(title).length === 0) problems.push('no topic');
  else if (
    (tokens.length > 1 && FUNCTION_WORDS.has(tokens.at(-1)!)) ||
    (PHRASE_OPEN_ENDS[draft.lang]?.has(tokens.at(-1) ?? '') ?? false) ||
    isCutBeforeNumber(title, draft.text)
  ) {
    problems.push('cut off');
  }
  if (hasMixedCapitals(title)) problems.push('mixed capitals');
  else if (draft.lang === 'en' && !isTitleCase(title)) problems.push('not Title Case');
  if (draft.lang !== 'en' && isCased(draft.lang) && startsLowerCase(title)) {
    problems.push('starts in lower case');
  }
  return problems;
}

/** '★ ⚠ Title ⚠ ★': the tone's frame around the player's own. */
function isFramedTwice(titleLine: string): boolean {
  return /^(?:\p{So}\uFE0F?\s*){2,}|(?:\s*\p{So}\uFE0F?){2,}$/u.test(titleLine);
}

/** A title without the game's names (days, events), which are capitalised in any header. */
function withoutNames(title: string): string {
  const names = new Set(Object.values(GAME_NAMES).flatMap((list) => list ?? []));
  return title
    .split(/\s+/u)
    .filter((word) => !names.has(word))
    .join(' ');
}

/** Rule 1: the draft's own header, else a short Title Case topic that is no greeting or sentence. */
export function checkTitle(mail: Reading): Verdict {
  const { title } = mail.lines;
  const own = mail.draft.title;
  if (own !== undefined) {
    if (toSpelledKey(title) !== toSpelledKey(own)) {
      return fail(`title "${excerpt(title)}" is not the header "${own}"`);
    }
    if (isCased(mail.draft.lang) && startsLowerCase(title)) {
      return fail(`header "${title}" starts in lower case`);
    }
    if (hasMixedCapitals(withoutNames(title)) && !hasMixedCapitals(own)) {
      return fail(`header "${own}" became "${title}" (mixed capitals)`);
    }
    if (isFramedTwice(mail.lines.titleLine))
      return fail(`"${mail.lines.titleLine}" is framed twice`);
    return PASS;
  }
  const problems = [
    ...findTitleProblems(title, mail.draft),
    ...(isFramedTwice(mail.lines.titleLine) ? ['framed twice'] : []),
  ];
  return problems.length === 0 ? PASS : fail(`"${excerpt(title)}": ${problems.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------
// Punctuation and capitals

/**
 * Marks that are wrong in every UI language. No space goes before a comma, full stop, '!' or '?'
 * (French, which wants one, is not offered), nor before Arabic ، ؟ ؛ or the full-width Chinese
 * marks, which carry their own spacing. An ellipsis may follow a space; '?!' is allowed.
 */
const UNTIDY: readonly (readonly [RegExp, string])[] = [
  [/,,|，，|،،|、、/u, 'doubled comma'],
  [/ (?:[,!?،؟؛，。！？：]|\.(?!\.\.))/u, 'space before a mark'],
  [/[!！]{2,}|[?？؟]{2,}|\.{4,}|。{2,}/u, 'run of marks'],
  [/ {2}|^ | $/u, 'double space'],
  [/[\p{L}\p{N}](?![°©®™№])\p{So}|(?![°©®™№])\p{So}[\p{L}\p{N}]/u, 'symbol touching a word'],
];

/**
 * Marks of the wrong script: Chinese text takes full-width marks (，。！？：；), Arabic its own comma,
 * question mark and semicolon (، ؟ ؛); both take Latin '.' next to digits ('2.2B', '12:00').
 */
const FOREIGN_MARKS: Partial<Record<Language, readonly [RegExp, string]>> = {
  'zh-CN': [
    /\p{Script=Han}[,!?;:]|[,!?;:](?=\p{Script=Han})|[\p{Script=Han}）」』]\.(?!\d)/u,
    'half-width mark in Chinese',
  ],
  ar: [/\p{Script=Arabic}\s?[,?;]|[,?;]\s?\p{Script=Arabic}/u, 'Latin mark in Arabic'],
};

/** Punctuation and spacing: no ',,', ' .', '!!' or double spaces anywhere in the mail's text. */
export function checkPunctuation(mail: Reading): Verdict {
  const foreign = FOREIGN_MARKS[mail.draft.lang];
  const rules = foreign ? [...UNTIDY, foreign] : UNTIDY;
  for (const line of [mail.lines.titleLine, ...mail.lines.body]) {
    for (const [pattern, name] of rules) {
      const match = line.match(pattern);
      if (match) {
        const at = match.index ?? 0;
        return fail(`${name}: "${excerpt(line.slice(Math.max(0, at - 25)), 50)}"`);
      }
    }
  }
  return PASS;
}

/** Markers a line may start with before its first word: bullets, numbers, dashes, quotes. */
const LINE_LEAD = /^(?:[\s•◦▪‣●■◆►➤→★☆✦✧—–\-*#"'“‘«(¡¿]|\d{1,2}[.)](?=\s))+/u;

/** A first word that may stay in lower case: a coordinate, a word with digits ('t5', 'k1234'). */
function isExemptFirstWord(word: string): boolean {
  // A name written with inner capitals ("xXLunaXx", "iPhone") is written as its owner does.
  return /\d/u.test(word) || /^[xy]:/iu.test(word) || /^\p{Ll}[\p{L}\p{N}]*\p{Lu}/u.test(word);
}

/** A Q&A's label before its question or answer: "Q: ", "A: ", "P: ", "R: ", "В: ", "О: ". */
const QA_LABEL = /^(?:Q|A|P|R|В|О)\s*:\s*["“«(]?/u;

function findLowerCaseStart(line: string): string | undefined {
  const lead = line.replace(LINE_LEAD, '');
  // "A: always" starts its answer in lower case as surely as a sentence would.
  const rest = lead.replace(QA_LABEL, '');
  const first = rest.split(/\s+/u)[0] ?? '';
  // A numbered item of one word is a name in a ranking ("3) zaza"), written as its player does.
  const isRankedName = lead !== line && /^\S+$/u.test(rest.trim());
  if (startsLowerCase(first) && !isExemptFirstWord(first) && !isRankedName) return first;
  // An ellipsis before a small letter trails off inside its sentence ("so... mostly?").
  const after = new RegExp(`(\\S+?)[${SENTENCE_END}]+(?<!\\.\\.\\.)\\s+["'“‘«(¡¿]*(\\S+)`, 'gu');
  for (const match of rest.matchAll(after)) {
    const before = match[1]!.toLowerCase();
    const word = match[2]!;
    if (/^\p{Ll}/u.test(word) && !isExemptFirstWord(word) && !ABBREVIATIONS.has(before)) {
      return word;
    }
  }
  return undefined;
}

/** Sentence starts are capitalised, in languages that have capitals. */
export function checkSentenceStarts(mail: Reading): Verdict {
  if (!isCased(mail.draft.lang)) return NOT_APPLICABLE;
  for (const line of mail.lines.body) {
    const word = findLowerCaseStart(line);
    if (word !== undefined) return fail(`'${word}' starts a sentence: "${excerpt(line)}"`);
  }
  return PASS;
}

// ---------------------------------------------------------------------------------------------
// Invented lines and closings

function isSignature(line: string): boolean {
  return SIGNATURE_LINE.test(line) && toLooseWords(line).length <= 4;
}

/** A short heading of structure ('Key points:') is not counted as an invented line. */
function isLabel(line: string): boolean {
  return /[:：]$/u.test(line) && toLooseWords(line).length <= 3;
}

function isEnglishLine(line: string): boolean {
  return toTokens(line).filter((token) => ENGLISH_MARKERS.has(token)).length >= 2;
}

interface AddedLines {
  openings: string[];
  middle: string[];
  closings: string[];
}

/** The engine's own lines, by where they stand around the draft's. */
function findAddedLines(mail: Reading): AddedLines {
  const { body } = mail.lines;
  const first = mail.isInvented.indexOf(false);
  const last = mail.isInvented.lastIndexOf(false);
  if (first === -1) return { openings: [], middle: body, closings: [] };
  const invented = (from: number, to: number) =>
    body.slice(from, to).filter((_, index) => mail.isInvented[from + index]);
  return {
    openings: invented(0, first),
    middle: invented(first, last + 1).filter((line) => !isLabel(line)),
    closings: invented(last + 1, body.length),
  };
}

/**
 * Lines whose words are not the draft's: at most one opening and one closing (and a signature),
 * none inside the body, none that commands on a recruitment ad, thanks or treaty, no English in
 * another language's mail, no decoration line around a body of one line.
 */
export function checkInventedLines(mail: Reading): Verdict {
  const { openings, middle, closings } = findAddedLines(mail);
  const closingPhrases = closings.filter((line) => !isSignature(line));
  const added = [...openings, ...middle, ...closings];
  const draftLines = mail.isInvented.filter((isInvented) => !isInvented).length;
  if (draftLines <= 1 && mail.lines.decorationLines > 0) {
    return fail(`${mail.lines.decorationLines} decoration lines around a one-line body`);
  }
  if (openings.length > 1)
    return fail(`${openings.length} added openings: "${excerpt(openings.join(' / '))}"`);
  if (middle.length > 0) return fail(`added inside the body: "${excerpt(middle[0]!)}"`);
  if (closingPhrases.length > 1 || closings.length > 2) {
    return fail(`${closings.length} added closing lines: "${excerpt(closings.join(' / '))}"`);
  }
  if (KINDS_WITHOUT_COMMANDS.has(mail.draft.kind)) {
    const command = added.find((line) => COMMAND_PHRASE.test(line));
    if (command) return fail(`a command on a ${mail.draft.kind} mail: "${excerpt(command)}"`);
  }
  if (mail.draft.lang !== 'en') {
    const english = added.find((line) => !isSignature(line) && isEnglishLine(line));
    if (english) return fail(`English added to a ${mail.draft.lang} mail: "${excerpt(english)}"`);
  }
  if (
    mail.draft.lang === 'es' &&
    VOSOTROS.test(mail.draft.text) &&
    !USTEDES.test(mail.draft.text)
  ) {
    const ustedes = added.find((line) => USTEDES.test(line));
    if (ustedes) return fail(`ustedes added to a vosotros mail: "${excerpt(ustedes)}"`);
  }
  return PASS;
}

/** Spanish "vosotros" (Spain) and "ustedes" (the Americas): a mail keeps the draft's. */
const VOSOTROS =
  /(?<!\p{L})(?:vosotr[oa]s|vuestr[oa]s?|os|sois|\p{L}{2,}(?:áis|éis)|hablad|mandad|esperad|revisad|preguntad|avisad|poned|entrad|venid|descansad|ayudad)(?!\p{L})/iu;
const USTEDES =
  /(?<!\p{L})(?:ustedes|uds|lean|pregunten|sigan|mantengan|respeten|marquen|vayan|tengan|pongan|sus|su (?:atención|tiempo|esfuerzo|comprensión|respuesta|disposición))(?!\p{L})/iu;

/** How much of the player's closing a line holds (text-speak read as what it stands for). */
function holdsClosing(line: string, closing: string): boolean {
  return (
    shareFound(closing, collectDraftStems(line)) >= CLOSING_SHARE ||
    shareFound(line, collectDraftStems(closing)) >= CLOSING_SHARE
  );
}

/**
 * At most one closing: one closing line of the engine's (and a signature), or the player's own
 * with nothing of the engine's before or after it.
 */
export function checkOneClosing(mail: Reading): Verdict {
  const { body } = mail.lines;
  const { closings } = findAddedLines(mail);
  const own = mail.draft.closing;
  if (own === undefined) {
    const phrases = closings.filter((line) => !isSignature(line));
    if (phrases.length <= 1 && closings.length <= 2) return PASS;
    return fail(`${closings.length} closing lines: "${excerpt(closings.join(' / '))}"`);
  }
  const at = body.findLastIndex((line) => holdsClosing(line, own));
  if (at === -1) return NOT_APPLICABLE;
  if (at < body.length - 1)
    return fail(`lines after the player's closing: "${excerpt(body.slice(at + 1).join(' / '))}"`);
  if (at > 0 && mail.isInvented[at - 1]) {
    return fail(`a closing of the engine's before the player's: "${excerpt(body[at - 1]!)}"`);
  }
  return PASS;
}

/** The player's own closing is the mail's last line, and not a bullet. */
export function checkOwnClosing(mail: Reading): Verdict {
  const own = mail.draft.closing;
  if (own === undefined) return NOT_APPLICABLE;
  const last = mail.lines.body.at(-1) ?? '';
  if (!holdsClosing(last, own)) return fail(`"${own}" is not the last line ("${excerpt(last)}")`);
  if (BULLET.test(last)) return fail(`"${own}" became a bullet: "${excerpt(last)}"`);
  return PASS;
}

// ---------------------------------------------------------------------------------------------
// Words kept as they were

/** Every game term of the draft is in the mail (troops stay troops, online stays online). */
export function checkGameTerms(mail: Reading): Verdict {
  const present = GAME_TERMS.filter(([, pattern]) => pattern.test(mail.draft.text));
  if (present.length === 0) return NOT_APPLICABLE;
  const text = visibleText(mail.markup);
  const missing = present.filter(([, pattern]) => !pattern.test(text)).map(([name]) => name);
  return missing.length === 0 ? PASS : fail(`lost ${missing.join(', ')}`);
}

function readNumbers(lines: readonly string[]): number[] {
  return lines.flatMap((line) => {
    const match = line.trim().match(/^(\d{1,2})[.)]\s*\S/u);
    return match ? [Number(match[1])] : [];
  });
}

const BROKEN_NUMBER = /^(?:[•◦▪‣●■◆►➤*-]\s*\d{1,2}[.)!:](?:\s|$)|\d{1,2}!)/u;

const LIST_MARKER = /^([•◦▪‣●■◆►➤*-])\s/u;

/** The bullets of one list, one kind of marker each ('•' and '-' mixed is a half-done list). */
function findMixedMarkers(body: readonly string[]): string | undefined {
  const lines = isSignature(body.at(-1) ?? '') ? body.slice(0, -1) : body;
  let previous: string | undefined;
  for (const line of lines) {
    const marker = line.match(LIST_MARKER)?.[1];
    if (marker !== undefined && previous !== undefined && marker !== previous) return line;
    previous = marker;
  }
  return undefined;
}

/**
 * List markers: a numbered list stays numbered, same numbers in order; never '• 1.' or '1!'; one
 * kind of bullet per list.
 */
export function checkListMarkers(mail: Reading): Verdict {
  const broken = mail.lines.body.find((line) => BROKEN_NUMBER.test(line));
  if (broken) return fail(`list marker "${excerpt(broken, 30)}"`);
  const mixed = findMixedMarkers(mail.lines.body);
  if (mixed) return fail(`mixed bullets at "${excerpt(mixed, 30)}"`);
  const wanted = readNumbers(mail.draft.text.split('\n'));
  if (wanted.length < 2)
    return mail.lines.body.some((line) => LIST_MARKER.test(line)) ? PASS : NOT_APPLICABLE;
  const found = readNumbers(mail.lines.body);
  return found.join() === wanted.join()
    ? PASS
    : fail(`numbers ${found.join(',') || 'none'}, draft ${wanted.join(',')}`);
}

function countExclaimed(sentences: readonly string[]): number {
  return sentences.filter((sentence) => /[!！]/u.test(sentence)).length;
}

/** '!' on at most about half the lines, unless the player wrote more of them. */
export function checkExclamations(mail: Reading): Verdict {
  const lines = mail.lines.body;
  const exclaimed = countExclaimed(lines);
  const draftSentences = mail.draft.text.split(/\n|(?<=[.!?])\s+/u);
  const allowed = Math.max(Math.ceil(lines.length / 2), countExclaimed(draftSentences));
  return exclaimed <= allowed ? PASS : fail(`'!' on ${exclaimed} of ${lines.length} lines`);
}

/** No word in capitals that the draft had in lower case, game acronyms aside (title excluded). */
export function checkCapitals(mail: Reading): Verdict {
  // 'DONT' in the draft is the same shout as "DON'T" in the mail.
  // 'NAO' in the draft is the same shout as 'NÃO' with its accent tidied in.
  const withoutApostrophes = (word: string) =>
    word.replace(/['’]/gu, '').normalize('NFD').replace(/\p{M}/gu, '');
  const own = new Set(splitByCapitals(mail.draft.text).capitals.map(withoutApostrophes));
  const shouted = splitByCapitals(mail.lines.body.join('\n')).capitals.filter(
    (word) => !own.has(withoutApostrophes(word)) && !/^[IVX]+$/u.test(word),
  );
  return shouted.length === 0
    ? PASS
    : fail(`capitals ${[...new Set(shouted)].slice(0, 5).join(' ')}`);
}

/**
 * Improve mode drops the fillers of chat ('just a reminder that', 'like 500k') from English
 * drafts; format keeps the player's words, and other languages are not reworded.
 */
export function checkFillers(mail: Reading): Verdict {
  if (mail.mode === 'format' || mail.draft.lang !== 'en') return NOT_APPLICABLE;
  const inDraft = FILLERS.filter((filler) => filler.test(mail.draft.text));
  if (inDraft.length === 0) return NOT_APPLICABLE;
  const text = mail.lines.body.join('\n');
  const left = inDraft
    .map((filler) => text.match(filler)?.[0])
    .filter((found) => found !== undefined);
  return left.length === 0 ? PASS : fail(`filler left: "${left.join('", "')}"`);
}

// ---------------------------------------------------------------------------------------------
// Language and symbols

function baseLanguage(code: string): string {
  return code.toLowerCase().split('-')[0]!;
}

/**
 * The engine reads the draft's language right. (Its 'rewrite-limited' says that nothing could be
 * reworded, in any language: "rewrite rewords" judges that.)
 */
export function checkLanguage(mail: Reading): Verdict {
  const { lang } = mail.draft;
  const detected = mail.detectedLanguage;
  const isMatch =
    detected === 'not-en' ? lang !== 'en' : baseLanguage(detected) === baseLanguage(lang);
  return isMatch ? PASS : fail(`read as ${detected}, written in ${lang}`);
}

function findUnshowable(text: string): string[] {
  return [
    ...new Set(Array.from(text).filter((char) => char !== '\n' && stripUnrenderable(char) === '')),
  ];
}

/** The symbols the Manual Builder offers: the ones an engine may add (one rule for both). */
const OFFERED_SYMBOLS = new Set(ALL_SYMBOLS.flatMap((symbol) => Array.from(symbol.text)));

/**
 * Nothing in the mail that the game cannot show (the markup engine's own definition), and no
 * symbol added that the symbol picker does not offer.
 */
export function checkSymbols(mail: Reading): Verdict {
  const unshowable = findUnshowable(mail.markup);
  if (unshowable.length > 0) return fail(`shows as boxes: ${unshowable.join(' ')}`);
  const added = new Set(
    (visibleText(mail.markup).match(/\p{So}/gu) ?? []).filter(
      (symbol) => !OFFERED_SYMBOLS.has(symbol) && !mail.draft.text.includes(symbol),
    ),
  );
  return added.size === 0 ? PASS : fail(`added symbols the picker lacks: ${[...added].join(' ')}`);
}

const WORD = "[\\p{L}\\p{N}][\\p{L}\\p{N}:'’]*";
const SYMBOL = '[\\p{Extended_Pictographic}\\p{So}]';
const SEPARATOR_SYMBOLS = new RegExp(
  `(${WORD})[^\\S\\n]*(?:${SYMBOL}[\\uFE0F\\u200D\\p{Extended_Pictographic}\\p{So}\\p{EMod}]*[^\\S\\n]*)+(?=(${WORD}))`,
  'gu',
);

/** Pairs of words the draft kept apart with a symbol: 'build ⚒ day' gives ['build', 'day']. */
export function findSeparatedWords(draft: string): [string, string][] {
  return Array.from(draft.matchAll(SEPARATOR_SYMBOLS), (match) => [match[1]!, match[2]!]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Words a symbol kept apart in the draft are still apart (a line break, ' · ', a mark, the symbol). */
export function checkSeparators(mail: Reading): Verdict {
  const pairs = findSeparatedWords(mail.draft.text);
  if (pairs.length === 0) return NOT_APPLICABLE;
  const text = visibleText(mail.markup);
  const joined = pairs.find(([before, after]) =>
    new RegExp(`${escapeRegExp(before)}[^\\S\\n]+${escapeRegExp(after)}`, 'iu').test(text),
  );
  return joined ? fail(`run together: "${joined[0]} ${joined[1]}"`) : PASS;
}

// ---------------------------------------------------------------------------------------------

export const RULES = [
  { id: 'title', name: 'title form', check: checkTitle },
  { id: 'punctuation', name: 'punctuation, spacing', check: checkPunctuation },
  { id: 'sentence-case', name: 'sentence starts', check: checkSentenceStarts },
  { id: 'invented', name: 'invented lines', check: checkInventedLines },
  { id: 'game-terms', name: 'game terms kept', check: checkGameTerms },
  { id: 'one-closing', name: 'one closing', check: checkOneClosing },
  { id: 'own-closing', name: "player's closing kept", check: checkOwnClosing },
  { id: 'list-markers', name: 'list markers', check: checkListMarkers },
  { id: 'exclamations', name: "'!' on few lines", check: checkExclamations },
  { id: 'fillers', name: 'fillers dropped (improve)', check: checkFillers },
  { id: 'capitals', name: 'no added capitals', check: checkCapitals },
  { id: 'language', name: 'language detected', check: checkLanguage },
  { id: 'symbols', name: 'symbols shown', check: checkSymbols },
  { id: 'separators', name: 'emoji separators', check: checkSeparators },
  { id: 'colours', name: 'colours read on parchment', check: checkColours },
  { id: 'rewords', name: 'rewrite rewords (or says)', check: checkRewords },
  { id: 'stock-lines', name: 'added lines vary (≤1/5)', check: checkStockLines },
  { id: 'frame-repeats', name: 'added lines repeat nothing', check: checkFrameRepeats },
  { id: 'frame-fits', name: 'added lines fit', check: checkFrameFits },
  { id: 'title-topic', name: 'title names a topic', check: checkTitleTopic },
  { id: 'structure', name: 'structure kept', check: checkStructure },
  { id: 'tidy', name: 'tidy (speak, names, labels)', check: checkTidy },
  { id: 'meaning', name: 'hedges and channels kept', check: checkMeaningKept },
  { id: 'header-kept', name: 'header kept once, not demoted', check: checkHeaderKept },
  { id: 'list-shape', name: 'greetings, labels, closings, ranges', check: checkListShape },
  { id: 'markers', name: 'one marker, no bold sentences', check: checkMarkers },
  { id: 'leftovers', name: "no stray '·' or open bracket", check: checkLeftovers },
  { id: 'spelling', name: "text-speak spelled, you're", check: checkSpelling },
  { id: 'game-names', name: 'game names capitalised', check: checkGameNames },
  { id: 'sentence-ends', name: 'sentence ends punctuated', check: checkSentenceEnds },
  { id: 'hedges-signer', name: 'hedges kept, no invented signer', check: checkHedgesAndSigner },
] as const;

export type RuleId = (typeof RULES)[number]['id'];

/** Reads a mail once and returns the verdict of every rule. */
export function judgeMail(mail: JudgedMail): Record<RuleId, Verdict> {
  const lines = readMailLines(mail.markup);
  const draftStems = collectDraftStems(mail.draft.text);
  const isInvented = lines.body.map(
    (line) => contentTokens(line).length > 0 && shareFound(line, draftStems) < DRAFT_LINE_SHARE,
  );
  const reading: Reading = { ...mail, lines, draftStems, isInvented };
  return Object.fromEntries(RULES.map((rule) => [rule.id, rule.check(reading)])) as Record<
    RuleId,
    Verdict
  >;
}
