import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars, replaceColor, unreadableColors } from '#markup/index.ts';
import {
  BACKGROUND_COLORS,
  COUNTER_THRESHOLDS,
  type MailMode,
  TIMINGS,
} from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { ContrastWarnings } from '#web/components/contrast-warnings.tsx';
import { CopyButton } from '#web/components/mail-actions.tsx';
import { MailParts } from '#web/components/mail-parts.tsx';
import { lookFor, MailPreview } from '#web/components/mail-preview.tsx';
import { NoticeList } from '#web/components/notice-list.tsx';
import { ProvidedMailActions } from '#web/components/provided-mail-actions.tsx';
import { ShareLink } from '#web/components/share-link.tsx';
import { ShareToGallery } from '#web/components/share-to-gallery.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { type CopyToasts, useCopyText } from '#web/components/use-copy-text.ts';
import { translateWarning } from '#web/i18n/error-text.ts';
import { useMailBackground } from '#web/lib/mail-background.ts';
import { useIdleValue } from '#web/lib/use-idle-value.ts';
import { useKeepMail } from '#web/lib/use-keep-mail.ts';

type DispatchWarning = {
  code: string;
  message: string;
  params?: Record<string, string | number>;
};

export type FinalDispatchProps = {
  /** The finished mail markup. Copy is disabled while it is blank. */
  markup: string;
  /**
   * Takes the mail with a colour replaced by its readable shade (the Manual Builder's text). Without
   * it, the card shows and copies the replaced mail itself until `markup` changes.
   */
  onMarkupChange?: (markup: string) => void;
  /**
   * The mode that wrote the mail, kept with it in My mail when it is copied. Default: the Manual
   * Builder's, which renders this card without one.
   */
  mode?: MailMode;
  /** What wrote the mail (e.g. 'built-in' or a model's name), shown when given. */
  engine?: string;
  /** Notes from the server about the mail, shown when given. */
  warnings?: readonly DispatchWarning[];
  /** Shows the in-game preview under the markup. Default true. */
  showPreview?: boolean;
  /**
   * Shows changes of `markup` only when the browser is idle (the Manual Builder, where it changes
   * with every keystroke and the player watches the preview). Copy always takes the latest markup.
   */
  isOutputDeferred?: boolean;
  /** How long the button says 'Copied!'. Default: the main page's 1.5 s. */
  copiedForMs?: number;
  /** The copy toasts, where a page has its own wording. Default: the main page's. */
  copyToasts?: CopyToasts;
  className?: string;
};

/**
 * The spec's 'Final Dispatch' card: the mail ready to paste, its character counter (AI result
 * thresholds), the engine and warnings when given, a Copy button ('Copied!' for 1.5 s) and the
 * in-game preview. Ctrl/Cmd+C on the focused output copies the whole mail when nothing is selected.
 * A mail over the game's limit can be split into parts, and any mail shared as a link or to the
 * community gallery; a copied mail is kept in My mail.
 */
export function FinalDispatch({
  markup: givenMarkup,
  onMarkupChange,
  mode = 'manual',
  engine,
  warnings,
  showPreview = true,
  isOutputDeferred = false,
  copiedForMs = TIMINGS.copiedIndicatorMs,
  copyToasts,
  className,
}: FinalDispatchProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const counterId = useId();
  const [background] = useMailBackground();
  // A shade chosen here for a mail the card does not own lasts until another mail comes.
  const [ownFix, setOwnFix] = useState<{ from: string; fixed: string } | null>(null);
  const markup = ownFix?.from === givenMarkup ? ownFix.fixed : givenMarkup;
  const { isCopied, copy: copyMail } = useCopyText({
    copiedForMs,
    toasts: copyToasts ?? {
      copiedTitle: t('finalDispatch.toasts.copiedTitle'),
      failedTitle: t('finalDispatch.toasts.copyFailedTitle'),
      failedText: t('finalDispatch.toasts.copyFailedText'),
    },
  });
  const keepMail = useKeepMail();
  const idleMarkup = useIdleValue(markup);
  const shownMarkup = isOutputDeferred ? idleMarkup : markup;
  const isBlank = markup.trim() === '';
  const unreadable = useMemo(
    () => unreadableColors(shownMarkup, BACKGROUND_COLORS[background]),
    [shownMarkup, background],
  );

  function applyShade(color: string, shade: string) {
    const fixed = replaceColor(markup, color, shade);
    if (onMarkupChange) onMarkupChange(fixed);
    else setOwnFix({ from: givenMarkup, fixed });
  }

  async function copy() {
    if (isBlank) return;
    if (await copyMail(markup)) keepMail({ formattedMessage: markup, mode });
  }

  function handleOutputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const area = event.currentTarget;
    const isCopyKey = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c';
    if (isCopyKey && area.selectionStart === area.selectionEnd) {
      event.preventDefault();
      void copy();
    }
  }

  return (
    <Card asChild className={className}>
      <section data-testid="final-dispatch" aria-labelledby={titleId}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle id={titleId}>{t('finalDispatch.title')}</CardTitle>
          <CopyButton
            isCopied={isCopied}
            onClick={() => void copy()}
            disabled={isBlank}
            className="min-w-28"
          />
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <label className="sr-only" htmlFor={`${titleId}-output`}>
            {t('finalDispatch.outputLabel')}
          </label>
          <textarea
            id={`${titleId}-output`}
            data-testid="final-dispatch-output"
            readOnly
            value={shownMarkup}
            placeholder={t('finalDispatch.empty')}
            aria-describedby={counterId}
            onKeyDown={handleOutputKeyDown}
            rows={6}
            spellCheck={false}
            className="min-h-32 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 font-mono text-ink-900 text-sm leading-relaxed placeholder:text-ink-700"
          />
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <CharCounter
              id={counterId}
              count={countChars(shownMarkup)}
              thresholds={COUNTER_THRESHOLDS.aiResult}
            />
            {engine ? (
              <p data-testid="final-dispatch-engine" className="text-ink-700 text-sm">
                {t('finalDispatch.engine', { engine })}
              </p>
            ) : null}
          </div>
          <NoticeList
            testId="final-dispatch-warnings"
            title={t('finalDispatch.warningsTitle')}
            notices={(warnings ?? []).map((warning) => ({
              key: `${warning.code}-${warning.message}`,
              text: translateWarning(warning),
            }))}
          />
          <ContrastWarnings background={background} colors={unreadable} onUseShade={applyShade} />
          <MailParts markup={shownMarkup} copiedForMs={copiedForMs} />
          <ShareLink markup={markup} copiedForMs={copiedForMs}>
            <ShareToGallery markup={markup} />
          </ShareLink>
          <ProvidedMailActions markup={shownMarkup} />
          {showPreview ? (
            <MailPreview key={background} markup={shownMarkup} defaultLook={lookFor(background)} />
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
