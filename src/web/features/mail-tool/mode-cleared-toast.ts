import type { TFunction } from 'i18next';
import { dismissToast, toast } from '#web/components/ui/use-toast.ts';

/**
 * The toast after switching mode cleared another mode's text (spec section 2): it names the mode
 * switched to and the one whose text went, and offers Undo, which calls `onUndo` and closes it.
 * Mode names come translated, as each tool names its modes its own way.
 */
export function showModeClearedToast(
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
