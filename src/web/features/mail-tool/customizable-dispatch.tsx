import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customizeMail, sanitizeEditable } from '#markup/index.ts';
import type { MailMode } from '#shared/constants.ts';
import { FinalDispatch, type FinalDispatchProps } from '#web/components/final-dispatch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { type CustomizerActions, CustomizerPanel } from './customizer-panel.tsx';
import { ManualCustomizer } from './manual-customizer.tsx';
import { CUSTOMIZER, type CustomizerSettings } from './v2-constants.ts';

/** The mail and its re-send; the mode and Final Dispatch's own props (engine…) go through to it. */
type CustomizableDispatchProps = {
  /** The mail as the server last wrote it. A new value (a new answer) resets manual edits. */
  markup: string;
  /** The mode that wrote it (kept with it in My mail when copied). */
  mode: MailMode;
  /**
   * Re-send the draft that produced `markup` with smart bullets on or off:
   * toggling smart bullets while output exists re-sends the message; Revert to Original re-sends
   * the original text with smart bullets off. The parent owns the draft and the request; its new
   * answer arrives as a new `markup`, then `onAnswered` is called.
   */
  onResend: (options: { smartBullets: boolean }, onAnswered?: () => void) => void;
  /** A re-send is under way (controls that would start another are disabled). */
  isResending: boolean;
} & Pick<FinalDispatchProps, 'engine' | 'warnings' | 'copyToasts' | 'copiedForMs'>;

/** Manual edits, kept with the settings they were made under. */
type Edits = { text: string; settings: CustomizerSettings };

/**
 * Final Dispatch with the second version's Commander Customizer and Manual Customizer Mode.
 * Settings shape the server's mail through the markup engine's
 * `customizeMail` only once the player touches one, so an untouched mail is shown as written;
 * smart bullets and 'Revert to Original' ask the parent to re-send. Manual edits are the output
 * until a setting changes (then the settings apply to the edited mail) or a new answer comes.
 */
export function CustomizableDispatch({
  markup,
  onResend,
  isResending,
  ...dispatch
}: CustomizableDispatchProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<CustomizerSettings>(CUSTOMIZER.defaults);
  const [isCustomized, setIsCustomized] = useState(false);
  const [edits, setEdits] = useState<Edits | null>(null);
  const [manualText, setManualText] = useState<string | null>(null);
  const [answered, setAnswered] = useState(markup);

  // A new answer: manual edits go.
  if (markup !== answered) {
    setAnswered(markup);
    setEdits(null);
    setManualText(null);
  }

  const base = edits?.text ?? markup;
  const customized =
    edits && edits.settings === settings
      ? edits.text
      : isCustomized
        ? customizeMail(base, settings)
        : base;
  // What is copied is clean whatever reached the editable area.
  const shown = manualText === null ? customized : sanitizeEditable(manualText);

  function changeSettings(next: CustomizerSettings) {
    setSettings(next);
    setIsCustomized(true);
  }

  const actions: CustomizerActions = {
    change: changeSettings,
    changeSmartBullets(isOn) {
      setSettings({ ...settings, smartBullets: isOn });
      onResend({ smartBullets: isOn });
    },
    load(loaded) {
      changeSettings(loaded);
      if (loaded.smartBullets !== settings.smartBullets) {
        onResend({ smartBullets: loaded.smartBullets });
      }
    },
    revert() {
      setSettings({ ...CUSTOMIZER.defaults, smartBullets: false });
      setIsCustomized(false);
      setEdits(null);
      setManualText(null);
      // Said once the original is back, so the re-sent answer's own 'formatted' toast does not
      // take its place at once.
      onResend({ smartBullets: false }, () =>
        toast({
          variant: 'success',
          title: t('customizer.toasts.revertedTitle'),
          description: t('customizer.toasts.revertedText'),
        }),
      );
    },
    enterManual: () => setManualText(customized),
  };

  function exitManual() {
    if (manualText !== null) setEdits({ text: sanitizeEditable(manualText), settings });
    setManualText(null);
  }

  return (
    <div className="flex flex-col gap-4">
      <CustomizerPanel
        settings={settings}
        actions={actions}
        // The parent keeps the draft that wrote the answer, so any answer can be reverted.
        canRevert={markup !== ''}
        isResending={isResending}
        isManual={manualText !== null}
      />
      {manualText !== null ? (
        <ManualCustomizer text={manualText} onTextChange={setManualText} onExit={exitManual} />
      ) : null}
      <FinalDispatch {...dispatch} markup={shown} className="shadow-none" />
    </div>
  );
}
