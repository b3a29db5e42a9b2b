import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '#shared/constants.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { copyText } from '#web/lib/clipboard.ts';

/** The toasts a copy action shows; each place has its own wording in the spec. */
export type CopyToasts = {
  copiedTitle: string;
  copiedText?: string;
  failedTitle: string;
  failedText: string;
};

type UseCopyTextOptions = {
  toasts: CopyToasts;
  /** How long `isCopied` stays true. Default: the main page's 1.5 s. */
  copiedForMs?: number;
};

/**
 * A copy action with the app's feedback: on success `isCopied` turns true for `copiedForMs` (the
 * button says 'Copied!') and a success toast shows; on failure a destructive toast asks the player
 * to copy by hand. `copy` resolves to whether the text reached the clipboard.
 */
export function useCopyText({
  toasts,
  copiedForMs = TIMINGS.copiedIndicatorMs,
}: UseCopyTextOptions): { isCopied: boolean; copy: (text: string) => Promise<boolean> } {
  const [isCopied, setIsCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const { copiedTitle, copiedText, failedTitle, failedText } = toasts;
  const copy = useCallback(
    async (text: string) => {
      const isDone = await copyText(text);
      if (isDone) {
        setIsCopied(true);
        clearTimeout(copiedTimer.current);
        copiedTimer.current = setTimeout(() => setIsCopied(false), copiedForMs);
        toast({ title: copiedTitle, description: copiedText, variant: 'success' });
      } else {
        toast({ title: failedTitle, description: failedText, variant: 'destructive' });
      }
      return isDone;
    },
    [copiedForMs, copiedTitle, copiedText, failedTitle, failedText],
  );

  return { isCopied, copy };
}
