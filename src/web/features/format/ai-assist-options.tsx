import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FORMAT_MODES, INTENSITY_BUTTONS, MAIL_COLORS, TONE_BUTTONS } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/utils.ts';

export type ToneButtonId = (typeof TONE_BUTTONS)[number]['id'];
export type IntensityButtonId = (typeof INTENSITY_BUTTONS)[number]['id'];
export type TitleColor = (typeof MAIL_COLORS)[number]['hex'];
export type FormatMode = (typeof FORMAT_MODES)[number];

const LEGEND_CLASS = 'mb-2 font-bold text-ink-900';

function optionClass(isSelected: boolean): string {
  return cn(
    'flex min-h-14 w-full cursor-pointer flex-col items-start justify-center gap-0.5 rounded-lg border-2 px-3 py-2 text-start transition-colors motion-reduce:transition-none',
    isSelected
      ? 'border-night-800 bg-night-800 text-gold-200'
      : 'border-parchment-400 bg-parchment-50 text-ink-900 hover:border-gold-600 hover:bg-parchment-200',
  );
}

function hintClass(isSelected: boolean): string {
  return cn('font-normal text-xs', isSelected ? 'text-parchment-200' : 'text-ink-700');
}

/**
 * Keep my words (mode 'format': tidied and styled, not reworded) or Rewrite (mode 'improve', with
 * the tone's words and the chosen intensity). Issue 21, rule 4.
 */
export function WordsPicker({
  value,
  onChange,
}: {
  value: FormatMode;
  onChange: (mode: FormatMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={LEGEND_CLASS}>{t('mailTool.ai.modeLabel')}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {FORMAT_MODES.map((mode) => {
          const isSelected = mode === value;
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={isSelected}
              data-mode-button={mode}
              onClick={() => onChange(mode)}
              className={optionClass(isSelected)}
            >
              <span className="font-semibold text-sm">{t(`mailTool.ai.modes.${mode}.name`)}</span>
              <span className={hintClass(isSelected)}>{t(`mailTool.ai.modes.${mode}.hint`)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The six tone buttons of the main page (spec section 9); each sends its mapped tone. */
export function TonePicker({
  value,
  onChange,
}: {
  value: ToneButtonId;
  onChange: (id: ToneButtonId) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={LEGEND_CLASS}>{t('mailTool.ai.toneLabel')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {TONE_BUTTONS.map(({ id }) => {
          const isSelected = id === value;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={isSelected}
              data-tone-button={id}
              onClick={() => onChange(id)}
              className={optionClass(isSelected)}
            >
              <span className="font-semibold text-sm">{t(`mailTool.ai.tones.${id}.name`)}</span>
              <span className={hintClass(isSelected)}>{t(`mailTool.ai.tones.${id}.hint`)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Minor, Balanced (recommended) and Full: how much of the draft may be reworded. */
export function IntensityPicker({
  value,
  onChange,
}: {
  value: IntensityButtonId;
  onChange: (id: IntensityButtonId) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={LEGEND_CLASS}>{t('mailTool.ai.intensityLabel')}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
        {INTENSITY_BUTTONS.map((option) => {
          const isSelected = option.id === value;
          const isRecommended = 'isRecommended' in option && option.isRecommended;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onChange(option.id)}
              className={optionClass(isSelected)}
            >
              <span className="flex flex-wrap items-center gap-1.5 font-semibold text-sm">
                {t(`mailTool.ai.intensities.${option.id}.name`)}
                {isRecommended ? (
                  <Badge variant={isSelected ? 'gold' : 'muted'}>
                    {t('mailTool.ai.recommended')}
                  </Badge>
                ) : null}
              </span>
              <span className={hintClass(isSelected)}>
                {t(`mailTool.ai.intensities.${option.id}.hint`)}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The eight title colours as round swatches (spec section 2). */
export function TitleColorPicker({
  value,
  onChange,
}: {
  value: TitleColor;
  onChange: (hex: TitleColor) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={LEGEND_CLASS}>{t('mailTool.ai.colorLabel')}</legend>
      <div className="flex flex-wrap gap-2">
        {MAIL_COLORS.map(({ id, hex }) => {
          const isSelected = hex === value;
          const name = t(`mail.colors.${id}`);
          return (
            <button
              key={id}
              type="button"
              aria-pressed={isSelected}
              aria-label={t('mailTool.ai.colorName', { name, hex })}
              title={name}
              onClick={() => onChange(hex)}
              className={cn(
                'grid size-11 cursor-pointer place-items-center rounded-full border-2 shadow-sm transition motion-reduce:transition-none',
                isSelected
                  ? 'border-night-800 ring-2 ring-night-800 ring-offset-2 ring-offset-parchment-100'
                  : 'border-parchment-400 hover:scale-105',
              )}
              style={{ backgroundColor: hex }}
            >
              {isSelected ? (
                <Check
                  aria-hidden="true"
                  className={cn('size-5', id === 'gold' ? 'text-night-950' : 'text-white')}
                />
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
