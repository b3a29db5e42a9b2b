import { weekdayAlternation } from '#markup/index.ts';
import { countAsciiWords, isAsciiText } from './ascii-words.ts';
import {
  findListMarker,
  LIST_MARKER,
  type MailDocument,
  type MailSection,
  NUMBER_MARKER,
  OPTION_LINE,
  PLACE_ITEM,
  SIGNATURE,
  withoutTrailingSymbols,
} from './document.ts';
import { EMPHASISED_FACT_KINDS, endsWithLink, extractFacts } from './facts.ts';
import { GAME_TERMS } from './game-names.ts';
import {
  detectKind,
  findHandoverAfterApology,
  findWholeMailTopic,
  type MailKind,
  saysKind,
  writeKindTitle,
  writeRoundupTitle,
  writeTopicTitle,
} from './kinds.ts';
import { type DraftLanguage, detectLanguage } from './language.ts';
import { capitalise, isFormula, polishLine, splitSentences, toTitleCase } from './rewrite.ts';
import {
  ADDRESSEES,
  CHAT_SHORTHAND,
  NAMED_GAME_TERMS,
  ORDER_VERBS,
  TITLE_STOP_WORDS,
  TITLE_TEXT_SPEAK,
  TRAILING_SMALL_WORDS,
} from './rewrite-vocabulary.ts';
import {
  HOLIDAY_WISH,
  isEnglishStatement,
  openSpanishMarks,
  sentenceEndMark,
  tidyAfterPolish,
  tidyBeforePolish,
} from './tidy-words.ts';

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
/** A header the player framed with emoji is theirs up to a few words more ("تحالف [SNL] صقور النيل يفتح باب التجنيد"). */
const FRAMED_HEADER_MAX_WORDS = 8;

/** Short enough for a header the player marked as one (framed, or an FAQ's). */
function isShortHeader(text: string): boolean {
  return countWords(text, FRAMED_HEADER_MAX_WORDS + 1) <= FRAMED_HEADER_MAX_WORDS;
}
/** A topic the engine cuts from the first sentence: "kvk prep starts monday" → "KvK Prep". */
const TOPIC_MAX_WORDS = 6;
const HEADING_MAX_CHARS = 40;
/** Lines longer than this are split into one sentence per line: game mail is read on phones. */
const SPLIT_LINE_CHARS = 72;
/** A Chinese character says as much as a short word: a line of Chinese is split sooner. */
const SPLIT_HAN_LINE_CHARS = 36;
const CLOSING_MAX_WORDS = 8;

/** Whom a greeting greets: "hey [WLF] fam", "bom dia pessoal", "السلام عليكم شباب". */
const GREETED_WORDS =
  '(?:all|everyone|everybody|guys|team|fam|family|folks|people|ppl|members|recruits|governors|alliance|friends|warriors|legends|heroes|soldiers|commanders|todos|a todos|a todas|chicos|muchachos|banda|peña|equipo|familia|guerreros|pessoal|galera|gente|amigos|guerreiros|família|всем|ребята|ребят|народ|друзья|воины|бойцы|альянс|شباب|يا شباب|يا جماعة|يا جماعه|يا أبطال|يا ابطال|يا حكام|بالجميع|للجميع|جميعا|جميعاً|جميعًا|\\[[^\\]\\s]{1,8}\\])';
/**
 * A letter's first header line, to another alliance by its tag: "Para: R5 y R4 de [TKR]", "الى قادة
 * تحالف [HWK]".
 */
const LETTER_TO =
  /^(?:(?:para|to|кому|إلى|الى|致)\s*[:：]|(?:to (?:the )?(?:leaders?|leadership|r5s?|r4s?) of|(?:an )?(?:official )?letter to|a los líderes de|aos líderes d[aeo]|руководству|лидерам|вниманию(?: альянса)?|(?:إلى|الى) (?:قادة|قيادة)|رسالة(?: رسمية)? (?:إلى|الى))\s).*\[[^\]\s]{1,8}\]/iu;
/** The labels of a letter's header lines: "Para:", "De:", "To:", "From:", "Кому:", "إلى:". */
const LETTER_HEADER = /^(?:para|de|to|from|кому|от|إلى|الى|من|致|发件人|收件人)$/iu;
/**
 * Whom a greeting calls new ("salve galera nova", "hola gente nueva", "welcome guys new"), after
 * its article too ("hola a todos los nuevos").
 */
const GREETED_NEW = '(?:nova|novas|novo|novos|nueva|nuevas|nuevo|nuevos|new)';
/**
 * A greeting at the start of a line, whole: "hey [WLF] fam", "GOOD MORNING WARRIORS", "Bom dia",
 * "السلام عليكم ورحمة الله وبركاته", "各位早上好", "Fala galera" (not "fala sério": "fala" greets only
 * whom it names). Latin and Cyrillic ones end at a word's end.
 */
const GREETING = new RegExp(
  `^(?:(?:hi|hey|hello|hiya|yo|greetings|dear|good (?:morning|evening|afternoon|day)|morning|gm|hola|buenas|buenos d[ií]as|buenas (?:tardes|noches)|saludos|ol[áa]|oi|bom dia|boa (?:tarde|noite)|salve|привет|всем привет|здравствуйте|доброе утро|добрый (?:день|вечер)|مرحبا|صباح الخير|مساء الخير|السلام عليكم(?:\\s+ورحمة الله(?:\\s+وبركاته)?)?)(?:,?\\s+(?:my |mis |meus |minha |new |our new )?${GREETED_WORDS}(?:\\s+(?:los |las |os |as )?${GREETED_NEW})?){0,2}|(?:fala|e a[ií]),?\\s+${GREETED_WORDS}(?:\\s+${GREETED_NEW})?|(?:大家|各位|兄弟们|盟友们|家人们)(?:早上好|上午好|下午好|晚上好|好)|早上好|上午好|下午好|晚上好|早安)(?=$|[\\s,!.:;，！。：；、،\\p{So}]|(?<=[好安])\\p{Script=Han})[,!.:;，！。：；、،]*`,
  'iu',
);
/** Who writes, said after the greeting: "это Горыныч", "this is Kai", "aqui é o R5 Tavinho". */
const WRITER_INTRODUCED =
  /^(?:это|я|this is|it'?s|here'?s|aqui é|aqui e|les habla|soy|sou|معكم|معاكم|أنا|انا|我是)\s/iu;
/**
 * A letter's addressee before a colon or comma, or alone on its line: "[RVN] leadership:", "To the
 * R5s of K1234,", "Para a liderança da [KRX]".
 */
const SALUTATION =
  /^((?:to |para |a |для |إلى |الى |致\s*)?(?:the |a )?(?:\[[^\]\s]{1,8}\] ?)(?:leadership|leaders|council|r4s|r5s?|officers|liderança|líderes|liderazgo|lideres|руководство|лидеры|قادة|القيادة|管理层|领导|联盟各位|各位|盟友们|全体成员|全体)|(?:to |para |a |olá |ola |hola |hello |hi |dear |prezada |prezados |estimada |estimados |querida |saludos (?:a )?|greetings (?:to )?|cumprimentos (?:à |a )?)(?:the |la |el |a |o |los |las |os |as )?(?:leadership|leaders|council|officers|liderança|líderes|liderazgo|lideres|dirección) (?:of|de|da|do|del|dos) (?:the )?(?:\[[^\]\s]{1,8}\]|(?:kingdom|reino) #?\d{3,5}|K\d{3,5}|#\d{3,5})(?:,? (?:and|y|e) \[[^\]\s]{1,8}\])*|(?:руководству|лидерам|к руководству) \[[^\]\s]{1,8}\]|(?:إلى|الى) (?:قيادة|قادة) (?:المملكة|مملكة) #?\d{3,5}|(?:приветствую|здравствуйте,?|добрый день,?) (?:лидеров|лидеры|руководство|руководителей) (?:альянса )?\[[^\]\s]{1,8}\]|السلام عليكم،? (?:يا )?(?:قادة|قيادة) (?:تحالف )?\[[^\]\s]{1,8}\])(?:\s*[:,،：，]\s*|\s*$)/iu;
/** Whom a greeting calls on beside the first: "guys and girls", "chicos y chicas", "شباب وصبايا". */
const GREETED_TOO = `(?:(?:and|&|y|e|и)\\s+|و)(?:${GREETED_WORDS}|girls|ladies|gals|chicas|meninas|девчата|девчонки|صبايا|بنات)`;
/** A line that only calls on the readers: "Pessoal", "Fam!", "Ребята", "gente do céu", "يا شباب". */
const ADDRESS_LINE = new RegExp(
  `^(?:hey |oi |yo )?(?:${GREETED_WORDS}|gente do céu|minha gente|meu povo|mi gente)(?:\\s+${GREETED_WORDS}|\\s+${GREETED_TOO})?[\\s,!.:;，！。、،\\p{So}]*$`,
  'iu',
);
/** Whom a line speaks to before its words: "Galera, …", "Ребята, важное", "السلام عليكم يا حكام،". */
const ADDRESS_LEAD = new RegExp(
  `^(?:governors|gobernadores|governadores|galera|pessoal|gente|ребята|ребят|народ|all|everyone|guys|fam|السلام عليكم|يا شباب|يا جماعة|شباب)(?:\\s+${GREETED_TOO})?(?=\\s*[,!:،]|\\s+يا\\s)`,
  'iu',
);

const SIGN_OFF =
  /^(?:abs|abraço|tamo junto|tmj|nos vemos|совет альянса|حياكم|thanks?|thank you|thx|thnx|tnx|ty|cheers|good luck|gl hf|see (?:you|u|ya)|cya|regards|best regards|gracias|saludos|suerte|obrigad[oa]|valeu|vlw|abraços|boa sorte|спасибо|спс|удачи|с уважением|شكرا|بالتوفيق|مع تحيات|تحياتي|اخوكم|أخوكم|اختكم|أختكم|加油)(?=$|[^\p{L}])|^(?:谢谢|感谢|辛苦(?:了|大家))/iu;
/** How a letter is signed off, over the names that sign it: "Saludos,", "مع التحية،". */
const LETTER_CLOSE =
  /^(?:with regards|kind regards|best regards|regards|sincerely|respectfully|atentamente|saludos(?: cordiales)?|un saludo|atenciosamente|cordialmente|с уважением|مع التحية|مع خالص التحية|مع خالص التقدير|مع التقدير|وتقبلوا فائق الاحترام|تحياتي|此致敬礼|此致)[,،，]$/iu;
/** The label over a treaty's signers: "Подписали:", "Signed:", "Firmado:", "التوقيع:". */
const SIGNED_BY =
  /^(?:signed(?: by)?|signatures|firmado(?: por)?|firman|firmas|assinado(?: por)?|assinam|assinaturas|подписали|подписано|подписи|التوقيع|الموقعون|签署|签名)\s*[:：]$/iu;
/** Whom a line calls on before its words, with no comma: "gente el Lost Kingdom…", "ребят спасибо…". */
const VOCATIVE_LEAD = new RegExp(
  `^(?:(?:gente|galera|pessoal|ребят|ребята|народ|guys|fam|chicos|muchachos|يا جماعة|يا شباب|يا ابطال|يا أبطال|شباب)(?:\\s+${GREETED_TOO})?\\s+|(?:各位兄弟|兄弟们|各位)\\s*)`,
  'iu',
);
const SENTENCE_STARTERS = new Set(
  "i i'm im we we're you u they he she it let's lets please pls plz do dont don't if when so and but just".split(
    ' ',
  ),
);

const HAN = /\p{Script=Han}/u;
const ARABIC = /\p{Script=Arabic}/u;

/**
 * Whether `text` holds Arabic letters. An ASCII text (isAsciiText) holds none: its quick test
 * spares the pattern's look-up of every character, slow on a line with a bullet.
 */
function hasArabic(text: string): boolean {
  return !isAsciiText(text) && ARABIC.test(text);
}

let lastWordsText: string | undefined;
let lastWords: readonly string[] = [];

