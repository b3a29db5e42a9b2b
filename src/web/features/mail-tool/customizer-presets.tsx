import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { chipClass, LEGEND_CLASS } from './customizer-choices.tsx';
import { readSavedPresets, type SavedPreset, savePreset } from './saved-presets.ts';
import type { CustomizerSettings } from './v2-constants.ts';

type SavedPresetsProps = {
  settings: CustomizerSettings;
  /** A saved preset was chosen. */
  onLoad: (settings: CustomizerSettings) => void;
};

/** Named presets: saved in browser storage under a name, and loaded back by a tap. */
export function SavedPresets({ settings, onLoad }: SavedPresetsProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const [presetName, setPresetName] = useState('');
  const [savedPresets, setSavedPresets] = useState<SavedPreset[]>(readSavedPresets);

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
    <>
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
    </>
  );
}
