import { ChevronDown, PencilLine, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DisclosureButton } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';
import { ChoiceRow, LineSpacing, SmartBullets } from './customizer-choices.tsx';
import { SavedPresets } from './customizer-presets.tsx';
import { CUSTOMIZER, type CustomizerSettings } from './v2-constants.ts';

/** What the panel's controls ask of the mail it shapes. */
export type CustomizerActions = {
  /** A layout setting changed (not smart bullets: those re-send). */
  change: (settings: CustomizerSettings) => void;
  changeSmartBullets: (isOn: boolean) => void;
  /** A saved preset was chosen. */
  load: (settings: CustomizerSettings) => void;
  revert: () => void;
  enterManual: () => void;
};

type CustomizerPanelProps = {
  settings: CustomizerSettings;
  actions: CustomizerActions;
  /** An original answer is stored: 'Revert to Original' shows. */
  canRevert: boolean;
  isResending: boolean;
  /** Manual Customizer Mode is on. */
  isManual: boolean;
};

/** The layout settings shown as a row of chips. */
type ChipSetting = 'headerSize' | 'fontSize' | 'alignment';

/**
 * The Commander Customizer: collapsed behind its toggle; presets,
 * header size, line spacing, font size, alignment, smart bullets, named presets saved in browser
 * storage, 'Revert to Original' and the way into Manual Customizer Mode. Collapsed, only its
 * toggle shows.
 */
export function CustomizerPanel({ settings, actions, ...status }: CustomizerPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);

  const change = (patch: Partial<CustomizerSettings>) => actions.change({ ...settings, ...patch });
  // A chip row's value and what choosing a chip changes.
  const chipsOf = <Key extends ChipSetting>(key: Key) => ({
    value: settings[key],
    onChange: (value: CustomizerSettings[Key]) => change({ [key]: value }),
  });

  return (
    <section
      data-testid="commander-customizer"
      className="rounded-xl border border-parchment-400 bg-parchment-100 p-3 text-ink-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DisclosureButton isOpen={isOpen} controls={panelId} onClick={() => setIsOpen(!isOpen)}>
          <SlidersHorizontal aria-hidden="true" />
          {t('customizer.title')}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'transition-transform motion-reduce:transition-none',
              isOpen && 'rotate-180',
            )}
          />
        </DisclosureButton>
      </div>
      <div id={panelId} hidden={!isOpen} className="mt-4 flex flex-col gap-5">
        <div className="flex flex-wrap gap-2">
          <Button variant="parchment" onClick={actions.enterManual} disabled={status.isManual}>
            <PencilLine aria-hidden="true" />
            {t('customizer.manual.enter')}
          </Button>
          {status.canRevert ? (
            <Button variant="parchment" onClick={actions.revert} disabled={status.isResending}>
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
          {...chipsOf('headerSize')}
          nameOf={(size) => size}
        />
        <ChoiceRow
          testId="customizer-font-size"
          legend={t('customizer.fontSizeLabel')}
          options={CUSTOMIZER.fontSizes.map(({ id }) => id)}
          {...chipsOf('fontSize')}
          nameOf={(size) => t(`customizer.fontSizes.${size}`)}
        />
        <LineSpacing
          value={settings.lineSpacing}
          onChange={(lineSpacing) => change({ lineSpacing })}
        />
        <ChoiceRow
          testId="customizer-alignment"
          legend={t('customizer.alignmentLabel')}
          options={CUSTOMIZER.alignments}
          {...chipsOf('alignment')}
          nameOf={(alignment) => t(`customizer.alignments.${alignment}`)}
        />
        <SmartBullets
          isOn={settings.smartBullets}
          isResending={status.isResending}
          onChange={actions.changeSmartBullets}
        />
        <SavedPresets settings={settings} onLoad={actions.load} />
      </div>
    </section>
  );
}
