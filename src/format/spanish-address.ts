/**
 * Spanish speaks to a group as "vosotros" (Spain) or "ustedes" (the Americas): a mail keeps the
 * player's choice. The engine's own Spanish lines are written with "ustedes"; in a mail whose
 * draft uses "vosotros" they are said with "vosotros" too ("¡Pregunten sin miedo!" → "¡Preguntad
 * sin miedo!", "por ustedes" → "por vosotros", "sus puestos" → "vuestros puestos").
 */

import { toNarrowString } from './narrow-string.ts';

/** Words only "vosotros" uses: its pronouns, its verb endings (-áis, -éis, -aos), its orders (-ad, -ed, -id). */
const VOSOTROS =
  /(?<![\p{L}])(?:vosotr[oa]s|vuestr[oa]s?|os|sois|\p{L}{2,}(?:áis|éis|aos)|(?!(?:usted|pared|madrid|david|\p{L}*[dt]ad)(?!\p{L}))\p{L}{2,}(?:ad|ed|id))(?![\p{L}])/iu;
/** Words only "ustedes" uses: its pronoun and its commonest orders ("lean", "vayan"). */
const USTEDES =
  /(?<![\p{L}])(?:ustedes|uds|vds|lean|vayan|tengan|pongan|hagan|avisen|manden|pregunten|sigan|estén|sean|vengan|recuerden|únanse|conéctense|prepárense)(?![\p{L}])/iu;

/** The engine's "ustedes" forms and their "vosotros" forms, whole words, in lower case. */
const TO_VOSOTROS: Readonly<Record<string, string>> = {
  'ustedes son': 'vosotros sois',
  ustedes: 'vosotros',
  lean: 'leed',
  marquen: 'marcad',
  pregunten: 'preguntad',
  sigan: 'seguid',
  mantengan: 'mantened',
  respeten: 'respetad',
  sus: 'vuestros',
  'su atención': 'vuestra atención',
  'su disposición': 'vuestra disposición',
  'su comprensión': 'vuestra comprensión',
  'su respuesta': 'vuestra respuesta',
  'su tiempo': 'vuestro tiempo',
  'su esfuerzo': 'vuestro esfuerzo',
};

const TO_VOSOTROS_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:${Object.keys(TO_VOSOTROS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'giu',
);

/** A character beyond Latin-1 that is no letter: "—", "•", "…", an emoji. */
const WIDE_NON_LETTER = /(?!\p{L})[\u0100-\u{10FFFF}]/gu;

/**
 * A text as word lists of whole words read it (lists that ask only for letters and for what
 * parts them): its wide marks become spaces, which part words as the marks did, so a Spanish
 * text is one byte a character. V8 tries `\p{L}` many times slower in a two-byte string
 * (narrow-string.ts), and such a list tries it at every letter.
 */
export function asWholeWords(text: string): string {
  return toNarrowString(text.replace(WIDE_NON_LETTER, ' '));
}

/** Whether a Spanish text speaks to its readers as "vosotros" (and never as "ustedes"). */
export function speaksAsVosotros(text: string): boolean {
  const words = asWholeWords(text);
  return VOSOTROS.test(words) && !USTEDES.test(words);
}

/** An engine's Spanish line said to the draft's readers as the draft speaks to them. */
export function matchSpanishAddress(line: string, draft: string): string {
  if (!speaksAsVosotros(draft)) return line;
  return line.replace(TO_VOSOTROS_PATTERN, (found) => {
    const form = TO_VOSOTROS[found.toLowerCase().replace(/\s+/gu, ' ')] ?? found;
    return found.charAt(0) === found.charAt(0).toUpperCase()
      ? form.charAt(0).toUpperCase() + form.slice(1)
      : form;
  });
}
