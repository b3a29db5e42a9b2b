import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FORMAT_MODES,
  INTENSITY_BUTTONS,
  MAIL_BACKGROUNDS,
  type MAIL_COLORS,
  type MailBackground,
  TONE_BUTTONS,
} from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/utils.ts';

export type ToneButtonId = (typeof TONE_BUTTONS)[number]['id'];
export type IntensityButtonId = (typeof INTENSITY_BUTTONS)[number]['id'];
type MailColorId = (typeof MAIL_COLORS)[number]['id'];
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

type Choice<Id extends string> = { id: Id; isRecommended?: boolean };

type ChoicePickerProps<Id extends string> = {
  legend: string;
  options: readonly Choice<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /** An option's name and the hint under it, if any. */
  textOf: (id: Id) => { name: string; hint?: string };
  /** The grid's columns at each width. */
  gridClassName: string;
  /** A `data-*` attribute naming each button's option, for tests and styles. */
  dataAttribute?: string;
};

/** A row of option buttons (name and hint), one pressed: the pickers of the mail tools. */
export function ChoicePicker<Id extends string>({
  legend,
  options,
  value,
  onChange,
  textOf,
  gridClassName,
  dataAttribute,
}: ChoicePickerProps<Id>) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={LEGEND_CLASS}>{legend}</legend>
      <div className={cn('grid gap-2', gridClassName)}>
        {options.map((option) => {
          const isSelected = option.id === value;
          const { name, hint } = textOf(option.id);
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={isSelected}
              {...(dataAttribute ? { [`data-${dataAttribute}`]: option.id } : {})}
              onClick={() => onChange(option.id)}
              className={optionClass(isSelected)}
            >
              <span className="flex flex-wrap items-center gap-1.5 font-semibold text-sm">
                {name}
                {option.isRecommended ? (
                  <Badge variant={isSelected ? 'gold' : 'muted'}>
                    {t('mailTool.ai.recommended')}
                  </Badge>
                ) : null}
              </span>
              {hint ? <span className={hintClass(isSelected)}>{hint}</span> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

const FORMAT_MODE_CHOICES = FORMAT_MODES.map((id) => ({ id }));

/**
 * Keep my words (mode 'format': tidied and styled, not reworded) or Rewrite (mode 'improve', with
 * the tone's words and the chosen intensity). Issue 21, rule 4.
 */
export function WordsPicker({
  value,
  onChange,
  legend,
}: {
  value: FormatMode;
  onChange: (mode: FormatMode) => void;
  legend?: string;
}) {
  const { t } = useTranslation();
  return (
    <ChoicePicker
      legend={legend ?? t('mailTool.ai.modeLabel')}
      options={FORMAT_MODE_CHOICES}
      value={value}
      onChange={onChange}
      textOf={(mode) => ({
        name: t(`mailTool.ai.modes.${mode}.name`),
        hint: t(`mailTool.ai.modes.${mode}.hint`),
      })}
      gridClassName="grid-cols-1 min-[420px]:grid-cols-2"
      dataAttribute="mode-button"
    />
  );
}

/** The six tone buttons of the main page; each sends its mapped tone. */
export function TonePicker({
  value,
  onChange,
}: {
  value: ToneButtonId;
  onChange: (id: ToneButtonId) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoicePicker
      legend={t('mailTool.ai.toneLabel')}
      options={TONE_BUTTONS}
      value={value}
      onChange={onChange}
      textOf={(id) => ({
        name: t(`mailTool.ai.tones.${id}.name`),
        hint: t(`mailTool.ai.tones.${id}.hint`),
      })}
      gridClassName="grid-cols-2 sm:grid-cols-3"
      dataAttribute="tone-button"
    />
  );
}

const BACKGROUND_CHOICES = MAIL_BACKGROUNDS.map((id) => ({ id }));

/**
 * Where the mail is read: a game mail (the parchment) or the alliance description (the board's
 * blue). The title colours, the engine's highlight colours and the preview follow it.
 */
export function BackgroundPicker({
  value,
  onChange,
}: {
  value: MailBackground;
  onChange: (background: MailBackground) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoicePicker
      legend={t('mailTool.ai.backgroundLabel')}
      options={BACKGROUND_CHOICES}
      value={value}
      onChange={onChange}
      textOf={(id) => ({
        name: t(`mailTool.ai.backgrounds.${id}.name`),
        hint: t(`mailTool.ai.backgrounds.${id}.hint`),
      })}
      gridClassName="grid-cols-1 min-[420px]:grid-cols-2"
      dataAttribute="background-button"
    />
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
    <ChoicePicker
      legend={t('mailTool.ai.intensityLabel')}
      options={INTENSITY_BUTTONS}
      value={value}
      onChange={onChange}
      textOf={(id) => ({
        name: t(`mailTool.ai.intensities.${id}.name`),
        hint: t(`mailTool.ai.intensities.${id}.hint`),
      })}
      gridClassName="grid-cols-1 min-[420px]:grid-cols-3"
    />
  );
}

type Swatch<Hex extends string> = { id: string; hex: Hex };

/** Whether a dark mark reads better than a white one on this colour (gold, white). */
function isLightColor(hex: string): boolean {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) =>
    Number.parseInt(hex.slice(at, at + 2), 16),
  );
  return 0.299 * red + 0.587 * green + 0.114 * blue > 160;
}

/**
 * Title colours as round swatches (the main page's eight; the second version's
 * eight with white, `children` adding its free hex input under them).
 */
export function TitleColorPicker<Hex extends string>({
  colors,
  value,
  onChange,
  legend,
  nameOf,
  children,
}: {
  colors: readonly Swatch<Hex>[];
  value: string;
  onChange: (hex: Hex) => void;
  legend?: string;
  /** A colour's name. Default: `mail.colors.<id>` (the ids of MAIL_COLORS). */
  nameOf?: (id: string) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={LEGEND_CLASS}>{legend ?? t('mailTool.ai.colorLabel')}</legend>
      <div className="flex flex-wrap gap-2">
        {colors.map(({ id, hex }) => {
          const isSelected = hex.toUpperCase() === value.toUpperCase();
          const name = nameOf ? nameOf(id) : t(`mail.colors.${id as MailColorId}`);
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
                  className={cn('size-5', isLightColor(hex) ? 'text-night-950' : 'text-white')}
                />
              ) : null}
            </button>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
