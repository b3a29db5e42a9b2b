import { Palette } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyGradient,
  countChars,
  fitGradient,
  type GradientEdit,
  type Selection,
  toDisplaySegments,
} from '#markup/index.ts';
import { LIMITS, MAIL_COLORS, MAIL_LOOK } from '#shared/constants.ts';
import { CheckboxLabel } from '#web/components/form-field.tsx';
import { segmentStyle } from '#web/components/mail-preview.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TOOL_FIELD_CLASS, ToolField } from '#web/features/manual-builder/style-choices.tsx';
import { cn } from '#web/lib/utils.ts';

const CHUNKS = [1, 2, 3, 4, 5] as const;

const colorOf = (id: (typeof MAIL_COLORS)[number]['id']) =>
  // Colour inputs hold lower-case hex; the markup engine writes it upper-case.
  (MAIL_COLORS.find((color) => color.id === id)?.hex ?? MAIL_LOOK.bodyText).toLowerCase();

const SWATCH_CLASS =
  'h-11 w-16 cursor-pointer rounded-md border border-parchment-400 bg-parchment-50 p-1';

type GradientToolProps = {
  id: string;
  text: string;
  /** The selection in the mail the gradient is for (raw offsets). */
  selection: Selection;
  onApply: (result: GradientEdit) => void;
};

/**
 * Gradient text: start, end and optional middle colours, characters per colour, and a budget the
 * gradient is fitted into by widening its chunks. Before applying it shows the selected text with
 * the gradient and what it costs out of the mail's limit, worked out by the markup engine with the
 * very edit that Apply commits.
 */
