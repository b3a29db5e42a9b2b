import { countChars } from './count.ts';
import { fromRuns, type Run } from './runs.ts';

interface GradientOptions {
  /** Characters per colour (each coloured span costs 23 characters of tags). Default 1. */
  chunk?: number;
  /** Leave whitespace uncoloured and let no span cross it. Default true. */
  skipSpaces?: boolean;
}

interface Gradient {
  markup: string;
  /** The characters the colour tags add (`countChars(markup) - countChars(text)`). */
  cost: number;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/iu;

function toRgb(color: string): [number, number, number] {
  if (!HEX_COLOR.test(color)) throw new RangeError(`Expected #RGB or #RRGGBB, got ${color}`);
  const hex =
    color.length === 4
      ? [...color.slice(1)].map((digit) => digit + digit).join('')
      : color.slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * Colours plain text as a gradient from one hex colour to another (`#RGB` or `#RRGGBB`), one
 * colour per chunk of `chunk` characters (code points), the first chunk `from`, the last `to`.
 * With `skipSpaces` whitespace stays uncoloured and chunks restart after it. Tag-like text is
 * taken as text (pass `visibleText` of markup). Throws a RangeError for a bad colour or chunk.
 */
export function gradient(
  text: string,
  from: string,
  to: string,
  options: GradientOptions = {},
): Gradient {
  const chunk = options.chunk ?? 1;
  const skipSpaces = options.skipSpaces ?? true;
  if (!Number.isSafeInteger(chunk) || chunk < 1) {
    throw new RangeError(`Chunk must be a whole number of at least 1, got ${chunk}`);
  }
  const start = toRgb(from);
  const end = toRgb(to);
  const pieces: { text: string; isColored: boolean }[] = [];
  let current = '';
  let filled = 0;
  const flush = () => {
    if (current !== '') pieces.push({ text: current, isColored: true });
    current = '';
    filled = 0;
  };
  for (const character of text) {
    if (skipSpaces && /\s/u.test(character)) {
      flush();
      const last = pieces[pieces.length - 1];
      if (last && !last.isColored) last.text += character;
      else pieces.push({ text: character, isColored: false });
      continue;
    }
    current += character;
    filled += 1;
    if (filled === chunk) flush();
  }
  flush();
  const chunks = pieces.filter((piece) => piece.isColored).length;
  let index = 0;
  const runs: Run[] = pieces.map((piece) => {
    if (!piece.isColored) return { text: piece.text, style: {} };
    const ratio = chunks === 1 ? 0 : index / (chunks - 1);
    index += 1;
    const color = toHex(start.map((value, channel) => value + (end[channel]! - value) * ratio));
    return { text: piece.text, style: { color } };
  });
  const markup = fromRuns(runs);
  return { markup, cost: countChars(markup) - countChars(text) };
}
