import { useMemo, useRef, useState } from 'react';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

/** A part of the Manual Builder that its toolbar shows and hides (the gradient tool, the symbols). */
export type PanelToggle = {
  /** The id of the part, which its toggle controls. */
  id: string;
  isOpen: boolean;
  onToggle: () => void;
  toggleRef: React.RefObject<HTMLButtonElement | null>;
  /** Hides the part; with `isFocusReturned` the focus goes back to its toggle, as a disclosure's. */
  close: (isFocusReturned: boolean) => void;
};

/** The open state of a part the toolbar toggles; `onOpen` runs just before it opens. */
export function usePanelToggle(id: string, onOpen?: () => void): PanelToggle {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onToggle = useStableCallback(() => {
    if (!isOpen) onOpen?.();
    setIsOpen(!isOpen);
  });
  const close = useStableCallback((isFocusReturned: boolean) => {
    setIsOpen(false);
    if (isFocusReturned) toggleRef.current?.focus();
  });
  // One identity while it stays open or closed, so the memoised toolbar skips the keystrokes.
  return useMemo(() => ({ id, isOpen, onToggle, toggleRef, close }), [id, isOpen, onToggle, close]);
}
