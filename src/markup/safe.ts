import { fromRuns, type Run, type Style, toRuns } from './runs.ts';
import { removeHtml, sanitizeTags } from './sanitize.ts';
import { findTag, KIND_COLOR, KIND_SIZE, KIND_U, SCAN } from './tokenize.ts';

/**
 * What the game shows well (docs/rok-mail-facts.md, "Tags"): `<b>`, `<i>`,
 * unitless sizes in the range real mails use, `#RRGGBB` colours and Unity's colour names. Every
 * mail MailForge hands out (a model's, the built-in engine's, a template) is kept to this.
 */
export const SAFE_SIZE = { min: 15, max: 90 } as const;

const LONG_HEX = /^#[0-9a-f]{6}$/iu;
const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/iu;

/** A colour in a form the game shows: `#RRGGBB` (also from `#RGB`) or a name; else undefined. */
function safeColor(color: string): string | undefined {
  if (LONG_HEX.test(color)) return color;
  const short = SHORT_HEX.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  // Names are the only other valid colours the scanner accepts; `#RRGGBBAA` is not shown reliably.
  return color.startsWith('#') ? undefined : color;
}

function safeStyle(style: Style): { style: Style; isRemoved: boolean } {
  const safe: Style = {};
  let isRemoved = false;
  if (style.size !== undefined) {
    if (style.size >= SAFE_SIZE.min && style.size <= SAFE_SIZE.max) safe.size = style.size;
    else isRemoved = true;
  }
  if (style.color !== undefined) {
    const color = safeColor(style.color);
    if (color) safe.color = color;
    else isRemoved = true;
  }
  if (style.bold) safe.bold = true;
  if (style.italic) safe.italic = true;
  // `<u>` is shown as raw text in game.
  if (style.underline) isRemoved = true;
  return { style: safe, isRemoved };
}

/**
 * Whether a style tag of `text` may change a run's style in `safeStyle`: a valid `<u>`, a valid
 * size outside `SAFE_SIZE`, a valid colour `safeColor` does not keep as it is. Runs take their
 * styles from valid opening tags only (`toRuns`): without such a tag every run is safe as it is,
 * which this finds without building the runs.
 */
function mayRestyle(text: string): boolean {
  for (let index = findTag(text, 0); index !== -1; index = findTag(text, SCAN.end)) {
    if (SCAN.isClosing || !SCAN.isValid) continue;
    if (SCAN.kind === KIND_U) return true;
    if (SCAN.kind === KIND_SIZE && (SCAN.size < SAFE_SIZE.min || SCAN.size > SAFE_SIZE.max)) {
      return true;
    }
    if (SCAN.kind === KIND_COLOR) {
      const color = text.slice(SCAN.valueStart, SCAN.valueEnd);
      if (safeColor(color) !== color) return true;
    }
  }
  return false;
}

/**
 * `text` with only markup the game shows well: every other tag removed (HTML included, `<script>`
 * and `<style>` with their content), sizes outside `SAFE_SIZE` and colours in other forms dropped
 * (their text kept), `<u>` dropped. `isRemoved` says whether anything was taken out.
 *
 * With `keepsPlayerText`, tag-like text that is not HTML stays: it is what the player wrote
 * (`<Hannibal>`, `<A0>`), and the game shows it as written; HTML goes (`removeHtml`) and style
 * tags are checked.
 */
export function keepSafeMarkup(
  text: string,
  options: { keepsPlayerText?: boolean } = {},
): { text: string; isRemoved: boolean } {
  const sanitized = options.keepsPlayerText ? removeHtml(text) : sanitizeTags(text);
  let isRemoved = sanitized !== text;
  // Most markup (every mail the engine writes) is safe as it is: its runs are not read.
  if (!mayRestyle(sanitized)) return { text: sanitized, isRemoved };
  let isRestyled = false;
  const runs = toRuns(sanitized);
  for (const run of runs) {
    const safe = safeStyle(run.style);
    isRemoved ||= safe.isRemoved;
    isRestyled ||= safe.isRemoved || safe.style.color !== run.style.color;
  }
  // Most markup (every mail the engine writes) is safe as it is: its runs are rewritten only if not.
  if (!isRestyled) return { text: sanitized, isRemoved };
  const safeRuns: Run[] = runs.map((run) => ({
    text: run.text,
    style: safeStyle(run.style).style,
  }));
  return { text: fromRuns(safeRuns), isRemoved };
}
