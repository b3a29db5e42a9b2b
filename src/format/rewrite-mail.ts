import type { RewriteStyle, Tone } from '#shared/constants.ts';
import type { DraftAnalysis } from './analyse.ts';
import {
  findListMarker,
  LIST_MARKER,
  type MailDocument,
  type MailSection,
  SIGNATURE,
} from './document.ts';
import type { Fact } from './facts.ts';
import type { MailKind } from './kinds.ts';
import type { DraftLanguage, MailLanguage } from './language.ts';
import {
  capitaliseSentences,
  clarifyText,
  dropFillers,
  INTENSITY_ORDER,
  polishLine,
  polishText,
  rewriteAroundFacts,
  rewritePhrases,
  splitSentences,
  writeFactsFor,
} from './rewrite.ts';
import {
  chooseToneLines,
  type FrameContext,
  findEvent,
  type GameEvent,
  readMoods,
} from './tone-lines.ts';
import type { FormatRequest } from './types.ts';
import { createVoice } from './voices.ts';

/**
 * The rewrite stage: the analysed draft as the mails the fit stage may send, best first — the
 * requested intensity, then the player's tidied words. From Balanced up every
 * sentence of the body is voiced in the tone (voices.ts) and the tone's opening and closing are
 * chosen for the content (tone-lines.ts).
 */

/** How much the engine rewrites: 'format' keeps the words, the rest as the intensity buttons say. */
type Level = 'format' | RewriteStyle;

export interface RewrittenMail {
  candidates: MailDocument[];
  /** Improve mode, and no sentence of the body could be reworded in the tone. */
  isUnchanged: boolean;
}

function rank(level: Level): number {
  return level === 'format' ? -1 : INTENSITY_ORDER.indexOf(level);
}

/** The comma a greeting ends with, in the scripts that have their own. */
const COMMAS: Partial<Record<string, string>> = { zh: '，', ar: '،' };

/** A prose line of three words or more ends with a sentence mark ("Ask Ana" → "Ask Ana."). */
function punctuateProse(line: string, language: DraftLanguage): string {
  if (findListMarker(line) !== '' || /[.!?…:;)"”。！？：؟]$/u.test(line)) return line;
  if ((line.match(/[\p{L}\p{N}]+/gu) ?? []).length < 3) return line;
  return `${line}${language === 'zh' ? '。' : '.'}`;
}

function capitaliseAfterMarker(line: string): string {
  const marker = findListMarker(line);
  return marker + capitaliseSentences(line.slice(marker.length));
}

function mapLines(sections: MailSection[], map: (line: string) => string): MailSection[] {
  return sections.map((section) => ({ ...section, lines: section.lines.map(map) }));
}

/** The player's words, tidied: what Keep my words sends and every rewrite starts from. */
function keepWords(analysis: DraftAnalysis): MailDocument {
  const { document, language } = analysis;
  const comma = COMMAS[language] ?? ',';
  return {
    ...document,
    greeting: document.greeting === undefined ? undefined : `${document.greeting}${comma}`,
    // Lines the structure cut ("farming: zone 1…", "Hi all just…", "1) alliance…") start anew.
    sections: mapLines(document.sections, (line) =>
      punctuateProse(capitaliseAfterMarker(line), language),
    ),
  };
}

interface LevelContext {
  level: Level;
  language: DraftLanguage;
  voice?: (text: string, facts: readonly Fact[]) => string;
}

/** A line's words at the level, its list marker (bullet or number) and facts left alone. */
function rewriteLine(line: string, context: LevelContext): string {
  const marker = findListMarker(line);
  const isEnglish = context.language === 'en';
  const content = rewriteAroundFacts(
    line.slice(marker.length),
    (text, facts) => {
      let result = polishText(text, { isBullet: marker !== '', isEnglish });
      if (isEnglish && rank(context.level) >= rank('balanced')) {
        result = dropFillers(clarifyText(result));
      }
      if (isEnglish && context.level === 'fully-thematic') result = rewritePhrases(result);
      if (context.voice) result = context.voice(result, facts);
      return result;
    },
    writeFactsFor(isEnglish),
  );
  // A fact may start a sentence ("lunes: infantería"): it gets its capital once it is back.
  return punctuateProse(marker + capitaliseSentences(content), context.language);
}

/** Informative tone: the body becomes a list of key points. */
function listKeyPoints(sections: MailSection[]): MailSection[] {
  return sections.map((section, index) => {
    if (index > 0 || section.heading !== undefined) return section;
    const lines = section.lines.flatMap((line) =>
      LIST_MARKER.test(line) ? [line] : splitSentences(line).map((sentence) => `• ${sentence}`),
    );
    return { ...section, lines };
  });
}

/** A draft's own seed: the same draft always gets the same lines, others other ones. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

/**
 * Words of a mail to governors who are not members yet (recruitment, migration rules): its orders
 * are theirs to follow, so no call says "let's" of them.
 */
const NEWCOMERS =
  /\b(?:migrat\w*|incoming|newcomers?|new members?|transfer\w*|migraci\w*|migraç\w*|migrant\w*)\b|миграц|мигрант|переселен|новичк|الهجرة|المهاجرين|الجدد|移民|迁入|新人|新来的/iu;

/** Words that state an exception to a rule: "No exceptions." would contradict them. */
const EXCEPTIONS =
  /\b(?:unless|except|exception|excused|only|else|other than|salvo|excepto|excepción|exceto|exceção|menos|solo|sólo|apenas)\b|кроме|исключени|только|إلا|باستثناء|فقط|除非|除了|例外|只/iu;

/** An alliance tag or a kingdom a mail is about: "[DOOM]", "K1888". */
const TAG = /\[[^\]\s]{2,8}\]|\bK\d{3,4}\b/u;

