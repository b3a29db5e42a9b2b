interface StripOptions {
  /** Keep only printable ASCII and line breaks (the spec's original "strip all non-ASCII"). */
  asciiOnly?: boolean;
}

// Colour emoji that live in the Basic Multilingual Plane (✅ ⭐ ⚡ ⌛ …). Symbols that default to
// text presentation (★ ⚠ ➤ ═ ✧) are not in this class and stay.
const BMP_EMOJI = /\p{Emoji_Presentation}/u;

function isRemovedAstral(code: number): boolean {
  return (
    (code >= 0x1f000 && code <= 0x1ffff) || // emoji, pictographs, flags, skin tones
    (code >= 0xe0000 && code <= 0xe007f) || // tag characters of flag sequences
    (code >= 0xe0100 && code <= 0xe01ef) || // variation selectors supplement
    code >= 0xf0000 // private use planes: boxes in game
  );
}

function isRemovedBmp(code: number): boolean {
  return (
    code < 0x20 || // control characters (line breaks and tabs are handled before)
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200b || // zero-width space
    code === 0x200d || // zero-width joiner (ZWNJ U+200C stays: Persian and Arabic need it)
    code === 0x2060 || // word joiner
    code === 0xfeff || // byte order mark
    code === 0x20e3 || // keycap of 1️⃣
    (code >= 0xfe00 && code <= 0xfe0f) || // variation selectors
    (code >= 0xd800 && code <= 0xdfff) // a lone surrogate
  );
}

/**
 * Removes what the game cannot show: colour emoji and other astral-plane pictographs, variation
 * selectors, zero-width joiners, private-use and control characters. Line breaks stay, `\r\n`
 * becomes `\n`, a tab becomes a space. Accented Latin, Arabic, Cyrillic, CJK and the BMP
 * decorative symbols players use (═ ★ ✧ ༺ ➤ ⚠) stay. With `asciiOnly`, everything outside
 * printable ASCII goes, as the spec's original rule did.
 */
export function stripUnrenderable(text: string, options: StripOptions = {}): string {
  const asciiOnly = options.asciiOnly === true;
  let kept = '';
  let from = 0;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const code = text.codePointAt(index)!;
    const width = code > 0xffff ? 2 : 1;
    let replacement: string | undefined;
    if (code === 10) {
      replacement = undefined;
    } else if (code === 9) {
      replacement = ' ';
    } else if (asciiOnly ? code < 0x20 || code > 0x7e : isRemoved(code)) {
      replacement = '';
    }
    if (replacement !== undefined) {
      kept += text.slice(from, index) + replacement;
      from = index + width;
    }
    index += width;
  }
  return from === 0 ? text : kept + text.slice(from);
}

function isRemoved(code: number): boolean {
  if (code > 0xffff) return isRemovedAstral(code);
  if (code < 0x80) return code < 0x20 || code === 0x7f;
  return isRemovedBmp(code) || (code >= 0x2300 && BMP_EMOJI.test(String.fromCharCode(code)));
}
