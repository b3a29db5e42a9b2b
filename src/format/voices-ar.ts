/**
 * Arabic words the tones' voices reword with: an order to the members in the plural ("سجلوا",
 * "انقلو مدنكم") said as what we do ("نسجل", "ننقل مدننا"), and a ban ("لا تنقلون") said as ours
 * ("لا ننقل") or firmly ("لا تنقلوا").
 */

/** Words ending like a plural order that are none: "ابو فهد", "ارجو", "فيديو". */
const NOT_ORDERS = /^(?:ابو|أبو|اخو|أخو|ارجو|أرجو|نرجو|يرجو|فيديو|راديو|ستوديو|هالو|اللو)$/u;
/** Orders to ask, to request or to write to someone: a call would make the writer one of the askers. */
const ASKING_ORDERS =
  /^(?:و)?(?:اسأل|كلم|كلّم|راسل|تواصل|اتصل|اطلب|قدم|ارسل(?=وا?\s+(?:لـ?|الى|إلى)))/u;

/** Orders of three letters with no "ا" before them, said with a doubled middle: "سجّلوا", "جهّزوا". */
const THREE_LETTER_ORDERS = new Set(
  'سجل جهز رتب قدم نظم حضر جمع وزع شغل ركز زود درب طور بلغ خلص صور حول فعل كثف حصن وحد'.split(' '),
);

/**
 * The stem of an order in the plural, which "ن" makes ours: "سجلوا" → "سجل", "انقلو" → "نقل",
 * "أرسلوا" → "رسل", "استعدوا" → "ستعد". A stem of two letters is a weak verb ("امشوا", "خلوا",
 * "حطوا") whose form with "ن" is not its stem: none is made of it.
 */
export function readArabicOrder(word: string): { stem: string; object: string } | undefined {
  // A word with its article ("العدو", "الشباب") is a noun.
  if (NOT_ORDERS.test(word) || ASKING_ORDERS.test(word) || word.startsWith('ال')) return undefined;
  const match = word.match(/^([اأإ])?(\p{L}{2,}?)(?:وا|و)(ها|هم)?$/u);
  if (!match) return undefined;
  const [, alif, stem = '', object = ''] = match;
  // A present ("يسجلوا", "نسجلو") or a noun with its article is no order.
  if (!alif && /^(?:ي|ن|ال)/u.test(stem)) return undefined;
  if (stem.length < 3 || stem.length > 6) return undefined;
  // Without its "ا" a stem of three letters is as often news in the past ("ضربوا 3 مدن", "نقلوا
  // أمس"): only orders of the list, or of a hollow verb ("روحوا", "كونوا"), are read as orders.
  if (
    !alif &&
    stem.length === 3 &&
    !THREE_LETTER_ORDERS.has(stem) &&
    !/^\p{L}[وي]\p{L}$/u.test(stem)
  ) {
    return undefined;
  }
  if (!alif && /^(?:هاجم|قاتل|تقاتل)$/u.test(stem)) return undefined;
  return { stem, object };
}

/** "your" said as "our": "مدنكم" → "مدننا", "لكم" → "لنا"; "حكم" (rule) and "كم" (how many) stay. */
export function speakAsUs(text: string): string {
  return text.replace(/(?<![\p{L}])(\p{L}+?)كم(?![\p{L}])/gu, (found, head: string) =>
    head.length < 1 || /(?:ح|^تح|^يح|^مح|^الح)$/u.test(head) ? found : `${head}نا`,
  );
}

/** A verb the members do, in the present: "تفتحوا", "بتلعبون", "وتقدرون". */
const YOU_DO = /^(?:و|ف)?(?:ب|ح)?ت\p{L}{2,}(?:ون|وا)$/u;
/** The writer spoken to or owning: "قولوا لي", "عندي". */
const TO_ME = /^(?:لي|ليا|لى|الي|إلي|عندي|معي)$/u;

/**
 * An order's words said as ours, from the order on: "انقلو مدنكم جنب العلم وجهزوا جيوشكم" →
 * "ننقل مدننا جنب العلم ونجهز جيوشنا". Undefined when the first word is no plural order.
 */
