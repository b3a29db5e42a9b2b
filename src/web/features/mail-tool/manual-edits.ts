import { applyStyle, type Selection, type StylePatch, sanitizeTags } from '#markup/index.ts';

/** A tag-like span written over several lines (`<div\n  style="…">`, as copied HTML often is). */
const MULTILINE_TAG = /<\/?[a-z][a-z0-9-]*\s[^<>]*>/giu;
/** A size or colour tag carrying attributes after its value (`<size=20 style="…">`). */
const STYLE_TAG_WITH_ATTRIBUTES = /<(size|color)=([^\s<>]+)\s[^<>]*>/giu;

/**
 * The Manual Customizer's text as a mail may carry it: only b, i, u, size and color tags, with no
 * attributes; div, span, br, style, script and every other HTML goes (br as a line break, style
 * and script with their content), also when a tag spans several lines or a size or colour tag
 * carries attributes.
 */
export function cleanMarkup(text: string): string {
  const joined = text.replace(MULTILINE_TAG, (tag) =>
    tag.includes('\n') ? tag.replace(/\s+/gu, ' ') : tag,
  );
  return sanitizeTags(joined.replace(STYLE_TAG_WITH_ATTRIBUTES, '<$1=$2>'));
}

/** A text and where the caret goes in it. */
export type Edit = { text: string; caret: number };

/** `pasted` in place of `text`'s selection, cleaned; the caret after what was pasted. */
export function pasteClean(text: string, selection: Selection, pasted: string): Edit {
  const before = text.slice(0, selection.start) + pasted;
  const next = cleanMarkup(before + text.slice(selection.end));
  return { text: next, caret: Math.min(cleanMarkup(before).length, next.length) };
}

/** A divider (`=====`) on a line of its own at the caret: line breaks added where needed. */
export function insertDivider(text: string, caret: number, divider: string): Edit {
  const before = text.slice(0, caret);
  const after = text.slice(caret);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}${divider}${trail}`;
  return { text: before + inserted + after, caret: caret + lead.length + divider.length };
}

/**
 * A size or colour quick insert: it styles the selection, or with nothing selected the line the
 * caret is on; on an empty line there is nothing to style and nothing changes (never an empty
 * `<color=…></color>`).
 */
export function styleSelectionOrLine(
  text: string,
  selection: Selection,
  patch: StylePatch,
): Edit | null {
  let { start, end } = selection;
  if (start === end) {
    start = text.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = text.indexOf('\n', end);
    end = lineEnd === -1 ? text.length : lineEnd;
  }
  if (
    text
      .slice(start, end)
      .replace(/<[^<>]*>/gu, '')
      .trim() === ''
  )
    return null;
  const result = applyStyle(text, { start, end }, patch);
  return { text: result.text, caret: result.selection.end };
}
