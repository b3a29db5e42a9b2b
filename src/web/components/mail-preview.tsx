import {
  type CSSProperties,
  Fragment,
  memo,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { countChars, type DisplaySegment, toDisplaySegments } from '#markup/index.ts';
import { LIMITS, MAIL_LOOK, type MailBackground } from '#shared/constants.ts';
import { MailTime, splitAtTimes } from '#web/components/mail-time.tsx';
import { cn } from '#web/lib/utils.ts';

type PreviewLook = 'mail' | 'alliance';

/** The preview's look for where the mail is read (the board is the alliance description's). */
export function lookFor(background: MailBackground): PreviewLook {
  return background === 'board' ? 'alliance' : 'mail';
}

type MailPreviewProps = {
  /** The mail markup, exactly as it would be pasted into the game. */
  markup: string;
  /** The look to start with; the player can switch with the toggle. Default 'mail'. */
  defaultLook?: PreviewLook;
  /** Hides the alliance-description toggle (the look stays `defaultLook`). */
  hideLookToggle?: boolean;
  /** Renders visible text pieces, e.g. to mark unfilled template placeholders. Default: as is. */
  renderText?: (text: string) => ReactNode;
  /**
   * The largest a sized piece of text may show, in px, on a small screen and from `md` up (the
   * community gallery's cards: 28 and 48). Default: as large as the tag says.
   */
  maxFontSize?: { small: number; wide: number };
  className?: string;
};

// `<u>` probably shows as raw text in the game (docs/rok-mail-facts.md), so the preview shows it so.
const DISPLAY_OPTIONS = { showUnderlineAsRaw: true } as const;

/** Sizes are relative (`em`) to the body text, which stands for the game's default body size. */
export function segmentStyle({ style }: DisplaySegment): CSSProperties | undefined {
  if (!style.size && !style.color && !style.bold && !style.italic && !style.underline) {
    return undefined;
  }
  return {
    fontSize: style.size ? `${style.size / MAIL_LOOK.gameBodySize}em` : undefined,
    color: style.color,
    fontWeight: style.bold ? 700 : undefined,
    fontStyle: style.italic ? 'italic' : undefined,
    textDecorationLine: style.underline ? 'underline' : undefined,
  };
}

const RAW_CLASS = 'rounded-sm bg-danger-300/30 outline-2 outline-danger-600 outline-dashed';

/** How the preview draws the text itself, passed through to its body as is. */
type TextDisplay = Pick<MailPreviewProps, 'renderText' | 'maxFontSize'>;

type PreviewBodyProps = TextDisplay & {
  segments: readonly DisplaySegment[];
  look: PreviewLook;
  labelId: string;
};

/** A segment's style with its size held under `--mail-max-font`, which the figure sets per screen. */
function cappedSegmentStyle(segment: DisplaySegment): CSSProperties | undefined {
  const style = segmentStyle(segment);
  if (!style?.fontSize) return style;
  return { ...style, fontSize: `min(${style.fontSize}, var(--mail-max-font))` };
}

// Memoised apart from the toggle and counters: a keystroke elsewhere on the page never re-renders
// the segments unless the markup changed.
const PreviewBody = memo(function PreviewBody({
  segments,
  look,
  labelId,
  renderText,
  maxFontSize,
}: PreviewBodyProps) {
  const { t } = useTranslation();
  const isAlliance = look === 'alliance';
  const styleOf = maxFontSize ? cappedSegmentStyle : segmentStyle;
  return (
    <figure
      aria-labelledby={labelId}
      data-testid="mail-preview-body"
      data-look={look}
      // Each line reads in its own direction (an Arabic mail mixes Arabic with Latin tags and
      // coordinates): with pre-wrap every line is a bidi paragraph, and plaintext lets each one
      // take the direction of its first letter, as the game's text does.
      dir="auto"
      className={cn(
        'mail-font min-h-24 overflow-x-hidden whitespace-pre-wrap rounded-lg border p-4 text-start text-base leading-snug [contain:content] [overflow-wrap:anywhere] [unicode-bidi:plaintext]',
        isAlliance ? 'border-night-900' : 'border-parchment-400',
        maxFontSize &&
          '[--mail-max-font:var(--mail-max-font-small)] md:[--mail-max-font:var(--mail-max-font-wide)]',
      )}
      style={{
        backgroundColor: isAlliance ? MAIL_LOOK.allianceBackground : MAIL_LOOK.parchment,
        color: isAlliance ? MAIL_LOOK.allianceText : MAIL_LOOK.bodyText,
        ...(maxFontSize && {
          '--mail-max-font-small': `${maxFontSize.small}px`,
          '--mail-max-font-wide': `${maxFontSize.wide}px`,
        }),
      }}
    >
      {segments.length === 0 ? (
        <span className="italic opacity-70">{t('preview.empty')}</span>
      ) : (
        splitAtTimes(segments).map((stretch, stretchIndex) => {
          const spans = stretch.pieces.map(({ segment, text }, index) => (
            <span
              // Pieces have no identity of their own; their order is stable for a given markup.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              data-raw={segment.raw ? 'true' : undefined}
              className={segment.raw ? RAW_CLASS : undefined}
              style={styleOf(segment)}
            >
              {renderText && !segment.raw ? renderText(text) : text}
            </span>
          ));
          return stretch.time ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: stretches are in a stable order too
            <MailTime key={stretchIndex} time={stretch.time}>
              {spans}
            </MailTime>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={stretchIndex}>{spans}</Fragment>
          );
        })
      )}
    </figure>
  );
});

