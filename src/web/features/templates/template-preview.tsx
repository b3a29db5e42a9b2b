import { toDisplaySegments } from '#markup/index.ts';
import { splitMissingPlaceholders } from '#web/features/templates/highlight-missing.ts';

// Temporary stand-in until the shared MailPreview exists: game size units shown at phone scale.
const SIZE_SCALE = 0.7;

/** The look of an unfilled placeholder: tinted and wavy-underlined, not colour alone. */
export const MISSING_CLASS =
  'rounded-sm bg-danger-300/50 px-0.5 text-inherit underline decoration-danger-600 decoration-wavy';

export type TemplatePreviewProps = {
  markup: string;
  /** Keys of placeholders still unfilled; they are marked wherever they appear. */
  missingKeys: ReadonlySet<string>;
};

/** The filled template as the game would show it, with unfilled placeholders marked. */
export function TemplatePreview({ markup, missingKeys }: TemplatePreviewProps) {
  const segments = toDisplaySegments(markup);
  return (
    <div
      data-testid="template-preview"
      className="overflow-x-hidden whitespace-pre-wrap break-words rounded-lg border border-parchment-400 bg-parchment-200 p-4 font-sans text-base text-black leading-snug"
    >
      {segments.map((segment, index) => (
        <span
          // Segments have no identity of their own; their order is stable for a given markup.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          data-raw={segment.raw ? 'true' : undefined}
          className={
            segment.raw ? 'rounded-sm outline-1 outline-danger-600 outline-dashed' : undefined
          }
          style={{
            fontSize: segment.style.size ? `${segment.style.size * SIZE_SCALE}px` : undefined,
            color: segment.style.color,
            fontWeight: segment.style.bold ? 700 : undefined,
            fontStyle: segment.style.italic ? 'italic' : undefined,
            textDecoration: segment.style.underline ? 'underline' : undefined,
          }}
        >
          {splitMissingPlaceholders(segment.text, missingKeys).map((piece, pieceIndex) =>
            piece.isMissing ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
              <mark key={pieceIndex} data-missing="true" className={MISSING_CLASS}>
                {piece.text}
              </mark>
            ) : (
              piece.text
            ),
          )}
        </span>
      ))}
    </div>
  );
}
