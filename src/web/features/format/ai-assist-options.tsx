import type { ParseKeys } from 'i18next';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FORMAT_MODES,
  INTENSITY_BUTTONS,
  MAIL_BACKGROUNDS,
  type MAIL_COLORS,
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

type TranslationKey = ParseKeys<'translation'>;

/**
 * An option's name and hint: either a function, or the en.json group that holds `<id>.name` and
 * `<id>.hint` for every option (typechecked: a group lacking one of them fails).
 */
type ChoiceTexts<Id extends string, Group extends string> =
  | ((id: Id) => { name: string; hint?: string })
  | (Group &
      (`${Group}.${Id}.name` | `${Group}.${Id}.hint` extends TranslationKey ? unknown : never));

/** What sets a picker apart: its legend, options, texts and layout. */
type ChoiceSet<Id extends string, Group extends string> = {
  /** The legend's key. */
  legend: TranslationKey;
  options: readonly Choice<Id>[];
  texts: ChoiceTexts<Id, Group>;
  /** The grid's columns at each width. */
  gridClassName: string;
  /** A `data-*` attribute naming each button's option, for tests and styles. */
  dataAttribute?: string;
};

type ChoicePickerProps<Id extends string, Group extends string> = ChoiceSet<Id, Group> & {
  value: Id;
  onChange: (id: Id) => void;
};

/** A row of option buttons (name and hint), one pressed: the pickers of the mail tools. */
export function ChoicePicker<Id extends string, Group extends string = never>({
  legend,
  options,
  value,
  onChange,
  texts,
  gridClassName,
  dataAttribute,
}: ChoicePickerProps<Id, Group>) {
  const { t } = useTranslation();
  const textOf =
    typeof texts === 'function'
      ? texts
      : (id: Id) => ({
          name: t(`${texts}.${id}.name` as TranslationKey),
          hint: t(`${texts}.${id}.hint` as TranslationKey),
        });
  return (
    <fieldset>
      <legend className={LEGEND_CLASS}>{t(legend)}</legend>
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

/** A picker's set, typechecked (its texts group must name and explain every option). */
export function choiceSet<Id extends string, Group extends string>(set: ChoiceSet<Id, Group>) {
  return set;
}

/**
 * The main page's pickers, spread into a `ChoicePicker` with its value. `words`: Keep my words
 * (mode 'format': tidied and styled, not reworded) or Rewrite (mode 'improve', with the tone's words
 * and the chosen intensity). `tone`: the six tone buttons, each sending its mapped tone.
 * `background`: where the mail is read, a game mail (the parchment) or the alliance description
 * (the board's blue); the title colours, the engine's highlight colours and the preview follow it.
 * `intensity`: Minor, Balanced (recommended) and Full, how much of the draft may be reworded.
 */
export const AI_CHOICES = {
  words: choiceSet({
    legend: 'mailTool.ai.modeLabel',
    options: FORMAT_MODES.map((id) => ({ id })),
    texts: 'mailTool.ai.modes',
    gridClassName: 'grid-cols-1 min-[420px]:grid-cols-2',
    dataAttribute: 'mode-button',
  }),
  tone: choiceSet({
    legend: 'mailTool.ai.toneLabel',
    options: TONE_BUTTONS,
    texts: 'mailTool.ai.tones',
    gridClassName: 'grid-cols-2 sm:grid-cols-3',
    dataAttribute: 'tone-button',
  }),
  background: choiceSet({
    legend: 'mailTool.ai.backgroundLabel',
    options: MAIL_BACKGROUNDS.map((id) => ({ id })),
    texts: 'mailTool.ai.backgrounds',
    gridClassName: 'grid-cols-1 min-[420px]:grid-cols-2',
    dataAttribute: 'background-button',
  }),
  intensity: choiceSet({
    legend: 'mailTool.ai.intensityLabel',
    options: INTENSITY_BUTTONS,
    texts: 'mailTool.ai.intensities',
    gridClassName: 'grid-cols-1 min-[420px]:grid-cols-3',
  }),
};

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
