import { cn } from '#web/lib/utils.ts';

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
