import type { RewriteStyle, Tone } from '#shared/constants.ts';
import type { DraftAnalysis } from './analyse.ts';
import { countAsciiWords, isAsciiText } from './ascii-words.ts';
import { indexCaseless, readCaseless } from './caseless.ts';
import {
  findListMarker,
  LIST_MARKER,
  type MailDocument,
  type MailSection,
  OPTION_LINE,
  PLACE_ITEM,
  SIGNATURE,
  withoutTrailingSymbols,
} from './document.ts';
import { endsWithLink, type Fact } from './facts.ts';
import { isCelebration, type MailKind, OUR_RALLY } from './kinds.ts';
import type { DraftLanguage, MailLanguage } from './language.ts';
import {
  capitaliseSentences,
  clarifyText,
  dropFillers,
  endsOnMark,
  INTENSITY_ORDER,
  isFormula,
  polishLine,
  polishText,
  rewriteAroundFacts,
  rewritePhrases,
  splitSentences,
  unendLink,
  writeFactsFor,
} from './rewrite.ts';
import { asWholeWords } from './spanish-address.ts';
import { sentenceEndMark } from './tidy-words.ts';
import {
  chooseToneLines,
  type FrameContext,
  findEvent,
  type GameEvent,
  type Mood,
  readMoods,
  readTopicMoods,
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

/** A line's words; Chinese writes no spaces, so one or two Han characters count as a word. */
function countWords(line: string): number {
  return (
    countAsciiWords(line, false) ?? (line.match(/\p{Script=Han}{1,2}|[\p{L}\p{N}]+/gu) ?? []).length
  );
}

/** The comma a greeting ends with, in the scripts that have their own. */
const COMMAS: Partial<Record<string, string>> = { zh: '，', ar: '،' };

/**
 * A greeting said in chat, to the members: "Hey guys", "Hola a todos", "Fala, galera", "Всем
 * привет", "大家好" (not "Dear…", "To the leadership…", "Уважаемые…", "السلام عليكم").
 */
const CHAT_GREETING =
  /^(?:(?:hi|hey|hello|hiya|yo|sup|gm|good morning|morning|hola|buenas|buenos d[ií]as|ol[áa]|oi|fala|e a[ií]|salve|bom dia|boa tarde|boa noite|привет|всем привет|доброе утро|добрый день|добрый вечер|مرحبا|هلا|guys|chicos|gente|galera|pessoal|ребята|ребят|народ|fam|familia|família)(?![\p{L}])|(?:大家|各位)(?:早上|上午|下午|晚上)?好)(?!.*\b(?:leadership|leaders|council)\b)/iu;

/** A Chinese schedule's line, led by its day ("周二 科技捐献日"): an entry, no sentence to end. */
const CHINESE_DAY_ENTRY = /^(?:周|星期|礼拜)[一二三四五六日天末]/u;

/** A prose line of three words or more ends with a sentence mark ("Ask Ana" → "Ask Ana."). */
function punctuateProse(line: string): string {
  // A line ending on a mark of its own, or on a Chinese colon, takes no stop after it.
  if (findListMarker(line) !== '' || endsOnMark(line) || line.endsWith('：')) return line;
  if (PLACE_ITEM.test(line) || CHINESE_DAY_ENTRY.test(line) || endsWithLink(line)) return line;
  // "DKP = T4击杀数×1 + T5击杀数×2": a formula is no sentence to end.
  if (isFormula(line)) return line;
  const words = countAsciiWords(line, false) ?? (line.match(/[\p{L}\p{N}]+/gu) ?? []).length;
  if (words < 3) return line;
  // An emoji after the sentence stays after its mark: "…desde o começo. ❤", "Let's go! 🔥".
  const bare = withoutTrailingSymbols(line);
  if (bare !== line && endsOnMark(bare)) return line;
  return `${bare}${sentenceEndMark(bare)}${line.slice(bare.length)}`;
}

function capitaliseAfterMarker(line: string): string {
  const marker = findListMarker(line);
  const item = line.slice(marker.length);
  // A numbered item of one word is a name in a ranking ("3) zaza"), written as its player does.
  if (/\d/u.test(marker) && /^\S+$/u.test(item)) return line;
  return marker + capitaliseSentences(item);
}

function mapLines(sections: MailSection[], map: (line: string) => string): MailSection[] {
  return sections.map((section) => ({ ...section, lines: section.lines.map(map) }));
}

/**
 * The lines of a mail's sections, in their order. Read by a loop: V8 runs `flatMap` about ten
 * times slower on a mail's few sections, and the rewrite reads a mail's lines many times a call.
 */
function linesOf(sections: readonly MailSection[]): string[] {
  const lines: string[] = [];
  for (const section of sections) lines.push(...section.lines);
  return lines;
}

/** The lines of a mail's sections, each section's heading ('' where it has none) before its lines. */
function headedLinesOf(sections: readonly MailSection[]): string[] {
  const lines: string[] = [];
  for (const section of sections) lines.push(section.heading ?? '', ...section.lines);
  return lines;
}

/** The player's words, tidied: what Keep my words sends and every rewrite starts from. */
function keepWords(analysis: DraftAnalysis): MailDocument {
  const { document, language } = analysis;
  const comma = COMMAS[language] ?? ',';
  return {
    ...document,
    greeting: document.greeting === undefined ? undefined : `${document.greeting}${comma}`,
    // Lines the structure cut ("farming: zone 1…", "Hi all just…", "1) alliance…") start anew;
    // a list's items end alike.
    sections: mapLines(document.sections, (line) =>
      punctuateProse(capitaliseAfterMarker(line)),
    ).map((section) => ({ ...section, lines: endItemsAlike(section.lines, language) })),
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
  return unendLink(punctuateProse(marker + capitaliseSentences(content)));
}

/** Informative tone: the body becomes a list of key points. */
function listKeyPoints(sections: MailSection[]): MailSection[] {
  return sections.map((section, index) => {
    if (index > 0 || section.heading !== undefined) return section;
    const lines = section.lines.flatMap((line) =>
      LIST_MARKER.test(line)
        ? [line]
        : // A poll's option is one point, its letter kept: "• A. 跟着 [FQ] 打关卡".
          OPTION_LINE.test(line)
          ? [`• ${line}`]
          : splitSentences(line).map((sentence) => `• ${sentence}`),
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
 * are theirs to follow, so no call says "let's" of them. Letters outside ASCII ("MIGRAÇÃO") are
 * word letters too.
 */
export const NEWCOMERS =
  /(?<![\p{L}\p{N}])(?:migrat\p{L}*|incoming|newcomers?|new members?|new (?:folks|people|ppl|players|guys|friends)|welcome to|welcome aboard|glad to have you|transfer\p{L}*|migraci\p{L}*|migraç\p{L}*|migrant\p{L}*|bienvenid\p{L}*|bem[- ]vind\p{L}*|novatos|nuevos)(?![\p{L}\p{N}])|миграц|мигрант|переселен|новичк|добро пожаловать|الهجرة|المهاجرين|الجدد|移民|迁入|新人|新来的|欢迎/iu;

/** Words that state an exception to a rule: "No exceptions." would contradict them. */
const EXCEPTIONS =
  /\b(?:unless|except|exception|excused|only|else|other than|salvo|excepto|excepción|exceto|exceção|menos|solo|sólo|apenas)\b|кроме|исключени|только|إلا|باستثناء|فقط|除非|除了|例外|只/iu;

/** An alliance tag or a kingdom a mail is about: "[DOOM]", "K1888". */
const TAG = /\[[^\]\s]{2,8}\]|\bK\d{3,4}\b/u;

/** A rank and a name of one or two words: "R5 أبو فهد", "R4 Ana Paula". */
const SIGNED_BY_RANK = /^[RР][1-5]\s+\S+(?:\s+\S+)?$/u;

/** Words before a time that make it a deadline ("by 18:00", "before Friday 20:00"), not a start. */
const DEADLINE_BEFORE =
  /(?:\b(?:by|before|until|till|til|no later than|deadline|closes?|closing|ends?|apply|register|registration|sign[- ]?ups?|antes de|hasta|até|prazo|cierra\w*|inscrip\w*|inscriç\w*|fecha|encerra\w*|termina\w*|acaba\w*|acabam)\b|до|закрыва\w*|заканчива\w*|законч\w*|кончается|регистрац\w*|запис\w*|قبل|حتى|لين|لحد|يغلق|ينتهي|يسكر|تسكر|يقفل|تقفل|التسجيل|تسجيل|截止|之前|以前|结束|报名)[^\n]{0,18}$/iu;
/**
 * Words after a time that make it a deadline ("11:30 UTC latest", "23:59 截止"); a Chinese "前"
 * only right after the time ("20:00前"), not "提前" further on ("14:00 UTC开，所有人提前传到").
 */
const DEADLINE_AFTER =
  /^[^\n]{0,6}(?:latest|deadline|at the latest|como máximo|no máximo|крайний)|^\s*(?:utc\s*)?(?:截止|之前|以前|前)/iu;

/** Words before a time that say something began then ("since 03:00", "desde las 3", "с 03:00"). */
const SINCE_BEFORE =
  /(?:\b(?:since|desde|from|a partir de)\b|(?<![\p{L}])(?:с|со|начиная с)(?=\s)|منذ|从|自从)[^\n]{0,12}$/iu;

/**
 * Whom a time tells when to find: "online até 23h", "on until 02:00", "на связи до 02:00", "el rey
 * esta on hasta las 22 UTC".
 */
const AVAILABLE_BEFORE =
  /(?:\b(?:online|on|around|available|disponible|disponível|disponivel|conectad[oa])|онлайн|в сети|на связи|متواجد|موجود|在线)\s+(?:até|ate|hasta|until|till|til|до|حتى|到)(?:\s+(?:las?|às?|as?))?\s*$/iu;

/** A time's zone, in any case: "utc", "Gmt". */
const ZONE = /\b(?:utc|gmt)\b/giu;

/** A time with its zone in capitals, as the game writes it: "21:00 utc" → "21:00 UTC". */
function spellZones(time: string): string {
  // A time in capitals already has its zone in capitals: nothing to replace.
  if (time === time.toUpperCase()) return time;
  return time.replace(ZONE, (zone) => zone.toUpperCase());
}

/** A line of the mail's title or first line that says a time, and asks nothing ("когда? — 19:00"). */
function isOpeningTime(line: string, topic: string): boolean {
  const opening = topic
    .split('\n')
    .filter((text) => text.trim() !== '')
    .slice(0, 2);
  return opening.includes(line) && !/[?？؟]/u.test(line);
}

/**
 * A time the draft gives, with the first line that says it, that line read caselessly, and the
 * words around the time there (`around`, read at the first need): the event's time and the
 * deadline are both read from them, so each time's line is read once for the two.
 */
interface TimeLine {
  fact: Fact;
  line: string;
  /** The line's word lists are read caselessly (caseless.ts): many times faster. */
  lineSays: (pattern: RegExp) => boolean;
  /** No other time is said in the line. */
  isAlone?: boolean;
  /** The line names the mail's event (read once for the event's time and the deadline). */
  namesEvent?: boolean;
  /** The line holds something until a time (`HELD_UNTIL`), read once for both. */
  isHeldUntil?: boolean;
  around?: AroundTime;
}

/** The words around a time in its line. */
interface AroundTime {
  /** Where the time is in its line. */
  at: number;
  /** The line after the time. */
  after: string;
  lead: string;
  saysBefore: (pattern: RegExp) => boolean;
  saysAfter: (pattern: RegExp) => boolean;
}

/** The draft's times, each in the first of `lines` that says it (a time said in none is left out). */
function readTimeLines(lines: readonly string[], facts: readonly Fact[]): TimeLine[] {
  const timeLines: TimeLine[] = [];
  for (const fact of facts) {
    if (fact.kind !== 'time') continue;
    const line = lines.find((candidate) => candidate.includes(fact.text));
    if (line) timeLines.push({ fact, line, lineSays: readCaseless(line) });
  }
  return timeLines;
}

/**
 * A line of several times ("Wed 20:00 UTC Ceroli | Sat 19:00 UTC Ark") does not say which is the
 * event's or the deadline: none is named rather than the wrong one.
 */
function isAloneInLine(time: TimeLine, facts: readonly Fact[]): boolean {
  time.isAlone ??=
    facts.filter((other) => other.kind === 'time' && time.line.includes(other.text)).length <= 1;
  return time.isAlone;
}

function namesEvent(time: TimeLine, event: GameEvent): boolean {
  time.namesEvent ??= time.lineSays(event.pattern);
  return time.namesEvent;
}

function isHeldUntil(time: TimeLine): boolean {
  // Every match of `HELD_UNTIL` says one of its words of "until": a line without is read once.
  time.isHeldUntil ??= time.lineSays(SAYS_UNTIL) && time.lineSays(HELD_UNTIL);
  return time.isHeldUntil;
}

function readAroundTime(time: TimeLine): AroundTime {
  if (time.around) return time.around;
  const { fact, line } = time;
  const at = line.indexOf(fact.text);
  const after = line.slice(at + fact.text.length);
  const { lead, saysBefore } = readBeforeTime(line, at, fact);
  time.around = {
    at,
    after,
    lead,
    saysBefore,
    saysAfter: readCaseless(after),
  };
  return time.around;
}

/**
 * The time the mail's event happens: the first time that is no deadline, read in the line that
 * names the event and no other time; without an event, the mail's only time if it is no deadline.
 * A line never names a time the draft does not give as a start.
 */
function findEventTime(
  timeLines: readonly TimeLine[],
  facts: readonly Fact[],
  event: GameEvent | undefined,
  topic: string,
): string | undefined {
  // Without an event, a mail of one time only, said in its title or first lines ("сбор у флага
  // в 20:00 UTC"): that time is its start. A time an FAQ answers in passing is no start of the mail.
  const times = new Set(facts.filter((fact) => fact.kind === 'time').map((fact) => fact.text));
  if (!event && times.size !== 1) return undefined;
  for (const time of timeLines) {
    const { fact, line } = time;
    if (event ? !namesEvent(time, event) : !isOpeningTime(line, topic)) continue;
    if (!isAloneInLine(time, facts)) continue;
    const { after, saysBefore, saysAfter } = readAroundTime(time);
    // "20:00-22:00 utc" is a window, not a start.
    if (/^\s*[-–~]\s*\d/u.test(after)) continue;
    if (saysBefore(DEADLINE_BEFORE) || isHeldUntil(time)) continue;
    if (saysAfter(DEADLINE_AFTER)) continue;
    // "scouting us since 03:00 UTC": a time something began is no start to call the mail to, nor
    // the hour an officer is online until.
    if (saysBefore(SINCE_BEFORE) || saysBefore(AVAILABLE_BEFORE)) continue;
    return spellZones(fact.text);
  }
  return undefined;
}

/** "до", "until" that a time's fact holds as its hedge ("до 22:00 UTC"): it says the time ends something. */
const LEADING_UNTIL = /^(?:до|until|till|til|by|hasta|até|حتى|لين)\s+/iu;

/**
 * The words before a time (at `at` in its line), put in small letters once for every list read in
 * them; "до" or "until" read into the time's fact ("до 22:00 UTC") is said before it too (`lead`).
 */
function readBeforeTime(line: string, at: number, fact: Fact) {
  const lead = fact.text.match(LEADING_UNTIL)?.[0] ?? '';
  return { lead, saysBefore: readCaseless(line.slice(0, at) + lead) };
}

/**
 * What is held or kept up until a time ("до 22:00 UTC держим щиты", "keep shields up until 22:00"):
 * the time ends a wait, and is neither a start nor a deadline.
 */
const HELD_UNTIL =
  /(?:hold|keep|stay|shield|bubble|держ|щит|mantengan|mantener|escudo|manter|mantenham|segurem|ابقوا|خلوا|الدرع|保持|护盾|开盾)[^\n]{0,40}?(?:until|till|до|hasta|até|حتى)(?!\p{L})|(?<!\p{L})(?:until|till|до|hasta|até|حتى)\s[^\n]{0,40}?(?:hold|keep|stay|shield|bubble|держ|щит|mantengan|mantener|escudo|manter|mantenham|segurem|ابقوا|خلوا|الدرع|保持|护盾|开盾)/iu;

/** The words of "until" one of which every match of `HELD_UNTIL` says ("til" is in "until", "till"). */
const SAYS_UNTIL = /til|до|hasta|até|حتى/iu;

/** A date said just before a time ("jueves 23:00 UTC", "Thu, 20:00") is part of the deadline. */
const DATE_GAP = /^[\s,]{0,3}$/u;

/** A day said just before a time ("tomorrow 12:00", "завтра в 12:00", "بكرة الساعة 12:00", "明天12:00"). */
const DAY_BEFORE =
  /(?:(?<![\p{L}])(?:today|tonight|tomorrow|hoy|mañana|esta noche|hoje|amanhã|hoje à noite|сегодня|завтра|اليوم|الليلة|بكرة|غدا|غدًا)|今天|今晚|明天)(?:[\s,]+(?:at|a las|às|as|в|الساعة))?[\s,]*$/iu;

/**
 * The deadline the mail sets, as the draft says it ("jueves 23:00 UTC"): a time after "by",
 * "hasta", "до", "截止"… in the line that names the mail's event or in its first lines, and no other
 * time in that line. None where the draft sets none: a line never calls a start a deadline.
 */
function findDeadline(
  timeLines: readonly TimeLine[],
  facts: readonly Fact[],
  event: GameEvent | undefined,
  topic: string,
): string | undefined {
  for (const time of timeLines) {
    const { fact, line } = time;
    if (!(event !== undefined && namesEvent(time, event)) && !isOpeningTime(line, topic)) continue;
    if (!isAloneInLine(time, facts)) continue;
    const { at, lead, saysBefore, saysAfter } = readAroundTime(time);
    const isDeadline = saysBefore(DEADLINE_BEFORE) || saysAfter(DEADLINE_AFTER);
    if (!isDeadline || saysBefore(AVAILABLE_BEFORE) || isHeldUntil(time)) continue;
    const date = facts.find((other) => {
      if (other.kind !== 'date') return false;
      const start = line.lastIndexOf(other.text, at);
      return start !== -1 && DATE_GAP.test(line.slice(start + other.text.length, at));
    });
    const day = date ? undefined : line.slice(0, at).match(DAY_BEFORE);
    const start = date ? line.lastIndexOf(date.text, at) : at - (day?.[0].length ?? 0);
    // The deadline is its time: "до" stays in the draft's sentence, out of a line's "Срок: …".
    return spellZones(`${line.slice(start, at)}${fact.text.slice(lead.length)}`);
  }
  return undefined;
}

/** The player greets the reader in the body's first line ("Governors,", "السلام عليكم يا حكام،"). */
const OWN_GREETING =
  /^(?:[•*-]\s*)?(?:(?:(?:dear|hi|hey|hello|hola|olá|oi)\s+)?(?:governors|everyone|all|guys|team|people|folks|fam|warriors|gobernadores|governadores|gente|pessoal|galera|amigos|todos)\s*[,:!]|(?:hi|hey|hello|hola|olá|oi)\b|губернаторы\s*[,!]|друзья\s*[,!]|всем привет|привет|народ\s*[,!]|ребята\s*[,!]|السلام عليكم|مرحبا|يا حكام|أيها الحكام|大家好|各位|兄弟们)/iu;

/**
 * The player opens with a call of their own ("OK listen up", "Atenção", "Bom, chegou a hora.",
 * "Внимание", "注意"): an added opening above it would say the same thing twice.
 */
const OWN_CALL =
  /^(?:[•*-]\s*)?(?:(?:ok(?:ay)?|so|right|bom|bueno|bem)[,\s]+)?(?:listen(?: up)?\b|attention\b|heads up\b|read (?:this|carefully|all|up)\b|important\b|it'?s time\b|time to\b|atenci[oó]n\b|escuchen\b|oigan\b|ojo\b|lleg[oó] la hora\b|aten[çc][ãa]o\b|bora\b|fala,? galera\b|chegou a hora\b|внимание|слушайте|важно|итак|пора\s|انتباه|تنبيه|مهم|حان الوقت|注意|重要|听好|是时候)/iu;

/** Words of a first line this short that ends in "!" ("Que semana!", "¡Ganamos 1580 a 920!"). */
const SHORT_CRY_WORDS = 6;

function isShortCry(line: string): boolean {
  // The first sentence is read: "Que semana! Vou resumir…" opens with its cry.
  const first = line.match(/^[^.!?。！？]*[.!?。！？]/u)?.[0] ?? line;
  const words = countWords(first);
  return /[!！]$/u.test(first) && words <= SHORT_CRY_WORDS;
}

/** The player greets the reader or opens with a call or a cry of their own: no opening is added. */
function isGreeted(document: MailDocument): boolean {
  if (document.greeting !== undefined) return true;
  const first = (document.sections[0]?.heading ?? document.sections[0]?.lines[0] ?? '').trim();
  // Its word lists are read caselessly (caseless.ts): many times faster.
  const firstSays = readCaseless(first);
  // A letter's salutation ("To the leaders of [NRD],") opens the letter: nothing goes above it.
  return (
    firstSays(OWN_GREETING) || firstSays(OWN_CALL) || isShortCry(first) || firstSays(OUTSIDE_LETTER)
  );
}

/**
 * A last line that wishes luck, cheers, thanks or sends questions on ("Good luck everyone!", "Boa
 * sorte e bom jogo!", "Удачи всем", "qualquer dúvida chama no pv", "有问题找R4"): the player has
 * closed the mail, and an added closing would come after it.
 */
const OWN_CLOSING =
  /\b(?:good luck|gl|see you|see ya|let'?s go|let'?s do (?:this|it)|let'?s win|thanks?|thank you|thx|ty|gg|mucha suerte|suerte|nos vemos|vamos|gracias|a por ellos|boa sorte|bom jogo|bora|valeu|obrigad[oa]|até lá|te esperamos|los esperamos|we'?re waiting|abraço|abrazos?|saludos|regards|cheers|respect|respeto|respeito|esperamos você|questions?|d[úu]vidas?|dudas?|preguntas?|you(?:'re| are) the best|sois los mejores|vocês são demais)\b|удачи|увидимся|вперед|вперёд|спасибо|погнали|ждём|ждем|с уважением|вы лучшие|вопрос|بالتوفيق|نشوفكم|شكرا|يلا|الله يوفق|نورتونا|حياكم|بانتظارك|أي سؤال|加油|冲啊|谢谢|不见不散|等你|有问题|不懂的问/iu;

/** A closing remark is short: a long last line that says "thanks" in passing is the body's. */
const OWN_CLOSING_WORDS = 10;

function hasOwnClosing(document: MailDocument, body: readonly string[]): boolean {
  if ((document.closing?.length ?? 0) > 0) return true;
  const last = (body.at(-1) ?? '').replace(LIST_MARKER, '').trim();
  if (findListMarker(body.at(-1) ?? '') !== '') return false;
  const words = countWords(last);
  // Read caselessly, as the other word lists are (caseless.ts): many times faster.
  return words <= OWN_CLOSING_WORDS && readCaseless(last)(OWN_CLOSING);
}

/** What a mail is about, as its frame is read from it. */
interface MailSubject {
  /** Where a mail says what it is about: the player's own title, and its first lines. */
  topic: string;
  /** The whole mail: title, greeting, and the body with its headings. */
  text: string;
  /** Whether the topic says any word of a list (caseless.ts): read once for every list. */
  topicSays: (pattern: RegExp) => boolean;
  /** Whether the whole mail says any word of a list. */
  textSays: (pattern: RegExp) => boolean;
  /** The body's lines, each section's heading ('' where it has none) before its lines. */
  body: readonly string[];
}

function readSubject(document: MailDocument): MailSubject {
  const body = headedLinesOf(document.sections);
  const first = body.filter((line) => line !== '').slice(0, 2);
  const topic = [document.isTitleWritten ? '' : document.title, ...first].join('\n');
  const text = `${document.title}\n${document.greeting ?? ''}\n${body.join('\n')}`;
  return { topic, text, topicSays: readCaseless(topic), textSays: readCaseless(text), body };
}

/**
 * A thank-you said as the mail's subject ("Thanks for KvK", "恭喜…"), not a "thanks" after an order
 * nor the "gg" of a link ("discord.gg/…").
 */
const THANKS_TOPIC =
  /\b(?:thank(?:s| you)?|thx|ty)\b(?![.!]?\s*$)|\b(?:congrat\w*|well done|great job|(?<![./])gg|gracias|felicidades|obrigad[oa]|parabéns)\b|спасибо|поздравля|благодар|شكرا|مبروك|تهانينا|谢谢|感谢|恭喜/imu;
/** A result said as the mail's subject ("RESULTADO ARCA: ganamos…"): its lines praise, never call. */
const RESULT_TOPIC =
  /\b(?:results?|resultados?|we won|ganamos|vencemos|ganhamos)\b|итоги|результат|победили|выиграли|النتائج|فزنا|انتصرنا|结果|战报|赢了/iu;
const RECRUITING =
  /\b(?:recruit\w*|looking for (?:active|new|strong)|buscan gente|buscamos|recluta\w*|recruta\w*)\b|набор(?!\s+(?:в|на)\s+(?:ралли|рали|гарнизон|форт))|набира|ищем|تجنيد|يجند|招募|招人/iu;

/** An election of officers: its posts are no places to recruit for. */
const ELECTION =
  /\b(?:elections?|vote for|elecci[oó]n|elecciones|votaci[oó]n|eleiç[aã]o|eleições|votaç[aã]o)\b|выбор[ыа]|голосован|انتخاب|تصويت|选举|投票/iu;

/**
 * A letter to another alliance or kingdom: addressed to its leaders ("To: leadership of…", "إلى
 * قيادة…", "致…"), or a treaty proposed ("NAP", "pacto", "互不侵犯").
 */
const OUTSIDE_LETTER =
  /^(?:[•*-]\s*)?(?:to|dear|greetings(?: to)?|hello|para|a la|al|para a|к|إلى|الى|致)\s*:?\s*(?:the\s+)?(?:\[[^\]\s]{1,8}\]\s*)?(?:leadership|leaders?|r5|liderazgo|líderes|liderança|líderes|руководств|лидер|قيادة|قادة|盟主|领导|联盟各位|各位|全体)/imu;
/**
 * A treaty offered: the mail's subject, not a treaty its orders mention in passing ("NAP with
 * K3170, don't hit their flags" in KvK orders, "договоры в силе" in a change of leaders).
 */
const TREATY_TOPIC =
  /\b(?:nap|non[- ]aggression|non[- ]attack|treaty|pact[oa]?|truce|tratado|trégua|tregua)\b|ненападени|договор|معاهدة|هدنة|عدم اعتداء|互不侵犯|停战协议/iu;
/** A mail that says an enemy is attacking now: the only kind of alert a defence line fits. */
const UNDER_ATTACK =
  /\b(?:attack\w*|hitting us|hit us|hits our|hitting our|in our zone|under attack|shield up|rallying us|zeroing|ataque\w*|atacando|pegando|atacar|escudo|inimig\w*|enemig\w*|atacand\w*|batendo)\b|атак|бьют|щит|يهجم|هجوم|الدرع|يضرب|进攻|打我们|开盾|被打/iu;
/** An order to shield up: "shield up", "pongan escudo", "ставьте щит", "حطوا الدرع", "开盾". */
const SHIELD_ORDER =
  /\b(?:shields? up|bubble up|pon(?:gan|ed|er)? escudo|escudo ya|bot(?:a|em|ar) escudo|coloque[m]? escudo)\b|став\p{L}* щит|щит\p{L}* став|(?:حط|حطوا|فعل|فعلوا|شغلوا) الدرع|开盾|开罩子/iu;
/** A mail that welcomes new members: a welcome, never a recruiting call or a battle cry. */
const WELCOME =
  /\b(?:welcome|bienvenid\w*|bem[- ]?vind\w*|boas[- ]vindas)\b|добро пожаловать|أهلا|أهلاً|مرحبا بكم|نورتونا|(?<!\p{L})(?:يا )?هلا(?!\p{L})|حياكم|欢迎/iu;

/** Danger on its way: the enemy scouting us, its rallies coming. */
const ALARM =
  /\b(?:scout\w* us|rall(?:y|ies) (?:are )?coming|incoming rall\w*|nos están escaneando|vienen rallies|estão escaneando a gente|vem rally)\b|нас сканят|идут ралли|يكشفوننا|رالي جاي|在侦查我们|集结要来/iu;

const URGENT =
  /\b(?:now|asap|urgent|ya|já|agora|urgente)\b|!!|сейчас|срочно|الحين|الآن|فورا|马上|立刻|紧急/iu;

/**
 * The kind a frame line is chosen for, read again from the mail's subject: the analysis reads
 * "thanks" anywhere as a thank-you mail and a word of war as an alert; here a thank-you must be
 * the mail's subject (a rally that ends in "thanks" is a rally), a mail that recruits is a
 * recruitment whatever else it says, a treaty a diplomatic letter only when it is written to the
 * other side, an alert only when an enemy attacks, and a welcome is no recruitment.
 */
function frameKind(kind: MailKind, subject: MailSubject, isStern: boolean): MailKind {
  const { topicSays, textSays } = subject;
  // "ELEIÇÃO DE R4: vagas… recrutamento": an election of officers, one of them for recruiting.
  if (topicSays(RECRUITING) && !topicSays(ELECTION)) return 'recruitment';
  if ((topicSays(THANKS_TOPIC) || topicSays(RESULT_TOPIC)) && !isStern) return 'thanks';
  const isLetterOut = textSays(OUTSIDE_LETTER) || topicSays(TREATY_TOPIC);
  if (!isStern && isLetterOut && !topicSays(WELCOME)) return 'diplomacy';
  const isUnderAttack = topicSays(UNDER_ATTACK) && topicSays(URGENT);
  if (isUnderAttack) return 'alert';
  if (kind === 'thanks') return 'notice';
  if (kind === 'diplomacy') return 'notice';
  if (kind === 'recruitment' && (topicSays(WELCOME) || !textSays(RECRUITING))) return 'notice';
  // "外面容易被打" in a farming guide names a danger, not an attack under way: no defence line.
  if (kind === 'alert' && !isUnderAttack) return 'orders';
  return kind;
}

/**
 * Words of a Spanish draft written to "vosotros": its pronouns, its verbs ("tenéis", "usad"); the
 * frame lines then say nothing to "ustedes".
 */
const VOSOTROS_DRAFT =
  /(?<![\p{L}])(?:vosotr[oa]s|vuestr[oa]s?|os|\p{L}{2,}(?:áis|éis|eis)(?<!seis)|\p{L}{2,}[aei]d(?<!idad|edad|udad|tad|verdad|mitad|red|sed|pared)|\p{L}{2,}[aeí]os(?<!correos|deseos|trofeos|paseos|museos|recreos))(?![\p{L}])/u;

/** A mail whose subject welcomes new members has the mood of a welcome. */
function withWelcome(moods: Set<Mood>, topicSays: (pattern: RegExp) => boolean): Set<Mood> {
  if (topicSays(WELCOME)) moods.add('welcome');
  return moods;
}

/** Lines with a time of their own that make a mail a schedule: no line may name one of them. */
const SCHEDULE_LINES = 3;

function withSchedule(moods: Set<Mood>, lines: readonly string[], facts: readonly Fact[]) {
  const times = facts.filter((fact) => fact.kind === 'time').map((fact) => fact.text);
  const timed = lines.filter((line) => times.some((time) => line.includes(time)));
  if (timed.length >= SCHEDULE_LINES) moods.add('schedule');
  return moods;
}

/**
 * Words before an event that make it a moment in time, not the mail's subject: "closed until
 * pass 6 opens", "hasta el paso 5", "до открытия перевала".
 */
const EVENT_AS_TIME =
  /(?:\b(?:until|till|til|after|before|once|hasta|tras|después de|antes de|até|depois d[aeo]s?|antes d[aeo]s?)(?:\s+(?:the|el|la|los|o|a|os|as))?|(?<!\p{L})(?:до|после)(?:\s+\p{L}+)?|حتى|بعد|قبل)\s*$/iu;

/**
 * The words one of which every match of `EVENT_AS_TIME` holds, as a quick test of the topic (the
 * words before its event are part of it): a topic without any names no event as a moment, and its
 * event is not looked for again with its '\b' under 'iu'.
 */
const SAYS_EVENT_AS_TIME =
  /til|after|before|once|hasta|tras|después de|antes d|até|depois d|до|после|حتى|بعد|قبل/iu;

/** The event a mail is about: named in its subject, and not as the moment something ends. */
function findSubjectEvent({ topic, topicSays }: MailSubject): GameEvent | undefined {
  const event = findEvent(topic, topicSays);
  if (!event || !topicSays(SAYS_EVENT_AS_TIME)) return event;
  // Where the event is named, read in the topic's small letters (its pattern's \b under 'iu' is
  // many times slower on the topic as written).
  const at = Math.max(0, indexCaseless(topic, event.pattern));
  if (readCaseless(topic.slice(Math.max(0, at - 30), at))(EVENT_AS_TIME)) return undefined;
  return event;
}

function frameContext(
  document: MailDocument,
  subject: MailSubject,
  facts: readonly Fact[],
  seed: number,
  language: DraftLanguage,
): FrameContext {
  const { topic, topicSays, body } = subject;
  const all = [document.title, ...body, ...(document.closing ?? [])];
  const text = all.join('\n');
  const said = text.toLowerCase();
  const saidSays = readCaseless(said);
  // A line names the event the mail is about, not one it mentions in passing.
  // A birthday's or a holiday's wishes name an event in jest or as a wish, never as a call to it.
  const event = isCelebration(topic) ? undefined : findSubjectEvent(subject);
  const addressesNewcomers =
    readCaseless(document.title)(NEWCOMERS) || readCaseless(body[0] ?? '')(NEWCOMERS);
  const moods = withSchedule(
    readTopicMoods(
      topic,
      withWelcome(
        readMoods(text, {
          isGreeted: isGreeted(document),
          addressesNewcomers,
          event,
        }),
        topicSays,
      ),
      topicSays,
    ),
    all,
    facts,
  );
  // A member warned or punished: no line tells the alliance to look out for each other.
  if (saidSays(STERN)) moods.add('discipline');
  const timeLines = readTimeLines(all, facts);
  return {
    isVosotros: language === 'es' && VOSOTROS_DRAFT.test(asWholeWords(said)),
    isShort: body.filter((line) => line.trim() !== '').length <= 2,
    time: findEventTime(timeLines, facts, event, topic),
    deadline: findDeadline(timeLines, facts, event, topic),
    event,
    tag: topic.match(TAG)?.[0],
    hasExceptions: saidSays(EXCEPTIONS),
    said,
    seed,
    addressesNewcomers,
    moods,
  };
}

/**
 * A label that opens a list of what the alliance forbids or does not tolerate: its items name what
 * not to do, whatever their grammar. The label is a word alone ("Never!") or ends in a colon
 * ("What we do NOT tolerate:"), which is looked for first.
 */
const FORBIDDEN_WORD =
  /^\s*(?:do not|don'?t|never|not allowed|no|nunca|no hacer|não|nao|не|нельзя|لا|ممنوع|不要|别|禁止)\s*[:：!]*\s*$/iu;
const FORBIDDEN_LABEL =
  /(?:\b(?:not?|never)\b.{0,20}\b(?:tolerate\w*|allowed|accept\w*|do)\b|\b(?:forbidden|banned|prohibited|not allowed|don'?ts|zero tolerance)\b|\bno (?:toleramos|aceptamos|se permite|permitimos|está permitido)|\bprohibid\w*|\bnão (?:toleramos|aceitamos|é permitido|permitimos)|\bnao (?:toleramos|aceitamos)|\bproibid\w*|не (?:терпим|допускаем|разрешается|разрешено|позволяем)|запрещ\w*|нельзя|لا (?:نقبل|نسمح|نتسامح)|ممنوع|ممنوعات|禁止|不允许|不准|不可以)[^\n]{0,25}[:：]\s*$/iu;
const LABEL_END = /[:：]\s*$/u;

/**
 * A label over the reasons or perks of a thing ("Motivos:", "Benefits:", "We offer:", "我们有："):
 * its items are no orders ("✔ 每天打野蛮人堡垒" is a perk, never "每天必须打").
 */
const REASONS_LABEL =
  /(?:(?:^|\s)(?:reasons?|why|benefits?|perks|pros|advantages|motivos|razones|razões|razoes|beneficios|benefícios|ventajas|vantagens|причины|плюсы|الأسباب|المميزات|الفوائد|原因|好处)|(?:^|\s)(?:we offer|what we offer|we have|we give|ofrecemos|tenemos|oferecemos|temos|мы предлагаем|предлагаем|у нас есть|у нас|نقدم|عندنا|لدينا)|^(?:我们有|我们提供|福利|我们是谁))\s*[:：]\s*$/iu;

/** The items of a list of what is forbidden, or of the reasons for a thing, are never voiced. */
function isUnvoicedList(label: string): boolean {
  if (FORBIDDEN_WORD.test(label)) return true;
  // A label of what is forbidden or of reasons ends in a colon, which is looked for first: every
  // line is read as a label. Its words are read caselessly (caseless.ts), once for both lists:
  // their words with their \b under 'iu' are many times slower, and every mail's title is read.
  if (!LABEL_END.test(label)) return false;
  const labelSays = readCaseless(label);
  return labelSays(FORBIDDEN_LABEL) || labelSays(REASONS_LABEL);
}

/** Words of a warning or a disciplinary mail: its calls are said calmly, and nothing cheers. */
const STERN =
  /\b(?:kick\w*|last warning|final warning|warned|punish\w*|fined?|banned|expuls\w*|report to (?:an? )?r4|advertencia|sanci[oó]n\w*|castigo|advertência|puni\w*|multa)\b|кик|исключ|предупрежд|наказ|штраф|обнул|طرد|تحذير|عقوبة|إنذار|踢|警告|处罚|清零|拉黑|自己去找|没按|不按规定/iu;

/**
 * A stern mail: a member warned or punished, a scam warned of, or danger on its way (a warning of
 * danger to come is said calmly too: its orders stay as the player gave them).
 */
function isStern(moods: ReadonlySet<Mood>): boolean {
  return moods.has('warning') || moods.has('alarm') || moods.has('discipline');
}

/** How a mail is framed: its frame context, the kind its lines are chosen for, and its sternness. */
interface MailFrame {
  frame: FrameContext;
  kind: MailKind;
  isStern: boolean;
}

/** A question, or a line an FAQ labels as one or as its answer ("Q:", "R:", "В:", "答："). */
const QUESTION_MARK = /[?？؟]/u;
const FAQ_LINE =
  /[?？؟]|^(?:[•*-]\s*)?(?:q|a|p|r|в|о|س|ج|问|答|question|answer|pregunta|respuesta|pergunta|resposta|вопрос|ответ|سؤال|جواب)\s*[:.：]/iu;

/** The voice added a '!' of its own to the line. */
function isCheered(voiced: string, text: string): boolean {
  return countExclamations(voiced) > countExclamations(text);
}

function countExclamations(line: string): number {
  return (line.match(/[!！]/gu) ?? []).length;
}

/**
 * The tone's voice for the mail. Intense says a stern mail's orders firmly; motivational makes calls
 * of a sanction's or a danger's orders too, calmly, but none of a warning's (they are the
 * culprits'). An FAQ has only its orders voiced (see rewriteLevel). Intense gives newcomers firm
 * orders too: only a "let's" would not be theirs to follow.
 */
function voiceFor(
  tone: Tone,
  language: MailLanguage,
  { frame, kind, isStern: isSternMail }: MailFrame,
): (text: string, facts: readonly Fact[]) => string {
  const isIntense = tone === 'intense';
  const options = {
    addressesNewcomers: !isIntense && (frame.addressesNewcomers || kind === 'recruitment'),
    isOutside: kind === 'diplomacy',
    isThanks: !isSternMail && (kind === 'thanks' || (frame.moods?.has('achievement') ?? false)),
  };
  // A warning to members gives the culprits' orders: no call of the team is made of them. A list
  // of rules with its sanctions ("3 strikes = kick") is everyone's: its orders are called calmly.
  const isWarning = (frame.moods?.has('warning') ?? false) && !(frame.moods?.has('rules') ?? false);
  if (isIntense || !isSternMail) return createVoice(tone, language, options);
  if (isWarning) return createVoice(tone, language, { ...options, isStern: true });
  const voice = createVoice(tone, language, options);
  // A stern mail's calls are said calmly: a '!' the voice adds becomes a full stop.
  return (text, facts) => {
    const voiced = voice(text, facts);
    return isCheered(voiced, text) && !/[!！]/u.test(text) ? calm(voiced) : voiced;
  };
}

/** The mail at a rewriting level, from the player's tidied words (`kept`). */
function rewriteLevel(
  analysis: DraftAnalysis,
  kept: MailDocument,
  level: RewriteStyle,
  tone: Tone,
  framing: MailFrame,
): MailDocument {
  const { document, language } = analysis;
  const { frame, kind } = framing;
  const isVoiced = rank(level) >= rank('balanced') && language !== 'other';
  const isFaq = frame.moods?.has('faq') ?? false;
  const context: LevelContext = {
    level,
    language,
    voice: isVoiced ? voiceFor(tone, language as MailLanguage, framing) : undefined,
  };
  const lineContext = { isBullet: true, isEnglish: language === 'en' };
  // The items of a list of what is forbidden ("What we do NOT tolerate:") are no orders: they are
  // tidied, never voiced, so none becomes a call to do what the list forbids.
  const unvoiced: LevelContext = { level, language };
  let sections = document.sections.map((section, index) => {
    // The list's label may have become the mail's title ("What we do NOT tolerate:" over the list).
    const label = section.heading ?? (index === 0 ? `${document.title}:` : undefined);
    let isForbidden = label !== undefined && isUnvoicedList(label);
    let isAnswer = false;
    const lines = section.lines.map((line) => {
      const isItem = findListMarker(line) !== '';
      if (!isItem) isForbidden = isUnvoicedList(line);
      // An FAQ's questions and the answers under them say what is: they stay as written.
      const isAsked = isFaq && (FAQ_LINE.test(line) || isAnswer);
      isAnswer = isFaq && QUESTION_MARK.test(line);
      // A poll's lettered options are choices, not orders: none is called for ("A. Let's hit…").
      const isOption = OPTION_LINE.test(line);
      return rewriteLine(line, (isItem && isForbidden) || isAsked || isOption ? unvoiced : context);
    });
    return { ...section, lines };
  });
  // Intense says the news and the orders: a chat greeting ("Hey guys", "Всем привет") goes, a
  // letter's salutation and "السلام عليكم" stay.
  const isGreeted =
    document.greeting !== undefined &&
    !(
      tone === 'intense' &&
      isVoiced &&
      kind !== 'diplomacy' &&
      CHAT_GREETING.test(document.greeting) &&
      // "Olá [VKG]", "Привет [WLF]": another alliance greeted by its tag keeps its greeting.
      !/\[[^\]\s]+\]/u.test(document.greeting)
    );
  const rewritten: MailDocument = {
    ...kept,
    greeting: isGreeted
      ? `${polishLine(document.greeting!, lineContext)}${COMMAS[language] ?? ','}`
      : undefined,
    closing: closeFirmly(
      document.closing?.map((line) => polishLine(line, lineContext)),
      tone === 'intense' && isVoiced,
    ),
    sections,
  };
  if (!isVoiced) return rewritten;
  sections = sayAddedOnce(sections, kept);
  if (tone === 'informative') sections = listKeyPoints(sections);
  sections = sections.map((section) => ({
    ...section,
    lines: endItemsAlike(section.lines, language),
  }));
  const body = linesOf(sections);
  // A line that repeats the voiced body ("We are proud of every one of you!") is left out too.
  const voicedText = body.join('\n');
  const lines = chooseToneLines(tone, kind, language as MailLanguage, {
    ...frame,
    said: `${frame.said ?? ''}\n${voicedText.toLowerCase()}`,
    lastSaid: lastSentenceOf([voicedText, ...(document.closing ?? [])].join('\n')).toLowerCase(),
  });
  // Two lines with '!' a mail at most: the body's own come first, then the opening, the closing.
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
  // Nothing comes after the player's own closing, sign-off or last cheer.
  // The player's own last line is read, not the voiced one: "Bora," the tone put there is no closing.
  const ownBody = linesOf(document.sections);
  const isClosed = isSigned || hasOwnClosing(document, ownBody);
  return {
    ...rewritten,
    sections,
    opening: calmed[0],
    signOff: isClosed ? undefined : calmed[1],
  };
}

/** A closing's word of thanks, alone or before whom it is from: "thx", "Gracias, Ximena_R4". */
const THANKS_CLOSING =
  /^¡?(?:thanks?|thank you|thx|thnx|ty|gracias|obrigad[oa]|valeu|vlw|спасибо|спс|شكرا|شكراً|谢谢|感谢)(?:\s+(?:all|everyone|guys|a todos|galera|pessoal|всем|للجميع|大家))?[\s,!.،，。！]*/iu;
/** Whom a closing is from, a name or two: "Morwen_R4", "R4 Mirela", "Совет [SVR]". */
const SIGNER_WORDS = 4;

/**
 * Intense closes without a word of thanks: "Thanks, Morwen_R4" is signed "— Morwen_R4", a "thx"
 * alone goes. A closing that thanks for something ("Thanks for the 2k helps") stays.
 */
function closeFirmly(closing: string[] | undefined, isFirm: boolean): string[] | undefined {
  if (!isFirm || closing === undefined) return closing;
  const firm = closing.flatMap((line) => {
    const thanks = line.match(THANKS_CLOSING);
    if (!thanks) return [line];
    const signer = line
      .slice(thanks[0].length)
      .replace(/[.。]$/u, '')
      .trim();
    if (signer === '') return [];
    // "Thanks for…", "Gracias por…": what the thanks are for is said, not a signature.
    if (!/[,،，]\s*$/u.test(thanks[0]) || countWords(signer) > SIGNER_WORDS) return [line];
    // "Спасибо всем, кто рубился до конца": whom the thanks are for, no name that signs.
    if (
      !/[\p{Lu}\d_[]/u.test(signer) ||
      /^(?:кто|who|que|quien|quienes|quem|اللي|الي)(?![\p{L}])/iu.test(signer)
    ) {
      return [line];
    }
    return [`— ${signer}`];
  });
  return firm.length === 0 ? undefined : firm;
}

/** A rally the members were hit by: "刚被集结打了", "we got rallied", "нас ралили". */
const RALLIED_BY_THEM =
  /\b(?:got rallied|were rallied|rallied us|nos ralliaron|nos rallearon|fomos rallyados|levamos rally)\b|нас (?:ралили|заралили)|رالي علينا|جانا رالي|被集结|被打了/iu;

/** The marks a sentence ends with, in every script. */
const SENTENCE_END_MARKS = '.!?。！？؟';

/**
 * The last sentence of a text, without the spaces around it: what a closing line comes right after
 * (a time said earlier is recalled).
 */
function lastSentenceOf(text: string): string {
  // It is in the last line that says something, after the last end mark before the line's end.
  const lines = text.split('\n');
  let last = lines.length - 1;
  while (last > 0 && lines[last]!.trim() === '') last -= 1;
  const line = lines[last]!.trimEnd();
  let start = line.length - 1;
  while (start > 0 && !SENTENCE_END_MARKS.includes(line[start - 1]!)) start -= 1;
  return line.slice(Math.max(start, 0)).trim();
}

const PRAISE_MAX_WORDS = 3;

/** A sentence of a line and its end mark: "Так держать.", "عمل ممتاز.", "干得漂亮。". */
const SENTENCE = /[^.!?。！？؟]+[.!?。！？؟]+\s*/gu;
/**
 * What a line of two sentences or more holds: an end mark, words, another end mark. A quick test:
 * `SENTENCE` reads a line's unended tail again from each of its letters.
 */
const TWO_SENTENCE_ENDS = /[.!?。！？؟][^.!?。！？؟]+[.!?。！？؟]/u;

/**
 * A sentence the tone added to two lines ("Мы заняли 1 место. Так держать." and "• Взяли 4
 * перевала. Так держать.") reads as pasted in: it is said on the first line only.
 */
function sayAddedOnce(sections: MailSection[], kept: MailDocument): MailSection[] {
  // The player's own words, read only for a short sentence that may be the tone's.
  let keptText: string | undefined;
  const seen = new Set<string>();
  return sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => {
      if (!TWO_SENTENCE_ENDS.test(line)) return line;
      const sentences = line.match(SENTENCE);
      if (!sentences || sentences.length < 2) return line;
      const once = sentences.filter((sentence, index) => {
        const said = sentence.trim();
        // Praise is a word or three; a longer sentence says what happens, on each line it is on.
        if (index === 0 || countWords(said) > PRAISE_MAX_WORDS) return true;
        keptText ??= linesOf(kept.sections).join('\n');
        if (keptText.includes(said)) return true;
        if (seen.has(said)) return false;
        seen.add(said);
        return true;
      });
      return once.length === sentences.length ? line : once.join('').trimEnd();
    }),
  }));
}

/**
 * A poll's options end alike: where one ends with a stop ("A. 跟着 [FQ] 打关卡。"), each does
 * ("B. 自己守圣所。", which its few words had left bare).
 */
function endOptionsAlike(lines: string[], language: DraftLanguage): string[] {
  const options = lines.filter((line) => OPTION_LINE.test(line));
  if (options.length < 2 || !options.some((line) => ITEM_END.test(line))) return [...lines];
  return lines.map((line) =>
    OPTION_LINE.test(line) && /[\p{L}\p{N})\]]$/u.test(line)
      ? `${line}${fullStop(language)}`
      : line,
  );
}

/** The full stop an item is ended with in the draft's script: "。" in Chinese, "." otherwise. */
function fullStop(language: DraftLanguage): string {
  return language === 'zh' ? '。' : '.';
}

/** A list item's end mark, in every script. */
const ITEM_END = /[.!?…。！？؟]$/u;
/** A word of an item (its number too), one or two Chinese characters as one. */
const ITEM_WORD = /\p{Script=Han}{1,2}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/** Of its own words, what a short item needs to end like the list: a name or two words end bare. */
const SHORT_ITEM_WORDS = 3;

/** A short item's own words, without its number ("1) IronHide_07" is a name alone). */
function countItemWords(line: string): number {
  return line.slice(findListMarker(line).length).match(ITEM_WORD)?.length ?? 0;
}

/**
 * The items of one list end alike: when the tone ends some with a mark ("— get ready!"), the
 * others of some length get a full stop too.
 */
export function endItemsAlike(lines: string[], language: DraftLanguage): string[] {
  const result = endOptionsAlike(lines, language);
  let start = 0;
  while (start < result.length) {
    let end = start;
    while (end < result.length && findListMarker(result[end]!) !== '') end += 1;
    // A line that is no item is no list to end.
    if (end === start) {
      start += 1;
      continue;
    }
    const items = result.slice(start, end);
    const isMarked = items.map((line) => ITEM_END.test(line));
    // A list the tone ended most items of ("Day 1: build!", "Day 2: research.") ends its short
    // items too: "Day 3: troops." beside them (a name or two words, "Líder: Zumbi", end bare).
    const marked = isMarked.filter((isItemMarked) => isItemMarked).length;
    const isMostlyMarked = marked * 2 > end - start;
    // A list with no item ended has none to end alike: its items' words are not counted.
    // Chinese writes no spaces: one or two characters count as a word ("KvK期间" is two words).
    const isLong =
      marked === 0
        ? []
        : items.map(
            (line) => (countAsciiWords(line, false) ?? (line.match(ITEM_WORD) ?? []).length) >= 4,
          );
    if (isLong.some((long, at) => long && isMarked[at]) || isMostlyMarked) {
      for (let index = start; index < end; index += 1) {
        const line = result[index]!;
        const isEnded =
          isLong[index - start] || (isMostlyMarked && countItemWords(line) >= SHORT_ITEM_WORDS);
        if (isEnded && /[\p{L}\p{N})\]]$/u.test(line)) {
          result[index] = `${line}${fullStop(language)}`;
        }
      }
    }
    start = end;
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

/**
 * A line's words in order, lower case, with the punctuation of every script left out ("،", "，",
 * "¡"): a rewrite that adds or reorders words, or drops one inside the line, has reworded it.
 */
function wordsOf(line: string): string {
  const lower = line.toLowerCase();
  // With ASCII letters and digits only, they are [a-z0-9] (ascii-words.ts): the same words, faster.
  const words = isAsciiText(lower)
    ? lower.match(/[a-z0-9\uE000-\uF8FF]+/g)
    : lower.match(/\p{Script=Han}|[\p{L}\p{M}\p{N}\uE000-\uF8FF]+/gu);
  return (words ?? []).join(' ');
}

/** Lines of fewer words than this have no wording to change ("20M+ power", "Mon: infantry"). */
const REWORDABLE_WORDS = 4;

/**
 * Whether a rewrite changed too little to be called one: fewer than a third of the body's lines
 * of some length were reworded. Then the result says so, in every language.
 */
function isBarelyReworded(rewritten: MailDocument, kept: MailDocument): boolean {
  // The player's closing lines are read too: they are body the tone left as written.
  const before = [...linesOf(kept.sections), ...(kept.closing ?? [])];
  const after = [...linesOf(rewritten.sections), ...(rewritten.closing ?? [])];
  if (before.length !== after.length) return false;
  let rewordable = 0;
  let reworded = 0;
  after.forEach((line, index) => {
    // Chinese writes no spaces: each character counts as a word.
    const words =
      countAsciiWords(line, false) ?? (line.match(/\p{Script=Han}|[\p{L}\p{N}]+/gu) ?? []).length;
    if (words < REWORDABLE_WORDS) return;
    rewordable += 1;
    if (line === before[index]) return;
    // Words only cut from the ends ("Please", "asap") leave the sentence as the player said it. A
    // line of more words than the player's is no part of it: reworded, without reading its words.
    // In ASCII text `wordsOf` reads runs of letters, digits and placeholders, which this counts.
    const wordCount = countAsciiWords(line, true);
    const wordCountBefore =
      wordCount === undefined ? undefined : countAsciiWords(before[index]!, true);
    if (wordCountBefore !== undefined && wordCount! > wordCountBefore) reworded += 1;
    else if (!` ${wordsOf(before[index]!)} `.includes(` ${wordsOf(line)} `)) reworded += 1;
  });
  return rewordable === 0 ? true : reworded * 3 < rewordable;
}

export function rewriteMail(
  analysis: DraftAnalysis,
  facts: readonly Fact[],
  request: FormatRequest,
): RewrittenMail {
  const levels = levelsFor(request);
  const kept = keepWords(analysis);
  // Keep my words sends the tidied words alone: no frame is read for it.
  if (levels.every((level) => level === 'format'))
    return { candidates: [kept], isUnchanged: false };
  const lines = linesOf(analysis.document.sections);
  const subject = readSubject(analysis.document);
  const frame = frameContext(
    analysis.document,
    subject,
    facts,
    seedOf(lines.join('\n')),
    analysis.language,
  );
  const moods = frame.moods as Set<Mood>;
  // "[TNT]在我们领土边上集结…赶紧开盾": a rally that sends the members to their shields is the
  // enemy's; no line wishes the alliance luck at it.
  if (frame.event?.pattern === OUR_RALLY && subject.textSays(SHIELD_ORDER)) frame.event = undefined;
  // The time of an event that is closing is when it ends: no line sets an alarm for it.
  // A poll's times are its options: no line names one of them as the mail's.
  if (moods.has('poll')) {
    frame.time = undefined;
    // "A. 跟着 [FQ] 打关卡": an event an option names is a choice, not the mail's; no line wishes
    // the members well at it and so takes a side.
    const options = lines.filter((line) => OPTION_LINE.test(line) || findListMarker(line) !== '');
    const { event } = frame;
    if (event && options.some((line) => event.pattern.test(line))) frame.event = undefined;
  }
  if (moods.has('ending') && frame.time !== undefined) {
    frame.deadline ??= frame.time;
    frame.time = undefined;
  }
  // A warning of danger to come ("rallies coming at 14:00, shield up") that is no alert of an
  // attack under way is framed as orders or a notice: no cheer fits it.
  const { topicSays } = subject;
  const isAlarm = topicSays(ALARM);
  if (isAlarm && frameKind(analysis.kind, subject, false) !== 'alert') moods.add('alarm');
  const isSternMail = isStern(moods);
  const framing: MailFrame = {
    frame,
    kind: frameKind(analysis.kind, subject, isSternMail),
    isStern: isSternMail,
  };
  // "刚被集结打了", "we got rallied": a rally that hit us is the enemy's, and no line calls to it.
  if (topicSays(RALLIED_BY_THEM)) moods.add('alarm');
  // "OS ESTÁN ATACANDO!! 3 rallies de [TXR]": in an alert of an attack under way the rally is the
  // enemy's, and no line calls the members to it ("A darlo todo en el rally").
  if (framing.kind === 'alert' && frame.event?.name.en === 'the rally') moods.add('alarm');
  const candidates = levels.map((level) =>
    level === 'format' ? kept : rewriteLevel(analysis, kept, level, request.tone, framing),
  );
  const isUnchanged =
    request.mode === 'improve' &&
    levels[0] !== 'minimal' &&
    isBarelyReworded(candidates[0]!, candidates[candidates.length - 1]!);
  return { candidates, isUnchanged };
}
