import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import { cn } from '#web/lib/utils.ts';

type CounterThresholds = { warn: number; danger: number };
type CounterLevel = 'ok' | 'warn' | 'danger' | 'over';

type CharCounterProps = {
  count: number;
  /** Yellow strictly above `warn`, red strictly above `danger`. */
  thresholds: CounterThresholds;
  limit?: number;
  id?: string;
  className?: string;
  /** A bar under the count filled up to the limit, never past 100% (the second version). */
  showProgress?: boolean;
  /** Said with the count from yellow up, in place of the level's words (the second version). */
  nearLimitText?: string;
};

function getLevel(count: number, limit: number, thresholds: CounterThresholds): CounterLevel {
  if (count > limit) return 'over';
  if (count > thresholds.danger) return 'danger';
  if (count > thresholds.warn) return 'warn';
  return 'ok';
}

const TEXT_CLASS: Record<CounterLevel, string> = {
  ok: 'text-ink-700',
  warn: 'rounded bg-gold-200 px-1.5 font-semibold text-ink-900',
  danger: 'font-bold text-danger-700',
  over: 'font-bold text-danger-700',
};

const BAR_CLASS: Record<CounterLevel, string> = {
  ok: 'bg-night-700',
  warn: 'bg-gold-500',
  danger: 'bg-danger-600',
  over: 'bg-danger-600',
};

/** 'n / 2000 characters', yellow then red as it nears the limit, with the state in words too. */
export function CharCounter({
  count,
  thresholds,
  limit = LIMITS.mailChars,
  id,
  className,
  showProgress = false,
  nearLimitText,
}: CharCounterProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const counterId = id ?? ownId;
  const level = getLevel(count, limit, thresholds);
  const isNearLimitSaid = nearLimitText !== undefined && level !== 'ok';
  const counter = (
    <p
      id={counterId}
      data-testid="char-counter"
      data-level={level}
      className={cn('text-sm tabular-nums', TEXT_CLASS[level], !showProgress && className)}
    >
      {t('mail.count', { count, limit })}
      {level === 'warn' && !nearLimitText ? ` ${t('mail.countWarn')}` : null}
      {level === 'danger' && !nearLimitText ? ` ${t('mail.countDanger')}` : null}
      {level === 'over' ? ` ${t('mail.countOver')}` : null}
      {isNearLimitSaid ? <span className="block font-semibold">{nearLimitText}</span> : null}
    </p>
  );
  if (!showProgress) return counter;
  return (
    <div className={cn('flex w-full flex-col gap-1.5', className)}>
      {counter}
      <div
        role="progressbar"
        aria-labelledby={counterId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(count, limit)}
        className="h-2 w-full overflow-hidden rounded-full bg-parchment-300"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] motion-reduce:transition-none',
            BAR_CLASS[level],
          )}
          style={{ width: `${Math.min(100, (count / limit) * 100)}%` }}
        />
      </div>
    </div>
  );
}
