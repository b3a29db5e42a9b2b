/**
 * V8 holds a string in one byte a character when every character is Latin-1, and in two bytes
 * otherwise; a string cut or replaced from a two-byte one stays two-byte, even when the wide
 * characters are gone. The engine's lines become two-byte as soon as a fact is swapped for its
 * private-use placeholder (rewrite.ts), and the hundreds of patterns each line is then read with
 * run several times slower on them. A one-byte copy of the line, once its facts are back, costs
 * less than a single one of those patterns saves.
 */

/** A character beyond Latin-1: the string must stay two bytes a character. */
const BEYOND_LATIN1 = /[\u0100-\uFFFF]/;

/** The same text, one byte a character where it can be (JSON.parse makes the narrowest string). */
export function toNarrowString(text: string): string {
  if (BEYOND_LATIN1.test(text)) return text;
  return JSON.parse(JSON.stringify(text)) as string;
}