export function sayArabicOrderAsOurs(text: string): string | undefined {
  const words = text.split(' ');
  const first = readArabicOrder(words[0]!);
  if (!first) return undefined;
  let isMixed = false;
  const said = words.map((word, index) => {
    if (index === 0) return `ن${first.stem}${first.object}`;
    // A second order joined by "و": "وجهزوا جيوشكم" → "ونجهز جيوشنا".
    const joined = word.startsWith('و') ? readArabicOrder(word.slice(1)) : undefined;
    if (joined) return `ون${joined.stem}${joined.object}`;
    // One that cannot be said as ours ("واسألوا", "وحطوا") would leave the sentence half ours.
    if (/^و[اأإ]?\p{L}{2,}(?:وا|و)$/u.test(word) && !NOT_ORDERS.test(word.slice(1))) isMixed = true;
    // "ندوس … كل ما تفتحوا", "نقول لي": a "you" doing or a "me" spoken to stays the members'.
    if (YOU_DO.test(word) || TO_ME.test(word)) isMixed = true;
    return word;
  });
  return isMixed ? undefined : speakAsUs(said.join(' '));
}

/** A ban in the plural, said to the members: "لا تنقلون قبل الوقت", "لا تهاجموا", "لا تفوتونها". */
const BAN = /^(لا|ما) ت(\p{L}{3,6}?)(?:ون|وا|و)(ها|هم)?(?=\s|$)/u;
/**
 * A ban to one member, of a verb of three sound letters: "لا تطلب أكثر من مرة". A longer word
 * ("لا تغيير", "لا تهاون") or one with a long vowel is as often a noun, or a weak verb whose
 * forms change: none is read as a ban.
 */
const SINGULAR_BAN = /^لا ت([^\sاويىةءآأإ]{3})(?=\s|$)/u;

/** "لا تنقلون قبل الوقت" → "لا ننقل قبل الوقت": the ban is one we keep together. */
export function sayArabicBanAsOurs(text: string): string | undefined {
  const match = text.match(BAN);
  if (match?.[1] === 'لا') {
    return speakAsUs(`لا ن${match[2]}${match[3] ?? ''}${text.slice(match[0].length)}`);
  }
  const single = text.match(SINGULAR_BAN);
  return single ? `لا ن${single[1]}${text.slice(single[0].length)}` : undefined;
}

/**
 * A duty of all said in the third person, "الكل يرفع الدرع الحين" → "كلنا نرفع الدرع الحين": the
 * writer is one of all. A sentence with "his" or "their" ("درعه") would need it said anew: it stays.
 */
export function sayArabicDutyOfAllAsOurs(text: string): string | undefined {
  const match = text.match(/^الكل ي(\p{L}{2,5})(?=\s)(.*)$/u);
  if (!match || /(?:ون|وا)$/u.test(match[1]!)) return undefined;
  if (/\p{L}(?:ه|هم|ها)(?=\s|$)/u.test(match[2]!)) return undefined;
  return `كلنا ن${match[1]}${match[2]}`;
}

/** "لا تنقلون قبل الوقت" → "لا تنقلوا قبل الوقت": the ban in the firm form of an order. */
export function sayArabicBanFirmly(text: string): string | undefined {
  // "لا تنسون" (don't forget) is of a weak verb: its firm form is "لا تنسوا".
  // Before a second verb ("لا تنسون تفتحون الكيس") both stay as said: one firm, one not, would clash.
  if (/^لا تنسون(?=\s|$)(?!\s+ت\p{L}+ون(?:\s|$))/u.test(text)) {
    return `لا تنسوا${text.slice('لا تنسون'.length)}`;
  }
  const match = text.match(/^لا ت(\p{L}{3,6}?)ون(ها|هم)?(?=\s|$)/u);
  // Before "ها" or "هم" the plural's "ا" is not written: "لا تفوتوها".
  if (match) {
    return `لا ت${match[1]}${match[2] ? `و${match[2]}` : 'وا'}${text.slice(match[0].length)}`;
  }
  // A ban to one member is said to all: "لا تطلب أكثر من مرة" → "لا تطلبوا أكثر من مرة".
  const single = text.match(SINGULAR_BAN);
  return single ? `لا ت${single[1]}وا${text.slice(single[0].length)}` : undefined;
}

/**
 * A greeting or a reminder's lead before the news, which intense says without: "مرحبا بالجميع
 * فقط تذكير ان…", "بالتوفيق يا شباب" keeps its wish and loses its call.
 */
export const ARABIC_INTENSE_LEAD =
  /^(?:(?:مرحبا|مرحباً|هلا(?! والله)|السلام عليكم)(?: بالجميع| يا شباب| شباب| يا جماعة)?[،,]?\s+)?(?:(?:فقط|بس) )?(?:(?:تذكير|للتذكير)(?: بسيط)?(?: ان| أن|:|،)?\s+)?/u;
export const ARABIC_TRAILING_CALL = /[،,]?\s*يا (?:شباب|جماعة|جماعه|ربع|حكام|أبطال|ابطال)$/u;
