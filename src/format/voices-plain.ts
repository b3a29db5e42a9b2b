import type { MailLanguage } from './language.ts';
import { capitalise } from './rewrite.ts';
import { endFirmly } from './voice-kit.ts';

/**
 * The chat words an officer leaves out of a firm order in Spanish, Portuguese, Russian, Arabic and
 * Chinese: laughter ("jaja", "kkkk", "хах", "哈哈"), a "please" that softens an order, a filler
 * ("bueno,", "tipo,", "ну", "короче", "那个，") and a call to the team in the middle of a sentence
 * ("…, gente,", "ребят", "يا جماعة", "各位，"). A "reminder not to forget" is said as the order it
 * is ("No olviden donar" → "Donar", "не забудьте поставить щит" → "Поставить щит", "记得打完" →
 * "打完"). Motivational says that reminder as one the writer shares ("No olvidemos…", "Давайте не
 * забудем…", "لا ننسى…"). Hedges before a number ("tipo 8", "около", "حوالي", "左右") are facts and
 * stay; so does a word of the same spelling that means something ("tipo de tropa", "那个城堡").
 */

type PlainLanguage = Exclude<MailLanguage, 'en'>;

/** Laughter, in each language's chat spelling. */
const LAUGHTER: Readonly<Record<PlainLanguage, RegExp>> = {
  es: /(?<![\p{L}])(?:j[aeji]){2,}j?(?![\p{L}])|(?<![\p{L}])xd+(?![\p{L}])/giu,
  pt: /(?<![\p{L}])(?:k{3,}|(?:rs){2,}|(?:h[ae]){2,}h?)(?![\p{L}])/giu,
  ru: /(?<![\p{L}])(?:а?(?:ха){2,}х?|хах[ах]*|лол)(?![\p{L}])/giu,
  ar: /(?<![\p{L}])(?:ه{3,}|(?:ها){2,})(?![\p{L}])/gu,
  zh: /(?:哈){2,}|(?:呵){2,}|(?:嘿){2,}/gu,
};

/** A "please" that softens an order, wherever it stands. */
const PLEASE: Readonly<Partial<Record<PlainLanguage, RegExp>>> = {
  es: /(?<![\p{L}])(?:por favor|porfa|porfis|plis|pls|pf)(?![\p{L}])/giu,
  pt: /(?<![\p{L}])(?:por favor|pfv|pf|pls|plis)(?![\p{L}])/giu,
  ru: /(?<![\p{L}])(?:пожалуйста|плз|плиз|пж|пжл)(?![\p{L}])/giu,
  ar: /(?<![\p{L}])(?:لو سمحتو|لو سمحتم|لو سمحت|رجاءً|رجاء|الله يخليكم)(?![\p{L}])/gu,
};

/**
 * A filler or a call to the team: at a sentence's start before a comma, or set off by commas
 * inside it. Only where a comma (or the sentence's start) marks it as said to no one and nothing:
 * "buscamos gente activa" and "tipo de tropa" keep their word.
 */
const FILLER: Readonly<Record<PlainLanguage, string>> = {
  es: 'bueno|pues|tipo|o sea|gente|chicos|muchachos|familia',
  pt: 'tipo|tipo assim|então|galera|pessoal|gente|família',
  ru: 'ну|короче|кстати|ребят|ребята|народ|парни',
  ar: 'يعني|طيب|يا جماعة الخير|يا جماعة|يا جماعه|يا شباب|يا ربع|شباب',
  zh: '那个|就是|各位|大家伙',
};

/**
 * Fillers that need no comma: "ну" and "ребят" are no sentence's own word, unless a preposition
 * governs it ("места нужны для ребят из миграции").
 */
const BARE_FILLER: Readonly<Partial<Record<PlainLanguage, RegExp>>> = {
  ru: /(?<![\p{L}])(?<!(?<![\p{L}])(?:для|у|от|к|с|со|про|из|без|на|о|об|до|за|среди|кроме)\s+)(?:ну|ребят)(?![\p{L}])/giu,
  ar: /(?<![\p{L}])يا (?:جماعة الخير|جماعة|جماعه|شباب|ربع)(?![\p{L}])/gu,
};

function fillerPattern(language: PlainLanguage): RegExp {
  const words = FILLER[language];
  if (language === 'zh') {
    // Chinese sets a filler off with "，" and no space: "那个，今天…", "…，各位，…".
    return new RegExp(`(^|[，,。！])\\s*(?:${words})\\s*[，,]\\s*`, 'gu');
  }
  return new RegExp(`(^|[,،]\\s*)(?:${words})(?:\\s*[,،!]+\\s*|(?=\\s*[.!?؟]*$))`, 'giu');
}

