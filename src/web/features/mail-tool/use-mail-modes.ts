import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { dismissToast, toast } from '#web/components/ui/use-toast.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

/** What a version of the mail tool keeps per mode, and how it empties the others. */
export type ModeRules<Inputs> = {
  /** The modes whose inputs a switch may clear. */
  modes: readonly MailMode[];
  /** The inputs with every mode's but `mode`'s emptied. */
  keepOnly: (inputs: Inputs, mode: MailMode) => Inputs;
  /** Whether `mode` holds something the player typed or chose. */
  hasInput: (inputs: Inputs, mode: MailMode) => boolean;
};

type MailModesOptions<Inputs> = {
  initialMode: MailMode | (() => MailMode);
  inputs: Inputs;
  setInputs: (inputs: Inputs) => void;
  rules: ModeRules<Inputs>;
  /** A mode's name as this version shows it (in the 'cleared, Undo' toast). */
  nameOf: (mode: MailMode) => string;
  /** A mode the player cannot use (a free player's Templates): opening it clears nothing. */
  isLocked?: (mode: MailMode) => boolean;
  /** Called on every switch that clears (the version drops its answer there). */
  onClear?: () => void;
  /**
   * Fetches the code of `mode`'s part, when it has its own. Nothing is cleared until it is in
   * hand: offline, the part says it could not be loaded and every mode keeps its text.
   */
  loadPart?: (mode: MailMode) => Promise<unknown> | undefined;
};

/**
 * The mail tool's modes, one state machine for every version: switching mode clears the output
 * and every other mode's inputs, and a toast offers Undo whenever typed text went, so nothing is
 * lost without a way back. A locked mode shows its card and clears nothing: the player comes back
 * to the text they left.
 */
export function useMailModes<Inputs>({
  initialMode,
  inputs,
  setInputs,
  rules,
  nameOf,
  isLocked,
  onClear,
  loadPart,
}: MailModesOptions<Inputs>) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<MailMode>(initialMode);
  // The latest switch: one made while a part loads supersedes the one waiting for it.
  const latestSwitch = useRef(0);

  const changeMode = useStableCallback((next: MailMode) => {
    if (next === mode) return;
    const switchId = ++latestSwitch.current;
    setMode(next);
    if (isLocked?.(next)) return;
    const previous = { mode, inputs };
    const clearOthers = () => {
      if (switchId !== latestSwitch.current) return;
      const clearsText = rules.modes.some(
        (other) => other !== next && rules.hasInput(inputs, other),
      );
      onClear?.();
      setInputs(rules.keepOnly(inputs, next));
      if (!clearsText) return;
      showModeClearedToast(t, { next: nameOf(next), previous: nameOf(previous.mode) }, () => {
        setInputs(previous.inputs);
        setMode(previous.mode);
      });
    };
    const loading = loadPart?.(next);
    // A failed load is shown by the part itself, with Retry; nothing is cleared.
    if (loading) loading.then(clearOthers, () => {});
    else clearOthers();
  });

  return { mode, changeMode, setMode };
}

/**
 * The toast after switching mode cleared another mode's text: it names the mode
 * switched to and the one whose text went, and offers Undo, which calls `onUndo` and closes it.
 * Mode names come translated, as each tool names its modes its own way.
 */
function showModeClearedToast(
  t: TFunction,
  modeNames: { next: string; previous: string },
  onUndo: () => void,
): void {
  const handle = toast({
    title: t('home.switch.clearedTitle', { mode: modeNames.next }),
    description: t('home.switch.clearedText', { mode: modeNames.previous }),
    action: {
      label: t('home.switch.undo'),
      altText: t('home.switch.undoAlt'),
      onClick: () => {
        onUndo();
        dismissToast(handle.id);
      },
    },
  });
}
