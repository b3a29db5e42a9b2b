import { isAsciiText } from './ascii-words.ts';

/**
 * The language of a draft, read from its common small words. Names, tags, game
 * words and numbers say nothing about the language, so only small words count: a short or
 * name-heavy English draft is still English when it has one English small word and none of another
 * language. Scripts decide first: Arabic, Cyrillic and Chinese letters are their own language.
 */

/** The languages the engine writes lines in: the UI's languages (pt for pt-BR, zh for zh-CN). */
export type MailLanguage = 'en' | 'es' | 'pt' | 'ru' | 'ar' | 'zh';
/** A draft in a language the engine has no lines for gets none (never English in it). */
export type DraftLanguage = MailLanguage | 'other';

const SMALL_WORDS: Readonly<Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it', ReadonlySet<string>>> =
  {
    en: new Set(
      (
        'the to and is are on at for you we be in of our your all will with not do if this that ' +
        'it from by or have has get must every day after until when only us my an they their ' +
        'there what who please everyone need can u ur r pls plz thx im dont cant wont no yes ' +
        'guys hi hey hello thanks just now today tonight tomorrow tmrw next week team join use ' +
        'keep send go stay up out here was were been any some more than also so but'
      ).split(' '),
    ),
    es: new Set(
      (
        'el la los las de del que y en un una por para con es son al todos todas se lo su sus ' +
        'hay muy pero como más este esta estos hoy mañana gracias hola favor sin deben debe ' +
        'nuestro nuestra nosotros ustedes cada antes después hasta a ' +
        // The small words of a short Spanish line with none of the above: "pregunten si no
        // entienden algo, no sean tímidos".
        'si algo ya les nos mis tus xq porque cuando donde quien pueden tienen hagan sean ni'
      ).split(' '),
    ),
    pt: new Set(
      (
        'o os as do da dos das que e em um uma por para com é são ao todos todas se seu sua ' +
        'não na no nas nos mas como mais este esta hoje amanhã obrigado obrigada olá favor sem ' +
        'devem deve nosso nossa vocês cada antes depois até às pela pelo ou já também aqui vamos tem ' +
        // Shared with Spanish ("de", "a"), and the Brazilian chat words a short alert is made of.
        'de a eu quem agora pra pro tá tô vc vcs pq blz galera gente hj tb né isso essa esse ' +
        'muito mt você tudo nós ele ela fica ficar liga ligar pfv vlw flw qdo msm tbm vai vão ' +
        'faltam pessoas lá cá aí'
      ).split(' '),
    ),
    fr: new Set(
      'le la les des du et est sont un une pour avec pas nous vous tous dans sur au aux ce cette merci'.split(
        ' ',
      ),
    ),
    de: new Set(
      'der die das und ist sind ein eine für mit nicht wir ihr alle auf im zu den dem danke bitte'.split(
        ' ',
      ),
    ),
    it: new Set('il lo gli della che è sono per con non noi voi tutti nel alla grazie'.split(' ')),
  };

const LATIN_LANGUAGES = Object.keys(SMALL_WORDS) as (keyof typeof SMALL_WORDS)[];

/** Each small word and the languages it belongs to, by index in LATIN_LANGUAGES: one look-up a word. */
const LANGUAGES_OF_WORD = new Map<string, number[]>();
for (const [index, language] of LATIN_LANGUAGES.entries()) {
  for (const word of SMALL_WORDS[language]) {
    LANGUAGES_OF_WORD.set(word, [...(LANGUAGES_OF_WORD.get(word) ?? []), index]);
  }
}
const PT = LATIN_LANGUAGES.indexOf('pt');
const ES = LATIN_LANGUAGES.indexOf('es');

/** How many small words of each language `words` has, in the order of LATIN_LANGUAGES. */
function countSmallWords(words: readonly string[]): number[] {
  const counts = LATIN_LANGUAGES.map(() => 0);
  for (const word of words) {
    const languages = LANGUAGES_OF_WORD.get(word);
    if (languages === undefined) continue;
    for (const index of languages) counts[index]! += 1;
  }
  return counts;
}

const LATIN = /\p{Script=Latin}/u;
const ARABIC = /\p{Script=Arabic}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const HAN = /\p{Script=Han}/u;

type Script = 'latin' | 'arabic' | 'cyrillic' | 'han';

/**
 * Runs of characters all of one script, which hold most letters of a Chinese, Russian or Arabic
 * draft: read from their codes, not asked of the patterns (language.test.ts checks every one).
 */
export const ONE_SCRIPT_RANGES: readonly (readonly [first: number, last: number, Script])[] = [
  [0x4e00, 0x9fff, 'han'], // CJK Unified Ideographs
  [0x0410, 0x044f, 'cyrillic'], // А–я
  [0x0621, 0x063f, 'arabic'], // ء–ؿ
  [0x0641, 0x064a, 'arabic'], // ف–ي (the tatweel before them, U+0640, is of no script)
];

