import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import { cn } from '#web/lib/utils.ts';

type CounterThresholds = { warn: number; danger: number };

type CharCounterProps = {
  count: number;
  /** Yellow strictly above `warn`, red strictly above `danger` (spec section 5). */
  thresholds: CounterThresholds;
  limit?: number;
  id?: string;
  className?: string;
};

/** 'n / 2000 characters', yellow then red as it nears the limit, with the state in words too. */
export function CharCounter({
  count,
  thresholds,
  limit = LIMITS.mailChars,
  id,
  className,
}: CharCounterProps) {
  const { t } = useTranslation();
  const level =
    count > limit
      ? 'over'
      : count > thresholds.danger
        ? 'danger'
        : count > thresholds.warn
          ? 'warn'
          : 'ok';
  return (
    <p
      id={id}
      data-testid="char-counter"
      data-level={level}
      className={cn(
        'text-sm tabular-nums',
        level === 'ok' && 'text-ink-700',
        level === 'warn' && 'rounded bg-gold-200 px-1.5 font-semibold text-ink-900',
        (level === 'danger' || level === 'over') && 'font-bold text-danger-700',
        className,
      )}
    >
      {t('mail.count', { count, limit })}
      {level === 'warn' ? ` ${t('mail.countWarn')}` : null}
      {level === 'danger' ? ` ${t('mail.countDanger')}` : null}
      {level === 'over' ? ` ${t('mail.countOver')}` : null}
    </p>
  );
}
