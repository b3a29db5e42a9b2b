import { smartBullets, weekdayAlternation } from '#markup/index.ts';
import {
  findListMarker,
  LIST_MARKER,
  type MailDocument,
  type MailSection,
  NUMBER_MARKER,
  SIGNATURE,
} from './document.ts';
import { EMPHASISED_FACT_KINDS, extractFacts } from './facts.ts';
import {
  detectKind,
  type MailKind,
  writeKindTitle,
  writeRoundupTitle,
  writeTopicTitle,
} from './kinds.ts';
import { type DraftLanguage, detectLanguage } from './language.ts';
import { capitalise, polishLine, splitSentences, toTitleCase } from './rewrite.ts';
import {
  ADDRESSEES,
  CHAT_SHORTHAND,
  ORDER_VERBS,
  TITLE_STOP_WORDS,
  TITLE_TEXT_SPEAK,
  TRAILING_SMALL_WORDS,
} from './rewrite-vocabulary.ts';
import { sentenceEndMark, tidyAfterPolish, tidyBeforePolish } from './tidy-words.ts';

/**
 * The analyse stage: a tidied draft read as a mail — its language, its kind, its title (the
 * player's header or topic), greeting, closing, sections and lists.
 */
/** What the analyse stage reads in a draft: its language, its kind, and its shape as a mail. */
export interface DraftAnalysis {
  language: DraftLanguage;
  kind: MailKind;
  document: MailDocument;
}

const TITLE_MAX_CHARS = 48;
/** A long title full of facts reads better as a body line, where its facts stand out in colour. */
const TITLE_WITH_FACTS_MAX_CHARS = 36;
const TITLE_MAX_WORDS = 6;
/** A topic the engine cuts from the first sentence: "kvk prep starts monday" → "KvK Prep". */
const TOPIC_MAX_WORDS = 6;
const HEADING_MAX_CHARS = 40;
/** Lines longer than this are split into one sentence per line: game mail is read on phones. */
const SPLIT_LINE_CHARS = 72;
const CLOSING_MAX_WORDS = 8;

const GREETING =
  /^(?:(?:hi|hey|hello|hiya|yo|greetings|dear|hola|buenas|saludos|olá|ola|oi)(?:\s+(?:all|everyone|everybody|guys|team|fam|folks|people|governors|alliance|friends|todos|a todos|pessoal|galera|gente|amigos|\[[^\]\s]{1,8}\]))?|привет(?:\s+всем)?|всем привет|здравствуйте|مرحبا(?:\s+بالجميع)?|السلام عليكم|大家好|各位好)(?=$|[\s,!.:;，！。：；、،])[,!.:;，！。：；、،]*/iu;
/** Whom a line speaks to before its words: "Galera, …", "Ребята, важное", "السلام عليكم يا حكام،". */
const ADDRESS_LEAD =
  /^(?:governors|gobernadores|governadores|galera|pessoal|gente|ребята|народ|all|everyone|guys|السلام عليكم|يا شباب)(?=\s*[,!:،]|\s+يا\s)/iu;

const SIGN_OFF =
  /^(?:abs|abraço|nos vemos|совет альянса|حياكم|thanks?|thank you|thx|thnx|tnx|ty|cheers|good luck|gl hf|see (?:you|u|ya)|cya|regards|best regards|gracias|saludos|suerte|obrigad[oa]|valeu|vlw|abraços|boa sorte|спасибо|спс|удачи|с уважением|شكرا|بالتوفيق|谢谢|感谢|加油)(?=$|[^\p{L}])/iu;
const SENTENCE_STARTERS = new Set(
  "i i'm im we we're you u they he she it let's lets please pls plz do dont don't if when so and but just".split(
    ' ',
  ),
);

const HAN = /\p{Script=Han}/u;

let lastWordsText: string | undefined;
let lastWords: readonly string[] = [];

/** The words of `text` in lower case; a topic's words are asked for twice in a row. */
function wordsOf(text: string): readonly string[] {
  if (text !== lastWordsText) {
    lastWords = text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
    lastWordsText = text;
  }
  return lastWords;
}

function isShoutedLine(line: string): boolean {
  // Capitals first: most lines are not in capitals, and need no count of their letters.
  if (line !== line.toUpperCase() || line === line.toLowerCase()) return false;
  // Letters without case (Chinese, Arabic) around a tag or "UTC" do not make a line shouted.
  const capitals = line.match(/\p{Lu}/gu)?.length ?? 0;
  return capitals >= 4 && capitals * 2 >= (line.match(/\p{L}/gu)?.length ?? 0);
}

