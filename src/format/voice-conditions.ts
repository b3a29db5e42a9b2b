/**
 * An order for some of the members, asked of them first: "Кто без стамины — банки пейте" →
 * "Без стамины? Банки пейте!", "Si van a estar offline, pongan escudo" → "¿Van a estar offline?
 * ¡Pongan escudo!". English says its own (voices-en.ts, "Under 20M? Shield up tonight!").
 */

import type { MailLanguage } from './language.ts';
import { capitalise, wordCount } from './rewrite.ts';

type AskingLanguage = Exclude<MailLanguage, 'en'>;

/**
 * Whom an order is for, then the order, in each language: a condition ("если", "si", "se", "إذا",
 * "如果") or a "who" ("кто", "los que", "quem") and, after its comma or dash, the order.
 */
const CONDITION_THEN_ORDER: Readonly<Record<AskingLanguage, RegExp>> = {
  ru: /^(кто|если)\s+([^,—–]{2,45}?)\s*(?:,|\s[—–-])\s+(\S.*)$/iu,
  es: /^(si|los que|las que|quien|quienes)\s+([^,—–]{2,45}?)\s*(?:,|\s[—–-])\s+(\S.*)$/iu,
  pt: /^(se|quem)\s+([^,—–]{2,45}?)\s*(?:,|\s[—–-])\s+(\S.*)$/iu,
  ar: /^(إذا|اذا|لو)\s+([^،,—–]{2,45}?)\s*(?:[،,]|\s[—–-])\s+(\S.*)$/u,
  zh: /^(如果|要是)([^，,]{2,20})[，,](\S.*)$/u,
};

/** An order the asked ones carry out: its verb is in the plural or the imperative of "you". */
const ORDER_WORD: Readonly<Record<AskingLanguage, RegExp>> = {
  // "пейте", "поставьте", "заходите", "предупредите"; an infinitive order ("собирать", "не трогать"),
  // as one of the order's first two words.
  ru: /^(?:\S+\s+)?(?:не\s+)?(?!(?:есть|быть|будете|будет)(?![\p{L}]))\p{L}{2,}(?:йте|ите|ьте|ть)(?![\p{L}])/iu,
  // "pongan", "vengan", "avisen", "avisad", "manden".
  es: /^(?:no\s+\p{L}{3,}(?:es|as|éis|áis)(?![\p{L}])|(?:no\s+)?(?:\p{L}{2,}(?:en|an|ad|ed|id)|avisa|escribe|pregunta|manda|habla|pide|entra|usa|deja|dona|únete|unete|ponte|mira|lee|contacta|cambia|mueve)(?![\p{L}]))/iu,
  // "manda", "chama", "avisa", "coloca", "coloquem", "avisem", "não gasta".
  pt: /^(?:não\s+|nao\s+|só\s+)?\p{L}{2,}(?:a|e|am|em)(?![\p{L}])/iu,
  // "بلغ", "كلموا", "حطوا", "لا تهاجم".
  ar: /^(?:لا\s+)?(?:\p{L}{2,}(?:وا|و)|بلغ|كلم|راسل|اطلب|حط|خل)(?![\p{L}])/u,
  zh: /^(?:请|马上|立刻|赶紧|先|都|就|记得|别|不要)/u,
};

/**
 * After "los que", "quien", "quem" the verb says whom in the subjunctive ("los que estén activos",
 * "quem tiver"); asked of them, it is said as what they are: "¿Están activos?", "Tem?". A verb
 * not in this list is not asked ("quem puder" asks no one a question).
 */
const ASKED_VERB: Readonly<Record<string, string>> = {
  estén: 'están',
  esten: 'están',
  tengan: 'tienen',
  puedan: 'pueden',
  vayan: 'van',
  sean: 'son',
  quieran: 'quieren',
  lleven: 'llevan',
  tiver: 'tem',
  estiver: 'está',
  for: 'é',
  quiser: 'quer',
  tá: 'tá',
  está: 'está',
  tem: 'tem',
};

/** Words that make the first part no condition on its readers: "кто знает", "se possível". */
const NOT_ASKED = /^(?:знает|возможно|possível|possivel|puedes|puede|necesario|acaso)\b/iu;

/** Verbs in the plural that say what the asked ones are or have, not what they are told to do. */
const SPANISH_STATES =
  /^(?:est[eé]n|están|tengan|tienen|puedan|pueden|vayan|sean|quieran|quieren|lleven|llevan|necesiten|necesitan|juegan|jueguen|entran|entren)$/iu;

/** A condition's opening word, what it asks, and the order after it. */
interface ConditionAndOrder {
  lead: string;
  condition: string;
  order: string;
}

/** A sentence found to be no condition and its order, for the comma's reading to leave as it is. */
const NO_QUESTION = 'no question';

/** An Arabic order to one or to all that may follow its condition with no pause: "…كلم R4". */
const ARABIC_ORDER =
  /^(?:رد|ردوا|كلم|كلموا|بلغ|بلغوا|راسل|راسلوا|حط|حطوا|خل|خلوا|ارسل|ارسلوا|ابعث|ابعثوا|اكتب|اكتبوا|تواصل|تواصلوا|ادخل|ادخلوا)$/u;

