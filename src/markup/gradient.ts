import { countChars } from './count.ts';
import { fromRuns, type Run } from './runs.ts';

export interface GradientOptions {
  /** Characters per colour (each coloured span costs 23 characters of tags). Default 1. */
  chunk?: number;
  /**
   * Whitespace counts for no chunk and restarts the chunks after it; it takes the colour of the
   * characters before it (after it at the start), so it never needs tags of its own. Default true.
   */
  skipSpaces?: boolean;
  /** A middle colour the gradient passes through halfway. */
  via?: string;
}

/** A piece of the text and its colour; text of whitespace only has none. */
export interface GradientPiece {
  text: string;
  color?: string;
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

/** The colour `ratio` (0 to 1) of the way along the stops. */
function colorAt(stops: readonly [number, number, number][], ratio: number): string {
  const span = ratio * (stops.length - 1);
  const at = Math.min(Math.floor(span), stops.length - 2);
  const start = stops[at]!;
  const end = stops[at + 1]!;
  return toHex(start.map((value, channel) => value + (end[channel]! - value) * (span - at)));
}

/**
 * Cuts plain text into the pieces of a gradient from one hex colour to another (`#RGB` or
 * `#RRGGBB`), through `via` if given: one colour per chunk of `chunk` characters (code points),
 * the first chunk `from`, the last `to`. With `skipSpaces` whitespace stays uncoloured and chunks
 * restart after it. Throws a RangeError for a bad colour or chunk.
 */
export function gradientPieces(
  text: string,
  from: string,
  to: string,
  options: GradientOptions = {},
): GradientPiece[] {
  const chunk = options.chunk ?? 1;
  const skipSpaces = options.skipSpaces ?? true;
  if (!Number.isSafeInteger(chunk) || chunk < 1) {
    throw new RangeError(`Chunk must be a whole number of at least 1, got ${chunk}`);
  }
  const stops = [
    toRgb(from),
    ...(options.via === undefined ? [] : [toRgb(options.via)]),
    toRgb(to),
  ];
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
  const colored: GradientPiece[] = pieces.map((piece) => {
    if (!piece.isColored) return { text: piece.text };
    const ratio = chunks === 1 ? 0 : index / (chunks - 1);
    index += 1;
    return { text: piece.text, color: colorAt(stops, ratio) };
  });
  return joinWhitespace(colored);
}

/**
 * Puts each run of whitespace into the coloured piece before it (the first one after it at the
 * start): a space in a colour looks the same, and one left out of every span would need tags of
 * its own for the other styles it carries (`<b> </b>` between two bold words).
 */
function joinWhitespace(pieces: readonly GradientPiece[]): GradientPiece[] {
  const joined: GradientPiece[] = [];
  let leading = '';
  for (const piece of pieces) {
    const last = joined[joined.length - 1];
    if (piece.color !== undefined) joined.push({ text: leading + piece.text, color: piece.color });
    else if (last) last.text += piece.text;
    else leading += piece.text;
    if (piece.color !== undefined) leading = '';
  }
  return joined.length === 0 && leading !== '' ? [{ text: leading }] : joined;
}

/**
 * Colours plain text as a gradient (see `gradientPieces`). Tag-like text is taken as text (pass
 * `visibleText` of markup; `applyGradient` colours a selection of a mail and keeps its styles).
 */
export function gradient(
  text: string,
  from: string,
  to: string,
  options: GradientOptions = {},
): Gradient {
  const runs: Run[] = gradientPieces(text, from, to, options).map((piece) => ({
    text: piece.text,
    style: piece.color === undefined ? {} : { color: piece.color },
  }));
  const markup = fromRuns(runs);
  return { markup, cost: countChars(markup) - countChars(text) };
}