/** A rank and a name of one or two words: "R5 أبو فهد", "R4 Ana Paula". */
const SIGNED_BY_RANK = /^[RР][1-5]\s+\S+(?:\s+\S+)?$/u;

/** Words before a time that make it a deadline ("by 18:00", "before Friday 20:00"), not a start. */
const DEADLINE_BEFORE =
  /(?:\b(?:by|before|until|till|til|no later than|deadline|closes?|closing|ends?|apply|register|registration|sign[- ]?ups?|antes de|hasta|até|prazo|cierra\w*|inscrip\w*|inscriç\w*|fecha|encerra\w*|termina\w*)\b|до|закрыва\w*|заканчива\w*|регистрац\w*|запис\w*|قبل|حتى|يغلق|ينتهي|التسجيل|تسجيل|截止|之前|以前|结束|报名)[^\n]{0,18}$/iu;
/** Words after a time that make it a deadline ("11:30 UTC latest", "23:59 截止"). */
const DEADLINE_AFTER =
  /^[^\n]{0,6}(?:latest|deadline|at the latest|como máximo|no máximo|截止|之前|前|крайний)/iu;

/**
 * The time the mail's event happens: the first time that is no deadline, read in the line that
 * names the event and no other time. Without an event, or with only deadlines, none: a line never names a time the
 * draft does not give as a start.
 */
function findEventTime(
  lines: readonly string[],
  facts: readonly Fact[],
  event: GameEvent | undefined,
): string | undefined {
  if (!event) return undefined;
  for (const fact of facts) {
    if (fact.kind !== 'time') continue;
    const line = lines.find((candidate) => candidate.includes(fact.text));
    if (!line || !event.pattern.test(line)) continue;
    // A line of several times ("Wed 20:00 UTC Ceroli | Sat 19:00 UTC Ark") does not say which is
    // the event's: none is named rather than the wrong one.
    const timesInLine = facts.filter((other) => other.kind === 'time' && line.includes(other.text));
    if (timesInLine.length > 1) continue;
    const at = line.indexOf(fact.text);
    if (DEADLINE_BEFORE.test(line.slice(0, at))) continue;
    if (DEADLINE_AFTER.test(line.slice(at + fact.text.length))) continue;
    return fact.text.replace(/\b(?:utc|gmt)\b/giu, (zone) => zone.toUpperCase());
  }
  return undefined;
}

/** The player greets the reader in the body's first line ("Governors,", "السلام عليكم يا حكام،"). */
const OWN_GREETING =
  /^(?:[•*-]\s*)?(?:(?:(?:dear|hi|hey|hello|hola|olá|oi)\s+)?(?:governors|everyone|all|guys|team|people|folks|fam|warriors|gobernadores|governadores|gente|pessoal|galera|amigos|todos)\s*[,:!]|(?:hi|hey|hello|hola|olá|oi)\b|губернаторы\s*[,!]|друзья\s*[,!]|всем привет|привет|народ\s*[,!]|ребята\s*[,!]|السلام عليكم|مرحبا|يا حكام|أيها الحكام|大家好|各位|兄弟们)/iu;

