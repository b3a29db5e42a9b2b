import { type ReactNode, useMemo } from 'react';
import { parsePlaceholders, placeholderKey } from '#markup/index.ts';

type TextPiece = { text: string; isMissing: boolean };

/**
 * Splits `text` around the placeholders whose key is in `missingKeys`, so a preview can mark the
 * ones still waiting for a value.
 */
function splitMissingPlaceholders(text: string, missingKeys: ReadonlySet<string>): TextPiece[] {
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

/** An unfilled placeholder: tinted and wavy-underlined, not colour alone. */
export function MissingPlaceholder({ children }: { children: ReactNode }) {
  return (
    <mark
      data-missing="true"
      className="rounded-sm bg-danger-300/50 px-0.5 text-inherit underline decoration-danger-600 decoration-wavy"
    >
      {children}
    </mark>
  );
}

/**
 * A `renderText` for `MailPreview` that marks the placeholders named in `missing` (spellings as
 * `fillTemplate` reports them), or undefined when none is missing. It keeps its identity while
 * the same placeholders are missing, so the memoised preview is not re-rendered for nothing.
 */
export function useMissingHighlighter(
  missing: readonly string[],
): ((text: string) => ReactNode) | undefined {
  const keys = missing.map(placeholderKey);
  // Keys are single-line names, so a newline-joined list identifies the set.
  const signature = keys.join('\n');
  return useMemo(() => {
    if (signature === '') return undefined;
    const missingKeys = new Set(signature.split('\n'));
    return (text: string) =>
      splitMissingPlaceholders(text, missingKeys).map((piece, index) =>
        piece.isMissing ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
          <MissingPlaceholder key={index}>{piece.text}</MissingPlaceholder>
        ) : (
          piece.text
        ),
      );
  }, [signature]);
}