/** `[\p{L}\p{N}'’]+` in an ASCII text in small letters. */
const ASCII_WORDS = /[a-z0-9'’]+/g;

/** The words of `text` in lower case; a topic's words are asked for twice in a row. */
function wordsOf(text: string): readonly string[] {
  if (text !== lastWordsText) {
    // An ASCII text's letters and digits (isAsciiText) are those of ASCII: a class without 'u'.
    lastWords =
      text.toLowerCase().match(isAsciiText(text) ? ASCII_WORDS : /[\p{L}\p{N}'’]+/gu) ?? [];
    lastWordsText = text;
  }
  return lastWords;
}

const WORD = /[\p{L}\p{N}'’]+/gu;

/**
 * How many words `text` has, counting up to `max` only: no lower-casing and no list of words, for
 * the many "three words or more?" questions asked of each line.
 */
function countWords(text: string, max: number): number {
  // Most lines are ASCII: counted from their character codes, the same words, many times faster.
  const asciiWords = countAsciiWords(text, false, true);
  if (asciiWords !== undefined) return Math.min(asciiWords, max);
  WORD.lastIndex = 0;
  let count = 0;
  while (count < max && WORD.exec(text) !== null) count += 1;
  return count;
}

/** Chinese characters of a text: two say about as much as a word. */
function countHan(text: string): number {
  return HAN.test(text) ? (text.match(/\p{Script=Han}/gu) ?? []).length : 0;
}

const FIRST_WORD = /^[\p{L}\p{N}'’]+/u;

function isShoutedLine(line: string): boolean {
  // Capitals first: most lines are not in capitals, and need no count of their letters.
  if (line !== line.toUpperCase() || line === line.toLowerCase()) return false;
  const capitals = countCapitals(line);
  return capitals >= 4 && isHalfCapitals(line, capitals);
}

const CAPITAL_LETTERS = /\p{Lu}/gu;
const LETTERS = /\p{L}/gu;

function countCapitals(text: string): number {
  return text.match(CAPITAL_LETTERS)?.length ?? 0;
}

/** Letters without case (Chinese, Arabic) around a tag or "UTC" do not make a text shouted. */
function isHalfCapitals(text: string, capitals: number): boolean {
  return capitals * 2 >= (text.match(LETTERS)?.length ?? 0);
}

/** A heading: a short line ending in ':' or a short line in capitals. */
function isHeading(line: string): boolean {
  if (line.length > HEADING_MAX_CHARS || LIST_MARKER.test(line)) return false;
  // "Q:KVK怎么打？" is a question of its FAQ, however many capitals it has.
  if (QA_LINE.test(line)) return false;
  // "说清楚：", "新人多了，再说一遍规矩：": a sentence with a pause in it leads into its list, and
  // is no heading (Chinese has no spaces to count its words by).
  const label = line.replace(/\([^)]*\)|（[^）]*）/gu, '');
  if (/^[^:：，,；;。]+[:：]$/u.test(label) && line.split(/\s+/u).length <= 5) return true;
  // "ЗАПИСЬ НА АОО ЗАКРЫВАЕТСЯ В ЧТ 00:00 UTC" is a sentence shouted, not a heading: it says when.
  return isShoutedLine(line) && countWords(line, 6) <= 5 && !/\d:\d\d/u.test(line);
}

/** The last characters `trimTitle` may drop. */
const TITLE_END_TRIMMED = /[\s,;:：!?.—–،，-]/u;

/** A character of the rules that frame a header. */
const FRAME_RULE = /[=~*_#═━─▬]/u;

/** A rule of three characters or more between a header's words. */
const INNER_RULE = /(?<=[\p{L}\p{N}\])])\s*[═━─▬]{3,}\s*(?=[\p{L}\p{N}([])/u;

/** Whether a header is framed by rules of two characters or more, at its start or its end. */
function isFramedByRules(text: string): boolean {
  // Most headers start and end with a word: no look for a rule from every position.
  if (!FRAME_RULE.test(text.charAt(0)) && !FRAME_RULE.test(text.charAt(text.length - 1))) {
    return false;
  }
  return /^[=~*_#═━─▬]{2,}|[=~*_#═━─▬]{2,}$/u.test(text);
}

/** Drops trailing punctuation, but not the dot of an abbreviation such as "9 p.m.". */
export function trimTitle(text: string): string {
  // "=== KVK PLAN - PHASE 2 ===", "═══ BIENVENIDOS ═══": the rules framing a header are the
  // player's decoration, not words (the mail draws its own rule under the title).
  // "═══ جدول الاسبوع ═══ (كل الاوقات UTC)": a rule between the header and its aside goes too.
  if (INNER_RULE.test(text))
    return trimTitle(text.replace(INNER_RULE, ' ').replace(/\s{2,}/gu, ' '));
  if (isFramedByRules(text.trim())) {
    return trimTitle(text.trim().replace(/^[=~*_#═━─▬]{2,}\s*|\s*[=~*_#═━─▬]{2,}$/gu, ''));
  }
  // "¡Qué bueno": a Spanish cry cut from its sentence keeps its "!".
  if (/^¡[^!]*$/u.test(text.trim())) return `¡${trimTitle(text.trim().slice(1))}!`;
  // Most titles end in a letter or digit: nothing to drop at the end, only the start to trim.
  if (!TITLE_END_TRIMMED.test(text.charAt(text.length - 1))) return text.trim();
  // "Resultados del KvK – ¡quedamos SEGUNDOS!": a Spanish cry or question keeps its closing mark.
  const opened = text.match(/[¡¿][^!?]*([!?])[!?]*\s*$/u);
  if (opened) return text.replace(/[!?]+\s*$/u, opened[1]!).trim();
  return text
    .replace(/(?:[\s,;:：!?،，]|\s[—–-])+$/u, '')
    .replace(/(?<!\.\p{L})\.+$/u, '')
    .trim();
}

/** Chat words that are plain words of a language: Spanish "ya" (now), not English "ya" (you). */
const PLAIN_WORDS: Partial<Record<DraftLanguage, ReadonlySet<string>>> = { es: new Set(['ya']) };

function hasTextSpeak(words: readonly string[], language?: DraftLanguage): boolean {
  const plain = language === undefined ? undefined : PLAIN_WORDS[language];
  return words.some(
    (word) =>
      !plain?.has(word) &&
      (TITLE_TEXT_SPEAK.has(word) || (CHAT_SHORTHAND[word] !== undefined && !/^\d/u.test(word))),
  );
}

/** Whom a greeting greets, at the start of the line after it: "Governors, the fort…". */
const GREETED = new RegExp(
  `^((?:${[...ADDRESSEES].join('|')})(?: of \\[[^\\]]+\\]| of \\S+)?)[,!:，،]\\s*`,
  'iu',
);

/** The words of a list's label a greeting may lead into. */
const LABEL_MAX_WORDS = 5;

/** A line in capitals with no mark ("FAMILY"): the player's header, not whom the mail greets. */
function isHeaderWord(line: string): boolean {
  return line === line.toUpperCase() && !/[,!،]/u.test(line);
}

/** The player's greeting at the start of a line, and the rest of the line. */
function splitGreeting(line: string): { greeting?: string; rest: string } {
  const trimmed = line.trim();
  // A short first line ending in a comma is a salutation: "To [ABC] leadership,".
  if (
    /[,，]$/u.test(trimmed) &&
    /^[^.!?。！？\n]{2,40}[,，]$/u.test(trimmed) &&
    wordsOf(line).length <= 5
  ) {
    return { greeting: trimmed.slice(0, -1), rest: '' };
  }
  // "Pessoal", "Fam!": a line of whom it greets; "FAMILY" in capitals with no mark is a header.
  if (ADDRESS_LINE.test(trimmed) && !isHeaderWord(line)) {
    return {
      greeting: trimmed.replace(/(?:[\s,!.:;，！。、،\p{So}]|\uFE0F)+$/u, ''),
      rest: '',
    };
  }
  // "[RVN] leadership: we are open to NAP…": whom a letter is written to, before its words.
  const salutation = line.match(SALUTATION);
  if (salutation) {
    return {
      greeting: salutation[1]!.trim(),
      rest: capitalise(line.slice(salutation[0].length).trim()),
    };
  }
  const match = line.match(GREETING);
  if (!match) return { rest: line };
  const after = line.slice(match[0].length).trim();
  // "Greetings from the council of #1905. We are writing…": who greets is the sentence's own.
  if (/^from\s/iu.test(after)) return { rest: line };
  // "всем привет, у нас перестановки:": a greeting that leads into its list's label stays with it.
  if (/[:：]$/u.test(after) && countWords(after, LABEL_MAX_WORDS + 1) <= LABEL_MAX_WORDS) {
    return { rest: line };
  }
  // "Всем привет, это Горыныч", "hi all, this is Kai here": the writer says who greets, in one line.
  if (WRITER_INTRODUCED.test(after) && countWords(after, 6) <= 5) return { rest: line };
  // "Salve galera nova que chegou hoje": whom it greets goes on in a clause of its own words.
  if (/^(?:que|q|who|that|quienes|quem|кто|которые|اللي|الذين)\s/iu.test(after)) {
    return { rest: line };
  }
  // "GOOD MORNING WARRIORS ☀": a symbol after the greeting is no line of its own.
  const rest = /[\p{L}\p{N}]/u.test(after) ? after : '';
  return { greeting: match[0].replace(/[\s,!.:;，！。：；、،]+$/u, ''), rest };
}

function isSignOff(text: string): boolean {
  const words = countWords(text, CLOSING_MAX_WORDS + 1);
  if (words > CLOSING_MAX_WORDS || words === 0) return false;
  return (
    SIGN_OFF.test(text.trim()) ||
    (SIGNATURE.test(text.trim()) && (words <= 4 || isJointSignature(text))) ||
    isSigner(text) ||
    SIGNING_BODY.test(text.trim())
  );
}

/** Two signers after the dash, each a rank and a name: "- R4 Mateo_LV y R5 ElTigre". */
function isJointSignature(text: string): boolean {
  const words = text
    .trim()
    .replace(/^[-—–~]+\s*/u, '')
    .split(/\s+/u);
  return (
    words.some((word) => JOINING_WORD.test(word)) &&
    words.every(
      (word) => JOINING_WORD.test(word) || SIGNER_RANK.test(word) || /^(?:\p{Lu}|\[)/u.test(word),
    )
  );
}

/** What joins two signers: "y", "e", "and", "&", "и", "و". */
const JOINING_WORD = /^(?:y|e|and|&|и|و)$/u;

/**
 * The alliance's leaders signing as one, on a line of its own: "القيادة", "— Leadership [FOX]",
 * "El consejo de Hispania".
 */
const SIGNING_BODY =
  /^(?:[-—–~]+\s*)?(?:the )?(?:leadership|council|management|la directiva|el consejo|liderazgo|a liderança|liderança|a diretoria|diretoria|руководство|совет|القيادة|الإدارة|الادارة|المجلس|管理层|盟主)(?:\s+\[[^\]\s]{1,8}\]|\s+(?:of|de|da|do|del|альянса)\s+(?:\[[^\]\s]{1,8}\]\s*)?\p{Lu}[\p{L}\d]*)?\.?$/iu;

/**
 * A signer after a dash at the end of the last line: "…son unos cracks - Lupe", "…找他。—— 老K".
 * Names only (a capital, or a script without capitals), a rank, a tag.
 */
const TRAILING_SIGNER =
  /(?<=[\p{L}\p{N}.!?。！)\]]\s*)\s[-—–]{1,2}\s*(\S[^.!?。！,，:：]{0,30})$|(?<=[。！])[-—–]{1,2}\s*(\S[^.!?。！,，:：]{0,30})$/u;
/** A dash, which every `TRAILING_SIGNER` and every `DASH_VALUE_LINE` holds. */
const DASH = /[-—–]/;

function splitTrailingSigner(line: string): [string, string] | undefined {
  // Most lines hold no dash, and the pattern's look back is tried at every position.
  if (!DASH.test(line)) return undefined;
  const found = line.match(TRAILING_SIGNER);
  if (!found) return undefined;
  const signer = (found[1] ?? found[2])!.trim();
  const names = signer
    .split(/\s+/u)
    .filter((word) => !SIGNER_RANK.test(word) && !SIGNER_EXTRA.test(word));
  // After a rank a name may be in small letters: "Thanks -R5 kaz" ("- предупредите Р4" is an order).
  const hasRank = SIGNER_RANK.test(signer.split(/\s+/u)[0]!);
  const isName = (word: string) =>
    (hasRank || /^(?:\p{Lu}|[^\p{Ll}\p{Lu}\p{N}])/u.test(word)) &&
    !/\d/u.test(word) &&
    !/^\p{Lu}{2,}$/u.test(word);
  const before = line.slice(0, found.index).trim();
  if (names.length === 0 || names.length > 3 || !names.every(isName)) return undefined;
  // A sentence, or a thanks said before the name ("Thanks -R5 kaz", "Valeu -R4 Zeca").
  if (countWords(before, 3) < 3 && !HAN.test(before) && !SIGN_OFF.test(before)) {
    return undefined;
  }
  return [before, line.slice(found.index).trim()];
}

/**
 * A wish and a player's name after its comma: "Saludos, Mara_R4", "Thanks, Morwen_R4". Only a
 * name no word could be (a digit or an underscore in it) is read so: "Thanks, everyone" stays.
 */
function splitSignedWish(line: string): [string, string] | undefined {
  const found = line.match(/^(.{2,30}?)[,،，]\s*([\p{L}\p{N}]*[\d_][\p{L}\p{N}_]*)$/u);
  // A rank alone ("ty all, R5") signs as the player wrote it, on the thanks' line.
  if (!found || !SIGN_OFF.test(found[1]!) || SIGNER_RANK.test(found[2]!)) return undefined;
  if (!/\p{L}/u.test(found[2]!)) return undefined;
  return [`${found[1]},`, `— ${found[2]}`];
}

/** A rank a signer gives after or before their name: "R5", "Р4", "(R4)". */
const SIGNER_RANK = /^\(?[RrРр][1-5]\)?$/u;
/**
 * What else a signer's line holds besides names: a tag, a kingdom, a dash, the word that ties a
 * rank to its alliance ("R5 de [V3R], Lucía_Q", "R4 of [KSA]").
 */
const SIGNER_EXTRA =
  /^(?:\[[^\]\s]{1,8}\]|[KkКк]\d{3,5}|#\d{3,5}|[-—–~]+|de|of|da|do|del|из|от|من)$/u;

/**
 * A line that signs with a name and a rank: "Tito, R5 [AZT]", "[RUS] Волк, Р5", "Marcelo - R5
 * [LEÃO] K2003", "Всем удачи, Катя Р4" (a short wish before the name). It is no sentence: it gets
 * no end mark.
 */
function isSigner(text: string): boolean {
  const line = text.trim();
  if (/[.!?:;。！？：]$/u.test(line) || isListItem(line)) return false;
  const parts = line.split(/[,،，]\s*/u);
  if (parts.length > 3) return false;
  // A short wish before the name ("Всем удачи", "thanks again") is no name of the signer's.
  // "R5 de [V3R], Lucía_Q": a rank before the comma signs, it is no wish.
  const isWish =
    parts.length > 1 &&
    countWords(parts[0]!, 4) <= 3 &&
    /(?:^|\s)\p{Ll}/u.test(parts[0]!) &&
    !parts[0]!.split(/\s+/u).some((word) => SIGNER_RANK.test(word));
  const words = (isWish ? parts.slice(1) : parts)
    .join(' ')
    .split(/\s+/u)
    .filter((word) => word !== '');
  if (!words.some((word) => SIGNER_RANK.test(word)) || words.length > 6) return false;
  const names = words.filter((word) => !SIGNER_RANK.test(word) && !SIGNER_EXTRA.test(word));
  // Names only, each with a capital ("Катя", "\"Campeador\"") or in a script without capitals.
  // "Thank you all, R5": a wish and the rank alone sign too.
  return (
    (names.length >= 1 || isWish) &&
    names.length <= 3 &&
    names.every((word) => /^["“«(]?(?:\p{Lu}|[^\p{Ll}\p{Lu}\p{N}])/u.test(word))
  );
}

/** An alliance's tag in a title, every one of them. */
const TAG_IN_TITLE = /\[[^\]\s]{1,8}\]/gu;

/** Counts a title's words, two Chinese characters as one word, tags as none. */
function countTitleWords(text: string, words: readonly string[]): number {
  // An alliance's tag names whom the title is about, no word of it ("NAP между [SVR] и [ORL]").
  if (!HAN.test(text)) {
    const untagged = text.includes('[') ? wordsOf(text.replace(TAG_IN_TITLE, ' ')).length : 0;
    return untagged > 0 ? untagged : words.length;
  }
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return wordsOf(text.replace(/\p{Script=Han}+/gu, ' ')).length + Math.ceil(han / 2);
}

/** The words a header line may call its readers by at its end ("…ppl!!", "…galera"). */
const CALL_WORDS = '(?:ppl|people|guys|galera|pessoal|chicos|ребята|ребят)';
/** Whom a header line calls at its end: "shield up b4 bed ppl!!" is titled "Shield up b4 bed". */
const CLOSING_CALL = new RegExp(
  `(?<=(?:\\S+\\s+){2}\\S+)\\s+(?:(?:new|all|my|our)\\s+)?${CALL_WORDS}$`,
  'iu',
);
/** How such a header ends: `CLOSING_CALL`'s look back, tried at every position, only then. */
const ENDS_WITH_CALL = new RegExp(`${CALL_WORDS}$`, 'iu');
/** A header of two words and the call: "Quick reminders ppl" (not "Welcome new people"). */
const TWO_WORDS_AND_CALL = new RegExp(
  `^(\\S+\\s+(?!(?:new|all|my|our|os|as)\\s)\\S+)\\s+${CALL_WORDS}$`,
  'iu',
);

function dropClosingCall(title: string): string {
  // "FAQ for new people": whom a header is for is its topic, not a call.
  if (/\s(?:for|para|pra|для)\s+(?:(?:new|all|my|our|os|as|los|las)\s+)?\S+$/iu.test(title)) {
    return title;
  }
  if (!ENDS_WITH_CALL.test(title)) return title;
  // "Quick reminders ppl!!": two words before the call are the header too ("Welcome new people"
  // stays whole: whom it welcomes is its topic).
  const two = title.match(TWO_WORDS_AND_CALL);
  return two ? two[1]! : title.replace(CLOSING_CALL, '');
}

const LONE_ALLIANCE =
  /^(?:the |la |a |o )?(?:alliance|alianza|aliança|ali|альянс|تحالف|التحالف|联盟)$/iu;

/** A Russian lead-in said in the past ("договорились", "решили"): a sentence, not a header. */
const RUSSIAN_PAST_LEAD = /(?:^|\s)\p{Script=Cyrillic}{3,}(?:ились|ались|или|али|яли|ели)$/u;

/** The label of a plan or of rules over their inline list: "agenda:", "правила:", "日程：". */
const AGENDA_LABEL =
  /^(?:(?:this week'?s |today'?s |weekly |alliance )?(?:agenda|schedule|plan|rules)|agenda|horario|cronograma|programação|programacion|programación|reglas|normas|regras|расписание|план|правила|الجدول|جدول|القواعد|قوانين|日程|安排|规则)[:：]$/iu;

/** A header and, in brackets, a sentence of its own: "FAQ (read before asking in chat pls)". */
const HEADER_WITH_PLEA = /^([^()]{3,40}?)\s*\(([^()]{31,160})\)[!.]*$/u;

/** Words that name an FAQ anywhere in a header: "萌新常见问题 FAQ". */
const FAQ_WORDS =
  /(?<![\p{L}])(?:faq|preguntas frecuentes|perguntas frequentes|частые вопросы)(?![\p{L}])|常见问题|الأسئلة الشائعة/iu;
/** A header of questions and answers: "FAQ …", "Perguntas frequentes", "Частые вопросы". */
const FAQ_HEADER =
  /^(?:faq|f\.a\.q\.?|preguntas frecuentes|perguntas frequentes|частые вопросы|чаво|الأسئلة الشائعة|أسئلة شائعة|اسئلة شائعة|常见问题)(?![\p{L}])/iu;

/**
 * A short header and a plea to read what follows, one line: "خطة Lost Kingdom. اقرأوا زين" (or ":"), once the
 * emoji between them is gone ("KVK ORDERS - READ ALL" is one header, its plea its own).
 */
const HEADER_THEN_PLEA =
  /^([^.!?:]{3,40}?)[.!:]\s+((?:please |pls |por favor )?(?:read|le(?:ed|an)|leiam?|читайте|прочитайте|اقرأوا|اقرؤوا|اقروا|اقرو)(?![\p{L}]).*)$/iu;

/** The roles a header names with whom holds them: "comandante", "командир", "统帅". */
const ROLES =
  '(?:commander|comandante|comandantes|leader|líder|lider|lead|captain|capitán|capitão|командир|лидер|полководец|القائد|قائد|主将|指挥|统帅)';
/** A header's last words naming a role whose holder follows its colon: "…- comandante: Guan Yu". */
const NAMED_ROLE = new RegExp(`(?:^|\\s)${ROLES}$`, 'iu');

/** A role before whom it names, after a header's colon: "comandante Guan Yu". */
const ROLE_FIRST = new RegExp(`^${ROLES}\\s+(.+)$`, 'iu');

/** A letter's sender, its alliance tag first: "от [SVR] K2211", "from [VLK]", "من تحالف [X]". */
const SENDER_LINE =
  /^(?:от|from|de parte de|de|da parte d[aeo]|من(?: تحالف)?|来自)\s+\[[^\]\s]{1,8}\]/iu;

/** A header's closing aside in brackets: "horario de la semana (todo en UTC!!)". */
const CLOSING_ASIDE = /\s*\([^()]{1,30}\)[!.]*$/u;
const ASIDE_HEADER_MAX_WORDS = 4;

/**
 * A header whose words are a title but for its closing aside ("Horario de la semana (todo en
 * UTC!)"): the whole line is the title, never cut before its aside and repeated in the body.
 */
function isAsideHeader(candidate: string): boolean {
  const base = candidate.replace(CLOSING_ASIDE, '');
  // A question in the brackets ("(Sun Tzu prime? No its Richard)") is the body's, as is a sentence.
  if (base === candidate || base.length < 3 || /[?？؟]/u.test(candidate)) return false;
  return (
    countWords(base, ASIDE_HEADER_MAX_WORDS + 1) <= ASIDE_HEADER_MAX_WORDS && isTitleLike(base)
  );
}

/** Letters of a case, all in capitals: "FAMILY" (no Arabic or Chinese word is). */
function isInCapitals(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

/** Words that read as a title: short, one phrase, no greeting, no sentence, no text-speak. */
function isTitleLike(candidate: string): boolean {
  // A long line (a first sentence, most often) is no title: its words need no reading.
  if (candidate.length > TITLE_MAX_CHARS) return false;
  const words = wordsOf(candidate);
  const count = countTitleWords(candidate, words);
  if (count === 0 || count > TITLE_MAX_WORDS) return false;
  if (!/\p{L}/u.test(candidate)) return false;
  if (splitSentences(candidate).length > 1 || /[.,;，。、،]/u.test(candidate.slice(-1)))
    return false;
  if (
    GREETING.test(candidate) ||
    // "FAMILY" in capitals between its emoji is a header, "شباب" whom the mail greets.
    (ADDRESS_LINE.test(candidate) && !isInCapitals(candidate)) ||
    ADDRESS_LEAD.test(candidate) ||
    VOCATIVE_LEAD.test(candidate) ||
    hasTextSpeak(words)
  ) {
    return false;
  }
  if (SENTENCE_STARTERS.has(words[0] ?? '') || CLAUSE_WORD.test(candidate)) return false;
  // "要求：30M战力，T5，每天在线": a list's label and its items are no title.
  const label = candidate.match(INLINE_LIST)?.[1];
  if (label !== undefined && LIST_LABELS.test(label.trim())) return false;
  if (candidate.length <= TITLE_WITH_FACTS_MAX_CHARS) return true;
  // A tag names whom a title is about ("Предложение о NAP между [SVR] и [ORL]"); a time or a place
  // belongs in the body.
  // (A line with a pause, "Приветствую, уважаемое руководство [OXE]", is no header for its tag.)
  const hasPause = /[,،，]/u.test(candidate);
  return !extractFacts(candidate).some(
    (fact) => EMPHASISED_FACT_KINDS.has(fact.kind) && (fact.kind !== 'alliance' || hasPause),
  );
}

/** A symbol a player marks items with ("✦ 王国第一联盟"), said as the mail's bullet. */
const BULLET_SYMBOL = '[✦✧★☆◆◇►▶➤➢❖✔✓☑○●◦▸♦]';
const SYMBOL_BULLET_MARK = `${BULLET_SYMBOL}\\s+(?!.*${BULLET_SYMBOL}\\s*$)`;
const SYMBOL_BULLET = new RegExp(`^${SYMBOL_BULLET_MARK}`, 'u');
/**
 * A list item as players mark it: "- x", "• x", "1. x", "2) x", "3）x", "1- x" (not "2-3名"), and
 * a symbol as its bullet ("✦ x", "➤ x"; not "★ TITLE ★", which the symbol frames).
 */
const LIST_ITEM = new RegExp(
  `^(?:[-*·•▪]\\s+|[\\d٠-٩]{1,2}(?:[.)]\\s+|[）、]\\s*|\\s*[-–]\\s+|[-–](?=[^\\d\\s]))|${SYMBOL_BULLET_MARK})`,
  'u',
);

function isListItem(line: string): boolean {
  return LIST_ITEM.test(line.trim());
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
/** Words that point at something without naming it: "this one", "esto", "это". */
const POINTING_WORDS = new Set(
  'this that these those one it thing stuff something esto eso esta este isso isto essa esse это то этот эта هذا هذه ذلك'.split(
    ' ',
  ),
);

function cutTopic(sentence: string, language: DraftLanguage): string | undefined {
  // Names, plain numbers, kingdoms and "tomorrow" belong in a topic ("Rank 1 Cleopatra", "Migration
  // to #2215", "KvK Orders for Tomorrow"); times, places and amounts end it.
  // The alliance a rally or an attack is on belongs in it too ("راليه على قلعة [DRG]").
  const firstFact =
    extractFacts(sentence).find(
      (fact) =>
        !isTopicFact(fact.kind, fact.text) &&
        !(fact.kind === 'alliance' && TARGET_BEFORE.test(sentence.slice(0, fact.start))),
    )?.start ?? sentence.length;
  const pause = sentence.search(TOPIC_PAUSE);
  let end = Math.min(firstFact, pause === -1 ? sentence.length : pause);
  if (language === 'en') end = findStopWord(sentence, end);
  if (language === 'ar') {
    const stop = sentence.slice(0, end).search(ARABIC_TOPIC_STOP);
    if (stop > 0) end = stop;
  }
  // "小号采集只能在联盟领土里采": a Chinese topic ends where the order's modal or verb starts.
  if (language === 'zh') {
    const stop = sentence.slice(0, end).search(ZH_TOPIC_STOP);
    if (stop > 0) end = stop;
  }
  const words = sentence.slice(0, end).trim().split(/\s+/u).filter(Boolean);
  // "recommended tech rn", written out "right now": the two words go as one ("…Tech Right" is none).
  // So do "прямо сейчас", "ahora mismo", "agora mesmo" ("ТП в зону 4 ПРЯМО" is none).
  if (
    words.length > 2 &&
    /^(?:right now|прямо сейчас|прямо щас|ahora mismo|agora mesmo)$/iu.test(
      words.slice(-2).join(' '),
    )
  ) {
    words.splice(-2);
  }
  while (
    words.length > 0 &&
    (isTrailingWord(words[words.length - 1]!) ||
      TIME_LEAD.test(words[words.length - 1]!) ||
      TOPIC_TRAILING.test(words[words.length - 1]!))
  ) {
    words.pop();
  }
  // "vamos mudar a aliança de lugar amanhã": a day word goes first when the topic is too long.
  if (words.length > TOPIC_MAX_WORDS && RELATIVE_DAY.test(words[words.length - 1]!)) words.pop();
  // "a mobilização acaba hoje": the day of a verb the topic does not end on goes with it.
  if (
    words.length > 2 &&
    RELATIVE_DAY.test(words[words.length - 1]!) &&
    TOPIC_TRAILING.test(words[words.length - 2]!)
  ) {
    words.splice(-2);
  }
  // "医院快爆了的赶紧治疗": the "的" that names whom the order is for is no part of the topic.
  const joined = words.join(' ');
  const topic = joined.endsWith('的') ? joined.replace(/(?<=\p{Script=Han}{2})的$/u, '') : joined;
  // "Aqui é o R5", "this is R4 Ana", "я Р5": who writes is no topic; nor is "K2333的", whose "的"
  // owns the tag after it ("K2333的[TNT]在…集结").
  if (SELF_INTRODUCTION.test(topic) || CLAUSE_TOPIC.test(topic) || topic.endsWith('的')) {
    return undefined;
  }
  // The whole sentence is no topic cut from it.
  if (!/[\p{L}\p{N}]/u.test(sentence.slice(topic.length))) return undefined;
  if (words.length === 0 || words.length > TOPIC_MAX_WORDS || !isTitleLike(topic)) return undefined;
  // "gente mañana a las 12:00…": a day alone says when, not what.
  if (words.every((word) => RELATIVE_DAY.test(word))) return undefined;
  // "تحالف [ARB] … يبحث عن لاعبين": the word "alliance" alone names no topic.
  if (LONE_ALLIANCE.test(topic)) return undefined;
  // "this one is hard to write": words that only point at something name nothing.
  if (wordsOf(topic).every((word) => POINTING_WORDS.has(word))) return undefined;
  const hasTopicWord = wordsOf(topic).some(
    (word) => word.length >= 3 && !TRAILING_SMALL_WORDS.has(word) && !ADDRESSEES.has(word),
  );
  // A lone verb ("Join", "Vote") or a row of names ("Caesar Brutus Nero") is no topic; the
  // game's names are ("Alliance Mobilization", "Fortes Bárbaros").
  // One game word ("MGE", "AOO") says less than the kind's title, which names it too.
  const isLoneVerb =
    words.length === 1 &&
    (ORDER_VERBS.has(words[0]!.toLowerCase()) || GAME_TERMS[words[0]!.toLowerCase()] !== undefined);
  const isNamesOnly =
    words.every((word) => /^[\p{Lu}\p{N}]/u.test(word)) &&
    /\p{Ll}/u.test(sentence.slice(end)) &&
    NAMED_GAME_TERMS[topic.toLowerCase()] === undefined;
  // A list's label ("Requirements", "الشروط") names no topic.
  const isLabelWord = LIST_LABELS.test(topic);
  return hasTopicWord && !isLoneVerb && !isNamesOnly && !isLabelWord ? topic : undefined;
}

/**
 * Where a Chinese order starts after its topic: "只能", "必须", "别", "请" (not "特别"), "记得"
 * ("联盟礼物记得每天领" is about the gifts).
 */
const ZH_TOPIC_STOP =
  /只能|必须|务必|记得|不要|不准|不许|不能|(?<!特|区)别|请|可以|已经|都要|一定要|需要|马上|赶紧/u;

/** Words that introduce the writer or make a clause: a topic holds none ("Aqui é o R5"). */
const SELF_INTRODUCTION =
  /(?:^|\s)(?:é|es|está|son|somos|soy|sou|estamos|is|are|am|this is|here is|это|я|мы|هذا|هذه|نحن|أنا|我是|我们是)(?=\s|$)/iu;
/** A word that leads into a time and means nothing without it: "UTC", "at", "الساعة". */
const TIME_LEAD = /^(?:utc|gmt|at|às|a|las|el|الساعة|в)$/iu;
/** "التسجيل … مفتوح لين الخميس": an Arabic topic ends before "until" or "before" and its time. */
const ARABIC_TOPIC_STOP =
  /\s(?:لين|حتى|لحد|قبل)\s|\s(?:بيبدأ|بتبدأ|بيبدا|بتبدا|بينحسب|بيتحسب|بيفتح|بتفتح|بيكون|بتكون|بيخلص|بتخلص)(?=\s|$)|\sمن (?:الليلة|اليوم|بكرة|بكره|الحين|الآن)(?=\s|$)/u;
/** Words a topic does not end on: "farm só" → "farm", "rally only" → "rally", "…now", "…الحين". */
const TOPIC_TRAILING =
  /^(?:só|solo|sólo|only|just|now|rn|asap|ahora|agora|сейчас|щас|срочно|الحين|الآن|الان|هلق|هسه|только|فقط|still|again|ya|já|уже|every|each|cada|каждый|каждого|каждому|كل|لكل|بكل|começa|começam|abre|abrem|empieza|empiezan|comienza|comienzan|termina|terminan|acaba|inicia|начинается|открывается|يبدأ|تبدأ)$/iu;
/**
 * A topic that opens a clause is no title: whoever did a thing ("Кто открыл сундуки…", "someone
 * bought the big pack") or a call to come at once ("الحقوا تجمع").
 */
const CLAUSE_TOPIC =
  /^(?:who|whoever|whatever|someone|somebody|anyone|anybody|nobody|para|pra|чтобы|кто|кого|кому|что|если|когда|quien|quién|quienes|el que|los que|quem|o que|اللي|الي|من|لو|اذا|إذا|谁|如果|ставьте|поставьте|الحقوا|حطوا|ارسلوا)(?![\p{L}])/iu;
/** Today, tonight, tomorrow: a day a topic may name ("KvK Orders for Tomorrow"). */
const RELATIVE_DAY =
  /^(?:today|tonight|tomorrow|tmrw|hoy|mañana|manana|hoje|amanhã|amanha|сегодня|завтра|اليوم|غدا|غداً|بكرة|بكرا|بكره|الليلة|今天|今晚|明天)$/iu;
/** A word that starts another clause ("few things today so read", "X para los que quieran"). */
const CLAUSE_WORDS =
  '(?:so|but|because|bc|cuz|pls|plz|please|porque|pq|pero|mas|porfa|pfv|por favor|потому что|пожалуйста|плиз|но|لأن|لو سمحتم|因为|所以|但是|que|who|which|that|quem|кто|который|которые|что|اللي|الذي|الذين|قبل ما|قبل لا|(?:para|pra|for) (?:los|las|os|as|those|anyone|all|everyone|quem|quien|quienes|todos|всех|тех))';
const CLAUSE_WORD = new RegExp(`\\s${CLAUSE_WORDS}(?=\\s|$)`, 'iu');
/**
 * Where a topic ends: a pause, or a word that starts another clause ("few things today so read",
 * "kvk orders for tomorrow, read ALL").
 */
const TOPIC_PAUSE = new RegExp(
  String.raw`[,;.!?()·|=，。！？：；、،؟]|:(?!\d)|\s[—–-]\s|\s\d{1,2}(?::\d{2})?\s*(?:utc|gmt)(?![\p{L}])|\s${CLAUSE_WORDS}(?=\s|$)`,
  'iu',
);

/**
 * Words before the alliance an action is aimed at or a greeting greets: "rally on [DRG]", "على قلعة
 * [DRG]", "на [RMS]", "يا اهل [SQRH]".
 */
const TARGET_BEFORE =
  /(?:^|\s)(?:on|at|vs|against|contra|sobre|en|em|no|na|на|против|على|ضد|打|اهل|أهل|between|entre|между|بين)(?:\s+\p{L}+)?\s+$|\]\s+(?:and|y|e|и|و|和|与)\s*$/iu;

/** A fact a topic may hold: a name, a plain number, a kingdom, a relative day. */
function isTopicFact(kind: string, text: string): boolean {
  if (kind === 'name' || kind === 'number' || kind === 'kingdom') return true;
  return kind === 'date' && RELATIVE_DAY.test(text);
}

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
function chooseTitle(
  lines: string[],
  language: DraftLanguage,
  greeting = '',
  isHeaderFramed = false,
): TitleChoice {
  const [first = '', ...others] = lines;
  const next = others.find((line) => line.trim() !== '');
  // The headers below with a bracket or a colon in them are looked for only in a line with one,
  // and those over the body's lines only when it has more.
  const hasBracket = next !== undefined && /[(（]/u.test(first);
  const hasColon = /[:：]/u.test(first);
  // "🔥 تحالف [SNL] صقور النيل يفتح باب التجنيد 🔥": the header the player framed is the title, in
  // their words, never demoted under one the engine writes.
  if (isHeaderFramed && next !== undefined && !isListItem(first)) {
    const framed = trimTitle(first);
    if (framed.length <= TITLE_MAX_CHARS && isShortHeader(framed)) {
      return { title: framed, isTitleWritten: false, rest: others };
    }
  }
  // "сори за бардак с фортами… R5 передаю Волк_77": a handover after an apology is the topic, over
  // any line the writer opens with ("это Горыныч").
  const handover = findHandoverAfterApology(lines, language);
  if (handover !== undefined) return { title: handover, isTitleWritten: true, rest: lines };
  // "FAQ pra quem chegou agora" over its questions: the player's header, whom it is for included
  // (a header with its plea in brackets is read below).
  if (
    FAQ_HEADER.test(first) &&
    next !== undefined &&
    !/[.!?。！？(]/u.test(first) &&
    isShortHeader(first)
  ) {
    return { title: trimTitle(first), isTitleWritten: false, rest: others };
  }
  // "萌新常见问题 FAQ（看完再问谢谢）": an FAQ's header with its plea in brackets is the title, the
  // plea the body's first line.
  const faqPlea = hasBracket ? first.match(/^(.{2,30}?)\s*[（(]([^（）()]{2,40})[）)]\s*$/u) : null;
  if (faqPlea && FAQ_WORDS.test(faqPlea[1]!) && next !== undefined) {
    return {
      title: trimTitle(faqPlea[1]!),
      isTitleWritten: false,
      rest: [capitalise(faqPlea[2]!.trim()), ...others],
    };
  }
  // "خطة Lost Kingdom 🗺️ اقرأوا زين يا جماعة": a short header, then a plea to read it.
  const toRead = next === undefined ? null : first.match(HEADER_THEN_PLEA);
  if (toRead && next !== undefined && isTitleLike(toRead[1]!)) {
    return {
      title: trimTitle(toRead[1]!),
      isTitleWritten: false,
      rest: [capitalise(toRead[2]!), ...others],
    };
  }
  // A letter greeting another alliance by its tag ("致 [WLF] 全体") is titled by what it is, with
  // that alliance: "与[WLF]的协议", never a fragment of its first sentence. So is one whose first
  // line after the greeting names its sender ("Привет [WLF] от [SVR] K2211"): who writes is no topic.
  if (
    SALUTATION.test(`${greeting},`) ||
    (greeting !== '' && SENDER_LINE.test(first) && next !== undefined)
  ) {
    const body = lines.join('\n');
    const kind = readLetterKind(body, greeting);
    const title = writeKindTitle(`${greeting}\n${body}`, kind, language);
    return { title, isTitleWritten: true, rest: lines, kind };
  }
  // "Para: R5 y R4 de [TKR]…" over a letter: a letter to another alliance, titled with it.
  if (LETTER_TO.test(first)) {
    const title = writeKindTitle(lines.join('\n'), 'diplomacy', language);
    // Only a title that names the alliance ("Acuerdo con [TKR]"); else the header stays the title.
    if (title.includes('[')) {
      // "الى قادة تحالف [HWK]" opens the letter as a salutation: it leads into it with a colon.
      // One ending on its comma ("…المحترمة،") keeps it: a colon would make it a list's label.
      const salutation = /[:：]|[,،，]\s*$/u.test(first) ? first : `${trimTitle(first)}:`;
      return { title, isTitleWritten: true, rest: [salutation, ...others], kind: 'diplomacy' };
    }
  }
  // "【MGE 最强执政官 安排】本周：骑兵": the bracketed header is the title, what follows it the body;
  // a short bracketed line with no sentence in it ("【招人】2088王国 [龙] 龙腾联盟") is one header.
  const bracketed = first.match(/^(【[^】]{1,24}】)\s*(\S.*)$/u);
  // A draft of one line under its bracketed cry ("【招人】K3012 [QIN]秦 收活跃玩家…"): the cry is the
  // title, the line the body, never the title said again at its start.
  if (bracketed && next === undefined) {
    // Its kingdom or tag right after the brackets is the header's too: "【招人】K3012".
    const [, cry, line] = first.match(/^(【[^】]+】(?:[\p{Lu}\p{N}]+(?=\s))?)\s*(\S.*)$/u)!;
    return { title: cry!, isTitleWritten: false, rest: [line!] };
  }
  if (bracketed) {
    // "【RQD】招人啦！！": a short cry after the brackets is the header's too, without its marks.
    const cry = bracketed[2]!.match(/^([^，。！？：；,.!?:;\s]{1,8})[！!]+$/u)?.[1];
    if (cry !== undefined)
      return { title: `${bracketed[1]}${cry}`, isTitleWritten: false, rest: others };
    // "【招人】#2518 [龙腾] 收人啦!!": a cry's marks at the header's end are no sentence in it.
    const header = first.replace(/[！!]+$/u, '');
    const isPhrase =
      header.length <= 36 && !/[，。！？：；,.!?:;]/u.test(bracketed[2]!.replace(/[！!]+$/u, ''));
    // A header too long for a title keeps its first phrases: "【招人】2088王国 [龙] 龙腾联盟" over
    // "招收活跃玩家" (the rest is the body's first line).
    const chunks = header.split(' ');
    let kept = chunks.length;
    while (
      kept > 1 &&
      countTitleWords(chunks.slice(0, kept).join(' '), wordsOf(chunks.slice(0, kept).join(' '))) >
        TITLE_MAX_WORDS
    )
      kept -= 1;
    if (isPhrase && kept > 1) {
      const after = chunks.slice(kept).join(' ');
      return {
        title: chunks.slice(0, kept).join(' '),
        isTitleWritten: false,
        rest: after === '' ? others : [after, ...others],
      };
    }
    return { title: bracketed[1]!, isTitleWritten: false, rest: [bracketed[2]!, ...others] };
  }
  // "agenda: hoje 20h fortes, amanhã 13h treino AOO, domingo reset": the agenda is the title, its
  // items the list (not one event of the three).
  const agenda = splitInlineList(first);
  if (agenda.length > 3 && AGENDA_LABEL.test(agenda[0]!)) {
    return {
      title: capitalise(agenda[0]!.replace(/[:：]$/u, '')),
      isTitleWritten: false,
      rest: [...agenda.slice(1), ...others],
    };
  }
  // "MGE results: 1st Voidd": the podium's first place is the list's first line, not the title's.
  const podium =
    hasColon && next !== undefined ? first.match(/^([^:：]{3,40})[:：]\s*(\S.*)$/u) : null;
  if (podium && next !== undefined && /^(?:1(?:st|º|°|\))|#1)\s/iu.test(podium[2]!)) {
    return { title: trimTitle(podium[1]!), isTitleWritten: false, rest: [podium[2]!, ...others] };
  }
  // "ЧАСТЫЕ ВОПРОСЫ (читайте прежде чем спрашивать в чате плз)": a header with a sentence of its
  // own in brackets is the title; what the brackets say opens the body.
  const pleaded = hasBracket ? first.match(HEADER_WITH_PLEA) : null;
  if (
    pleaded &&
    next !== undefined &&
    countWords(pleaded[1]!, ASIDE_HEADER_MAX_WORDS + 1) <= ASIDE_HEADER_MAX_WORDS &&
    isTitleLike(pleaded[1]!)
  ) {
    return {
      title: trimTitle(pleaded[1]!),
      isTitleWritten: false,
      rest: [capitalise(pleaded[2]!.trim()), ...others],
    };
  }
  const isLabel = /[:：]$/u.test(first) && next !== undefined && isListItem(next);
  // "Questions?" over its answer stays with it, and is no title.
  const isQuestion = /[?？؟]$/u.test(first.trim());
  if (
    next !== undefined &&
    !isLabel &&
    !isQuestion &&
    !(/:(?!\d)/u.test(first) && isOneOfLabels(first.split(':')[0]!, others)) &&
    (isTitleLike(trimTitle(first)) ||
      isAsideHeader(trimTitle(first)) ||
      isHeaderLine(first, others[0] ?? ''))
  ) {
    return { title: dropClosingCall(trimTitle(first)), isTitleWritten: false, rest: others };
  }
  // "farm account rules reminder:" over its list is the player's header, written as a label.
  if (isLabel && isTopicLabel(first)) {
    return { title: trimTitle(first.replace(/[:：]$/u, '')), isTitleWritten: false, rest: others };
  }
  const lead = hasColon
    ? first.match(/^([^:：]{3,}?):\s+(\S.*)$|^([^:：]{2,}?)：\s*(\S.*)$/u)
    : null;
  if (lead?.[3] !== undefined) {
    lead[1] = lead[3];
    lead[2] = lead[4]!;
  }
  // "MGE de la semana - comandante: Guan Yu", "MGE de esta semana: comandante Guan Yu": who leads
  // is the header's, one line with it.
  const role = lead?.[2]?.trim().match(ROLE_FIRST);
  const leader = role ? role[1]! : lead?.[2]?.trim();
  if (
    lead?.[1] &&
    next !== undefined &&
    (NAMED_ROLE.test(lead[1].trim()) || role) &&
    /^[\p{Lu}\uE000-\uF8FF][\p{L}\p{N}_\uE000-\uF8FF]*(?:\s+[\p{Lu}\uE000-\uF8FF][\p{L}\p{N}_\uE000-\uF8FF]*){0,2}$/u.test(
      leader!,
    ) &&
    first.length <= TITLE_MAX_CHARS
  ) {
    return { title: trimTitle(first), isTitleWritten: false, rest: others };
  }
  if (
    lead?.[1] &&
    lead[2] &&
    // "Kai: fill the rally" speaks to someone; "RESULTADO ARCA: ganamos" is a shouted header.
    !extractFacts(lead[1]).some(
      (fact) =>
        fact.end === lead[1]!.length && !(fact.kind === 'name' && isShoutedHeader(lead[1]!)),
    ) &&
    isTitleLike(lead[1]) &&
    // "要官职的在联盟频道打：官职 科学家…": what to type follows its colon, one sentence.
    !TYPING_LEAD.test(lead[1]) &&
    !isOneOfLabels(lead[1], others) &&
    !LIST_LABELS.test(lead[1].trim()) &&
    // "Para: R5 y R4 de [TKR]", "From: [LBS]": a letter's header names whom it is to, no topic.
    !LETTER_HEADER.test(lead[1].trim()) &&
    // "с [W0LF] договорились: …" says what was agreed: a sentence's start, no header.
    !RUSSIAN_PAST_LEAD.test(lead[1].trim()) &&
    // "农场规则：农场统一进 [ZH2]，名字后面加F1…": a label over its inline list keeps its list.
    !(LABEL_TAIL.test(lead[1].trim()) && splitInlineList(first).length > 1)
  ) {
    const rest = [capitalise(lead[2]), ...others];
    // "Reminder: donate tech…": a generic word is no title while the rest names a topic.
    const body = [lead[2], ...others].join('\n');
    // "⚠ heads up ppl: …": a symbol before the word does not make it say more.
    const label = lead[1].replace(/^[^\p{L}\p{N}]+/u, '');
    const found = GENERIC_TITLES.test(label) ? findTopic(lead[2], language) : undefined;
    // "lembrete: farm só na [FRM]…": one word of topic says more after the player's own word.
    const topic =
      found !== undefined &&
      countTitleWords(found, wordsOf(found)) === 1 &&
      !ATTENTION_WORD.test(lead[1].trim())
        ? `${lead[1]}: ${found}`
        : (found ?? writeGenericLeadTitle(label, body, language));
    // "ATENÇÃO galera, [ZRO] tá batendo…" titled by its topic keeps its call for attention in the
    // mail: "ATENÇÃO! Galera, [ZRO]…" (the title alone had dropped the alarm).
    const isCalled = topic !== undefined && ATTENTION_WORD.test(lead[1].trim());
    const called = isCalled
      ? [`${lead[1].trim()}${exclamationMark(language)} ${rest[0]}`, ...others]
      : rest;
    // "votação rapida galera:": whom the label calls is no word of its title.
    return {
      title: topic !== undefined ? trimTitle(topic) : dropClosingCall(trimTitle(lead[1])),
      isTitleWritten: topic !== undefined,
      rest: called,
    };
  }
  const [sentence = ''] = splitSentences(first);
  // "Tech. Yesterday 14 of 138 donated…": a word or two set apart as the first sentence is a header.
  if (
    /^[^.!?]{2,24}\.$/u.test(sentence) &&
    !ABBREVIATION_END.test(sentence) &&
    sentence !== first &&
    // "FAQ about KvK. Please read before asking": a header of a few words over its plea to read.
    ((wordsOf(sentence).length <= 2 && extractFacts(sentence).length === 0) ||
      (wordsOf(sentence).length <= 4 &&
        READ_PLEA.test(first.slice(sentence.length)) &&
        !extractFacts(sentence).some((fact) => EMPHASISED_FACT_KINDS.has(fact.kind)))) &&
    isTitleLike(sentence.slice(0, -1))
  ) {
    const rest = [first.slice(sentence.length).trim(), ...others];
    // "Reminder. Donate alliance tech every day…": a generic word is titled by the topic after it.
    const topic = writeGenericLeadTitle(sentence.slice(0, -1), rest.join('\n'), language);
    return {
      title: topic ?? sentence.slice(0, -1),
      isTitleWritten: topic !== undefined,
      rest,
    };
  }
  // "few things:" over a list: a roundup, named so (the label stays over its list).
  if (isLabel && ROUNDUP_LABEL.test(first) && language !== 'other') {
    return { title: writeRoundupTitle(language), isTitleWritten: true, rest: lines };
  }
  // A short cry that opens the draft is its headline: "[LION] is recruiting!!".
  if (/!$/u.test(sentence) && sentence !== first && isShortCry(sentence, language)) {
    const title = dropClosingCall(trimTitle(sentence));
    // "С Новым годом, ребята!": a wish keeps whom it wishes it in the body, said whole.
    const isWishToUs = HOLIDAY_WISH.test(sentence) && title !== trimTitle(sentence);
    return {
      title,
      isTitleWritten: false,
      rest: [isWishToUs ? first : first.slice(sentence.length).trim(), ...others],
    };
  }
  // "bienvenidos a [PUMA]. muevan la ciudad…": the welcome with whom it welcomes to is the header.
  const welcome = first.match(WELCOME_HEAD);
  if (welcome && !isLabel) {
    return {
      title: (welcome[1] ?? welcome[2])!,
      isTitleWritten: false,
      rest: [capitalise(first.slice(welcome[0].length)), ...others],
    };
  }
  // "АТАКА!!! на нашу крепость x:455…": a one-word cry opens the sentence that says what it is about
  // ("ALERT!!!" names nothing, and stays out of the topic).
  const cry = sentence.match(/^([\p{L}\p{N}]+)[!！]+$/u)?.[1];
  const [cried = ''] = cry === undefined ? [] : splitSentences(first.slice(sentence.length).trim());
  // A new leader or a scam named in the first sentence is what the mail is about, whatever words
  // open it ("С сегодняшнего дня у альянса [NEVA] новый лидер").
  // "卡鲁亚克仪式今晚 20:00 UTC 开，报名的人注意：" over its list: the clause before the label's
  // comma names what the list is about.
  const labelLead = isLabel
    ? first.match(/^((?:[^,，:：]|(?<=\d)[:：](?=\d)){4,60})[,，]\s*[^,，]{2,30}[:：]$/u)?.[1]
    : undefined;
  const topic = isLabel
    ? labelLead === undefined
      ? undefined
      : findTopic(labelLead, language)
    : (findWholeMailTopic(sentence, language) ??
      (cry !== undefined && cried !== '' && !HAN.test(cry) && !GENERIC_TITLES.test(cry)
        ? (findTopic(
            `${cry} ${cried.replace(/^(?!I\s)\p{Lu}(?=\p{Ll}|\s)/u, (letter) => letter.toLowerCase())}`,
            language,
          ) ?? findTopic(sentence, language))
        : findTopic(sentence, language)));
  if (topic !== undefined) {
    // "Migration notice — please read carefully": the header is the title, the plea the body's.
    const after = first.startsWith(topic) ? first.slice(topic.length).match(READ_REMARK) : null;
    if (after) {
      return { title: topic, isTitleWritten: false, rest: [capitalise(after[1]!), ...others] };
    }
    // "[CHN]招人！战力25M+…": a first sentence that is the whole topic is the header, said once.
    const said = sayOnce(first, sentence, topic);
    if (said !== undefined) {
      return { title: topic, isTitleWritten: false, rest: [capitalise(said), ...others] };
    }
    // "⚠ ALERTA: hay un tal…": the topic that leads the first line before its colon is the title,
    // said once.
    const led = first.startsWith(topic)
      ? first.slice(topic.length).match(/^\s*[:：]\s*(\S.*)$/u)
      : null;
    // A label over its inline list ("农场规则：a，b，c") keeps its list.
    if (led && splitInlineList(first).length === 1) {
      return { title: topic, isTitleWritten: false, rest: [capitalise(led[1]!), ...others] };
    }
    // "KVK水晶矿刷新了，家里有空闲采集队的都去挖": a Chinese first clause that is the whole topic is the
    // headline, said once.
    const clause = HAN.test(topic) ? first.match(/^([^，,]+)[，,]\s*(\S.*)$/u) : null;
    // A time, a place or a number stays in the body, where it is highlighted.
    if (
      clause &&
      clause[1]!.trim() === topic &&
      HAN.test(clause[2]!) &&
      !/\d/u.test(topic) &&
      !extractFacts(topic).some((fact) => EMPHASISED_FACT_KINDS.has(fact.kind))
    ) {
      return { title: topic, isTitleWritten: false, rest: [clause[2]!, ...others] };
    }
    return { title: topic, isTitleWritten: true, rest: lines };
  }
  const body = lines.join('\n');
  // A letter's salutation was read above: the body says the kind.
  const kind = detectKind(body);
  // Whom the greeting names ("Olá [VKG]", "[RVN] leadership") is what a letter is about: its tag
  // goes first, before the writer's own.
  const about =
    greeting === ''
      ? body
      : TAG_IN.test(greeting)
        ? `${greeting}\n${body}`
        : `${body}\n${greeting}`;
  const title = writeKindTitle(about, kind, language);
  // "[CHN]招人！战力25M+…": a first sentence that says just what the title says is not said twice.
  const said = sayOnce(first, sentence, title);
  if (said !== undefined) return { title, isTitleWritten: true, rest: [said, ...others], kind };
  return { title, isTitleWritten: true, rest: lines, kind };
}

/** A lead that ends on what to type, say or send: the colon opens the words to type. */
const TYPING_LEAD =
  /(?:(?<![\p{L}])(?:type|write|post|send|escriban|escribe|escrevam|escreve|digitem|пишите|напишите|اكتبوا|اكتب)|打|发|输入|回复|写)\s*$/iu;

const TAG_IN = /\[[^\]\s]{2,8}\]/u;

/**
 * The rest of the first line when its first sentence says only what the title says ("[CHN]招人！"
 * under the title "[CHN]招人"), so the title is not said twice; undefined otherwise.
 */
function sayOnce(first: string, sentence: string, title: string): string | undefined {
  const [opening = ''] = HAN.test(sentence) ? sentence.split(HAN_SENTENCE_BREAK) : [sentence];
  if (opening === first) return undefined;
  // Most openings end in a letter: nothing to drop, and no look for marks from every position.
  const bare = /[\s.!?。！？]$/u.test(opening) ? opening.replace(/[\s.!?。！？]+$/u, '') : opening;
  const isTitle = bare.toLowerCase() === title.toLowerCase();
  return isTitle ? first.slice(opening.length).trim() : undefined;
}

/** A welcome to an alliance opening the draft, before the rest of its words. */
const WELCOME_HEAD =
  /^((?:bienvenid[oa]s?|bem[- ]?vind[oa]s?|welcome|добро пожаловать)\s+(?:a|al|to|à|ao|na|no|в)\s+\[[^\]\s]{1,8}\])[.,!:;\s]+(?=\S)|^((?:هلا|أهلا|اهلا|أهلاً|اهلاً|مرحبا)(?:\s+والله|\s+وسهلا|\s+وغلا)?\s+ب[^\s.!،,]+(?:\s+[^\s.!،,]+)?)[.!،,]\s*(?=\S)/iu;
/** Whoever wants a thing, opening a Chinese sentence: "要官职的…", "想要资源的…". */
const WANTED_THING = /^(?:要|想要|需要)(\p{Script=Han}{2,4})的/u;

/**
 * A game name of up to three words with its gloss in brackets opening a sentence:
 * "MTG（宝石消耗活动）明天…", "Потерянное Королевство (Lost Kingdom) стартует…".
 */
const GLOSSED_TOPIC =
  /^(\p{Lu}[\p{L}\d]{1,11}(?:\s\p{Lu}[\p{L}\d]{1,15}){0,2}\s?(?:（[^）\n]{1,16}）|\([^)\n]{1,16}\)))(?=\s*\S)/u;

/** A lead of two words or more in capitals: "RESULTADO ARCA", "KVK ORDERS". */
function isShoutedHeader(lead: string): boolean {
  return wordsOf(lead).length >= 2 && !/\p{Ll}/u.test(lead) && /\p{Lu}{2}/u.test(lead);
}

/** A plea to read opening the words after a header: "Please read before asking in chat". */
const READ_PLEA =
  /^\s*(?:please |pls |por favor )?(?:read|le(?:ed|an)|leiam?|читайте|прочитайте)\b/iu;

/** A plea to read after a header's dash: "Migration notice — please read carefully". */
const READ_REMARK =
  /^\s+[—–-]\s+((?:please |pls |plz )?read\b.*|(?:por favor )?le(?:ed|an|er)\b.*|(?:por favor )?leiam?\b.*|(?:внимательно )?(?:читайте|прочитайте|прочтите)\b.*|اقرأ.*|اقرؤوا.*|اقروا.*|اقرأوا.*|important.*|importante.*|важно.*)$/iu;

/** "Lembrete" and the draft's topic in the engine's words: "Lembrete: Farm". */
function writeGenericLeadTitle(
  lead: string,
  body: string,
  language: DraftLanguage,
): string | undefined {
  if (!GENERIC_TITLES.test(lead) || language === 'other') return undefined;
  const topic = writeTopicTitle(body, detectKind(body), language);
  if (topic === undefined) return undefined;
  return ATTENTION_WORD.test(lead.trim()) ? topic : `${capitalise(lead.trim())}: ${topic}`;
}

/** A call for attention ("انتبهوا", "Внимание"): a topic after it says all it does. */
const ATTENTION_WORD =
  /^(?:attention|atención|atencion|atenção|ojo|внимание|انتبهوا|انتبه|注意|全体注意|全员注意|各位注意|heads[- ]up(?:\s+(?:ppl|people|guys|all|everyone|everybody|folks))?)$/iu;
/** Words that say what a mail is without saying what it is about. */
const GENERIC_TITLES =
  /^(?:(?:so|yeah|ok|okay|kinda|very|really|super|guys|hey|quick|شباب|يا شباب|يا جماعة|ребята|народ|gente|galera|pessoal)\s+)*(?:reminder|notice|update|announcement|attention|important|info|note|news|alert|aviso|recordatorio|anuncio|lembrete|atenção|atencion|atención|ojo|напоминание|напоминалка|напоминаю|напомню|внимание|объявление|تذكير|تنبيه|انتبهوا|انتبه|إعلان|提醒|通知|公告|注意|全体注意|全员注意|各位注意|heads[- ]up|psa|fyi)(?:,?\s+(?:ppl|people|guys|all|everyone|everybody|folks|fam|team|chicos|gente|todos|equipo|muchachos|banda|galera|pessoal|turma|time))?$/iu;

/**
 * A first line a player set apart as a header: framed by symbols, in capitals, right over a list
 * ("📢 [NVX] Nova Vortex K2187 is RECRUITING"), or short and bare over a blank line, one phrase.
 */
function isHeaderLine(line: string, after: string): boolean {
  const text = line.trim();
  if (text.length > 60 || isListItem(text) || GREETING.test(text)) return false;
  if (/[.,:;，。：；、]$/u.test(text) || countWords(text, 15) > 14) return false;
  if (VOCATIVE_LEAD.test(text) || SENTENCE_STARTERS.has(wordsOf(text)[0] ?? '')) return false;
  const isFramed = /^[\p{So}\p{Sm}═━=~*]/u.test(text) && /[\p{So}\p{Sm}═━=~*]$/u.test(text);
  const isShoutedStart = /^(?:\S+\s+)?\p{Lu}{2,}[\p{Lu}\d]*(?:\s+[\p{Lu}\d]{2,})+/u.test(text);
  // A shouted cry of where the enemy is ("[RVN] IS HITTING OUR FARMS NEAR X:1022 Y:233 !!!") is the
  // alert's first sentence, not its header.
  const isCriedPlace =
    /[!！]$/u.test(text) && extractFacts(text).some((fact) => fact.kind === 'coordinate');
  if (isFramed || (isShoutedStart && !isCriedPlace)) return true;
  // Over a list, a line with a time or a place is the list's first line, not a header.
  if (isListItem(after)) {
    return countWords(text, 9) <= 8 && !extractFacts(text).some(isPlaceOrTime);
  }
  return after.trim() === '' && !/[,;，；]/u.test(text) && !CLAUSE_WORD.test(text);
}

function isPlaceOrTime(fact: { kind: string; text: string }): boolean {
  return (
    fact.kind === 'time' ||
    fact.kind === 'coordinate' ||
    (fact.kind === 'date' && !RELATIVE_DAY.test(fact.text))
  );
}

/** A label a roundup opens with: "few things:", "unas cosas:", "今天几件事：". */
const ROUNDUP_LABEL =
  /^(?:(?:a )?(?:few|some|couple(?: of)?|quick) (?:things|updates|notes)(?: today)?|updates|news|(?:unas|algunas|varias) cosas(?: de hoy)?|novedades|(?:algumas|umas) coisas(?: de hoje)?|novidades|несколько (?:вещей|моментов|новостей)|пара моментов|новости|عدة أمور|كم شي|أخبار|(?:今天)?几件事(?:情)?)[:：]$/iu;

/** A label that names the mail's topic: two words or more, no list's or roundup's label. */
function isTopicLabel(line: string): boolean {
  const label = line.replace(/[:：]$/u, '').trim();
  if (ROUNDUP_LABEL.test(line) || LIST_LABELS.test(label) || GENERIC_TITLES.test(label)) {
    return false;
  }
  return countTitleWords(label, wordsOf(label)) >= 2 && isTitleLike(label);
}

/** A short exclamation (five words at most, a fact or none) that reads as a headline. */
function isShortCry(sentence: string, language: DraftLanguage): boolean {
  const words = wordsOf(sentence);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    !GREETING.test(sentence) &&
    !ADDRESS_LEAD.test(sentence) &&
    !VOCATIVE_LEAD.test(sentence) &&
    !hasTextSpeak(words, language) &&
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

/**
 * What a sentence may open with before its topic: "just a reminder that", "don't forget",
 * "ATENCION", "внимание", whom it calls on ("gente", "ребят", "يا جماعة").
 */
const TOPIC_LEADS =
  /^(?:(?:gg(?: all| everyone| guys)?,?|(?:just )?(?:a )?(?:quick |friendly )?reminder(?: that|:)?|don'?t forget(?: to| about)?|remember(?: to)?|please|attention|important|heads up,?|so|ok so|ok|okay|atenci[oó]n|aten[çc][ãa]o|внимание|تنبيه|انتباه|注意|gente|galera|pessoal|ребят|ребята|народ|guys|fam|chicos|muchachos|on my way|omw|يا جماعة|يا شباب|شباب|(?:solo |só )?(?:recordarles|recordaros|les recuerdo|os recuerdo|recuerden|recordad|lembrando|lembrem|lembrar) que|no olviden|no olvidéis|não esqueçam|напоминаю(?:,)? что|напоминаю|не забудьте|не забываем|не забывайте|(?:فقط )?تذكير (?:ان|أن)|لا تنسو[ان]?(?:\s+ت[^\s،,]+(?:ون|وا))?|(?:aviso|anuncio|notice|update|announcement|важно|объявление|lembrete|recordatorio|reminder|aviso importante|important notice|decisão tomada|decisión tomada|decision made|news|novidade|новость|تذكير|تنبيه|إعلان|اعلان)\s*:)[,!:]*\s+|(?:提醒一下|别忘了|全体注意|全员注意|各位注意|注意)[，,:：!！\s]*)+/iu;
/** A thank-you names what it thanks for: "thanks for the 2k helps today guys" → "the 2k helps". */
const THANKS =
  /^(?:(?:huge|big|many|special) )?(?:thanks|thank you|ty|congrats|congratulations)(?: (?:so much|everyone|all|guys|again))*(?: to ([^,.!·]{2,30}?))?(?: for ((?:the |your |all the )?[^,.!·]{3,60}))?(?=$|[,.!·])/iu;
/**
 * A player congratulated by name, the title as the draft says it: "Congrats to DemonSlayer_99",
 * "Поздравляем DemonSlayer_99", "Felicidades a Leo_77", "مبروك يا Hamada_10" (a Chinese one is
 * titled by its first clause, "恭喜 小鱼干_88 升R4").
 * The name holds a digit or "_", as game names do, or opens with a capital.
 */
const CONGRATS_NAME =
  /^(?:(?:congrats|congratulations|felicidades|felicitaciones|enhorabuena|parab[ée]ns)(?: to| a| al| ao| à| pro| pra)?|поздравляем|поздравляю|مبروك(?: يا| لـ| ل)?|ألف مبروك(?: يا| لـ| ل)?|تهانينا(?: يا| لـ| ل)?),?\s*@?(?:[\p{L}\p{N}]*[_\d][\p{L}\p{N}_.]*|\p{Lu}[\p{L}\p{N}_.]*)(?=$|[\s,.!！，])/iu;
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

/** The day a thank-you is for, at the end of its reason: "…بأرك اوزيريس امس", "…de ayer". */
const THANKED_DAY =
  /\s+(?:(?:de|del|da|do|of|de la)\s+)?(?:امس|أمس|البارحة|اليوم|ayer|anoche|hoy|ontem|hoje|вчера|сегодня)$/iu;

/**
 * A thank-you in the other languages, and how its title starts: "só queria agradecer TODO MUNDO
 * pela kvk" → "Obrigado pela kvk", "спасибо всем за кд" → "Спасибо за кд".
 */
const THANKS_ELSEWHERE: Partial<Record<DraftLanguage, readonly [RegExp, string]>> = {
  es: [
    /^(?:(?:solo )?(?:quería|quiero) agradecer|(?:muchas |mil )?gracias)(?: a (?:todos|todas|todo el mundo|la alianza))?\s+(por (?:la |el |los |las |su |tu )?)([^,.!]{2,40})/iu,
    'Gracias ',
  ],
  pt: [
    /^(?:(?:só )?(?:queria |quero |vim )?agradecer|obrigad[oa]|valeu)(?: (?:demais|muito|mesmo))?(?: (?:a )?(?:todo mundo|todos|geral|galera|pessoal|vocês))?\s+(pel[oa]s? |por )([^,.!]{2,40})/iu,
    'Obrigado ',
  ],
  ru: [
    /^(?:огромное |большое )?спасибо(?: (?:всем|вам|ребята|народ))?\s+(за )([^,.!]{2,40})/iu,
    'Спасибо ',
  ],
  ar: [/^شكرا(?:ً)?(?: (?:للجميع|لكم|لكل واحد))?\s+(على |ع )([^،,.!]{2,40})/u, 'شكرا '],
};

/** The draft's topic: a thank-you's reason, else words cut from its first sentence. */
/** The second of two greeted ("…وصبايا،", "…and girls,") left once the first is cut off. */
const SECOND_GREETED = new RegExp(`^${GREETED_TOO}[\\s,!:،]+`, 'iu');

function findTopic(sentence: string, language: DraftLanguage): string | undefined {
  const led = sentence.replace(TOPIC_LEADS, '');
  const text = led === sentence ? led : led.replace(SECOND_GREETED, '');
  const congratulated = text.match(CONGRATS_NAME)?.[0];
  if (congratulated !== undefined) return capitalise(congratulated.replace(/,$/u, ''));
  const thanks = language === 'en' ? text.match(THANKS) : null;
  if (thanks) {
    const reason = thanks[2] && cutReason(thanks[2]);
    if (reason) return `Thanks for ${reason}`;
    if (thanks[1] && wordsOf(thanks[1]).length <= 4) return `Thanks to ${thanks[1]}`;
  }
  const elsewhere = THANKS_ELSEWHERE[language];
  const other = elsewhere ? text.match(elsewhere[0]) : null;
  if (elsewhere && other) {
    const said = other[2]!.trim();
    const whole = cutTopic(said, language) ?? said;
    // "على المشاركة بأرك اوزيريس امس": a reason too long with its day is said without it.
    const dayless = said.replace(THANKED_DAY, '');
    const reason = wordsOf(whole).length <= 3 ? whole : (cutTopic(dayless, language) ?? dayless);
    // "valeu demais galera pela fortaleza": the player's own word of thanks opens the title.
    const thanked = language === 'pt' && /^valeu/iu.test(text) ? 'Valeu ' : elsewhere[1];
    if (wordsOf(reason).length <= 3) return `${thanked}${other[1]}${reason}`;
  }
  // "要官职的在联盟频道打：…": whoever wants a thing is told how, and the thing is the topic.
  const wanted = language === 'zh' ? text.match(WANTED_THING)?.[1] : undefined;
  if (wanted !== undefined) return wanted;
  const glossed = text.match(GLOSSED_TOPIC)?.[1];
  if (glossed !== undefined && isTitleLike(glossed)) return glossed;
  return cutTopic(text, language);
}

/** A sign players mark list items with, other than a dash or a bullet: "— R5: Lis_01", "→ 20M a 40M". */
const GLYPH_MARKER = /^([—–→➤►▶▸★☆●○◆◇✓✔»>])\s+(?=\S)/u;

/**
 * Lines marked with one sign in a row are a list: the sign becomes a dash, so the list gets one
 * bullet ("• R5: Lis_01", never "• — R5: Lis_01"). A sign on a line alone ("— Dante" under a
 * paragraph) is no list and stays.
 */
function markGlyphLists(lines: readonly string[]): string[] {
  const signs = lines.map((line) => line.trim().match(GLYPH_MARKER)?.[1]);
  return lines.map((line, index) => {
    const sign = signs[index];
    if (sign === undefined || (signs[index - 1] !== sign && signs[index + 1] !== sign)) return line;
    return line.trim().replace(GLYPH_MARKER, '- ');
  });
}

/** A dash set right on its item's word, as on two lines or more in a row: "-mas de 50M: 3M". */
const TIGHT_DASH = /^-(?=\p{L})/u;

/** A ranking's first place said with its word: "1 место - Князь", "1st place - Ozzy", "1º lugar: Ana". */
const FIRST_PLACE = /^1\s*(место|st place|º lugar|° lugar|er lugar|lugar)\s*([-–:])\s*/iu;
const NEXT_PLACE = /^([2-9]|1\d)\s*[-–:]\s+/u;

/**
 * "1 место - Князь" over "2 - Сова", "3 - Мирон": the places after the first are said as the player
 * said the first ("2 место - Сова"), so the ranking reads one way.
 */
function sayPlacesAlike(lines: string[]): string[] {
  const result = [...lines];
  for (let index = 0; index < result.length - 1; index += 1) {
    const first = result[index]!.trim().match(FIRST_PLACE);
    if (!first || !NEXT_PLACE.test(result[index + 1]!.trim())) continue;
    for (let next = index + 1; next < result.length; next += 1) {
      const line = result[next]!.trim();
      if (!NEXT_PLACE.test(line)) break;
      result[next] = line.replace(
        NEXT_PLACE,
        (_, place: string) => `${place} ${first[1]} ${first[2]} `,
      );
    }
  }
  return result;
}

/** "-mas de 50M" / "-entre 25M y 50M": dashes set tight on their items mark a list all the same. */
function spaceTightDashes(lines: string[]): string[] {
  return lines.map((line, index) => {
    const text = line.trim();
    if (!TIGHT_DASH.test(text)) return line;
    const isInList = [lines[index - 1], lines[index + 1]].some(
      (next) => next !== undefined && TIGHT_DASH.test(next.trim()),
    );
    return isInList ? `- ${text.slice(1)}` : line;
  });
}

/** Bullets and dashes become '• '; numbers stay numbers, and a range ("2-3名") is no number. */
function normaliseListMarker(line: string): string {
  // "1- هدنة" is numbered; "2-3名" and "4-10名" are ranks, not numbers of a list.
  return line
    .replace(/^[-*·•▪]\s+/u, '• ')
    .replace(SYMBOL_BULLET, '• ')
    .replace(/^([\d٠-٩]{1,2})(?:\s*[-–]\s+|\s+[-–]\s*|[-–](?=[^\d\s]))/u, '$1. ');
}

/** Abbreviations a sentence does not end on: "e.g. "Scientist X:402"", "p.ej.", "т.е.". */
const ABBREVIATION_END =
  /(?:^|\s)(?:e\.g|i\.e|ex|etc|vs|approx|aprox|m[aá]x|m[ií]n|p\.ej|p\.ex|т\.е|т\.к|напр)\.$/iu;

/** Where a Chinese sentence ends and the next starts: after "。", "！" or "？", no space between. */
const HAN_SENTENCE_BREAK = /(?<=[。！？])\s*(?=[^\s。！？）」』”])/u;

/** A long line, one sentence a line; a Q&A's question or answer stays whole. */
function splitLongLine(line: string): string[] {
  // Read once: the test scans the whole line for a Han character.
  const isHan = HAN.test(line);
  if (
    line.length <= (isHan ? SPLIT_HAN_LINE_CHARS : SPLIT_LINE_CHARS) ||
    // "农场规则：农场统一进 [ZH2]，…。被打了别找管理哈": a label's inline list is read whole first.
    (isHan && /^[^：:]{1,12}[：:]/u.test(line)) ||
    LIST_MARKER.test(line) ||
    SCHEDULE_LINE.test(line) ||
    QA_LINE.test(line)
  ) {
    return [line];
  }
  const sentences = (isHan ? line.split(HAN_SENTENCE_BREAK) : splitSentences(line)).reduce<
    string[]
  >((kept, sentence) => {
    const before = kept[kept.length - 1];
    if (before !== undefined && ABBREVIATION_END.test(before))
      kept[kept.length - 1] = `${before} ${sentence}`;
    // "我们赢了！1250 vs 980。": a score or Latin words alone is no Chinese sentence of its own.
    else if (before !== undefined && isHan && !HAN.test(sentence))
      kept[kept.length - 1] = `${before}${sentence}`;
    else kept.push(sentence);
    return kept;
  }, []);
  return sentences.length > 1 ? sentences : [line];
}

/** A labelled answer on its question's line: "س: ابي لقب دوق؟ ج: راسل الملك". */
const INLINE_ANSWER_AT = /(?<=[?？؟])\s*(?=(?:a|r|о|ج|答)\s*[:：])/iu;

/**
 * An FAQ that puts its answers under their questions puts them all so: a question with its answer
 * on one line is parted there, like the others.
 */
function partInlineAnswers(lines: string[]): string[] {
  const isParted = lines.some((line) => QA_LINE.test(line) && /[?？؟]$/u.test(line));
  if (!isParted) return lines;
  const parted: string[] = [];
  for (const line of lines) {
    if (QA_LINE.test(line)) parted.push(...line.split(INLINE_ANSWER_AT));
    else parted.push(line);
  }
  return parted;
}

/** A short question and its answer stay one line: "Questions?" / "Ask Ana." → "Questions? Ask Ana." */
function keepAnswers(written: string[]): string[] {
  const lines = partInlineAnswers(written);
  const kept: string[] = [];
  for (const line of lines) {
    const before = kept[kept.length - 1];
    // "P: preciso participar?" over "R: SIM.": a labelled answer keeps its own line, as the others.
    const isShortQuestion =
      before !== undefined &&
      /[?？؟]$/u.test(before) &&
      countWords(before, 4) <= 3 &&
      !(QA_LINE.test(before) && QA_LINE.test(line));
    // A poll's question keeps its options under it ("打哪边？" / "A. 跟着 [FQ]").
    const isAnswered = !isListItem(line) && !OPTION_LINE.test(line);
    if (isShortQuestion && isAnswered && !LIST_MARKER.test(before)) {
      kept[kept.length - 1] = `${before} ${line}`;
    } else kept.push(line);
  }
  return kept;
}

/** "Requirements: 20M power, T5, active in KvK": a list's label and three or more short items. */
const INLINE_LIST = /^([^:：\d][^:：]{1,28})(:\s+|：\s*)(.+)$/u;
/** The labels an inline list goes by; "Squad 2: Dan, Eve, Fay" is one item of a list, not a list. */
export const LIST_LABELS =
  /^(?:(?:our |the |min(?:imum)? )?(?:requirements?|reqs?|rules|criteria|conditions|perks|benefits|we offer|offer|what we offer|we give|we have|we need|needed|bring|schedule|agenda|requisitos|reglas|normas|ofrecemos|condiciones|regras|oferecemos|exigências|требования|правила|условия|предлагаем|الشروط|المتطلبات|القواعد|نقدم|要求|条件|规则|福利))$/iu;
const INLINE_ITEM_MAX_WORDS = 5;
/** A label naming what its list is of: "farm rules", "农场规则", "requisitos de entrada". */
const LABEL_TAIL =
  /(?:^|\s|\p{Script=Han})(?:rules|requirements|reglas|normas|requisitos|regras|правила|требования|القواعد|الشروط|规则|规矩|要求)$|^(?:requisitos|reglas|normas|regras|правила|требования) \p{L}+(?: \p{L}+)?$/iu;

/** An inline enumeration becomes its label and one item per line. */
function splitInlineList(line: string): string[] {
  if (isListItem(line)) return [line];
  const match = line.match(INLINE_LIST);
  if (!match || !(LIST_LABELS.test(match[1]!.trim()) || LABEL_TAIL.test(match[1]!.trim()))) {
    return [line];
  }
  // "…，资源只给自己大号。被打了别找管理哈": a remark after the last item stays prose after the list.
  const remark = match[3]!.match(/^(.*[^.!?。！？])[.!?。！？]\s*([^.!?。！？]+[.!?。！？]?)$/u);
  const list = remark && /[,;，；、،]/u.test(remark[1]!) ? remark[1]! : match[3]!;
  const after = list === match[3] ? [] : [remark![2]!.trim()];
  const items = list
    .replace(/[.!]$/u, '')
    // "всё, что восточнее — ваше": a comma before "что", "which", "que" opens a clause of the item.
    .split(
      /\s*[;，；、،]\s*|\s*,(?!\s*(?:что|чтобы|который|которая|которые|где|когда|если|which|that|who|where|que|quien|donde|quem|onde)(?![\p{L}]))\s*|\s+(?:and|y|e|и|و)\s+(?=[^,،]*$)/u,
    )
    .filter((item) => item !== '');
  const isShortItems = items.every(
    (item) => wordsOf(item).length <= INLINE_ITEM_MAX_WORDS && !/[.!?]\s/u.test(item),
  );
  if (items.length < 3 || !isShortItems) return [line];
  return [`${match[1]}${match[2]!.trim()}`, ...items.map((item) => `• ${item}`), ...after];
}

/** A placing on a podium or a ranking: "1st", "2nd", "3º", "2)", "#3". */
const PLACING =
  /(?<![\p{L}\p{N}])(?:([1-9])(?:st|nd|rd|th)|(10)th|([1-9])[º°ª]|([1-9])\)|#([1-9]))(?=\s+\S)/giu;

/**
 * What every `PLACING` holds, without its look back, which is tried at every position: a line
 * without it has no placing.
 */
const PLACING_CORE = /[1-9](?:st|nd|rd|th|[º°ª)])|10th|#[1-9]/iu;

function placingNumber(match: RegExpMatchArray): number {
  return Number(match.slice(1).find((group) => group !== undefined));
}

/** What ends the last name of a podium: a dash, a comma or a sentence's end, and the remark after it. */
const AFTER_PODIUM = /\s+[—–-]\s+|[,;]\s+|[.!]\s+/u;

/**
 * "1st Voidd 2nd SirLancelot 3rd yuki.chan — everyone stayed under cap": placings in a row, one a
 * line under the line's label, and the remark after the last one a sentence of its own.
 */
function splitPodium(bulleted: string): string[] {
  if (!/\d/u.test(bulleted)) return [bulleted];
  // A bullet the emoji between places left ("🥇 2nd … 🥈 3rd …") goes; a numbered item stays.
  const line = bulleted.startsWith('•') ? bulleted.replace(/^•\s*/u, '') : bulleted;
  if (isListItem(line) || !PLACING_CORE.test(line)) return [bulleted];
  const placings = [...line.matchAll(PLACING)];
  const numbers = placings.map(placingNumber);
  // "1st time warning, 2nd time kick" is a ladder: a podium has three places, or goes on from a
  // line before ("🥇 2nd … 3rd …").
  if (placings.length < (numbers[0] === 1 ? 3 : 2)) return [bulleted];
  if (numbers.some((number, index) => index > 0 && number !== numbers[index - 1]! + 1)) {
    return [bulleted];
  }
  const head = line.slice(0, placings[0]!.index).trim();
  // "- tope de puntos: 1° sin tope, 2° hasta 12M…": a rule of a list with its places stays the
  // list's item, one line, never a label without its bullet over lines of places.
  if (line !== bulleted && head !== '') return [bulleted];
  const items = placings.map((placing, index) =>
    line
      .slice(placing.index, placings[index + 1]?.index ?? line.length)
      .trim()
      .replace(/[\s,;:·|—–.。-]+$/u, ''),
  );
  const last = items.pop()!;
  const cut = last.match(AFTER_PODIUM);
  const remark = cut ? last.slice(cut.index! + cut[0].length).trim() : '';
  items.push(cut ? last.slice(0, cut.index) : last);
  if (items.some((item) => wordsOf(item).length > INLINE_ITEM_MAX_WORDS)) return [bulleted];
  const label = head === '' ? [] : [/[:：]$/u.test(head) ? head : `${head}:`];
  return [...label, ...items, ...(remark === '' ? [] : [capitalise(remark)])];
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

/** What players set the items of a row apart with: "Wed 20:00 Ceroli | Sat 19:00 Ark | Sun forts". */
const ROW_SEPARATOR = /\s+[|｜·]\s+/u;
const ROW_ITEM_MAX_WORDS = 8;
/**
 * "DKP = T4 kill x1 | T5 kill x2 | deads x5": a name and "=" before a row whose items hold no "="
 * of their own label the row ("DKP:"), never glued to its first item.
 */
const EQUALS_LABEL = /^(\p{L}[\p{L}\p{N} ]{0,15}?)\s*(=)\s*(?=[^=]+$)/u;

/**
 * Three items or more of one line set apart by "|" or "·" are a list, one item a line, under the
 * line's label when it has one: "本周安排：周三 20:00 UTC 赛罗利 | 周六 … | 周日 …".
 */
function splitRow(line: string): string[] {
  if (!ROW_SEPARATOR.test(line) || isListItem(line)) return [line];
  const label = line.match(/^([^:：|｜·]{1,28})(:\s+|：\s*)(?=\S)/u) ?? line.match(EQUALS_LABEL);
  const row = label ? line.slice(label[0].length) : line;
  const items = row.split(ROW_SEPARATOR).map((item) => item.trim().replace(/[.。]$/u, ''));
  const isShort = (item: string) =>
    HAN.test(item)
      ? item.length <= 28
      : countWords(item, ROW_ITEM_MAX_WORDS + 1) <= ROW_ITEM_MAX_WORDS;
  if (items.length < 3 || !items.every((item) => item !== '' && isShort(item))) return [line];
  const head = label ? [`${label[1]}${label[2]!.trim() === '=' ? ':' : label[2]!.trim()}`] : [];
  return [...head, ...items.map((item) => `• ${item}`)];
}

/**
 * "Wed/Thu - hold the pass", "sabado y domingo - libre": a line opening with a day, a range of days
 * or two days, and a dash or colon.
 */
const SCHEDULE_LINE = new RegExp(
  `^${DAY}(?:\\s*(?:[/-]|&|\\+|\\s(?:y|e|and|и|a|to|al|até|hasta))\\s*${DAY})?\\b(?:\\s+\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)?(?:\\s*utc)?)*(?:\\s+(?:all day|todo el d[ií]a|o dia (?:todo|inteiro)|весь день))?\\s*[-–:]\\s*\\S`,
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
const ENDS_NEUTRAL = /[)）"”»~～]$/u;

/** The end mark a line in this script takes. */
const endMark = sentenceEndMark;

/** The items of one list end alike: when some end with a mark, the rest (of 4 words up) get one. */
function endListsAlike(lines: string[]): string[] {
  if (!lines.some((line) => findListMarker(line) !== '')) return lines;
  const isLong = lines.map(
    (line) =>
      findListMarker(line) !== '' &&
      // Chinese writes no spaces: two characters say about as much as a word.
      (countWords(line, 4) >= 4 || countHan(line) >= 8) &&
      !ENDS_NEUTRAL.test(line) &&
      !hasArabic(line),
  );
  // A long item is marked by its last mark before any trailing emoji; an item of two sentences
  // ("Hospitals: heal every 10 min. Do not let it overflow") ends as its first does.
  const isMarked = lines.map(
    (line, index) => isLong[index] && ENDS_MARKED.test(withoutTrailingSymbols(line)),
  );
  const ended = lines.map((line, index) => {
    if (!isLong[index] || isMarked[index] || !INNER_SENTENCE_END.test(line)) return line;
    isMarked[index] = true;
    return `${line}${endMark(line)}`;
  });
  const items: number[] = [];
  for (const [index, isLongItem] of isLong.entries()) if (isLongItem) items.push(index);
  if (!items.some((index) => isMarked[index]) || items.every((index) => isMarked[index])) {
    return ended;
  }
  return ended.map((line, index) =>
    isLong[index] && !isMarked[index] ? `${line}${endMark(line)}` : line,
  );
}
/** A sentence's end inside a line, another sentence after it ("12.5M" and "p.m." end none). */
const INNER_SENTENCE_END = /\p{L}[.!?。！？]+\s+\S/u;

/** "Escuadra 1 (caba): Ramiro…", "Q: …": a short key, a colon, its value. */
const KEY_VALUE_LINE = /^[^:：]{1,40}[:：](?!\d)\s*\S/u;
/** A line opening with a rank or a range of ranks: "第1名", "2-3名", "4-10名", "top 3". */
const RANK_LINE =
  /^(?:第?[\d٠-٩]{1,3}(?:\s*[-–~]\s*[\d٠-٩]{1,3})?\s*名|(?:top|rank|ranks|топ|место|المركز)\s*[\d٠-٩]{1,3}(?:\s*[-–]\s*[\d٠-٩]{1,3})?)(?![\d٠-٩])/iu;
/** "Первый раз - предупреждение": a short key, a spaced dash, its value. */
const DASH_VALUE_LINE = /^[^-–—:]{1,30}\s[-–—]\s\S/u;
/** The colon every `KEY_VALUE_LINE` holds. */
const COLON = /[:：]/;
/** A Q&A's question with no answer on its line: "Q: …", "P: …", "В: …", "问：…". */
const QUESTION_LINE = /^(?:q|p|в|问)\s*[:：](?!.*(?:\s(?:a|r|о)\s*:|答\s*[:：]))/iu;
/** A question or an answer of a Q&A: it stays a line of its own, never a list item. */
const QA_LINE = /^(?:q|a|p|r|в|о|س|ج|问|答)\s*[:：]/iu;
/** What an order opens with in any language: a prohibition or an obligation. */
const ORDER_LEAD =
  /^(?:no|don'?t|do not|never|nada de|não|nao|nunca|prohibido|proibido|не|нельзя|запрещено|никаких|لا|ممنوع|يمنع|别|不要|禁止|不准|must|hay que|tem que|нужно|надо|يجب|必须|务必)(?=$|[\s,:])/iu;

const WORD_AND_NUMBER = /^(\p{L}+)\s*[\d٠-٩]/u;

const SHORT_VALUE_WORDS = 5;

function isShortDashValue(line: string): boolean {
  const value = line.slice(line.search(/\s[-–—]\s/u) + 3);
  return !/[,，،]/u.test(value) && countWords(value, SHORT_VALUE_WORDS + 1) <= SHORT_VALUE_WORDS;
}

const DAY_KEY = new RegExp(`^(?:${DAY}|(?:day|día|dia|день)\\s?\\d|\\d)`, 'iu');

/** How a line is shaped, for lines of one unmarked list: key and value, key and dash, first word. */
function lineShape(line: string): string | undefined {
  if (QA_LINE.test(line)) return undefined;
  // "SEG 12:00 – Liceu", "TER – doação", "Sat 8th — AOO": a week's day, with a time or without,
  // then a dash: one shape, so the whole week is one list.
  if (
    SHORT_DAY_LEAD.test(line) ||
    (STARTS_WITH_DAY.test(line) &&
      /^\S+(?:\s+\d{1,2}(?::\d{2}|h)?(?:\s*utc)?)?\s+[-–—]\s/iu.test(line))
  ) {
    return 'day';
  }
  // (A line without a colon or a dash, most of them, is spared the patterns' backtracking.)
  if (
    COLON.test(line) &&
    KEY_VALUE_LINE.test(line) &&
    !/[.!?。！？]\s/u.test(line.split(/[:：]/u)[0]!)
  ) {
    return 'key';
  }
  // "Sat 8th — AOO 14:00 UTC", "Day2 gems/dust - save": a day's line is an item of its schedule.
  // "второй раз - кик": a short key and value is an item too; a sentence with a dash is not.
  if (DASH.test(line) && DASH_VALUE_LINE.test(line)) {
    return DAY_KEY.test(line) ? 'dash:day' : isShortDashValue(line) ? 'dash:short' : 'dash';
  }
  // "第1名 留给 小白", "2-3名 …", "4-10名 …": ranks, one a line.
  if (RANK_LINE.test(line)) return 'rank';
  // "day 1 build" / "day 2 research", "rank 1 …" / "rank 2 …": a word and a number.
  const first = line.match(WORD_AND_NUMBER)?.[1];
  return first === undefined ? undefined : `word:${first.toLowerCase()}`;
}

/** A day as schedules shorten it, before its time or dash: "SEG 12:00 –", "mié –", "пт 20:00 -". */
const SHORT_DAY_LEAD =
  /^(?:seg|ter|qua|qui|sex|s[aá]b|dom|lun|mar|mi[eé]|jue|vie|пн|вт|ср|чт|пт|сб|вс)\.?\s+(?:\d{1,2}(?::\d{2}|h)\s*(?:utc\s*)?)?[-–—]\s/iu;

/** An order line: an action verb, a prohibition or an obligation first. */
function isOrderLine(line: string): boolean {
  const first = line.match(FIRST_WORD)?.[0].toLowerCase() ?? '';
  return ORDER_VERBS.has(first) || ORDER_LEAD.test(line);
}

/**
 * Which lines of a section without the player's markers are a list: two lines or more in a row of
 * one shape ("Escuadra 1: …", "Первый раз - …"), or of orders. Statements, a lead sentence and
 * closing remarks stay prose.
 */
function findUnmarkedItems(lines: readonly string[]): boolean[] {
  const items = lines.map(() => false);
  const mark = (test: (line: string, start: number, index: number) => boolean, least = 2) => {
    let start = 0;
    while (start < lines.length) {
      let end = start;
      while (end < lines.length && test(lines[end]!, start, end)) end += 1;
      if (end - start >= least)
        for (let index = start; index < end; index += 1) items[index] = true;
      start = Math.max(end, start + 1);
    }
  };
  const shapes = lines.map(lineShape);
  const isDash = (index: number) => shapes[index]?.startsWith('dash') === true;
  mark(
    (_, start, index) =>
      shapes[index] !== undefined && shapes[index] === shapes[start] && shapes[start] !== 'dash',
  );
  // Two sentences with a dash among others are no list ("После — флаг сносим, всех…" / "Хотите
  // поговорить — дискорд…" closing a letter): three lines with a dash in a row are.
  mark((_, start, index) => isDash(index) && isDash(start), 3);
  // Two orders among sentences are no list ("Bring packs" / "Meet at X:540 after tp" in a notice
  // read as a layout half bulleted): three in a row are.
  if (!items.includes(true)) mark((line) => isOrderLine(line) && !QA_LINE.test(line), 3);
  return items;
}

/** A place of a ranking opening a line: "1° ElTigre", "4º a 10º". */
const PLACE_LEAD = /^\d{1,2}\s*[°º]/u;

/** Under a label ("集结队长："), its short lines are its items, up to the first sentence. */
function findLabelledItems(lines: readonly string[]): boolean[] {
  const items = findUnmarkedItems(lines);
  for (const [index, line] of lines.entries()) {
    // "4° a 10° → lista en Discord" after "3° Paloma_27": the places go on, whatever their length.
    const isNextPlace = index > 0 && PLACE_LEAD.test(line) && PLACE_LEAD.test(lines[index - 1]!);
    if (isNextPlace && !CLOSING_REMARK.test(line)) {
      items[index] = true;
      continue;
    }
    const isShort = HAN.test(line) ? line.length <= 24 : countWords(line, 7) <= 6;
    if (!isShort || ENDS_SENTENCE.test(line) || CLOSING_REMARK.test(line)) break;
    items[index] = true;
  }
  return items.filter(Boolean).length >= 2 ? items : lines.map(() => false);
}
const ENDS_SENTENCE = /[.!?。！？]$/u;

/** A Chinese numbered point: "一、非 KvK 期间全王国和平". */
const HAN_NUMBERED = /^[一二三四五六七八九十]{1,2}、/u;

/**
 * Bullets within a section: the player's own list keeps its markers (numbered lines their
 * numbers) and its items only; without markers, only lines of one shape or orders become items.
 * A label over a list, a greeting, a lead sentence and closing remarks stay prose.
 */
function bulletSection(lines: string[], isLabelled = false): string[] {
  if (lines.length < 2) return lines;
  const isMarked = lines.some((line) => findListMarker(line) !== '');
  const items = isMarked
    ? lines.map((line) => findListMarker(line) !== '')
    : isLabelled
      ? findLabelledItems(lines)
      : /[:：]$/u.test(lines[0]!)
        ? [false, ...findLabelledItems(lines.slice(1))]
        : findUnmarkedItems(lines);
  // "What we need:" / "req: 35M+ power, T4" / "- joins rallies…": the player's first item, typed
  // without its dash between the label and the marked ones, is an item of the list.
  if (isMarked) {
    for (let index = 0; index < lines.length - 1; index += 1) {
      const isAfterLabel = index === 0 ? isLabelled : /[:：]$/u.test(lines[index - 1]!);
      if (
        !items[index] &&
        items[index + 1] &&
        isAfterLabel &&
        // A label's colon, not a time's ("从明天 12:00 UTC 开始…" over "1. …" is a lead sentence).
        /^[^\s:：][^:：]{0,20}(?<!\d)[:：](?!\d)\s*\S/u.test(lines[index]!)
      ) {
        items[index] = true;
      }
    }
  }
  const bulleted = lines.map((line, index) => {
    // "一、…", "二、…": a Chinese numbered point keeps its own number, no bullet before it.
    if (!items[index] || findListMarker(line) !== '' || HAN_NUMBERED.test(line)) return line;
    if (/[:：]$/u.test(line) || GREETING.test(line) || ADDRESS_LEAD.test(line)) return line;
    return `• ${line}`;
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
  return dash === undefined || !before.trim().startsWith(dash) || countWords(line, 3) <= 2;
}

/** A closing that wishes or thanks ("good luck", "thanks all", "удачи", "大家加油"): said with a "!". */
const CLOSING_WISH =
  /^(?:thanks?|thank you|cheers|good luck|see you|gracias|suerte|nos vemos|obrigad[oa]|valeu|boa sorte|спасибо|удачи|شكرا|بالتوفيق|حياكم)(?=$|[^\p{L}])|^(?:谢谢|感谢|辛苦)|加油$/iu;
/** What may close a wish after its words: emoji, their joiners, spaces. */
const WISH_SYMBOLS = /(?:\p{So}|\p{Sk}|\u200d|\ufe0f|\s)*$/u;

/**
 * "Good luck" → "Good luck!", "Thanks all 🙏" → "Thanks all! 🙏": a short wish ends as one (a
 * sentence of three words or more gets its full stop as prose; "Valeu, liderança" and "Thanks -
 * King Aldric" sign).
 */
function endWish(line: string): string {
  const symbols = line.match(WISH_SYMBOLS)![0];
  const words = line.slice(0, line.length - symbols.length);
  if (!CLOSING_WISH.test(words.trim()) || /[.!?…,:;)"”。！？，：؟،]$/u.test(words)) return line;
  if (/[,，،\-—–]/u.test(words) || countWords(words, 3) >= 3 || isSigner(words)) return line;
  const mark = HAN.test(words) ? '！' : '!';
  return `${words}${mark}${symbols === '' ? '' : ` ${symbols.trim()}`}`;
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
  // "مع التحية،" / "Saludos," and a name or two under it: the letter's whole signature.
  // "Подписали:" / "Signed:" over the signers' names: one block, every signer in it.
  const letterEnd = body.findLastIndex(
    (line) => LETTER_CLOSE.test(line.trim()) || SIGNED_BY.test(line.trim()),
  );
  const isLetterEnd =
    letterEnd > 0 &&
    body.length - letterEnd <= 3 + (SIGNED_BY.test(body[letterEnd]!.trim()) ? 1 : 0) &&
    // "on behalf of [R1S], [VLK] and [EOS]": for whom the letter is signed is the signature's too.
    body.slice(letterEnd + 1).every((line) => line.trim() !== '' && countWords(line, 9) <= 8);
  if (isLetterEnd) closing.push(...body.splice(letterEnd));
  while (body.length > 0 && closing.length < 2 && !isLetterEnd) {
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
      // "Thanks -R5 kaz", "Saludos, Mara_R4": the thanks, then who signs.
      const thanked =
        closing.length === 0 ? (splitTrailingSigner(last) ?? splitSignedWish(last)) : undefined;
      closing.unshift(...(thanked ?? [last]));
      body.pop();
      continue;
    }
    // "…son unos cracks - Lupe": the name after the last sentence's dash signs the mail.
    const signed = closing.length === 0 ? splitTrailingSigner(last) : undefined;
    if (signed) {
      body[body.length - 1] = signed[0];
      closing.unshift(signed[1]);
      break;
    }
    const sentences = splitSentences(last);
    const final = sentences[sentences.length - 1] ?? '';
    if (closing.length === 0 && sentences.length > 1 && SIGN_OFF.test(final) && isSignOff(final)) {
      closing.unshift(final);
      body[body.length - 1] = sentences.slice(0, -1).join(' ');
    }
    break;
  }
  return {
    greeting,
    closing: closing.length > 0 ? closing.map(endWish) : undefined,
    lines: body,
  };
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
  isHeaderFramed = false,
): DraftAnalysis {
  const taken = takeGreetingAndClosing(text.split('\n'));
  const { greeting } = taken;
  // A closing sentence ends like any ("Good luck everyone, let's show them."); a signer does not.
  // Under a letter's "Respectfully," or "Signed:" every line signs it ("King Aurelian_1905", "on
  // behalf of [R1S] and [VLK]"): no stop after them.
  const isLetterBlock =
    taken.closing !== undefined &&
    (LETTER_CLOSE.test(taken.closing[0]!.trim()) || SIGNED_BY.test(taken.closing[0]!.trim()));
  const closing = taken.closing?.map((line, index) =>
    (isLetterBlock && index > 0) ||
    isSigner(line) ||
    SIGNATURE.test(line) ||
    LETTER_CLOSE.test(line) ||
    SIGNING_BODY.test(line.trim())
      ? line
      : openMarks(
          CHEER_CLOSING.test(line.trim()) ? `${line.trim()}!` : endProse(line, CLOSING_MIN_HAN),
        ),
  );
  // Spanish cries and questions open with "¡" and "¿" once the mail's parts are read (a greeting
  // or a header is found by its first word, before any mark).
  function openMarks(line: string): string {
    return language === 'es' ? openSpanishMarks(line) : line;
  }
  const lines = markGlyphLists(
    taken.lines.slice(taken.lines.findIndex((line) => line.trim() !== '')),
  );
  // The first line framed by emoji is the player's header (nothing greeted before it).
  const chosen = calledToTopic(
    mentionFree(
      chooseTitle(lines, language, greeting, isHeaderFramed && greeting === undefined),
      lines,
      language,
    ),
    language,
  );
  const { title, isTitleWritten, kind } = chosen;
  let { rest } = chosen;
  // "KVK 3 - WEEK 1 ORDERS" / "Governors,": a greeting right under the player's header.
  let opening = greeting;
  const start = rest.findIndex((line) => line.trim() !== '');
  if (opening === undefined && !isTitleWritten && start !== -1) {
    const split = splitGreeting(rest[start]!.trim());
    if (split.greeting) {
      opening = split.greeting;
      rest = [
        ...rest.slice(0, start),
        ...(split.rest === '' ? [] : [split.rest]),
        ...rest.slice(start + 1),
      ];
    }
  }

  // Sections open at each heading, and at a blank line unless it falls between a label and its
  // list or between two items of one list; empty ones are dropped at the end.
  const sections: MailSection[] = [{ lines: [] }];
  let isAfterBlank = false;
  const isLabelled = rest.map((line) => LABEL_LEAD.test(line.trim()));
  for (const [index, rawLine] of rest.entries()) {
    const line = rawLine.trim();
    const current = sections[sections.length - 1]!;
    if (line === '') {
      isAfterBlank = current.lines.length > 0;
      continue;
    }
    if (isHeading(line)) sections.push({ heading: line, lines: [] });
    else {
      const shaped = shapeLine(line, isAmongLabelledLines(isLabelled, index));
      const before = current.lines[current.lines.length - 1] ?? '';
      if (isAfterBlank && !continuesList(before, shaped[0]!)) sections.push({ lines: [] });
      sections[sections.length - 1]!.lines.push(...shaped);
    }
    isAfterBlank = false;
  }
  for (const section of sections) section.lines = markScheduleLines(section.lines);
  const document: MailDocument = {
    title: tidyTitle(title, language),
    isTitleWritten,
    language,
    greeting: opening,
    closing,
    sections: sections
      .filter((section) => section.heading !== undefined || section.lines.length > 0)
      .map((section) => ({ ...section, lines: keepAnswers(section.lines) }))
      .map((section) =>
        isBulleted
          ? {
              ...section,
              lines: bulletSection(section.lines, /[:：]$/u.test(section.heading ?? '')),
            }
          : section,
      )
      .map((section, index, all) => ({
        ...section,
        // The mail's last words end like a closing ("Fiquem espertos.", "一起加油。"), though short.
        lines: section.lines
          .map((line, at) =>
            index === all.length - 1 && at === section.lines.length - 1
              ? endProse(line, CLOSING_MIN_HAN, CLOSING_MIN_WORDS)
              : endProse(line),
          )
          .map(openMarks),
      })),
  };
  return { language, kind: kind ?? readLetterKind(lines.join('\n'), opening), document };
}

/**
 * A title cut from words that open on a mention ("@Dark_Lord.99 this is ur 2nd warning", "@小馒头_88
 * 你昨天又去打…") names a player, not the mail: the mail is titled by its kind and topic instead,
 * and its lines stay whole in the body.
 */
function mentionFree(chosen: TitleChoice, lines: string[], language: DraftLanguage): TitleChoice {
  if (!chosen.title.startsWith('@') || language === 'other') return chosen;
  const body = lines.join('\n');
  const title = writeKindTitle(body, detectKind(body), language);
  return title === '' ? chosen : { ...chosen, title, isTitleWritten: true, rest: lines };
}

/**
 * The kind of mail the draft is; a letter that greets another alliance by its tag ("致 [WLF] 全体")
 * is between alliances, whatever else it says.
 */
function readLetterKind(body: string, greeting = ''): MailKind {
  const isLetter = SALUTATION.test(`${greeting},`);
  // A letter to another alliance that offers a pact is diplomacy, whatever enemy it names.
  if (isLetter && saysKind(body, 'diplomacy')) return 'diplomacy';
  // A letter to another side's leaders is diplomacy, whatever its body names ("recruit", "orders").
  return isLetter ? 'diplomacy' : detectKind(body);
}

/** A line led by a short label: "Under 40M: …", "Rally leaders: …", "• 20-30M: …". */
const LABEL_LEAD = /^(?:[•\d.]+\s*)?[^:：.!?\s][^:：.!?]{0,23}[:：]\s/u;

/** Whether the line at `index` and a line right beside it are both led by labels (`isLabelled`). */
function isAmongLabelledLines(isLabelled: readonly boolean[], index: number): boolean {
  return isLabelled[index]! && (isLabelled[index - 1] === true || isLabelled[index + 1] === true);
}

/** Where each next number of a numbered list written on one line starts: ", 2 - ", "; 3) ". */
const NEXT_INLINE_NUMBER = [2, 3, 4, 5, 6, 7, 8, 9].map(
  (number) => new RegExp(`[,;，；]\\s*${number}\\s*(?:[-–.)]|[）、])\\s*(?=\\S)`, 'u'),
);

/**
 * A numbered list written on one line: "1. у перевала 4 (X:810 Y:502), 2 - у святилища" is one
 * item a line ("1. …", "2. …"), each number the next one after a comma or a semicolon.
 */
function splitInlineNumbers(line: string): string[] {
  if (!line.startsWith('1. ')) return [line];
  const items: string[] = [];
  let rest = line;
  for (const [index, pattern] of NEXT_INLINE_NUMBER.entries()) {
    const number = index + 2;
    const next = rest.match(pattern);
    if (!next || next.index === undefined) break;
    items.push(rest.slice(0, next.index));
    rest = `${number}. ${rest.slice(next.index + next[0].length)}`;
  }
  if (items.length === 0) return [line];
  // "…Y:388. пишите цифру в чат": what follows the last item's sentence is prose after the list.
  const end = rest.slice(3).search(/[.!?]\s+(?=\p{L})/u);
  if (end === -1) return [...items, rest];
  const after = rest.slice(3 + end + 1).trim();
  return [...items, rest.slice(0, 3 + end), capitalise(after)];
}

/** What parts a line of the body in turn: a schedule, a row, an inline list, a podium. */
const LINE_SPLITS: readonly ((line: string) => string[])[] = [
  splitSchedule,
  splitRow,
  splitInlineList,
  splitInlineNumbers,
  splitPodium,
];

/** A line of the body as the lines it reads as: one sentence a line, its list marker a bullet. */
function shapeLine(line: string, isLabelledItem: boolean): string[] {
  const marked = normaliseListMarker(line);
  // "Under 40M: stay behind the pass. DO NOT hit cities": among lines led by labels, a labelled line
  // is one item, its later sentences part of it (cut out, an order for some reads as for all).
  let shaped = isLabelledItem && LABEL_LEAD.test(marked) ? [marked] : splitLongLine(marked);
  for (const split of LINE_SPLITS) {
    // Most lines stay one line: one call. A loop, not flatMap, which costs more than the split.
    if (shaped.length === 1) shaped = split(shaped[0]!);
    else {
      const parts: string[] = [];
      for (const part of shaped) parts.push(...split(part));
      shaped = parts;
    }
  }
  return shaped;
}

/** Across a blank line, a list goes on: its label and first item, or two items of one kind. */
function continuesList(before: string, line: string): boolean {
  // "Plan:" / "Mon 12 UTC - pass 6 opens": a schedule's lines are its items.
  if (/[:：]$/u.test(before) && SCHEDULE_LINE.test(line)) return true;
  const marker = findListMarker(line);
  if (marker === '') return false;
  if (/[:：]$/u.test(before)) return true;
  const previous = findListMarker(before);
  return previous !== '' && NUMBER_MARKER.test(previous) === NUMBER_MARKER.test(marker);
}

/**
 * A prose line of three words or more (`minWords`) ends with a mark; a list item, a label, a
 * salutation or a line ending in a symbol or bracket stays as written.
 */
function endProse(line: string, minHan = PROSE_MIN_HAN, minWords = PROSE_MIN_WORDS): string {
  if (findListMarker(line) !== '' || /[,，،;]$/u.test(line) || PLACE_ITEM.test(line)) return line;
  if (hasArabic(line)) return line;
  const bare = withoutTrailingSymbols(line);
  // "Vektor is taking a break (new job, we wish him luck)": a sentence ending in a bracket ends
  // after it; a line that is all bracket or quote stays as written. (Read first: most lines end
  // so, and need no look for a link at their end.)
  // "…кусается))": a Russian smile of brackets ends the sentence as a mark would.
  if (/\){2,}$/u.test(bare) && !bare.includes('(')) return line;
  const isBracketEnd = /[)）]$/u.test(bare) && !/^[(（]/u.test(bare);
  if (ENDS_MARKED.test(bare) || (ENDS_NEUTRAL.test(bare) && !isBracketEnd) || SIGNATURE.test(line))
    return line;
  // A channel's name alone ("#rally-calls") is no sentence to end, nor is a link copied whole.
  if (/^#[\p{L}\p{N}_-]+$/u.test(bare) || endsWithLink(bare) || isFormula(bare)) return line;
  // "Q: can I solo Barb Forts" asks: it ends with a question mark.
  if (QUESTION_LINE.test(line) && !isEnglishStatement(line)) {
    return `${bare}${/\p{Script=Han}$/u.test(bare) ? '？' : '?'}${line.slice(bare.length)}`;
  }
  // Eight characters, or a pause ("下周继续，加油"), make a Chinese sentence; a closing remark
  // ("有问题私聊我") is one at four.
  const isLong = HAN.test(line)
    ? (line.match(/\p{Script=Han}/gu)?.length ?? 0) >=
        (CLOSING_REMARK.test(line) ? Math.min(minHan, CLOSING_MIN_HAN) : minHan) ||
      /\p{Script=Han}，\p{Script=Han}/u.test(line)
    : countWords(line, minWords) >= minWords;
  if (!isLong) return line;
  return `${bare}${endMark(bare)}${line.slice(bare.length)}`;
}

/** A cheer that closes a mail, written with no mark: "Tamo junto", "let's go", "vamos familia". */
const CHEER_CLOSING =
  /^(?:tamo junto|tamos juntos|estamos juntos|vamos juntos|vamos equipo|vamos familia|vamos família|bora galera|bora|vamo|vamos|let'?s go|lets go|gl hf|good luck all|good luck everyone|suerte a todos|boa sorte a todos|за победу|вперёд|вперед|يلا|يلا يا شباب)$/iu;

/** How many Chinese characters make a line prose that ends with "。"; a closing ("谢谢大家") fewer. */
const PROSE_MIN_HAN = 8;
const CLOSING_MIN_HAN = 4;
/** How many words make a line prose that ends with a mark; the mail's last line ("Tamo junto") fewer. */
const PROSE_MIN_WORDS = 3;
const CLOSING_MIN_WORDS = 2;

/** In capitals: a capital letter and no small one (two regex scans, no copies of the text). */
function isShouted(text: string): boolean {
  if (SMALL_LETTER.test(text) || !CAPITAL_LETTER.test(text)) return false;
  // "عند X:710 Y:205": an Arabic or Chinese line around a tag or coordinates is no shout.
  return isHalfCapitals(text, countCapitals(text));
}
const SMALL_LETTER = /\p{Ll}/u;
const CAPITAL_LETTER = /\p{Lu}/u;

/** A word of four letters or more in capitals: a shout, as the game's acronyms have three or fewer. */
const SHOUTED_WORD = /(?<![\p{L}\p{N}[])\p{Lu}{4,}(?![\p{L}\p{N}\]])/u;
const SHOUTED_WORDS = new RegExp(SHOUTED_WORD.source, 'gu');
/** A word in small letters that Title Case would capitalise: "today" in "TITLES today", not "is". */
const SMALL_WORD =
  /(?:^|\s)(?!(?:is|are|a|an|the|and|or|of|on|in|at|to|for|by|with|from|vs)(?![\p{L}\p{N}]))\p{Ll}/u;
/** Whom a header calls on at its end: "…a [LOBO] chicos", "…aberta, galera", "…[W0LF] new ppl". */
const TITLE_VOCATIVE_WORDS =
  '(?:chicos|chicas|galera|pessoal|gente|guys|everyone|fam|new (?:people|ppl|members|players|friends|guys)|newcomers|ребята|ребят)';
const TITLE_VOCATIVE = new RegExp(
  `(?<=\\S(?:\\s+\\S+){2,}?)(?<!\\s(?:to|for|the|our|all|new|aos|os|as|los|las|al|a|à|para|pra|для|к)),?\\s+${TITLE_VOCATIVE_WORDS}$`,
  'iu',
);
/** How such a header ends: its look back over the header is tried only then. */
const ENDS_WITH_VOCATIVE = new RegExp(`${TITLE_VOCATIVE_WORDS}$`, 'iu');
/**
 * "Atenção, galera!!" over "sábado vou fazer limpeza dos inativos…": a header that only calls for
 * attention is the body's first line, and the mail is titled by its topic ("Limpeza…").
 */
function calledToTopic(choice: TitleChoice, language: DraftLanguage): TitleChoice {
  if (choice.isTitleWritten || choice.rest.length === 0) return choice;
  const header = choice.title.replace(/[!！.。]+$/u, '');
  const call = header.match(CALL_AND_VOCATIVE)?.[1];
  if (call === undefined || !ATTENTION_WORD.test(call.replace(/!+$/u, ''))) return choice;
  const topic = writeGenericLeadTitle(call, choice.rest.join('\n'), language);
  if (topic === undefined) return choice;
  return {
    title: trimTitle(topic),
    isTitleWritten: true,
    // "ATENÇÃO: galera" (the tidy's colon after a call) is said "ATENÇÃO, galera!".
    rest: [
      `${call}, ${header.slice(call.length).replace(/^[:：!,]?\s+/u, '')}${exclamationMark(language)}`,
      ...choice.rest,
    ],
  };
}

/** The mark a cry ends with in the draft's script: "！" in Chinese, "!" otherwise. */
function exclamationMark(language: DraftLanguage): string {
  return language === 'zh' ? '！' : '!';
}

/** "ATENÇÃO galera": a call for attention and whom it calls, of which the call is the title. */
const CALL_AND_VOCATIVE = new RegExp(
  `^((?:atenção|atencao|atención|atencion|attention|внимание|aviso|alerta|alert|importante|important|urgente|urgent)!*)[:：!,]?\\s+${TITLE_VOCATIVE_WORDS}$`,
  'iu',
);

/**
 * A title in Title Case (English) or with a capital (others). The title comes from the tidied
 * draft or the engine's words, and no text-speak is ever a title, so no more polish.
 */
function tidyTitle(written: string, language: DraftLanguage): string {
  if (written === '') return written;
  // "Bienvenidos a [LOBO] chicos": whom the header calls on is no part of its topic.
  const called = written.match(CALL_AND_VOCATIVE)?.[1];
  const raw =
    called ?? (ENDS_WITH_VOCATIVE.test(written) ? written.replace(TITLE_VOCATIVE, '') : written);
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
  // "RALLY on barb fort", "TITLES today": a word shouted among small ones is said once in Title Case.
  if (language === 'en' && SMALL_WORD.test(title) && SHOUTED_WORD.test(title)) {
    return trimTitle(toTitleCase(title.replace(SHOUTED_WORDS, (word) => word.toLowerCase())));
  }
  return trimTitle(language === 'en' ? toTitleCase(title) : capitalise(title));
}

/**
 * Every mode: the draft's capitals, spacing, text-speak and punctuation tidied line by line, its
 * words kept, before it is read as a mail.
 */
function tidyDraft(text: string, language: DraftLanguage): string {
  const isEnglish = language === 'en';
  return sayPlacesAlike(spaceTightDashes(text.split('\n')))
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
export function analyseDraft(
  prepared: string,
  isBulleted: boolean,
  isHeaderFramed = false,
): DraftAnalysis {
  const language = detectLanguage(prepared);
  const tidied = tidyDraft(dropHeaderRule(prepared), language);
  return structureDraft(tidied, language, isBulleted, isHeaderFramed);
}

/** A line drawn of one rule character or two, and nothing else: "━━━━━━", "=========", "-----". */
const RULE_LINE = /^[^\S\n]*([━═─—_=~*#.·•▬░▒▓-])\1{2,}[^\S\n]*$/u;

/**
 * The player's own rule under their header ("ЧИСТКА СОСТАВА\n━━━━━━━━━━"): the mail draws its own
 * rule under its title, and two rules one on the other read as a slip. A rule further down stays,
 * and a draft sent as written (no formatting kept every fact) keeps it.
 */
function dropHeaderRule(text: string): string {
  // Most drafts draw no rule: no line to look at.
  if (!RULE_CHARACTER_TWICE.test(text)) return text;
  const lines = text.split('\n');
  const header = lines.findIndex((line) => line.trim() !== '');
  if (header === -1) return text;
  if (RULE_LINE.test(lines[header + 1] ?? '')) lines.splice(header + 1, 1);
  // A rule of "=" or "~" further down parts two blocks ("========" between the lists and the
  // orders): the mail parts them with its own rule, never the player's signs left as text.
  return lines.map((line) => (BODY_RULE_LINE.test(line) ? '' : line)).join('\n');
}

/** A line of "=", "~" or "*" only, which the game shows as a row of signs. */
const BODY_RULE_LINE = /^[^\S\n]*(?:([=~*])\1{3,}|-{2,})[^\S\n]*$/u;
/** A rule character twice in a row, as every `RULE_LINE` and `BODY_RULE_LINE` draws it. */
const RULE_CHARACTER_TWICE = /([━═─—_=~*#.·•▬░▒▓-])\1/u;