/** A heading: a short line ending in ':' or a short line in capitals. */
function isHeading(line: string): boolean {
  if (line.length > HEADING_MAX_CHARS || LIST_MARKER.test(line)) return false;
  if (/^[^:]+:$/u.test(line) && line.split(/\s+/u).length <= 5) return true;
  return isShoutedLine(line);
}

/** The last characters `trimTitle` may drop. */
const TITLE_END_TRIMMED = /[\s,;:!?.]/u;

/** Drops trailing punctuation, but not the dot of an abbreviation such as "9 p.m.". */
export function trimTitle(text: string): string {
  // Most titles end in a letter or digit: nothing to drop at the end, only the start to trim.
  if (!TITLE_END_TRIMMED.test(text.charAt(text.length - 1))) return text.trim();
  return text
    .replace(/[\s,;:!?]+$/u, '')
    .replace(/(?<!\.\p{L})\.+$/u, '')
    .trim();
}

function hasTextSpeak(words: readonly string[]): boolean {
  return words.some(
    (word) =>
      TITLE_TEXT_SPEAK.has(word) || (CHAT_SHORTHAND[word] !== undefined && !/^\d/u.test(word)),
  );
}

/** Whom a greeting greets, at the start of the line after it: "Governors, the fort…". */
const GREETED = new RegExp(
  `^((?:${[...ADDRESSEES].join('|')})(?: of \\[[^\\]]+\\]| of \\S+)?)[,!:，،]\\s*`,
  'iu',
);

/** The player's greeting at the start of a line, and the rest of the line. */
function splitGreeting(line: string): { greeting?: string; rest: string } {
  // A short first line ending in a comma is a salutation: "To [ABC] leadership,".
  if (/^[^.!?\n]{2,40},$/u.test(line.trim()) && wordsOf(line).length <= 5) {
    return { greeting: line.trim().slice(0, -1), rest: '' };
  }
  const match = line.match(GREETING);
  if (!match) return { rest: line };
  const rest = line.slice(match[0].length).trim();
  return { greeting: match[0].replace(/[\s,!.:;，！。：；、،]+$/u, ''), rest };
}

function isSignOff(text: string): boolean {
  const words = wordsOf(text).length;
  if (words > CLOSING_MAX_WORDS || words === 0) return false;
  return SIGN_OFF.test(text.trim()) || (SIGNATURE.test(text.trim()) && words <= 4);
}

/** Counts a title's words, two Chinese characters as one word. */
function countTitleWords(text: string, words: readonly string[]): number {
  if (!HAN.test(text)) return words.length;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return wordsOf(text.replace(/\p{Script=Han}+/gu, ' ')).length + Math.ceil(han / 2);
}

/** Words that read as a title: short, one phrase, no greeting, no sentence, no text-speak. */
function isTitleLike(candidate: string): boolean {
  const words = wordsOf(candidate);
  const count = countTitleWords(candidate, words);
  if (count === 0 || count > TITLE_MAX_WORDS) return false;
  if (candidate.length > TITLE_MAX_CHARS || !/\p{L}/u.test(candidate)) return false;
  if (splitSentences(candidate).length > 1 || /[.,;，。、،]/u.test(candidate.slice(-1)))
    return false;
  if (GREETING.test(candidate) || ADDRESS_LEAD.test(candidate) || hasTextSpeak(words)) {
    return false;
  }
  if (SENTENCE_STARTERS.has(words[0] ?? '')) return false;
  if (candidate.length <= TITLE_WITH_FACTS_MAX_CHARS) return true;
  return !extractFacts(candidate).some((fact) => EMPHASISED_FACT_KINDS.has(fact.kind));
}

function isListItem(line: string): boolean {
  return /^(?:[-*·•▪]\s+|\d{1,2}[.)]\s+)/u.test(line.trim());
}

/** A word a topic must not end on: "Obrigado a todos" → "Obrigado". */
function isTrailingWord(word: string): boolean {
  const lower = word.toLowerCase();
  return TRAILING_SMALL_WORDS.has(lower) || ADDRESSEES.has(lower);
}

/** Where the sentence's verb starts, before `end` ("kvk prep starts…" → 9), else `end`. */
function findStopWord(sentence: string, end: number): number {
  const lead = sentence.slice(0, end);
  const lower = lead.toLowerCase();
  // One lower-casing for the whole lead: lower case never makes a letter shorter, so when the lead
  // keeps its length, every word does and `start` counts the same (else word by word, as written).
  const keepsLength = lower.length === lead.length;
  let start = 0;
  for (const word of (keepsLength ? lower : lead).split(' ')) {
    if (TITLE_STOP_WORDS.has(keepsLength ? word : word.toLowerCase())) return start;
    start += word.length + 1;
  }
  return end;
}

