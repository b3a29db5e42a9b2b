import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/utils.ts';

export type CounterLevel = 'ok' | 'warn' | 'danger';
export type CounterThresholds = { warn: number; danger: number };

/** Yellow strictly above `warn`, red strictly above `danger` (spec section 5). */
export function getCounterLevel(count: number, thresholds: CounterThresholds): CounterLevel {
  if (count > thresholds.danger) return 'danger';
  if (count > thresholds.warn) return 'warn';
  return 'ok';
}

const LEVEL_CLASSES: Record<CounterLevel, string> = {
  ok: 'border-parchment-400 bg-parchment-50 text-ink-800',
  warn: 'border-yellow-600 bg-yellow-300 text-ink-900',
  danger: 'border-danger-700 bg-danger-600 text-white',
};

export type CharCounterProps = {
  id?: string;
  count: number;
  limit: number;
  thresholds: CounterThresholds;
  className?: string;
};

/** 'N / 2000 characters' on a pill that turns yellow, then red, as the mail grows. */
export function CharCounter({ id, count, limit, thresholds, className }: CharCounterProps) {
  const { t } = useTranslation();
  const level = getCounterLevel(count, thresholds);
  return (
    <span
      id={id}
      data-testid="draft-counter"
      data-level={level}
      className={cn(
        'inline-flex min-h-7 items-center rounded-full border px-2.5 font-semibold text-xs tabular-nums',
        LEVEL_CLASSES[level],
        className,
      )}
    >
      {t('mailTool.ai.counter', { count, limit })}
    </span>
  );
}