export function GradientTool({ id, text, selection, onApply }: GradientToolProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [from, setFrom] = useState(() => colorOf('red'));
  const [via, setVia] = useState(() => colorOf('purple'));
  const [to, setTo] = useState(() => colorOf('blue'));
  const [isViaOn, setIsViaOn] = useState(false);
  const [chunk, setChunk] = useState(1);
  const [isFitOn, setIsFitOn] = useState(false);
  const [budget, setBudget] = useState('');

  const budgetValue = Number.parseInt(budget, 10);
  const hasBudget = isFitOn && Number.isSafeInteger(budgetValue) && budgetValue >= 0;
  const result = useMemo(() => {
    const options = { chunk, via: isViaOn ? via : undefined };
    return hasBudget
      ? fitGradient(text, selection, from, to, options, budgetValue)
      : { ...applyGradient(text, selection, from, to, options), fits: true };
  }, [text, selection, from, to, via, isViaOn, chunk, hasBudget, budgetValue]);

  const hasSelection = result.selectedText.trim() !== '';
  const total = countChars(result.edit.text);
  const limit = LIMITS.mailChars;

  function switchFit(isOn: boolean) {
    setIsFitOn(isOn);
    // Start from the room the mail has left, the budget most players want.
    if (isOn && budget === '') setBudget(String(Math.max(0, limit - countChars(text))));
  }
  const switches = [
    { label: 'useMiddle', isOn: isViaOn, onChange: setIsViaOn },
    { label: 'fit', isOn: isFitOn, onChange: switchFit },
  ] as const;

  return (
    <section
      id={id}
      aria-labelledby={`${ids}-title`}
      data-testid="gradient-tool"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-parchment-400 bg-parchment-50/70 p-3"
    >
      <h3 id={`${ids}-title`} className="flex items-center gap-2 font-semibold text-ink-900">
        <Palette aria-hidden="true" className="size-4" />
        {t('manualBuilder.gradient.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <ColorField idPrefix={ids} which="start" value={from} onChange={setFrom} />
        {isViaOn ? (
          <ColorField idPrefix={ids} which="middle" value={via} onChange={setVia} />
        ) : null}
        <ColorField idPrefix={ids} which="end" value={to} onChange={setTo} />
        <ToolField id={`${ids}-chunk`} label={t('manualBuilder.gradient.chunk')}>
          <select
            id={`${ids}-chunk`}
            value={String(chunk)}
            onChange={(event) => setChunk(Number(event.target.value))}
            className={TOOL_FIELD_CLASS}
          >
            {CHUNKS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </ToolField>
      </div>
      <div className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
        {switches.map(({ label, isOn, onChange }) => (
          <CheckboxLabel key={label} checked={isOn} onCheckedChange={onChange}>
            {t(`manualBuilder.gradient.${label}`)}
          </CheckboxLabel>
        ))}
      </div>
      {isFitOn ? (
        <ToolField id={`${ids}-budget`} label={t('manualBuilder.gradient.budget')}>
          <input
            id={`${ids}-budget`}
            type="number"
            inputMode="numeric"
            min={0}
            max={limit}
            step={1}
            value={budget}
            onChange={(event) => setBudget(event.target.value)}
            className={cn(TOOL_FIELD_CLASS, 'w-32')}
          />
        </ToolField>
      ) : null}

      {hasSelection ? (
        <GradientPreview
          result={result}
          chunk={chunk}
          total={total}
          budget={hasBudget ? budgetValue : undefined}
        />
      ) : (
        <p className="text-ink-700 text-sm">{t('manualBuilder.gradient.noSelection')}</p>
      )}
      <Button
        className="self-start"
        disabled={!hasSelection || !result.fits}
        onClick={() => onApply(result)}
      >
        {t('manualBuilder.gradient.apply')}
      </Button>
    </section>
  );
}

type ColorFieldProps = {
  idPrefix: string;
  which: 'start' | 'middle' | 'end';
  value: string;
  onChange: (value: string) => void;
};

/** One of the gradient's colours: a labelled colour input. */
function ColorField({ idPrefix, which, value, onChange }: ColorFieldProps) {
  const { t } = useTranslation();
  return (
    <ToolField id={`${idPrefix}-${which}`} label={t(`manualBuilder.gradient.${which}`)}>
      <input
        id={`${idPrefix}-${which}`}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={SWATCH_CLASS}
      />
    </ToolField>
  );
}

type GradientPreviewProps = {
  result: GradientEdit & { fits: boolean };
  /** The characters per colour asked for; the fitted result may have widened it. */
  chunk: number;
  /** The mail's length with the gradient applied. */
  total: number;
  /** The budget the gradient is fitted into, when there is one. */
  budget?: number;
};

/** The selected text with the gradient, what it costs out of the mail's limit, and why it cannot fit. */
function GradientPreview({ result, chunk, total, budget }: GradientPreviewProps) {
  const { t } = useTranslation();
  const segments = useMemo(() => toDisplaySegments(result.preview), [result.preview]);
  const limit = LIMITS.mailChars;
  return (
    <>
      <figure className="flex flex-col gap-1">
        <figcaption className="font-semibold text-ink-900 text-sm">
          {t('manualBuilder.gradient.preview')}
        </figcaption>
        <div
          data-testid="gradient-preview"
          className="mail-font max-h-40 overflow-y-auto whitespace-pre-wrap rounded-md border border-parchment-400 p-3 text-base leading-snug [overflow-wrap:anywhere]"
          style={{ backgroundColor: MAIL_LOOK.parchment, color: MAIL_LOOK.bodyText }}
        >
          {segments.map((segment, index) => (
            // Segments have no identity of their own; their order is stable for a preview.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={index} style={segmentStyle(segment)}>
              {segment.text}
            </span>
          ))}
        </div>
      </figure>
      <div aria-live="polite" className="flex flex-col gap-1 text-sm">
        <p data-testid="gradient-cost" className="font-semibold text-ink-900">
          {result.cost > 0
            ? t('manualBuilder.gradient.cost', { count: result.cost, total, limit })
            : t('manualBuilder.gradient.costNothing', { total, limit })}
        </p>
        {total > limit ? (
          <p className="font-bold text-danger-700">
            {t('manualBuilder.gradient.overLimit', { count: total - limit })}
          </p>
        ) : null}
        {budget !== undefined && result.fits && result.chunk > chunk ? (
          <p className="text-ink-700">
            {t('manualBuilder.gradient.widened', { count: result.chunk })}
          </p>
        ) : null}
        {budget !== undefined && !result.fits ? (
          <p className="font-bold text-danger-700">
            {t('manualBuilder.gradient.cannotFit', { count: budget, least: result.cost })}
          </p>
        ) : null}
      </div>
    </>
  );
}