/**
 * The first words of a sentence up to its first fact, verb or pause, when they make a short topic:
 * "kvk prep starts monday…" → "kvk prep", "Reunión del consejo el sábado…" → "Reunión del consejo".
 */
function cutTopic(sentence: string, language: DraftLanguage): string | undefined {
  // Names and plain numbers belong in a topic ("Rank 1 Cleopatra"); times, places and amounts end it.
  const firstFact =
    extractFacts(sentence).find((fact) => fact.kind !== 'name' && fact.kind !== 'number')?.start ??
    sentence.length;
  const pause = sentence.search(/[,;.!?()·|，。！？：；、،؟]|:(?!\d)/u);
  let end = Math.min(firstFact, pause === -1 ? sentence.length : pause);
  if (language === 'en') end = findStopWord(sentence, end);
  if (!/[\p{L}\p{N}]/u.test(sentence.slice(end))) return undefined;
  const words = sentence.slice(0, end).trim().split(/\s+/u).filter(Boolean);
  while (
    words.length > 0 &&
    (isTrailingWord(words[words.length - 1]!) || TIME_LEAD.test(words[words.length - 1]!))
  ) {
    words.pop();
  }
  const topic = words.join(' ');
  if (words.length === 0 || words.length > TOPIC_MAX_WORDS || !isTitleLike(topic)) return undefined;
  const hasTopicWord = wordsOf(topic).some(
    (word) => word.length >= 3 && !TRAILING_SMALL_WORDS.has(word) && !ADDRESSEES.has(word),
  );
  // A lone verb ("Join", "Vote") or a row of names ("Caesar Brutus Nero") is no topic.
  const isLoneVerb = words.length === 1 && ORDER_VERBS.has(words[0]!.toLowerCase());
  const isNamesOnly =
    words.every((word) => /^[\p{Lu}\p{N}]/u.test(word)) && /\p{Ll}/u.test(sentence.slice(end));
  return hasTopicWord && !isLoneVerb && !isNamesOnly ? topic : undefined;
}

/** A word that leads into a time and means nothing without it: "UTC", "at", "الساعة". */
const TIME_LEAD = /^(?:utc|gmt|at|às|a|las|el|الساعة|в)$/iu;

interface TitleChoice {
  title: string;
  isTitleWritten: boolean;
  rest: string[];
  /** The kind of mail, when the title was written from it. */
  kind?: MailKind;
}

/**
 * The draft's own header line when it has one, else its lead before ': ', else a short topic cut
 * from its first sentence, else the kind's name. A list's label is no title.
 */
function chooseTitle(lines: string[], language: DraftLanguage): TitleChoice {
  const [first = '', ...others] = lines;
  const next = others.find((line) => line.trim() !== '');
  const isLabel = /[:：]$/u.test(first) && next !== undefined && isListItem(next);
  if (
    next !== undefined &&
    !isLabel &&
    !(/:(?!\d)/u.test(first) && isOneOfLabels(first.split(':')[0]!, others)) &&
    (isTitleLike(trimTitle(first)) || isHeaderLine(first, others[0] ?? ''))
  ) {
    return { title: trimTitle(first), isTitleWritten: false, rest: others };
  }
  const lead = first.match(/^([^:]{3,}?):\s+(\S.*)$/u);
  if (
    lead?.[1] &&
    lead[2] &&
    !extractFacts(lead[1]).some((fact) => fact.end === lead[1]!.length) &&
    isTitleLike(lead[1]) &&
    !isOneOfLabels(lead[1], others) &&
    !LIST_LABELS.test(lead[1].trim())
  ) {
    const rest = [lead[2], ...others];
    // "Reminder: donate tech…": a generic word is no title while the rest names a topic.
    const body = [lead[2], ...others].join('\n');
    const topic = GENERIC_TITLES.test(lead[1])
      ? (findTopic(lead[2], language) ??
        (language === 'other' ? undefined : writeTopicTitle(body, detectKind(body), language)))
      : undefined;
    return { title: trimTitle(topic ?? lead[1]), isTitleWritten: topic !== undefined, rest };
  }
  const [sentence = ''] = splitSentences(first);
  // "Tech. Yesterday 14 of 138 donated…": a word or two set apart as the first sentence is a header.
  if (
    /^[^.!?]{2,24}\.$/u.test(sentence) &&
    sentence !== first &&
    wordsOf(sentence).length <= 2 &&
    isTitleLike(sentence.slice(0, -1)) &&
    extractFacts(sentence).length === 0
  ) {
    return {
      title: sentence.slice(0, -1),
      isTitleWritten: false,
      rest: [first.slice(sentence.length).trim(), ...others],
    };
  }
  // "few things:" over a list: a roundup, named so (the label stays over its list).
  if (isLabel && wordsOf(first).length <= 3 && language !== 'other') {
    return { title: writeRoundupTitle(language), isTitleWritten: true, rest: lines };
  }
  // A short cry that opens the draft is its headline: "[LION] is recruiting!!".
  if (/!$/u.test(sentence) && sentence !== first && isShortCry(sentence)) {
    return {
      title: trimTitle(sentence),
      isTitleWritten: false,
      rest: [first.slice(sentence.length).trim(), ...others],
    };
  }
  const topic = isLabel ? undefined : findTopic(sentence, language);
  if (topic !== undefined) return { title: topic, isTitleWritten: true, rest: lines };
  const body = lines.join('\n');
  const kind = detectKind(body);
  return { title: writeKindTitle(body, kind, language), isTitleWritten: true, rest: lines, kind };
}