function isGreeted(document: MailDocument): boolean {
  if (document.greeting !== undefined) return true;
  const first = document.sections[0]?.heading ?? document.sections[0]?.lines[0] ?? '';
  return OWN_GREETING.test(first.trim());
}

/** Where a mail says what it is about: the player's own title, and its first lines. */
function topicOf(document: MailDocument): string {
  const first = document.sections
    .flatMap((section) => [section.heading ?? '', ...section.lines])
    .filter((line) => line !== '')
    .slice(0, 2);
  return [document.isTitleWritten ? '' : document.title, ...first].join('\n');
}

/** A thank-you said as the mail's subject ("Thanks for KvK", "恭喜…"), not a "thanks" after an order. */
const THANKS_TOPIC =
  /\b(?:thank(?:s| you)?|thx|ty)\b(?![.!]?\s*$)|\b(?:congrat\w*|well done|great job|gg|gracias|felicidades|obrigad[oa]|parabéns)\b|спасибо|поздравля|благодар|شكرا|مبروك|تهانينا|谢谢|感谢|恭喜/imu;
const RECRUITING =
  /\b(?:recruit\w*|looking for (?:active|new|strong)|buscan gente|buscamos|recluta\w*|recruta\w*)\b|набор|набира|ищем|تجنيد|يجند|招募|招人/iu;

/**
 * The kind a frame line is chosen for. The analysis reads "thanks" anywhere as a thank-you mail;
 * here a thank-you must be the mail's subject (a rally that ends in "thanks" is a rally), and a
 * mail that recruits is a recruitment whatever else it says.
 */
function frameKind(kind: MailKind, document: MailDocument): MailKind {
  const topic = topicOf(document);
  if (kind !== 'recruitment' && RECRUITING.test(topic)) return 'recruitment';
  if (kind === 'thanks' && !THANKS_TOPIC.test(topic)) return 'notice';
  return kind;
}

/**
 * Words of a Spanish draft written to "vosotros": its pronouns, its verbs ("tenéis", "usad"); the
 * frame lines then say nothing to "ustedes".
 */
const VOSOTROS_DRAFT =
  /(?<![\p{L}])(?:vosotr[oa]s|vuestr[oa]s?|os|\p{L}{2,}(?:áis|éis|eis)(?<!seis)|\p{L}{2,}[aei]d(?<!idad|edad|udad|tad|verdad|mitad|red|sed|pared)|\p{L}{2,}[aeí]os(?<!correos|deseos|trofeos|paseos|museos|recreos))(?![\p{L}])/u;

function frameContext(
  document: MailDocument,
  facts: readonly Fact[],
  seed: number,
  language: DraftLanguage,
): FrameContext {
  const body = document.sections.flatMap((section) => [section.heading ?? '', ...section.lines]);
  const all = [document.title, ...body, ...(document.closing ?? [])];
  const said = all.join('\n').toLowerCase();
  // A line names the event the mail is about, not one it mentions in passing.
  const event = findEvent(topicOf(document));
  const addressesNewcomers = NEWCOMERS.test(document.title) || NEWCOMERS.test(body[0] ?? '');
  return {
    isVosotros: language === 'es' && VOSOTROS_DRAFT.test(said),
    time: findEventTime(all, facts, event),
    event,
    tag: topicOf(document).match(TAG)?.[0],
    hasExceptions: EXCEPTIONS.test(said),
    said,
    seed,
    addressesNewcomers,
    moods: readMoods(all.join('\n'), {
      isGreeted: isGreeted(document),
      addressesNewcomers,
      event,
    }),
  };
}

/**
 * A label that opens a list of what the alliance forbids or does not tolerate: its items name what
 * not to do, whatever their grammar.
 */
