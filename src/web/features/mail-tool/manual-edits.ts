import { applyStyle, type Selection, type StylePatch, sanitizeEditable } from '#markup/index.ts';

/** A text and where the caret goes in it. */
export type Edit = { text: string; caret: number };

/** `pasted` in place of `text`'s selection, cleaned; the caret after what was pasted. */
export function pasteClean(text: string, selection: Selection, pasted: string): Edit {
  const before = text.slice(0, selection.start) + pasted;
  const next = sanitizeEditable(before + text.slice(selection.end));
  return { text: next, caret: Math.min(sanitizeEditable(before).length, next.length) };
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
