/**
 * Contrast of a text colour on a background, as WCAG measures it (relative luminance of sRGB), and
 * the nearest shade of a colour that reads on a background: the same hue, darker on a light
 * background (the mail's parchment) or lighter on a dark one (the alliance description's blue).
 * Pure: the engine picks its colours with it, and the browser warns about a colour that does not read.
 */

import { tokenize } from './tokenize.ts';

/** The least contrast a coloured word needs to read (WCAG's figure for large and bold text). */
export const READABLE_CONTRAST = 3;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/iu.exec(hex.trim());
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
}

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance([red, green, blue]: Rgb): number {
  return (
    0.2126 * channelLuminance(red) +
    0.7152 * channelLuminance(green) +
    0.0722 * channelLuminance(blue)
  );
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast ratio of two `#RRGGBB` colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  return ratio(parseHex(foreground), parseHex(background));
}

/** Whether `foreground` reads on `background` (at least `minimum`, 3:1 unless told). */
export function isReadableOn(foreground: string, background: string, minimum = READABLE_CONTRAST) {
  return contrastRatio(foreground, background) >= minimum;
}

/** `rgb` moved a share `amount` (0–1) of the way towards `target`. */
function mix(rgb: Rgb, target: number, amount: number): Rgb {
  return rgb.map((channel) => Math.round(channel + (target - channel) * amount)) as unknown as Rgb;
}

/**
 * The readable shade of `foreground` on `background` nearest to it: the colour itself when it
 * reads, else the least darkening (on a light background) or lightening (on a dark one) that
 * reaches `minimum`. Black or white when no shade of the hue does.
 */
export function nearestReadableShade(
  foreground: string,
  background: string,
  minimum = READABLE_CONTRAST,
): string {
  const colour = parseHex(foreground);
  const back = parseHex(background);
  if (ratio(colour, back) >= minimum) return toHex(colour);
  // Towards black on a light background, towards white on a dark one: whichever can reach it.
  const towardsBlack = ratio([0, 0, 0], back) >= ratio([255, 255, 255], back);
  const target = towardsBlack ? 0 : 255;
  // The contrast grows steadily with the amount: a search by halves finds the least amount.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (ratio(mix(colour, target, middle), back) >= minimum) high = middle;
    else low = middle;
  }
  const shade = mix(colour, target, high);
  return toHex(ratio(shade, back) >= minimum ? shade : [target, target, target]);
}

/** A colour of the mail that does not read on its background, and the shade that would. */
export interface UnreadableColor {
  /** The colour as `#RRGGBB` (upper case), however the mail writes it. */
  color: string;
  /** Its contrast on the background. */
  ratio: number;
  /** The nearest shade of it that reads there. */
  shade: string;
}

/** `#RGB`, `#RRGGBB` or `#RRGGBBAA` as `#RRGGBB` in upper case; a colour name gives undefined. */
function asSixDigits(value: string): string | undefined {
  const hex = value.trim().toUpperCase();
  if (/^#[0-9A-F]{3}$/u.test(hex)) return `#${[...hex.slice(1)].map((d) => d + d).join('')}`;
  if (/^#[0-9A-F]{6}([0-9A-F]{2})?$/u.test(hex)) return hex.slice(0, 7);
  return undefined;
}

/** The `<color=…>` tags of `markup` that the game applies, with the colour each names. */
function colorTags(markup: string) {
  return tokenize(markup).flatMap((token) => {
    if (token.type !== 'open' || token.kind !== 'color' || typeof token.value !== 'string') {
      return [];
    }
    const color = asSixDigits(token.value);
    return color ? [{ start: token.start, end: token.end, written: token.value, color }] : [];
  });
}

/**
 * Each hex colour of `markup` (in its `<color=…>` tags) under `minimum` contrast on `background`,
 * once, in the order the mail first uses it, with the nearest shade that reads.
 */
export function unreadableColors(
  markup: string,
  background: string,
  minimum = READABLE_CONTRAST,
): UnreadableColor[] {
  const seen = new Set<string>();
  const found: UnreadableColor[] = [];
  for (const { color } of colorTags(markup)) {
    if (seen.has(color)) continue;
    seen.add(color);
    const contrast = contrastRatio(color, background);
    if (contrast < minimum) {
      found.push({
        color,
        ratio: contrast,
        shade: nearestReadableShade(color, background, minimum),
      });
    }
  }
  return found;
}

/**
 * `markup` with every `<color=…>` tag naming `from` (in any of its hex spellings) naming `to`
 * instead; the rest of the mail is untouched.
 */
export function replaceColor(markup: string, from: string, to: string): string {
  const target = asSixDigits(from);
  let out = '';
  let at = 0;
  for (const tag of colorTags(markup)) {
    if (tag.color !== target) continue;
    const text = markup.slice(tag.start, tag.end);
    out += markup.slice(at, tag.start) + text.replace(tag.written, to);
    at = tag.end;
  }
  return out + markup.slice(at);
}
