import { ChevronDown, PencilLine, RotateCcw, Save, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { CUSTOMIZER, type CustomizerSettings } from '#web/features/mail-tool/v2-constants.ts';
import { cn } from '#web/lib/utils.ts';
import { readSavedPresets, type SavedPreset, savePreset } from './saved-presets.ts';

const LEGEND_CLASS = 'mb-2 font-bold text-ink-900 text-sm';

function chipClass(isSelected: boolean): string {
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
function ChoiceRow<Id extends string>({
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

type CustomizerPanelProps = {
  settings: CustomizerSettings;
  /** A layout setting changed (not smart bullets: those re-send). */
  onChange: (settings: CustomizerSettings) => void;
  onSmartBulletsChange: (isOn: boolean) => void;
  /** A saved preset was chosen. */
  onLoad: (settings: CustomizerSettings) => void;
  onRevert: () => void;
  /** An original answer is stored: 'Revert to Original' shows. */
  canRevert: boolean;
  isResending: boolean;
  onEnterManual: () => void;
  /** Manual Customizer Mode is on. */
  isManual: boolean;
};

/**
 * The Commander Customizer (spec sections 3, 4, 5 and 9): collapsed behind its toggle; presets,
 * header size, line spacing, font size, alignment, smart bullets, named presets saved in browser
 * storage, 'Revert to Original' and the way into Manual Customizer Mode. Collapsed, only its
 * toggle shows.
 */
export function CustomizerPanel({
  settings,
  onChange,
  onSmartBulletsChange,
  onLoad,
  onRevert,
  canRevert,
  isResending,
  onEnterManual,
  isManual,
}: CustomizerPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const spacingId = useId();
  const nameId = useId();
  const bulletsHintId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [presetName, setPresetName] = useState('');
  const [savedPresets, setSavedPresets] = useState<SavedPreset[]>(readSavedPresets);
  const { lineSpacing } = CUSTOMIZER;

  const change = (patch: Partial<CustomizerSettings>) => onChange({ ...settings, ...patch });

  function save(event: FormEvent) {
    event.preventDefault();
    const name = presetName.trim();
    if (name === '') {
      toast({
        variant: 'destructive',
        title: t('customizer.toasts.nameRequiredTitle'),
        description: t('customizer.toasts.nameRequiredText'),
      });
      return;
    }
    setSavedPresets(savePreset({ name, settings }));
    setPresetName('');
    toast({
      variant: 'success',
      title: t('customizer.toasts.savedTitle'),
      description: t('customizer.toasts.savedText', { name }),
    });
  }

  function load(preset: SavedPreset) {
    onLoad(preset.settings);
    toast({
      variant: 'success',
      title: t('customizer.toasts.loadedTitle'),
      description: t('customizer.toasts.loadedText', { name: preset.name }),
    });
  }

  return (
    <section
      data-testid="commander-customizer"
      className="rounded-xl border border-parchment-400 bg-parchment-100 p-3 text-ink-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="parchment"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isOpen)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('customizer.title')}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'transition-transform motion-reduce:transition-none',
              isOpen && 'rotate-180',
            )}
          />
        </Button>
      </div>
      <div id={panelId} hidden={!isOpen} className="mt-4 flex flex-col gap-5">
        <div className="flex flex-wrap gap-2">
          <Button variant="parchment" onClick={onEnterManual} disabled={isManual}>
            <PencilLine aria-hidden="true" />
            {t('customizer.manual.enter')}
          </Button>
          {canRevert ? (
            <Button variant="parchment" onClick={onRevert} disabled={isResending}>
              <RotateCcw aria-hidden="true" />
              {t('customizer.revert')}
            </Button>
          ) : null}
        </div>
        <ChoiceRow
          testId="customizer-presets"
          legend={t('customizer.presetLabel')}
          options={CUSTOMIZER.presets}
          value={settings.preset}
          // A pressed preset pressed again is taken off: the layout as written.
          onChange={(preset) => change({ preset: preset === settings.preset ? null : preset })}
          nameOf={(preset) => t(`customizer.presets.${preset}`)}
        />
        <ChoiceRow
          testId="customizer-header-size"
          legend={t('customizer.headerSizeLabel')}
          options={CUSTOMIZER.headerSizes.map(({ id }) => id)}
          value={settings.headerSize}
          onChange={(headerSize) => change({ headerSize })}
          nameOf={(size) => size}
        />
        <ChoiceRow
          testId="customizer-font-size"
          legend={t('customizer.fontSizeLabel')}
          options={CUSTOMIZER.fontSizes.map(({ id }) => id)}
          value={settings.fontSize}
          onChange={(fontSize) => change({ fontSize })}
          nameOf={(size) => t(`customizer.fontSizes.${size}`)}
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={spacingId} className="font-bold text-sm">
              {t('customizer.lineSpacingLabel')}
            </label>
            <output htmlFor={spacingId} className="font-mono text-sm">
              {settings.lineSpacing.toFixed(1)}
            </output>
          </div>
          <input
            id={spacingId}
            type="range"
            min={lineSpacing.min}
            max={lineSpacing.max}
            step={lineSpacing.step}
            value={settings.lineSpacing}
            onChange={(event) =>
              // Rounded to the step: a range input's value can carry floating-point noise.
              change({ lineSpacing: Math.round(Number(event.target.value) * 10) / 10 })
            }
            className="h-11 w-full accent-night-800"
          />
        </div>
        <ChoiceRow
          testId="customizer-alignment"
          legend={t('customizer.alignmentLabel')}
          options={CUSTOMIZER.alignments}
          value={settings.alignment}
          onChange={(alignment) => change({ alignment })}
          nameOf={(alignment) => t(`customizer.alignments.${alignment}`)}
        />
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold text-sm">
            <input
              type="checkbox"
              role="switch"
              aria-checked={settings.smartBullets}
              checked={settings.smartBullets}
              disabled={isResending}
              aria-describedby={bulletsHintId}
              onChange={(event) => onSmartBulletsChange(event.target.checked)}
              className="size-6 accent-night-800"
            />
            {t('customizer.smartBullets')}
          </label>
          <p id={bulletsHintId} className="text-ink-700 text-xs">
            {isResending ? t('customizer.resending') : t('customizer.smartBulletsHint')}
          </p>
        </div>
        <form onSubmit={save} className="flex flex-col gap-2" noValidate>
          <label htmlFor={nameId} className="font-bold text-sm">
            {t('customizer.presetNameLabel')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={nameId}
              value={presetName}
              onChange={(event) => setPresetName(event.target.value)}
              placeholder={t('customizer.presetNamePlaceholder')}
              maxLength={60}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-parchment-400 bg-parchment-50 px-3 text-base text-ink-900"
            />
            <Button type="submit">
              <Save aria-hidden="true" />
              {t('customizer.savePreset')}
            </Button>
          </div>
        </form>
        <div>
          <h3 className={LEGEND_CLASS}>{t('customizer.savedPresetsLabel')}</h3>
          {savedPresets.length === 0 ? (
            <p className="text-ink-700 text-sm">{t('customizer.noSavedPresets')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="saved-presets">
              {savedPresets.map((preset) => (
                <li key={preset.name}>
                  <button
                    type="button"
                    aria-label={t('customizer.loadPreset', { name: preset.name })}
                    onClick={() => load(preset)}
                    className={chipClass(false)}
                  >
                    {preset.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