/**
 * The mail as the game would show it: parchment, black Noto Sans body text, sizes scaled against
 * the game's body size, colours as written. Tags the game shows as text (unclosed, stray, bad
 * values, unsupported, `<u>`) appear literally inside a dashed red box. Built as React elements
 * from the markup engine's display segments, never as HTML. A toggle switches to the alliance
 * description look (blue, with its 1000-character budget). Each UTC time of the mail shows the
 * reader's local time beside it on hover, focus or tap.
 */
export const MailPreview = memo(function MailPreview({
  markup,
  defaultLook = 'mail',
  hideLookToggle = false,
  className,
  ...display
}: MailPreviewProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [look, setLook] = useState<PreviewLook>(defaultLook);
  const segments = useMemo(() => toDisplaySegments(markup, DISPLAY_OPTIONS), [markup]);
  const hasRaw = useMemo(() => segments.some((segment) => segment.raw), [segments]);
  const isAlliance = look === 'alliance';
  const allianceCount = isAlliance ? countChars(markup) : 0;
  const allianceLimit = LIMITS.allianceDescriptionChars;
  return (
    <div data-testid="mail-preview" className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="font-semibold text-ink-900 text-sm">
          {t('preview.title')}
        </span>
        {hideLookToggle ? null : (
          <button
            type="button"
            aria-pressed={isAlliance}
            onClick={() => setLook(isAlliance ? 'mail' : 'alliance')}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 font-semibold text-sm transition-colors',
              isAlliance
                ? 'border-night-900 bg-night-800 text-parchment-50'
                : 'border-parchment-400 bg-parchment-50 text-ink-900 hover:bg-parchment-200',
            )}
          >
            <span
              aria-hidden="true"
              className="size-3 rounded-full border border-night-900"
              style={{ backgroundColor: MAIL_LOOK.allianceBackground }}
            />
            {t('preview.allianceToggle')}
          </button>
        )}
      </div>
      <PreviewBody segments={segments} look={look} labelId={labelId} {...display} />
      {isAlliance ? (
        <p
          data-testid="alliance-budget"
          className={cn(
            'text-sm',
            allianceCount > allianceLimit ? 'font-bold text-danger-700' : 'text-ink-700',
          )}
        >
          {t('preview.allianceBudget', { count: allianceCount, limit: allianceLimit })}
          {allianceCount > allianceLimit ? (
            <> {t('preview.allianceOver', { count: allianceCount - allianceLimit })}</>
          ) : null}
        </p>
      ) : null}
      {hasRaw ? (
        <p className="flex items-center gap-2 text-danger-700 text-sm">
          <span aria-hidden="true" className={cn('inline-block h-4 w-6', RAW_CLASS)} />
          {t('preview.rawLegend')}
        </p>
      ) : null}
    </div>
  );
});