/** Each language's filler pattern, made once. */
const FILLER_PATTERNS: Readonly<Record<PlainLanguage, RegExp>> = {
  es: fillerPattern('es'),
  pt: fillerPattern('pt'),
  ru: fillerPattern('ru'),
  ar: fillerPattern('ar'),
  zh: fillerPattern('zh'),
};

const THANKS =
  /(?<!\p{L})(?:gracias|obrigad[oa]s?|valeu|спасибо|благодар\p{L}*|شكرا|شكراً|مشكورين|يعطيكم العافية)(?!\p{L})|谢谢|感谢|辛苦/iu;

/** A reminder "not to forget" and the order it opens, which intense says by itself. */
const FORGET: Readonly<Partial<Record<PlainLanguage, RegExp>>> = {
  es: /^(?:no (?:se )?olviden|no os olvidéis|no olvidéis|no olvidar|no te olvides|no olvides) (?:de )?(?=\p{L}+(?:ar|er|ir)(?:se|los|las|lo|la)?(?![\p{L}]))/iu,
  pt: /^(?:não|nao) (?:se )?(?:esqueçam|esquecam|esqueçam-se) (?:de )?(?=\p{L}+(?:ar|er|ir)(?![\p{L}]))/iu,
  ru: /^не (?:забудьте|забывайте|забываем) (?=\p{L}+(?:ть|ти|чь)(?:ся)?(?![\p{L}]))/iu,
  zh: /^(?:请|大家)?记得(?!了)/u,
};

/** The same reminder said as one the writer shares (motivational). */
const FORGET_AS_OURS: Readonly<Record<PlainLanguage, [RegExp, string]>> = {
  es: [/^no se olviden(?![\p{L}])/iu, 'No nos olvidemos'],
  pt: [/^(?:não|nao) (?:se )?(?:esqueçam|esquecam)(?![\p{L}])/iu, 'Não vamos esquecer'],
  ru: [/^не (?:забудьте|забывайте)(?![\p{L}])/iu, 'Давайте не забудем'],
  // Before a verb ("لا تنسون تفتحون") the verb would have to change too: only a noun follows.
  ar: [/^لا (?:تنسون|تنسوا|تنسو)(?![\p{L}])(?!\s+[تي]\p{L}+(?:ون|وا|و)(?![\p{L}]))/u, 'لا ننسى'],
  zh: [/^(?:请|大家)?记得(?!了)/u, '咱们记得'],
};
const SPANISH_FORGET_PLAIN: [RegExp, string] = [
  /^no (?:olviden|olvidéis|os olvidéis)(?![\p{L}])/iu,
  'No olvidemos',
];

/**
 * A reason given after an order, which intense says as a sentence of its own: "doem pro banco
 * porque depois vamos precisar" → "Doem pro banco. Depois vamos precisar." Only where both parts
 * are of some length, and not after "not", "it is" or "only" ("no porque…", "es porque…").
 */
const BECAUSE: Readonly<Record<PlainLanguage, RegExp>> = {
  es: /(?<!(?:^|\s)(?:no|es|era|solo|sólo))[,]?\s+(?:porque|ya que|pues)\s+(?=\p{L}|[\uE000-\uF8FF\d])/iu,
  pt: /(?<!(?:^|\s)(?:não|nao|é|era|só))[,]?\s+(?:porque|pq|já que|pois)\s+(?=\p{L}|[\uE000-\uF8FF\d])/iu,
  ru: /(?<!(?:^|\s)(?:не|это|только))[,]?\s+(?:потому что|так как|ведь)\s+(?=\p{L}|[\uE000-\uF8FF\d])/iu,
  // "عشان" is as often "so that" ("…هلأ، عشان نعطي مكانه لحدا"): cut from it, the purpose reads as news.
  ar: /(?<!(?:^|\s)(?:مو|مش|ليس|هذا))[،,]?\s+(?:لان|لأن|لانه|لأنه)\s+(?=\p{L}|[\uE000-\uF8FF\d])/u,
  zh: /[，,](?:因为)(?=\p{Script=Han}|[\uE000-\uF8FF\d])/u,
};
const MIN_PART_WORDS = 3;

