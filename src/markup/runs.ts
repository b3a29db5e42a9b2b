import { startsStyleTag, type TagKind, tokenize } from './tokenize.ts';

/** The style of one visible character. Flags are present only when true. */
export interface Style {
  size?: number;
  color?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** Visible text that shares one style. */
export interface Run {
  text: string;
  style: Style;
}

/** True when two styles show the same (absent and `false` flags are alike). */
export function isSameStyle(a: Style, b: Style): boolean {
  return (
    a.size === b.size &&
    a.color === b.color &&
    !a.bold === !b.bold &&
    !a.italic === !b.italic &&
    !a.underline === !b.underline
  );
}

/** A style with only its meaningful keys, so styles compare and print cleanly. */
export function normalizeStyle(style: Style): Style {
  const clean: Style = {};
  if (style.size !== undefined) clean.size = style.size;
  if (style.color !== undefined) clean.color = style.color;
  if (style.bold) clean.bold = true;
  if (style.italic) clean.italic = true;
  if (style.underline) clean.underline = true;
  return clean;
}

/**
 * Reads markup as runs, the way a lenient renderer does: each tag kind has its own stack, an
 * opening tag pushes, a closing tag pops its own kind, a closing tag with nothing of its kind open
 * is ignored, an unclosed tag runs to the end. A size or colour tag with a bad value changes
 * nothing. Raw tags (`<s>`, `<align=…>`) are visible text. Adjacent runs never share a style, and
 * no run is empty.
 */
export function toRuns(text: string): Run[] {
  const runs: Run[] = [];
  const sizes: number[] = [];
  const colors: string[] = [];
  let bold = 0;
  let italic = 0;
  let underline = 0;
  let style: Style | undefined;
  for (const token of tokenize(text)) {
    if (token.type === 'text' || token.type === 'raw') {
      style ??= normalizeStyle({
        size: sizes[sizes.length - 1],
        color: colors[colors.length - 1],
        bold: bold > 0,
        italic: italic > 0,
        underline: underline > 0,
      });
      const piece = text.slice(token.start, token.end);
      const last = runs[runs.length - 1];
      if (last && isSameStyle(last.style, style)) last.text += piece;
      else runs.push({ text: piece, style });
      continue;
    }
    const isOpen = token.type === 'open';
    if (isOpen && !token.isValid) continue;
    style = undefined;
    switch (token.kind) {
      case 'size':
        if (isOpen) sizes.push(token.value as number);
        else sizes.pop();
        break;
      case 'color':
        if (isOpen) colors.push(token.value as string);
        else colors.pop();
        break;
      case 'b':
        bold = isOpen ? bold + 1 : Math.max(0, bold - 1);
        break;
      case 'i':
        italic = isOpen ? italic + 1 : Math.max(0, italic - 1);
        break;
      case 'u':
        underline = isOpen ? underline + 1 : Math.max(0, underline - 1);
        break;
    }
  }
  return runs;
}

type Layer = { kind: TagKind; value?: number | string };

function layersOf(style: Style): Layer[] {
  const layers: Layer[] = [];
  if (style.size !== undefined) layers.push({ kind: 'size', value: style.size });
  if (style.color !== undefined) layers.push({ kind: 'color', value: style.color });
  if (style.bold) layers.push({ kind: 'b' });
  if (style.italic) layers.push({ kind: 'i' });
  if (style.underline) layers.push({ kind: 'u' });
  return layers;
}

function openTag(layer: Layer): string {
  return layer.value === undefined ? `<${layer.kind}>` : `<${layer.kind}=${layer.value}>`;
}

function closeTag(layer: Layer): string {
  return `</${layer.kind}>`;
}

/**
 * Writes `text` so that it reads back as the same visible characters: where the text itself holds
 * something that would read as a style tag (possible after tags between its pieces were removed,
 * e.g. `<<b></b>/b>`), an empty tag pair goes right after its `<`.
 */
function writeText(text: string, open: readonly Layer[]): string {
  let at = text.indexOf('<');
  if (at === -1) return text;
  const innermost = open[open.length - 1];
  const separator = innermost ? closeTag(innermost) + openTag(innermost) : '<b></b>';
  let written = '';
  let from = 0;
  while (at !== -1) {
    if (startsStyleTag(text, at)) {
      written += `${text.slice(from, at + 1)}${separator}`;
      from = at + 1;
    }
    at = text.indexOf('<', at + 1);
  }
  return written + text.slice(from);
}

/** Drops empty runs and joins neighbours of the same style. */
export function mergeRuns(runs: readonly Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = merged[merged.length - 1];
    if (last && isSameStyle(last.style, run.style)) last.text += run.text;
    else merged.push({ text: run.text, style: normalizeStyle(run.style) });
  }
  return merged;
}

/**
 * Writes runs in canonical form: tags nested in the order size > color > b > i > u, each tag
 * kept open as long as the runs allow, everything closed, lower-case names, unitless sizes,
 * colours as given. `toRuns(fromRuns(runs))` gives back the same visible text and styles.
 */
export function fromRuns(runs: readonly Run[]): string {
  const open: Layer[] = [];
  let markup = '';
  for (const run of mergeRuns(runs)) {
    const wanted = layersOf(run.style);
    let kept = 0;
    while (
      kept < open.length &&
      kept < wanted.length &&
      open[kept]!.kind === wanted[kept]!.kind &&
      open[kept]!.value === wanted[kept]!.value
    ) {
      kept += 1;
    }
    while (open.length > kept) markup += closeTag(open.pop()!);
    for (let index = kept; index < wanted.length; index += 1) {
      open.push(wanted[index]!);
      markup += openTag(wanted[index]!);
    }
    markup += writeText(run.text, open);
  }
  while (open.length > 0) markup += closeTag(open.pop()!);
  return markup;
}
