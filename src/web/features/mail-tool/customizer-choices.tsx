import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlledProps } from '#web/lib/controlled.ts';
import { cn } from '#web/lib/utils.ts';
import { CUSTOMIZER } from './v2-constants.ts';

export const LEGEND_CLASS = 'mb-2 font-bold text-ink-900 text-sm';

export function chipClass(isSelected: boolean): string {
  return cn(
    'min-h-11 min-w-11 rounded-lg border-2 px-3 font-semibold text-sm transition-colors motion-reduce:transition-none',
    isSelected
      ? 'border-night-800 bg-night-800 text-gold-200'
      : 'border-parchment-400 bg-parchment-50 text-ink-900 hover:border-gold-600 hover:bg-parchment-200',
  );
}

type ChoiceRowProps<Id extends string> = {
  legend: string;
  options: readonly Id[];
  value: Id | null;
  onChange: (id: Id) => void;
  nameOf: (id: Id) => string;
  testId: string;
};

/** A row of pressed/unpressed buttons, one setting. */
export function ChoiceRow<Id extends string>({
  legend,
  options,
  value,
  onChange,
  nameOf,
  testId,
}: ChoiceRowProps<Id>) {
  return (
    <fieldset data-testid={testId}>
      <legend className={LEGEND_CLASS}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === value}
            onClick={() => onChange(id)}
            className={chipClass(id === value)}
          >
            {nameOf(id)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The line spacing slider, its value beside its label. */
export function LineSpacing({ value, onChange }: ControlledProps<number>) {
  const { t } = useTranslation();
  const id = useId();
  const { min, max, step } = CUSTOMIZER.lineSpacing;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-bold text-sm">
          {t('customizer.lineSpacingLabel')}
        </label>
        <output htmlFor={id} className="font-mono text-sm">
          {value.toFixed(1)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) =>
          // Rounded to the step: a range input's value can carry floating-point noise.
          onChange(Math.round(Number(event.target.value) * 10) / 10)
        }
        className="h-11 w-full accent-night-800"
      />
    </div>
  );
}

/** The smart bullets switch; turning it re-sends the draft, and its hint says so meanwhile. */
export function SmartBullets({
  isOn,
  isResending,
  onChange,
}: {
  isOn: boolean;
  isResending: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold text-sm">
        <input
          type="checkbox"
          role="switch"
          aria-checked={isOn}
          checked={isOn}
          disabled={isResending}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="size-6 accent-night-800"
        />
        {t('customizer.smartBullets')}
      </label>
      <p id={hintId} className="text-ink-700 text-xs">
        {isResending ? t('customizer.resending') : t('customizer.smartBulletsHint')}
      </p>
    </div>
  );
}
