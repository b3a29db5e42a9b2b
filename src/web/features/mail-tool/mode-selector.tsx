import { CircleCheck, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { loadManualBuilder } from '#web/features/manual-builder/load.ts';
import { cn } from '#web/lib/utils.ts';
import { MODE_OPTIONS, type ModeOption } from './mode-options.ts';

type ModeSelectorProps = {
  mode: MailMode;
  onModeChange: (mode: MailMode) => void;
  /** The cards in display order. Default: the home page's. */
  options?: readonly ModeOption[];
};

/** Three mode cards as toggle buttons; the pressed one is the active mode. */
export function ModeSelector({ mode, onModeChange, options = MODE_OPTIONS }: ModeSelectorProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('home.modes.label')}</legend>
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {options.map(({ mode: option, icon: Icon, isPremium }) => {
          const isSelected = option === mode;
          // A player about to open the Manual Builder starts fetching its code.
          const preload = option === 'manual' ? () => void loadManualBuilder() : undefined;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onModeChange(option)}
              onPointerEnter={preload}
              onFocus={preload}
              className={cn(
                'parchment group relative flex min-h-24 cursor-pointer flex-col items-center gap-1.5 rounded-xl border-2 px-2 py-3 text-center text-ink-900 shadow-md shadow-black/40 transition motion-reduce:transition-none sm:min-h-32 sm:items-start sm:px-5 sm:py-4 sm:text-start',
                isSelected
                  ? 'border-gold-500 ring-4 ring-gold-500/30'
                  : 'border-parchment-400 hover:-translate-y-0.5 hover:border-gold-600',
              )}
            >
              {isSelected ? (
                <CircleCheck
                  aria-hidden="true"
                  className="absolute end-2 top-2 size-5 fill-gold-500 text-night-900"
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-9 place-items-center rounded-lg sm:size-10',
                  isSelected ? 'bg-night-800 text-gold-300' : 'bg-ink-900/10 text-ink-800',
                )}
              >
                <Icon className="size-5" />
              </span>
              <span className="font-bold text-sm leading-tight sm:text-base">
                {t(`home.modes.${option}.name`)}
              </span>
              <span className="hidden text-ink-700 text-sm sm:block">
                {t(`home.modes.${option}.description`)}
              </span>
              {isPremium ? (
                <Badge className="mt-auto text-[0.7rem] sm:text-xs">
                  <Crown aria-hidden="true" className="size-3" />
                  {t('home.modes.premium')}
                </Badge>
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