/** "لو مسافر او مشغول كلم R4 قبل الموعد": an Arabic condition cut before its order's verb. */
/** The lead, the words before the order's `at`-th word, and the order from it. */
function cutAt(lead: string, words: readonly string[], at: number): ConditionAndOrder {
  return { lead, condition: words.slice(0, at).join(' '), order: words.slice(at).join(' ') };
}

function splitAtArabicOrder(body: string): ConditionAndOrder | undefined {
  const lead = body.match(/^(إذا|اذا|لو)\s+/u);
  if (!lead) return undefined;
  const words = body.slice(lead[0].length).split(' ');
  const at = words.findIndex((word, index) => index > 0 && index < 8 && ARABIC_ORDER.test(word));
  // "…ردوا على البريد او كلموا…": an order after "or" is the second of two.
  if (at === -1 || /^(?:او|أو|و)$/u.test(words[at - 1]!)) return undefined;
  return cutAt(lead[1]!, words, at);
}

/**
 * A condition with no comma before its order, cut before the order's verb: Arabic ("لو مسافر
 * كلم R4") and Spanish ("si van a estar offline pongan escudo YA", "los que estén activos vengan a
 * la bandera", before the first verb in the plural that gives an order).
 */
function splitAtOrderVerb(
  body: string,
  language: AskingLanguage,
): ConditionAndOrder | typeof NO_QUESTION | undefined {
  if (language === 'ar' && !/[،,]/u.test(body)) return splitAtArabicOrder(body);
  if (language !== 'es') return undefined;
  const lead = body.match(/^(si|los que|las que|quienes)\s+/iu);
  if (!lead) return undefined;
  const words = body.slice(lead[0].length).split(' ');
  for (let index = 1; index < Math.min(words.length - 1, 10); index += 1) {
    const word = words[index]!;
    const before = words[index - 1]!.toLowerCase();
    // A word the engine holds as a fact ("NO" in capitals) may be the order's "no": nothing is
    // asked of a sentence cut there.
    if (/[\uE000-\uF8FF]/u.test(before)) return NO_QUESTION;
    // "si les faltan": a verb after its pronoun is the condition's own.
    if (SPANISH_PRONOUN.test(before)) continue;
    // "si te zerean no llores en el chat": a ban said to them opens the order.
    if (/^no$/iu.test(word) && /^\p{L}{3,}(?:es|as|éis|áis|en|an)$/iu.test(words[index + 1]!)) {
      return cutAt(lead[1]!, words, index);
    }
    if (!/^\p{L}{4,}(?:en|an)$/iu.test(word) && !SPANISH_TU_ORDER.test(word)) continue;
    if (SPANISH_STATES.test(word) || NOT_A_VERB.test(word)) continue;
    // "…NO respondan solos": the order's "no" goes with it.
    return cutAt(lead[1]!, words, before === 'no' && index > 1 ? index - 1 : index);
  }
  return undefined;
}

/** A condition and its order parted by a comma or a dash, as `CONDITION_THEN_ORDER` reads them. */
function splitAtComma(body: string, language: AskingLanguage): ConditionAndOrder | undefined {
  const match = body.match(CONDITION_THEN_ORDER[language]);
  if (!match) return undefined;
  return { lead: match[1]!, condition: match[2]!, order: match[3]! };
}

/** An order to one governor ("si vas a estar fuera avisa a un R4"): the common ones. */
const SPANISH_TU_ORDER =
  /^(?:avisa|escribe|pregunta|manda|habla|pide|entra|usa|deja|dona|únete|unete|ponte|mira|lee|contacta|cambia|mueve|teletranspórtate)$/iu;

/** Words a verb in the plural follows as its object: "si les faltan", "los que nos atacan". */
const SPANISH_PRONOUN = /^(?:les|los|las|nos|os|me|te|se|le|lo|la)$/u;
/** Words that end like a verb in the plural and are none: "alguien", "también", "orden". */
const NOT_A_VERB =
  /^(?:alguien|también|tambien|quien|bien|joven|jóvenes|orden|imagen|origen|resumen|volumen|examen|almacén|almacen|andén|sartén)$/iu;

/**
 * "кто может", "кто сидел": whom a Russian "who" asks, said to them ("Можете?", "Сидели?"). A
 * verb in the third person becomes the second in the plural; one in the past, the plural.
 */
const RUSSIAN_YOU: Readonly<Record<string, string>> = {
  хочет: 'хотите',
  может: 'можете',
  сможет: 'сможете',
  будет: 'будете',
  идёт: 'идёте',
  идет: 'идете',
  даст: 'дадите',
  есть: 'есть',
  шел: 'шли',
  шёл: 'шли',
  перешел: 'перешли',
  перешёл: 'перешли',
  пришел: 'пришли',
  пришёл: 'пришли',
  ушел: 'ушли',
  ушёл: 'ушли',
};
/**
 * A "who" that picks one or some of many ("кто из Р4", "кто первый", "кто больше"), or whoever can
 * ("кто может, копите…": "Можете?" would lose its "whoever").
 */