/** The script of a character beyond ASCII, of those counted, or undefined. */
function scriptOf(char: string): Script | undefined {
  const code = char.charCodeAt(0);
  for (const [first, last, script] of ONE_SCRIPT_RANGES) {
    if (code >= first && code <= last) return script;
  }
  if (HAN.test(char)) return 'han';
  if (ARABIC.test(char)) return 'arabic';
  if (CYRILLIC.test(char)) return 'cyrillic';
  return LATIN.test(char) ? 'latin' : undefined;
}

/** The letters of each script in `text`, in one pass: ASCII letters are Latin at sight. */
function countScripts(text: string): Record<Script, number> {
  const counts = { latin: 0, arabic: 0, cyrillic: 0, han: 0 };
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) {
      if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) counts.latin += 1;
    } else {
      const script = scriptOf(char);
      if (script !== undefined) counts[script] += 1;
    }
  }
  return counts;
}

/** A coordinate's letter ("Y:300"), a rank, tier or kingdom ("R5", "T4", "K2104"). */
const NOT_WORDS = /\b\p{L}\s*:\s*\d+|\b\p{L}\d+/gu;

const OTHER_SCRIPTS = /[\p{Script=Arabic}\p{Script=Cyrillic}\p{Script=Han}]/u;

/**
 * `NOT_WORDS` and the letters' pattern for a text whose only letters are ASCII ones (see
 * isAsciiText): without the 'u' flag, the same matches, read several times faster.
 */
const ASCII_NOT_WORDS = /\b[a-z]\s*:\s*\d+|\b[a-z]\d+/g;
const ASCII_LETTERS = /[a-z]+/g;

/**
 * A character beyond Latin (up to Latin Extended-B) and general punctuation, or a control one: a
 * text without one (Spanish, Portuguese) has no letter but those of `LATIN_LETTER`, all that
 * `\p{L}` finds there.
 */
const BEYOND_LATIN = /[^\t\n\r\x20-\u024F\u2000-\u206F]/;
const LATIN_LETTER = 'A-Za-zªµºÀ-ÖØ-öø-ɏ';
/** `NOT_WORDS` and the letters' pattern for such a text, without the 'u' flag and `\p{L}`. */
const LATIN_NOT_WORDS = new RegExp(
  `\\b[${LATIN_LETTER}]\\s*:\\s*\\d+|\\b[${LATIN_LETTER}]\\d+`,
  'g',
);
const LATIN_LETTERS = new RegExp(`[${LATIN_LETTER}]+`, 'g');

/** The draft's language by script, then by its small words; ties between Latin ones go to English. */
export function detectLanguage(text: string): DraftLanguage {
  // Most drafts' letters are all ASCII: no other script, no "ã" or "ñ", and patterns without 'u'.
  if (isAsciiText(text)) {
    const words = text.toLowerCase().replace(ASCII_NOT_WORDS, ' ').match(ASCII_LETTERS) ?? [];
    return chooseLatinLanguage(countSmallWords(words), /[A-Za-z]/.test(text));
  }
  const hasLatin = LATIN.test(text);
  const lower = text.toLowerCase();
  // Letters of Latin only (in small letters, as read): no other script to count.
  const isLatinOnly = !BEYOND_LATIN.test(lower);
  if (!isLatinOnly && OTHER_SCRIPTS.test(text)) {
    const { latin, arabic, cyrillic, han } = countScripts(text);
    const scripts: [DraftLanguage, number][] = [
      ['ar', arabic],
      ['ru', cyrillic],
      ['zh', han * 2],
    ];
    const [script, letters] = scripts.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    if (letters > latin / 2) return script;
  }
  // Coordinates ("X:600 Y:300") and ranks or troop tiers ("R5", "T4") are not words of any
  // language: a letter glued to a number or to a colon and a number is left out.
  const words =
    (isLatinOnly
      ? lower.replace(LATIN_NOT_WORDS, ' ').match(LATIN_LETTERS)
      : lower.replace(NOT_WORDS, ' ').match(/\p{L}+/gu)) ?? [];
  const counts = countSmallWords(words);
  // Letters only Portuguese or Spanish write break a tie with English ("do" is both).
  if (/[ãõç]/iu.test(text)) counts[PT]! += 0.5;
  if (/[ñ¿¡]/iu.test(text)) counts[ES]! += 0.5;
  return chooseLatinLanguage(counts, hasLatin);
}

/** The Latin language of the most small words (`counts`), else English for Latin letters. */
function chooseLatinLanguage(counts: readonly number[], hasLatin: boolean): DraftLanguage {
  // The first language with the most small words: English (first) on a tie.
  let bestIndex = 0;
  for (let index = 1; index < counts.length; index += 1) {
    if (counts[index]! > counts[bestIndex]!) bestIndex = index;
  }
  const best = LATIN_LANGUAGES[bestIndex]!;
  if (counts[bestIndex] === 0) return hasLatin ? 'en' : 'other';
  return best === 'en' || best === 'es' || best === 'pt' ? best : 'other';
}
