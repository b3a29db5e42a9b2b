import { ArrowLeft, Check, Copy, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars, fillTemplate, parseDetails, placeholderKey } from '#markup/index.ts';
import { COUNTER_THRESHOLDS, TIMINGS } from '#shared/constants.ts';
import type { Template } from '#shared/templates/index.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCopyText } from '#web/components/use-copy-text.ts';
import { CategoryBadge } from '#web/features/templates/category-badge.tsx';
import {
  MissingPlaceholder,
  useMissingHighlighter,
} from '#web/features/templates/highlight-missing.tsx';
import { PreviewViews } from '#web/features/templates/preview-views.tsx';
import { useKeepMail } from '#web/lib/use-keep-mail.ts';
import { cn } from '#web/lib/utils.ts';

/** What the third version's customizer adds. Default: neither. */
export type CustomizerOptions = {
  /** 'Raw View' and 'Styled View' buttons over the preview. */
  hasPreviewViews?: boolean;
  /** Appends '[Missing: names]' naming the unfilled placeholders to the previewed and copied mail. */
  hasMissingNote?: boolean;
};

type TemplateCustomizerProps = CustomizerOptions & {
  template: Template;
  /** The 'key: value' lines typed so far (kept by the page, so they survive a reload). */
  details: string;
  onDetailsChange: (details: string) => void;
  /** Back to the card grid; without it, no back button (the grid stays beside the customizer). */
  onBack?: () => void;
  onUseTemplate: (markup: string) => void;
};

/** Where the value of `name` is typed: the end of its 'name:' line, added when missing. */
function findValuePosition(details: string, name: string): { details: string; caret: number } {
  const key = placeholderKey(name);
  let offset = 0;
  for (const line of details.split('\n')) {
    const colon = line.indexOf(':');
    if (colon !== -1 && placeholderKey(line.slice(0, colon)) === key) {
      return { details, caret: offset + line.length };
    }
    offset += line.length + 1;
  }
  const separator = details === '' || details.endsWith('\n') ? '' : '\n';
  const next = `${details}${separator}${name}: `;
  return { details: next, caret: next.length };
}

/**
 * Fills one template from 'key: value' lines with a live preview, then copies it (kept in My mail)
 * or uses it.
 */
export function TemplateCustomizer({
  template,
  details,
  onDetailsChange,
  onBack,
  onUseTemplate,
  hasPreviewViews = false,
  hasMissingNote = false,
}: TemplateCustomizerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const detailsId = useId();
  const detailsHelpId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const { isCopied, copy } = useCopyText({
    copiedForMs: TIMINGS.copiedIndicatorEditorMs,
    toasts: {
      copiedTitle: t('templates.toasts.copiedTitle'),
      failedTitle: t('templates.toasts.copyFailedTitle'),
      failedText: t('templates.toasts.copyFailedText'),
    },
  });

  // Opening a template moves focus to it, so keyboard and screen reader users land on the form.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const keepMail = useKeepMail();
  const filled = fillTemplate(template.content, parseDetails(details, 'main'));
  const renderText = useMissingHighlighter(filled.missing);
  const mail =
    hasMissingNote && filled.missing.length > 0
      ? `${filled.text}\n\n${t('mailToolV3.missingNote', { names: filled.missing.join(', ') })}`
      : filled.text;

  const goToPlaceholder = (name: string) => {
    const { details: next, caret } = findValuePosition(details, name);
    if (next !== details) onDetailsChange(next);
    const area = detailsRef.current;
    if (!area) return;
    area.focus();
    // The value must be in the textarea before the caret can be placed after it.
    requestAnimationFrame(() => area.setSelectionRange(caret, caret));
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      {onBack ? (
        <div>
          <Button variant="parchment" onClick={onBack} className="-ms-1">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('templates.customize.back')}
          </Button>
        </div>
      ) : null}
      <header className="flex flex-col gap-2">
        <p className="font-semibold text-ink-700 text-sm uppercase tracking-wide">
          {t('templates.customize.title')}
        </p>
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-bold text-2xl text-ink-900 leading-tight outline-none focus-visible:outline-2 focus-visible:outline-night-800"
        >
          {template.name}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={template.category} />
        </div>
        <p className="text-ink-800">{template.description}</p>
      </header>

      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <label htmlFor={detailsId} className="font-bold text-ink-900">
            {t('templates.customize.detailsLabel')}
          </label>
          <p id={detailsHelpId} className="-mt-2 text-ink-700 text-sm">
            {t('templates.customize.detailsHelp')}
          </p>
          <textarea
            id={detailsId}
            ref={detailsRef}
            value={details}
            onChange={(event) => onDetailsChange(event.target.value)}
            aria-describedby={detailsHelpId}
            rows={Math.min(12, Math.max(5, details.split('\n').length + 1))}
            spellCheck={false}
            autoCapitalize="off"
            className="w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 font-mono text-base text-ink-900 leading-relaxed shadow-inner focus-visible:outline-night-800"
          />
          <MissingPlaceholders missing={filled.missing} onChoose={goToPlaceholder} />
        </div>

        <div data-testid="template-preview" className="flex min-w-0 flex-col gap-2">
          {hasPreviewViews ? (
            <PreviewViews markup={mail} renderText={renderText} />
          ) : (
            <MailPreview markup={mail} renderText={renderText} />
          )}
          <CharCounter count={countChars(mail)} thresholds={COUNTER_THRESHOLDS.draftInput} />
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => onUseTemplate(mail)} className="sm:flex-1">
          <SendHorizontal aria-hidden="true" className="rtl:rotate-180" />
          {t('templates.customize.use')}
        </Button>
        <Button
          size="lg"
          variant="parchment"
          onClick={async () => {
            if (await copy(mail)) keepMail({ formattedMessage: mail, mode: 'template' });
          }}
          className="sm:flex-1"
        >
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? t('templates.customize.copied') : t('templates.customize.copy')}
        </Button>
      </div>
    </section>
  );
}

type MissingPlaceholdersProps = {
  missing: readonly string[];
  /** Puts the caret where the placeholder's value goes. */
  onChoose: (name: string) => void;
};

/** The placeholders still without a value, each a button to its line; or that all are filled. */
function MissingPlaceholders({ missing, onChoose }: MissingPlaceholdersProps) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="missing-placeholders"
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 text-ink-900 text-sm',
        missing.length > 0
          ? 'border-danger-600/50 bg-danger-300/20'
          : 'border-success-600/50 bg-success-600/10',
      )}
    >
      <p role="status" className="flex items-center gap-2 font-bold">
        {missing.length > 0 ? (
          t('templates.customize.missingTitle', { count: missing.length })
        ) : (
          <>
            <Check aria-hidden="true" className="size-4 text-success-600" />
            {t('templates.customize.allFilled')}
          </>
        )}
      </p>
      {missing.length > 0 ? (
        <>
          <p className="text-ink-700">{t('templates.customize.missingHelp')}</p>
          <ul className="flex flex-wrap gap-2">
            {missing.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => onChoose(name)}
                  aria-label={t('templates.customize.fillPlaceholder', { name })}
                  className="min-h-11 cursor-pointer rounded-md border border-danger-600/40 bg-parchment-50 px-2 font-mono hover:bg-parchment-200"
                >
                  <MissingPlaceholder>{`{${name}}`}</MissingPlaceholder>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
