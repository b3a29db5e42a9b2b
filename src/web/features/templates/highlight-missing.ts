import { parsePlaceholders } from '#markup/index.ts';

export type TextPiece = { text: string; isMissing: boolean };

/**
 * Splits `text` around the placeholders whose key is in `missingKeys`, so a preview can mark the
 * ones still waiting for a value.
 */
export function splitMissingPlaceholders(
  text: string,
  missingKeys: ReadonlySet<string>,
): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const placeholder of parsePlaceholders(text)) {
    if (!missingKeys.has(placeholder.key)) continue;
    if (placeholder.start > from) {
      pieces.push({ text: text.slice(from, placeholder.start), isMissing: false });
    }
    pieces.push({ text: text.slice(placeholder.start, placeholder.end), isMissing: true });
    from = placeholder.end;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), isMissing: false });
  return pieces;
}