const RUSSIAN_WHICH =
  /^(?:из|первы\p{L}*|последн\p{L}*|больше|меньше|сколько|быстрее|раньше|лучше|самы\p{L}*)(?![\p{L}])|^(?:может|сможет|не может|не сможет)$/iu;

/** Words of a verb's ending that are nouns: "ответ", "щит", "лимит". */
const RUSSIAN_NOUNS =
  /^(?:нет|ответ|совет|привет|пакет|бюджет|билет|кит|лимит|щит|кредит|визит|зал|бал|канал|сигнал|финал|материал|день|час)$/iu;

function sayRussianToYou(condition: string): string | undefined {
  const said = condition.split(' ').map((word) => {
    const lower = word.toLowerCase();
    if (RUSSIAN_NOUNS.test(lower)) return word;
    const you =
      RUSSIAN_YOU[lower] ??
      (/\p{L}{2,}(?:ет|ит|ёт)$/u.test(lower)
        ? `${lower}е`
        : /\p{L}{2,}(?:ет|ит|ёт)ся$/u.test(lower)
          ? `${lower.slice(0, -2)}есь`
          : /\p{L}{2,}л(?:а)?$/u.test(lower)
            ? `${lower.replace(/а$/u, '')}и`
            : /\p{L}{2,}л(?:ся|ась)$/u.test(lower)
              ? `${lower.replace(/(?:ся|ась)$/u, '')}ись`
              : undefined);
    return you === undefined ? word : you;
  });
  // A verb of another person left ("кто они такие") asks nothing of the readers.
  return said.some((word) => /\p{L}(?:ют|ят|ут)$/u.test(word.toLowerCase()))
    ? undefined
    : said.join(' ');
}

/**
 * The question and the order of a sentence that gives an order to whom a condition names; the
 * question ends in its language's mark, the order is the player's own words.
 */
export function askCondition(
  sentence: string,
  language: AskingLanguage,
): { question: string; order: string } | undefined {
  const body = sentence.replace(/[.!…。！]+$/u, '');
  // A Spanish order is found by its verb before any comma: "si alguien los ataca NO respondan
  // solos, avisen a un R4" is asked "¿Alguien los ataca?".
  const split = splitAtOrderVerb(body, language) ?? splitAtComma(body, language);
  if (split === undefined || split === NO_QUESTION) return undefined;
  const { lead, order } = split;
  let condition = split.condition.replace(/\s*[,،，—–-]$/u, '');
  // "los que estén activos" → "¿Están activos?"; "si van a estar offline" stays as said.
  if (/^(?:los que|las que|quien|quienes|quem)$/iu.test(lead)) {
    // "quem não tiver o suficiente" → "Não tem o suficiente?": the "not" stays before its verb.
    const [, not = '', verb = '', rest = ''] =
      condition.match(/^((?:não|nao|no)\s+)?(\S+)(.*)$/iu) ?? [];
    const asked = ASKED_VERB[verb.toLowerCase()];
    if (asked === undefined) return undefined;
    condition = `${not}${asked}${rest}`;
  }
  // "кто застрял на 5-7 месте: ставьте…": a label's colon inside is no condition to ask.
  if (/[:：]/u.test(condition)) return undefined;
  // "кто из Р4 онлайн", "кто первый набьёт": which of them, asked without its "who", says nothing.
  if (language === 'ru' && lead.toLowerCase() === 'кто' && RUSSIAN_WHICH.test(condition)) {
    return undefined;
  }
  if (language === 'ru' && lead.toLowerCase() === 'кто') {
    const toYou = sayRussianToYou(condition);
    if (toYou === undefined) return undefined;
    condition = toYou;
  }
  // "se você é farm também serve", "se alguém te atacar": a condition of more words, or in the
  // future of Portuguese ("atacar", "tiver"), asks no short question.
  if (
    language === 'pt' &&
    (wordCount(condition) > 4 ||
      /(?:ar|er|ir|iver|uder|iser)$|^for$/iu.test(condition.split(' ').at(-1)!))
  ) {
    return undefined;
  }
  if (NOT_ASKED.test(condition) || /[?？؟]/u.test(condition)) return undefined;
  // A condition ending on a word held as a fact ("…ataca NO") may end on the order's "no"; so
  // does one ending on "não" itself ("quem não tem vaga NÃO passa de 5M": asked, the ban is lost).
  if (/[\uE000-\uF8FF]$/u.test(condition)) return undefined;
  if (/(?:^|\s)(?:não|nao|no|не|لا)$/iu.test(condition)) return undefined;
  if (language !== 'zh' && (wordCount(condition) > 9 || wordCount(order) < 2)) return undefined;
  if (!ORDER_WORD[language].test(order)) return undefined;
  const asked = capitalise(condition.trim());
  const question =
    language === 'es'
      ? `¿${asked}?`
      : language === 'ar'
        ? `${asked}؟`
        : language === 'zh'
          ? `${asked}？`
          : `${asked}?`;
  return { question, order: capitalise(order.trim()) };
}