/** Intense: a sentence and the reason after it, said as two sentences (or the sentence alone). */
export function partAtReason(sentence: string, language: PlainLanguage): string[] {
  if (/[?？؟]/u.test(sentence)) return [sentence];
  const match = sentence.match(BECAUSE[language]);
  if (!match || match.index === undefined) return [sentence];
  const first = sentence.slice(0, match.index);
  const reason = sentence.slice(match.index + match[0].length);
  const count = (text: string) =>
    (text.match(/\p{Script=Han}|[\p{L}\p{N}\uE000-\uF8FF]+/gu) ?? []).length;
  const least = language === 'zh' ? MIN_PART_WORDS * 2 : MIN_PART_WORDS;
  // "عشان الجواهر، متسيبوش…": a reason of a word before its pause is a purpose, no sentence.
  const [reasonClause = ''] = reason.split(/[،,，]/u);
  if (count(first) < least || count(reasonClause) < least) return [sentence];
  if (language === 'zh') return [`${first}。`, reason];
  return [endFirmly(first), capitalise(reason)];
}

/** Spaces and commas a dropped word leaves behind, put right. */
function tidy(text: string, language: PlainLanguage): string {
  if (language === 'zh') {
    return (
      text
        .replace(/^[，,、\s]+/u, '')
        .replace(/[，,]{2,}/gu, '，')
        .replace(/[，,]+(?=[。！？]|$)/u, '')
        // "会说中文 哈哈" without its laugh leaves no space before the end mark.
        .replace(/[^\S\n]+(?=[。！？，]|$)/u, '')
    );
  }
  return text
    .replace(/\s{2,}/gu, ' ')
    .replace(/\s+([,،.!?؟…)\]:;])/gu, '$1')
    .replace(/([,،])(?:\s*[,،])+/gu, '$1')
    .replace(/^[\s,،]+/u, '')
    .replace(/[,،]\s*(?=[.!?؟…]*$)/u, '')
    .replace(/^¡\s*!?/u, (lead) => (lead.includes('!') ? '' : '¡'))
    .trim();
}

/**
 * Intense: a sentence without its chat words and its softening "please", and a reminder "not to
 * forget" said as the order. A question keeps its words (its "please" asks), and so does a
 * sentence that would be left with too little to say.
 */
export function sayPlainly(sentence: string, language: PlainLanguage): string {
  if (/[?？؟]/u.test(sentence)) return sentence;
  // Chinese writes no spaces: a dropped word leaves none behind.
  const gap = language === 'zh' ? '' : ' ';
  let said = sentence.replace(LAUGHTER[language], gap);
  const please = PLEASE[language];
  if (please) said = said.replace(please, gap);
  // A thank-you keeps the team it thanks ("Ребят, спасибо всем"): its call is no filler.
  if (!THANKS.test(sentence)) {
    said = said.replace(FILLER_PATTERNS[language], '$1');
    const bare = BARE_FILLER[language];
    if (bare) said = said.replace(bare, gap);
  }
  const forget = FORGET[language];
  const unled = said.replace(/^[\s,،，¡]+/u, '');
  if (forget?.test(unled)) said = unled.replace(forget, '');
  // Nothing dropped: the sentence stays exactly as written, its marks and spaces too.
  if (said === sentence) return sentence;
  said = tidy(said, language);
  // Little left but a mark or a word: the player's sentence stays ("jaja", "Bueno, gracias").
  const words = said.match(/\p{Script=Han}|[\p{L}\p{N}\uE000-\uF8FF]+/gu) ?? [];
  if (words.length < 2) return sentence;
  // What is left is said as a firm order is: with its end mark ("Pongan escudo antes de las 8.").
  if (language === 'zh') return /[。！？：；）)]$/u.test(said) ? said : `${said}。`;
  return capitalise(/[)\]]$/u.test(said) ? said : endFirmly(said));
}

/** Motivational: "No olviden donar" → "No olvidemos donar", "не забудьте" → "Давайте не забудем". */
export function sayReminderAsOurs(sentence: string, language: PlainLanguage): string {
  const [pattern, ours] = FORGET_AS_OURS[language];
  const lead = sentence.match(/^¡/u)?.[0] ?? '';
  const body = sentence.slice(lead.length);
  for (const [form, said] of language === 'es'
    ? [[pattern, ours], SPANISH_FORGET_PLAIN]
    : [[pattern, ours]]) {
    if ((form as RegExp).test(body)) {
      // A Chinese reminder already said with "大家" is a shared one.
      if (language === 'zh' && /^大家/u.test(body)) return sentence;
      const rest = body.replace(form as RegExp, said as string);
      return lead + (language === 'zh' ? rest : capitalise(rest));
    }
  }
  return sentence;
}