/** Words that say what a mail is without saying what it is about. */
const GENERIC_TITLES =
  /^(?:(?:so|yeah|ok|okay|kinda|very|really|super|guys|hey|quick)\s+)*(?:reminder|notice|update|announcement|attention|important|info|note|news|alert|aviso|recordatorio|anuncio|lembrete|atenção|atencion|atención|напоминание|внимание|объявление|تذكير|تنبيه|إعلان|提醒|通知|公告|注意)$/iu;

/** A first line a player set apart as a header: framed by symbols, in capitals, or short and bare. */
function isHeaderLine(line: string, after: string): boolean {
  const text = line.trim();
  if (text.length > 60 || isListItem(text) || GREETING.test(text)) return false;
  if (/[.,:;，。：；、]$/u.test(text) || wordsOf(text).length > 14) return false;
  const isFramed = /^[\p{So}\p{Sm}═━=~*]/u.test(text) && /[\p{So}\p{Sm}═━=~*]$/u.test(text);
  const isShoutedStart = /^(?:\S+\s+)?\p{Lu}{2,}[\p{Lu}\d]*(?:\s+[\p{Lu}\d]{2,})+/u.test(text);
  return isFramed || isShoutedStart || after.trim() === '';
}

/** A short exclamation (five words at most, a fact or none) that reads as a headline. */
function isShortCry(sentence: string): boolean {
  const words = wordsOf(sentence);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    !GREETING.test(sentence) &&
    !ADDRESS_LEAD.test(sentence) &&
    !hasTextSpeak(words) &&
    words[0] !== 'gg'
  );
}

/** "Squad 1: Ava…" when "Squad 2: …" follows: the label of one list item is no title. */
function isOneOfLabels(lead: string, others: readonly string[]): boolean {
  const firstWord = lead.trim().split(/\s+/u)[0]!.toLowerCase();
  return others.some((line) => {
    const label = line.match(/^(?:[-*•·▪]\s*)?([^:]{1,30}):/u)?.[1];
    return label !== undefined && label.trim().split(/\s+/u)[0]!.toLowerCase() === firstWord;
  });
}

