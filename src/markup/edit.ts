import { fromRuns, normalizeStyle, type Run, type Style, toRuns } from './runs.ts';
import { isValidColor, type Token, tokenize } from './tokenize.ts';

/** A range of raw-text offsets (UTF-16 units, as a textarea's selectionStart/End). */
export interface Selection {
  start: number;
  end: number;
}

/** A change of style: a value sets it, `false` removes it, an absent key leaves it. */
export interface StylePatch {
  size?: number | false;
  color?: string | false;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface EditResult {
  /** Canonical markup. */
  text: string;
  /** Covers the same visible characters as the given selection, inside their tags. */
  selection: Selection;
}

function isVisible(token: Token): boolean {
  return token.type === 'text' || token.type === 'raw';
}

/** Raw offset → offset in the visible text; an offset inside a tag counts as the tag's place. */
function toVisibleOffset(tokens: readonly Token[], offset: number): number {
  let visible = 0;
  for (const token of tokens) {
    if (offset <= token.start) return visible;
    if (isVisible(token)) {
      if (offset <= token.end) return visible + offset - token.start;
      visible += token.end - token.start;
    } else if (offset < token.end) {
      return visible;
    }
  }
  return visible;
}

/** Raw offset of visible character `visibleIndex` (after any tags before it). */
function rawBefore(tokens: readonly Token[], visibleIndex: number, fallback: number): number {
  let visible = 0;
  for (const token of tokens) {
    if (!isVisible(token)) continue;
    const length = token.end - token.start;
    if (visibleIndex < visible + length) return token.start + visibleIndex - visible;
    visible += length;
  }
  return fallback;
}

/** Raw offset just after visible character `visibleIndex - 1` (before any tags after it). */
function rawAfter(tokens: readonly Token[], visibleIndex: number): number {
  let visible = 0;
  for (const token of tokens) {
    if (!isVisible(token)) continue;
    const length = token.end - token.start;
    if (visibleIndex <= visible + length) return token.start + visibleIndex - visible;
    visible += length;
  }
  return 0;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Replaces the runs of the selected visible characters with `change(selected)`, which must give
 * runs of the same text, and writes the whole mail in canonical form. The selection is read as
 * `applyStyle` documents; `selected` is empty for an empty selection.
 */
export function restyleSelection(
  text: string,
  selection: Selection,
  change: (selected: readonly Run[]) => Run[],
): EditResult {
  const tokens = tokenize(text);
  const clamp = (offset: number) => Math.min(Math.max(0, Math.trunc(offset) || 0), text.length);
  const from = clamp(Math.min(selection.start, selection.end));
  const to = clamp(Math.max(selection.start, selection.end));
  const runs = toRuns(text);
  const visible = runs.map((run) => run.text).join('');
  let start = toVisibleOffset(tokens, from);
  let end = toVisibleOffset(tokens, to);
  // Never split a surrogate pair: widen the selection to whole code points.
  if (start > 0 && isLowSurrogate(visible.charCodeAt(start))) start -= 1;
  if (end > 0 && end < visible.length && isLowSurrogate(visible.charCodeAt(end))) end += 1;

  const parts: [Run[], Run[], Run[]] = [[], [], []];
  let offset = 0;
  for (const run of runs) {
    const runEnd = offset + run.text.length;
    const cuts = [offset, Math.min(Math.max(start, offset), runEnd)];
    cuts.push(Math.min(Math.max(end, offset), runEnd), runEnd);
    for (let piece = 0; piece < 3; piece += 1) {
      const pieceText = run.text.slice(cuts[piece]! - offset, cuts[piece + 1]! - offset);
      if (pieceText !== '') parts[piece]!.push({ text: pieceText, style: run.style });
    }
    offset = runEnd;
  }
  const written = fromRuns([...parts[0], ...change(parts[1]), ...parts[2]]);
  const writtenTokens = tokenize(written);
  if (start === end) {
    const caret = start > 0 ? rawAfter(writtenTokens, start) : rawBefore(writtenTokens, 0, 0);
    return { text: written, selection: { start: caret, end: caret } };
  }
  return {
    text: written,
    selection: {
      start: rawBefore(writtenTokens, start, written.length),
      end: rawAfter(writtenTokens, end),
    },
  };
}

function checkPatch(patch: StylePatch): void {
  const { size, color } = patch;
  if (size !== undefined && size !== false && !(Number.isSafeInteger(size) && size > 0)) {
    throw new RangeError(`Size must be a positive whole number, got ${size}`);
  }
  if (color !== undefined && color !== false && !isValidColor(color)) {
    throw new RangeError(`Colour must be #RGB, #RRGGBB, #RRGGBBAA or a colour name, got ${color}`);
  }
}

function patchStyle(style: Style, patch: StylePatch): Style {
  const next: Style = { ...style };
  if (patch.size === false) delete next.size;
  else if (patch.size !== undefined) next.size = patch.size;
  if (patch.color === false) delete next.color;
  else if (patch.color !== undefined) next.color = patch.color;
  if (patch.bold !== undefined) next.bold = patch.bold;
  if (patch.italic !== undefined) next.italic = patch.italic;
  if (patch.underline !== undefined) next.underline = patch.underline;
  return normalizeStyle(next);
}

/**
 * Applies a style change to the visible characters of a selection and writes the whole mail in
 * canonical form, so the result is always valid markup. Throws a RangeError for a size that is not
 * a positive whole number or an invalid colour. A selection edge inside a tag counts as the tag's
 * place; an empty selection changes no character (the mail is still written canonically).
 */
export function applyStyle(text: string, selection: Selection, patch: StylePatch): EditResult {
  checkPatch(patch);
  return restyleSelection(text, selection, (selected) =>
    selected.map((run) => ({ text: run.text, style: patchStyle(run.style, patch) })),
  );
}

/**
 * Removes every style from the selected visible characters, or from the whole mail when no
 * selection is given (then the returned selection covers all of it). Canonical, valid markup.
 */
export function clearFormatting(text: string, selection?: Selection): EditResult {
  return restyleSelection(text, selection ?? { start: 0, end: text.length }, (selected) =>
    selected.map((run) => ({ text: run.text, style: {} })),
  );
}