const FORBIDDEN_LIST =
  /(?:\b(?:not?|never)\b.{0,20}\b(?:tolerate\w*|allowed|accept\w*|do)\b|\b(?:forbidden|banned|prohibited|not allowed|don'?ts|zero tolerance)\b|\bno (?:toleramos|aceptamos|se permite|permitimos|está permitido)|\bprohibid\w*|\bnão (?:toleramos|aceitamos|é permitido|permitimos)|\bnao (?:toleramos|aceitamos)|\bproibid\w*|не (?:терпим|допускаем|разрешается|разрешено|позволяем)|запрещ\w*|нельзя|لا (?:نقبل|نسمح|نتسامح)|ممنوع|ممنوعات|禁止|不允许|不准|不可以)[^\n]{0,25}[:：]\s*$/iu;

/** Words of a warning or a disciplinary mail: its calls are said calmly, and nothing cheers. */
const STERN =
  /\b(?:kick\w*|last warning|final warning|warned|punish\w*|fined?|banned|expuls\w*|advertencia|sanci[oó]n\w*|castigo|advertência|puni\w*|multa)\b|кик|исключ|предупрежд|наказ|штраф|обнул|طرد|تحذير|عقوبة|إنذار|踢|警告|处罚|清零|拉黑/iu;

function isStern(frame: FrameContext): boolean {
  return (frame.moods?.has('warning') ?? false) || STERN.test(frame.said ?? '');
}

function rewriteLevel(
  analysis: DraftAnalysis,
  level: Level,
  tone: Tone,
  frame: FrameContext,
): MailDocument {
  const { document, language } = analysis;
  const kept = keepWords(analysis);
  if (level === 'format') return kept;
  const isVoiced = rank(level) >= rank('balanced') && language !== 'other';
  const context: LevelContext = {
    level,
    language,
    voice: isVoiced
      ? createVoice(tone, language as MailLanguage, {
          addressesNewcomers: frame.addressesNewcomers || analysis.kind === 'recruitment',
          isStern: isStern(frame),
        })
      : undefined,
  };
  const lineContext = { isBullet: true, isEnglish: language === 'en' };
  // The items of a list of what is forbidden ("What we do NOT tolerate:") are no orders: they are
  // tidied, never voiced, so none becomes a call to do what the list forbids.
  const unvoiced: LevelContext = { level, language };
  // The list's label may have become the mail's title ("What we do NOT tolerate:" over the list).
  const labelOf = (section: MailSection, index: number) =>
    section.heading ?? (index === 0 ? `${document.title}:` : undefined);
  let sections = document.sections.map((section, index) => {
    const label = labelOf(section, index);
    let isForbidden = label !== undefined && FORBIDDEN_LIST.test(label);
    const lines = section.lines.map((line) => {
      const isItem = findListMarker(line) !== '';
      if (!isItem) isForbidden = FORBIDDEN_LIST.test(line);
      return rewriteLine(line, isItem && isForbidden ? unvoiced : context);
    });
    return { ...section, lines };
  });
  const rewritten: MailDocument = {
    ...kept,
    greeting:
      document.greeting === undefined
        ? undefined
        : `${polishLine(document.greeting, lineContext)}${COMMAS[language] ?? ','}`,
    closing: document.closing?.map((line) => polishLine(line, lineContext)),
    sections,
  };
  if (!isVoiced) return rewritten;
  if (tone === 'informative') sections = listKeyPoints(sections);
  sections = sections.map((section) => ({
    ...section,
    lines: endItemsAlike(section.lines, language),
  }));
  // A line that repeats the voiced body ("We are proud of every one of you!") is left out too.
  const voicedText = sections.flatMap((section) => section.lines).join('\n');
  const lines = chooseToneLines(
    tone,
    frameKind(analysis.kind, document),
    language as MailLanguage,
    {
      ...frame,
      said: `${frame.said ?? ''}\n${voicedText.toLowerCase()}`,
    },
  );
  // Two lines with '!' a mail at most: the body's own come first, then the opening, the closing.
  const body = sections.flatMap((section) => section.lines);
  // A short mail whose body already exclaims takes its added lines calmly.
  let exclaimed =
    body.filter(isExclaimed).length + (body.length <= 2 && body.some(isExclaimed) ? 1 : 0);
  const calmed = [lines.opening, lines.closing].map((line) => {
    if (line === undefined || !isExclaimed(line)) return line;
    exclaimed += 1;
    return exclaimed > MAX_EXCLAIMED_LINES ? calm(line) : line;
  });
  // A mail the player signs at the end of its body ("R5 Abu Fahd") ends with the signature.
  const last = (rewritten.closing?.at(-1) ?? body.at(-1))?.replace(LIST_MARKER, '') ?? '';
  const isSigned = SIGNATURE.test(last) || SIGNED_BY_RANK.test(last);
  return {
    ...rewritten,
    sections,
    opening: calmed[0],
    signOff: isSigned ? undefined : calmed[1],
  };
}

/** A list item's end mark, in every script. */
const ITEM_END = /[.!?…。！？؟]$/u;

/**
 * The items of one list end alike: when the tone ends some with a mark ("— get ready!"), the
 * others of some length get a full stop too.
 */
function endItemsAlike(lines: string[], language: DraftLanguage): string[] {
  const result = [...lines];
  let start = 0;
  while (start < result.length) {
    let end = start;
    while (end < result.length && findListMarker(result[end]!) !== '') end += 1;
    const items = result.slice(start, end);
    const isLong = (line: string) => (line.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 4;
    if (items.some((line) => isLong(line) && ITEM_END.test(line))) {
      for (let index = start; index < end; index += 1) {
        const line = result[index]!;
        if (isLong(line) && /[\p{L}\p{N})\]]$/u.test(line)) {
          result[index] = `${line}${language === 'zh' ? '。' : '.'}`;
        }
      }
    }
    start = Math.max(end, start + 1);
  }
  return result;
}

const MAX_EXCLAIMED_LINES = 2;

function isExclaimed(line: string): boolean {
  return /[!！]/u.test(line);
}

/** A line said without its '!': "¡Vamos, gobernadores!" → "Vamos, gobernadores." */
function calm(line: string): string {
  return line.replace(/¡/gu, '').replace(/！/gu, '。').replace(/!/gu, '.');
}

/**
 * The requested intensity, then the player's tidied words: a rewrite too long for 2000 characters
 * gives way to the player's own words, which are never longer than the draft's.
 */
function levelsFor(request: FormatRequest): Level[] {
  if (request.mode === 'format') return ['format'];
  return [request.rewriteStyle ?? 'balanced', 'format'];
}

/** Whatever is not a letter or digit (every script above Latin-1 counts as letters here). */
const NOT_WORD = /[^A-Za-z0-9\u00C0-\uFFFF]+/g;

/** A line's words, to tell whether a rewrite reworded it. */
function wordsOf(line: string): string {
  return line.toLowerCase().replace(NOT_WORD, ' ').trim();
}

/** Lines of fewer words than this have no wording to change ("20M+ power", "Mon: infantry"). */
const REWORDABLE_WORDS = 4;

/**
 * Whether a rewrite changed too little to be called one: fewer than a third of the body's lines
 * of some length were reworded. Then the result says so, in every language.
 */
function isBarelyReworded(rewritten: MailDocument, kept: MailDocument): boolean {
  // The player's closing lines are read too: they are body the tone left as written.
  const before = [...kept.sections.flatMap((section) => section.lines), ...(kept.closing ?? [])];
  const after = [
    ...rewritten.sections.flatMap((section) => section.lines),
    ...(rewritten.closing ?? []),
  ];
  if (before.length !== after.length) return false;
  let rewordable = 0;
  let reworded = 0;
  after.forEach((line, index) => {
    const words = wordsOf(line);
    // Chinese writes no spaces: each character counts as a word.
    if ((line.match(/\p{Script=Han}|[\p{L}\p{N}]+/gu) ?? []).length < REWORDABLE_WORDS) return;
    rewordable += 1;
    // A word dropped ("please", "плз") is no rewording; a word the tone says is.
    const kept = new Set(wordsOf(before[index]!).split(' '));
    if (words.split(' ').some((word) => !kept.has(word))) reworded += 1;
  });
  return rewordable === 0 ? true : reworded * 3 < rewordable;
}

export function rewriteMail(
  analysis: DraftAnalysis,
  facts: readonly Fact[],
  request: FormatRequest,
): RewrittenMail {
  const levels = levelsFor(request);
  const lines = analysis.document.sections.flatMap((section) => section.lines);
  const frame = frameContext(analysis.document, facts, seedOf(lines.join('\n')), analysis.language);
  const candidates = levels.map((level) => rewriteLevel(analysis, level, request.tone, frame));
  const isUnchanged =
    request.mode === 'improve' &&
    levels[0] !== 'minimal' &&
    isBarelyReworded(candidates[0]!, candidates[candidates.length - 1]!);
  return { candidates, isUnchanged };
}