/** What a sentence may open with before its topic: "just a reminder that", "don't forget". */
const TOPIC_LEADS =
  /^(?:gg(?: all| everyone| guys)?,?|(?:just )?(?:a )?(?:quick |friendly )?reminder(?: that|:)?|don'?t forget(?: to| about)?|remember(?: to)?|please|attention|important|heads up,?|so|ok so)\s+/iu;
/** A thank-you names what it thanks for: "thanks for the 2k helps today guys" → "the 2k helps". */
const THANKS =
  /^(?:(?:huge|big|many|special) )?(?:thanks|thank you|ty|congrats|congratulations)(?: (?:so much|everyone|all|guys|again))*(?: to ([^,.!·]{2,30}?))?(?: for ((?:the |your |all the )?[^,.!·]{3,60}))?(?=$|[,.!·])/iu;
/** Words that end the reason of a thank-you: "the 2k helps today guys" → "the 2k helps". */
const THANKS_REASON_END = new Set(
  'today tonight yesterday guys all everyone again so much last this and you u'.split(' '),
);

function cutReason(reason: string): string | undefined {
  const words: string[] = [];
  for (const word of reason.trim().split(/\s+/u)) {
    if (THANKS_REASON_END.has(word.toLowerCase()) || words.length >= 3) break;
    words.push(word);
  }
  const hasTopic = words.some((word) => /\p{L}{3,}/u.test(word) && !/^(?:the|your)$/iu.test(word));
  return hasTopic ? words.join(' ') : undefined;
}

/** The draft's topic: a thank-you's reason, else words cut from its first sentence. */
function findTopic(sentence: string, language: DraftLanguage): string | undefined {
  const thanks = language === 'en' ? sentence.match(THANKS) : null;
  if (thanks) {
    const reason = thanks[2] && cutReason(thanks[2]);
    if (reason) return `Thanks for ${reason}`;
    if (thanks[1] && wordsOf(thanks[1]).length <= 4) return `Thanks to ${thanks[1]}`;
  }
  return cutTopic(sentence.replace(TOPIC_LEADS, ''), language);
}

/** Bullets and dashes become '• '; numbers stay numbers, and a range ("2-3名") is no number. */
function normaliseListMarker(line: string): string {
  return line
    .replace(/^[-*·•▪]\s+/u, '• ')
    .replace(/^([\d٠-٩]{1,2})\s*[-–](?:\s+|(?=[^\s\d٠-٩]))/u, '$1. ');
}

function splitLongLine(line: string): string[] {
  if (line.length <= SPLIT_LINE_CHARS || LIST_MARKER.test(line) || SCHEDULE_LINE.test(line)) {
    return [line];
  }
  const sentences = splitSentences(line);
  return sentences.length > 1 ? sentences : [line];
}

/** A short question and its answer stay one line: "Questions?" / "Ask Ana." → "Questions? Ask Ana." */
function keepAnswers(lines: string[]): string[] {
  const kept: string[] = [];
  for (const line of lines) {
    const before = kept[kept.length - 1];
    const isShortQuestion =
      before !== undefined && /[?？؟]$/u.test(before) && wordsOf(before).length <= 3;
    if (isShortQuestion && !isListItem(line) && !LIST_MARKER.test(before)) {
      kept[kept.length - 1] = `${before} ${line}`;
    } else kept.push(line);
  }
  return kept;
}

/** "Requirements: 20M power, T5, active in KvK": a list's label and three or more short items. */
const INLINE_LIST = /^([^:：\d][^:：]{1,28})[:：]\s+(.+)$/u;
/** The labels an inline list goes by; "Squad 2: Dan, Eve, Fay" is one item of a list, not a list. */
export const LIST_LABELS =
  /^(?:(?:our |the |min(?:imum)? )?(?:requirements?|reqs?|rules|criteria|conditions|perks|benefits|we offer|offer|what we offer|we give|we have|we need|needed|bring|schedule|agenda|requisitos|reglas|normas|ofrecemos|condiciones|regras|oferecemos|exigências|требования|правила|условия|предлагаем|الشروط|المتطلبات|القواعد|نقدم|要求|条件|规则|福利))$/iu;
const INLINE_ITEM_MAX_WORDS = 5;

/** An inline enumeration becomes its label and one item per line. */
function splitInlineList(line: string): string[] {
  if (isListItem(line)) return [line];
  const match = line.match(INLINE_LIST);
  if (!match || !LIST_LABELS.test(match[1]!.trim())) return [line];
  const items = match[2]!
    .replace(/[.!]$/u, '')
    .split(/\s*[,;，；、]\s*|\s+(?:and|y|e|и|و)\s+(?=[^,]*$)/u)
    .filter((item) => item !== '');
  const isShortItems = items.every(
    (item) => wordsOf(item).length <= INLINE_ITEM_MAX_WORDS && !/[.!?]\s/u.test(item),
  );
  if (items.length < 3 || !isShortItems) return [line];
  return [`${match[1]}:`, ...items.map((item) => `• ${item}`)];
}

/** Day words a schedule names its items by. */
const DAY = `(?:${weekdayAlternation(['en', 'es', 'pt', 'ru'], { withShortForms: true })}|day \\d{1,2}|день \\d{1,2})`;
const DAY_START = new RegExp(
  `(?<=^|[·|,;.\\p{So}]\\s*)(?=${DAY}\\b)(?!${DAY}\\s*[/-]\\s*${DAY}\\b)`,
  'giu',
);
const DAY_LEAD = new RegExp(`^(${DAY})\\b\\s*(?:[·|:=-]\\s*)?(?=\\S)`, 'iu');

/** "Mon · shields · Tue rally" → one day per line: "Mon: shields", "Tue: rally". */
const STARTS_WITH_DAY = new RegExp(`^${DAY}\\b`, 'iu');

function splitSchedule(line: string): string[] {
  // A schedule starts with a day: most lines do not, and need no look for the days inside them.
  if (!STARTS_WITH_DAY.test(line) || isListItem(line)) return [line];
  const starts = [...line.matchAll(DAY_START)].map((match) => match.index);
  // "inscriptions until Thursday, the battle is on Saturday": days inside sentences are no schedule.
  if (starts.length < 2 || starts[0] !== 0) return [line];
  const head = line.slice(0, starts[0]).replace(/[\s·|,;/-]+$/u, '');
  const days = starts.map((start, index) =>
    line
      .slice(start, starts[index + 1])
      // What separated the days (' · ', ' | ', a symbol) goes with the line break that replaces it.
      .replace(/[\s·|,;/\p{So}-]+$/u, '')
      .replace(DAY_LEAD, (_, day: string) => `${day}: `),
  );
  return head === '' ? days : [head, ...days];
}

/** "Wed/Thu - hold the pass": a line opening with a day or a range of days and a dash or colon. */
const SCHEDULE_LINE = new RegExp(
  `^${DAY}(?:\\s*[/-]\\s*${DAY})?\\b(?:\\s+\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|utc)?)*\\s*[-–:]\\s*\\S`,
  'iu',
);

/** Two or more schedule lines in a section are its items, long or short. */
function markScheduleLines(lines: string[]): string[] {
  if (lines.filter((line) => SCHEDULE_LINE.test(line)).length < 2) return lines;
  return lines.map((line) => (SCHEDULE_LINE.test(line) ? `• ${line}` : line));
}

/** Words a closing remark after a list opens with: it stays prose, not the list's last item. */
const CLOSING_REMARK =
  /^(?:any questions|anything else|questions|qualquer dúvida|alguma dúvida|mais alguma coisa|cualquier duda|любые вопросы|أي سؤال|if you have|if u have|good luck|see you|see u|let's|lets|together|thanks|thank you|ty|thx|gl|we count on|we believe|dudas|preguntas|suerte|gracias|dúvidas|perguntas|boa sorte|obrigad|вопросы|удачи|спасибо|أسئلة|بالتوفيق|شكرا|有问题|有疑问|祝|谢谢)/iu;

/** What ends a sentence or an item on its own ('.', '!', '?', a bracket, a colon). */
const ENDS_MARKED = /[.!?…。！？؟:：]$/u;
/** An item ending in a bracket or a quote is neither marked nor bare. */
const ENDS_NEUTRAL = /[)）"”»]$/u;

/** The end mark a line in this script takes. */
const endMark = sentenceEndMark;

/** The items of one list end alike: when some end with a mark, the rest (of 4 words up) get one. */
function endListsAlike(lines: string[]): string[] {
  const isLong = (line: string) =>
    findListMarker(line) !== '' &&
    wordsOf(line).length >= 4 &&
    !ENDS_NEUTRAL.test(line) &&
    !/\p{Script=Arabic}/u.test(line);
  const items = lines.filter(isLong);
  const isMarked = (line: string) => ENDS_MARKED.test(line.replace(/(?:\s|\p{So}|\uFE0F)+$/u, ''));
  if (!items.some(isMarked) || items.every(isMarked)) return lines;
  return lines.map((line) => (isLong(line) && !isMarked(line) ? `${line}${endMark(line)}` : line));
}

/** Smart bullets of the markup engine within a section; numbered lines keep their numbers. */
function bulletSection(lines: string[]): string[] {
  if (lines.length < 2) return lines;
  // The player's own list ends at its last marked item: the lines after it are remarks, in prose.
  const lastMarked = lines.findLastIndex((line) => findListMarker(line) !== '');
  if (lastMarked !== -1 && lastMarked < lines.length - 1 && lastMarked > 0) {
    return [...bulletSection(lines.slice(0, lastMarked + 1)), ...lines.slice(lastMarked + 1)];
  }
  const bulleted = !lines.some((line) => NUMBER_MARKER.test(line))
    ? smartBullets(lines.join('\n')).split('\n')
    : smartBullets(lines.map((line) => (NUMBER_MARKER.test(line) ? '' : line)).join('\n'))
        .split('\n')
        .map((line, index) => (line === '' ? lines[index]! : line));
  // A list's label ("Requirements:") stays its label, not an item of it; a greeting stays prose.
  lines.forEach((line, index) => {
    if (findListMarker(line) !== '') return;
    if (/[:：]$/u.test(line) || GREETING.test(line) || ADDRESS_LEAD.test(line)) {
      bulleted[index] = line;
    }
  });
  // A closing remark after a list ("Questions? Ask Ana.") stays prose.
  const last = lines.length - 1;
  if (findListMarker(lines[last]!) === '' && CLOSING_REMARK.test(lines[last]!)) {
    bulleted[last] = lines[last]!;
  }
  return endListsAlike(bulleted);
}

/**
 * A sign-off line ends the mail; a signature only as its very last line, and not when the line
 * before starts with the same dash and it is more than a name (then both are items of a list:
 * "- sem tropas = kick"; "- leadership" still signs).
 */
function isClosingLine(line: string, before: string, closing: readonly string[]): boolean {
  if (SIGN_OFF.test(line)) return true;
  if (closing.length > 0) return false;
  const dash = line.match(/^[-—–~]/u)?.[0];
  return dash === undefined || !before.trim().startsWith(dash) || wordsOf(line).length <= 2;
}

/** The player's greeting on the first line, and their closing at the end (lines or a sentence). */
function takeGreetingAndClosing(lines: string[]): {
  greeting?: string;
  closing?: string[];
  lines: string[];
} {
  const body = [...lines];
  let greeting: string | undefined;
  if (body.length > 0) {
    const split = splitGreeting(body[0]!);
    if (split.greeting) {
      greeting = split.greeting;
      if (split.rest === '') body.shift();
      else body[0] = split.rest;
      // "Hi," / "Governors, the fort…": the greeting goes on to whom it greets.
      const addressee = body[0]?.match(GREETED);
      if (addressee && wordsOf(greeting).length === 1) {
        greeting = `${greeting} ${addressee[1]}`;
        const rest = body[0]!.slice(addressee[0].length).trim();
        if (rest === '') body.shift();
        else body[0] = rest;
      }
    }
  }
  const closing: string[] = [];
  while (body.length > 0 && closing.length < 2) {
    const last = body[body.length - 1]!.trim();
    if (last === '' && body.length > 1) {
      body.pop();
      continue;
    }
    if (
      body.length > 1 &&
      isSignOff(last) &&
      isClosingLine(last, body[body.length - 2]!, closing)
    ) {
      closing.unshift(last);
      body.pop();
      continue;
    }
    const sentences = splitSentences(last);
    const final = sentences[sentences.length - 1] ?? '';
    if (closing.length === 0 && sentences.length > 1 && SIGN_OFF.test(final) && isSignOff(final)) {
      closing.unshift(final);
      body[body.length - 1] = sentences.slice(0, -1).join(' ');
    }
    break;
  }
  return { greeting, closing: closing.length > 0 ? closing : undefined, lines: body };
}

/**
 * Reads a tidied plain-text draft as a mail: the player's greeting and closing, the title,
 * sections (split at blank lines and headings), one sentence per line for long lines, smart
 * bullets (unless `isBulleted` is false: the Customizer's smart bullets are off, where
 * only the player's own list markers stay); numbered lists stay numbered.
 */
export function structureDraft(
  text: string,
  language: DraftLanguage = detectLanguage(text),
  isBulleted = true,
): DraftAnalysis {
  const taken = takeGreetingAndClosing(text.split('\n'));
  const { closing, greeting } = taken;
  const lines = taken.lines.slice(taken.lines.findIndex((line) => line.trim() !== ''));
  const chosen = chooseTitle(lines, language);
  const { title, isTitleWritten, kind, rest } = chosen;

  // Sections open at each blank line and heading; empty ones are dropped at the end.
  const sections: MailSection[] = [{ lines: [] }];
  for (const rawLine of rest) {
    const line = rawLine.trim();
    if (line === '') sections.push({ lines: [] });
    else if (isHeading(line)) sections.push({ heading: line, lines: [] });
    else {
      const shaped = splitLongLine(normaliseListMarker(line))
        .flatMap(splitSchedule)
        .flatMap(splitInlineList);
      sections[sections.length - 1]!.lines.push(...shaped);
    }
  }
  for (const section of sections) section.lines = markScheduleLines(section.lines);
  const document: MailDocument = {
    title: tidyTitle(title, language),
    isTitleWritten,
    language,
    greeting,
    closing,
    sections: sections
      .filter((section) => section.heading !== undefined || section.lines.length > 0)
      .map((section) => ({ ...section, lines: keepAnswers(section.lines) }))
      .map((section) =>
        isBulleted ? { ...section, lines: bulletSection(section.lines) } : section,
      )
      .map((section) => ({ ...section, lines: section.lines.map(endProse) })),
  };
  return { language, kind: kind ?? detectKind(lines.join('\n')), document };
}

/**
 * A prose line of three words or more ends with a mark; a list item, a label, a salutation or a
 * line ending in a symbol or bracket stays as written.
 */
function endProse(line: string): string {
  if (findListMarker(line) !== '' || /[,，،;]$/u.test(line)) return line;
  if (/\p{Script=Arabic}/u.test(line)) return line;
  const bare = line.replace(/(?:\s|\p{So}|\uFE0F)+$/u, '');
  if (ENDS_MARKED.test(bare) || ENDS_NEUTRAL.test(bare) || SIGNATURE.test(line)) return line;
  const isLong = /\p{Script=Han}/u.test(line)
    ? (line.match(/\p{Script=Han}/gu)?.length ?? 0) >= 8
    : wordsOf(line).length >= 3;
  if (!isLong) return line;
  return `${bare}${endMark(bare)}${line.slice(bare.length)}`;
}

function isShouted(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

/**
 * A title in Title Case (English) or with a capital (others). The title comes from the tidied
 * draft or the engine's words, and no text-speak is ever a title, so no more polish.
 */
function tidyTitle(raw: string, language: DraftLanguage): string {
  if (raw === '') return raw;
  // A symbol framing the title stands apart from its words: "⚠提醒⚠" → "⚠ 提醒 ⚠".
  const title = /\p{So}/u.test(raw)
    ? raw
        .replace(/(\p{So})(?=[\p{L}\p{N}[])/gu, '$1 ')
        .replace(/([\p{L}\p{N}\]])(?=\p{So})/gu, '$1 ')
    : raw;
  // A title all in capitals is a header style of the player's: it stays so, never half-shouted.
  if (isShouted(title)) return trimTitle(title);
  // A header the player styled with a word in capitals ("KVK SCHEDULE week 2") keeps its case.
  const isStyled = /(?:^|\s)\p{Lu}{2,}[\p{Lu}\d]*(?:\s+\p{Lu}{2,}[\p{Lu}\d]*)+/u.test(title);
  if (isStyled) return trimTitle(capitalise(title));
  return trimTitle(language === 'en' ? toTitleCase(title) : capitalise(title));
}

/**
 * Every mode: the draft's capitals, spacing, text-speak and punctuation tidied line by line, its
 * words kept, before it is read as a mail.
 */
function tidyDraft(text: string, language: DraftLanguage): string {
  const isEnglish = language === 'en';
  return text
    .split('\n')
    .map((line) => {
      if (line === '') return line;
      const keepsCase = isShouted(line);
      const polished = polishLine(tidyBeforePolish(line, language), {
        isBullet: true,
        isEnglish,
        keepsWords: true,
        keepsCase,
      });
      return splitSentences(tidyAfterPolish(polished, language, keepsCase))
        .map(addLabelColon)
        .join(' ');
    })
    .join('\n');
}

/** A label a player wrote without its colon: "Step 2 take the altar", "Rally leader Hannibal". */
const LABEL =
  /^((?:[-*•·▪]\s+)?(?:(?:rally |garrison )?(?:leaders?|leads?)|captain|capitana?|capitão|caller|(?:step|phase|stage|wave|squad|group|rank|paso|fase|etapa|grupo|equipo|equipe|rango)\s+\d{1,2}|team\s+[A-Z0-9])) (?=\S)/iu;

function addLabelColon(line: string): string {
  const label = line.match(LABEL);
  if (!label) return line;
  const next = line.slice(label[0].length).split(/\s/u, 1)[0]!;
  // A name ("Hannibal", "[ABC]") or an order ("take the altar") follows a label; "is" does not.
  const isLabelled = /^[\p{Lu}[]/u.test(next) || ORDER_VERBS.has(next.toLowerCase());
  return isLabelled ? `${label[1]}: ${line.slice(label[0].length)}` : line;
}

/**
 * The analyse stage: the prepared draft's language, then the draft tidied in it and read as a
 * mail (smart bullets unless `isBulleted` is false).
 */
export function analyseDraft(prepared: string, isBulleted: boolean): DraftAnalysis {
  const language = detectLanguage(prepared);
  return structureDraft(tidyDraft(prepared, language), language, isBulleted);
}
