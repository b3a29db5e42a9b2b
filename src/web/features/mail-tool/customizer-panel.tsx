import { ChevronDown, PencilLine, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';
import { ChoiceRow } from './customizer-choices.tsx';
import { SavedPresets } from './customizer-presets.tsx';
import { CUSTOMIZER, type CustomizerSettings } from './v2-constants.ts';

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
 * The Commander Customizer: collapsed behind its toggle; presets,
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
  const bulletsHintId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { lineSpacing } = CUSTOMIZER;

  const change = (patch: Partial<CustomizerSettings>) => onChange({ ...settings, ...patch });

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
        <SavedPresets settings={settings} onLoad={onLoad} />
      </div>
    </section>
  );
}
