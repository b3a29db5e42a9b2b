/**
 * Putting a picked symbol into a text, apart from the symbols' list (symbols.ts): AI Assist's draft
 * box inserts with it on the home page's first screen, which has no need of the list until the
 * picker opens.
 */

/** A letter or digit of any script: the characters a symbol must not be glued to. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Puts `symbol` over `text`'s `start`–`end`, with a space where it would touch a word: after it
 * before a word ('⚔' before 'kvk rally' gives '⚔ kvk rally'), and before it after one. The caret
 * comes right after the symbol, so the next one picked joins it ('⚔🛡 kvk rally').
 */
export function insertSymbol(
  text: string,
  start: number,
  end: number,
  symbol: string,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const spaceBefore = WORD_CHARACTER.test([...before].at(-1) ?? '') ? ' ' : '';
  const spaceAfter = WORD_CHARACTER.test([...after][0] ?? '') ? ' ' : '';
  return {
    text: `${before}${spaceBefore}${symbol}${spaceAfter}${after}`,
    caret: start + spaceBefore.length + symbol.length,
  };
}
