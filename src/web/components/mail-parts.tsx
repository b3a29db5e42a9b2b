import { Check, Copy, Scissors } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars } from '#markup/index.ts';
import { LIMITS, TIMINGS } from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { CheckboxLabel } from '#web/components/form-field.tsx';
import { splitMail } from '#web/components/split-mail.ts';
import { Button, DisclosureButton } from '#web/components/ui/button.tsx';
import { useCopyText } from '#web/components/use-copy-text.ts';

// Every part is within the limit: its count is information, never a warning.
const PART_THRESHOLDS = { warn: LIMITS.mailChars, danger: LIMITS.mailChars };

type MailPartProps = { part: string; index: number; total: number; copiedForMs: number };

function MailPart({ part, index, total, copiedForMs }: MailPartProps) {
  const { t } = useTranslation();
  const areaId = useId();
  const counterId = useId();
  const { isCopied, copy } = useCopyText({
    copiedForMs,
    toasts: {
      copiedTitle: t('finalDispatch.split.copiedTitle', { index, total }),
      failedTitle: t('finalDispatch.toasts.copyFailedTitle'),
      failedText: t('finalDispatch.toasts.copyFailedText'),
    },
  });
  return (
    <li
      data-testid="mail-part"
      className="flex flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <label htmlFor={areaId} className="font-semibold text-ink-900">
          {t('finalDispatch.split.partLabel', { index, total })}
        </label>
        <CharCounter id={counterId} count={countChars(part)} thresholds={PART_THRESHOLDS} />
      </div>
      <textarea
        id={areaId}
        readOnly
        value={part}
        aria-describedby={counterId}
        rows={4}
        spellCheck={false}
        className="w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 font-mono text-ink-900 text-sm leading-relaxed"
      />
      <Button onClick={() => void copy(part)} className="w-full sm:w-auto sm:self-start">
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {isCopied
          ? t('finalDispatch.split.copiedPart', { index, total })
          : t('finalDispatch.split.copyPart', { index, total })}
      </Button>
    </li>
  );
}

type MailPartsProps = {
  /** The whole mail; nothing is shown while it is within the game's limit. */
  markup: string;
  /** How long a part's button says it was copied. Default: the main page's 1.5 s. */
  copiedForMs?: number;
};

/**
 * 'Split into parts' for a mail over the game's 2000 characters: parts that each fit
 * and are valid on their own, numbered '(1/3)' or not, each with its count and its own Copy
 * button (one tap on a phone).
 */
export function MailParts({ markup, copiedForMs = TIMINGS.copiedIndicatorMs }: MailPartsProps) {
  const { t } = useTranslation();
  const partsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isNumbered, setIsNumbered] = useState(true);
  const isOverLimit = countChars(markup) > LIMITS.mailChars;
  const parts = useMemo(
    () => (isOpen && isOverLimit ? splitMail(markup, { isNumbered }) : []),
    [markup, isOpen, isOverLimit, isNumbered],
  );
  if (!isOverLimit) return null;
  return (
    <div
      data-testid="mail-parts"
      className="flex flex-col gap-3 rounded-lg border border-gold-600/60 bg-gold-200/40 p-3"
    >
      <p className="text-ink-900 text-sm">
        {t('finalDispatch.split.overLimit', { limit: LIMITS.mailChars })}
      </p>
      <DisclosureButton
        isOpen={isOpen}
        controls={partsId}
        onClick={() => setIsOpen(!isOpen)}
        className="self-start"
      >
        <Scissors aria-hidden="true" />
        {t('finalDispatch.split.button')}
      </DisclosureButton>
      {isOpen ? (
        <div id={partsId} className="flex flex-col gap-3">
          <CheckboxLabel checked={isNumbered} onCheckedChange={setIsNumbered}>
            {t('finalDispatch.split.numbered')}
          </CheckboxLabel>
          <p className="text-ink-700 text-sm">
            {t('finalDispatch.split.summary', { count: parts.length, limit: LIMITS.mailChars })}
          </p>
          <ol className="flex flex-col gap-3">
            {parts.map((part, index) => (
              <MailPart
                // A part is its place in the mail: the same place keeps its 'Copied' state.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                part={part}
                index={index + 1}
                total={parts.length}
                copiedForMs={copiedForMs}
              />
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
