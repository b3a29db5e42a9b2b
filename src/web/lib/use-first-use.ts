import { useEffect } from 'react';

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `start` once, when the player first touches, clicks, types or tabs on the page while the
 * browser is online: after the first screen is interactive, never as part of its first load. What a
 * feature fetches here is there if the connection goes before the player uses it. `start` is a
 * module-level function (the same one on every render). A field already focused when the page
 * becomes interactive counts as a first use.
 */
export function useOnFirstUse(start: () => void): void {
  useEffect(() => {
    const stop = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onFirstUse, true);
    };
    function onFirstUse() {
      // Nothing could be fetched now: the next use online starts it.
      if (navigator.onLine === false) return;
      stop();
      start();
    }
    for (const type of FIRST_USE_EVENTS) {
      window.addEventListener(type, onFirstUse, { capture: true, passive: true });
    }
    // The player was already typing in a field before the page took over its prerendered HTML (a
    // slow phone): that was the first use, whose events came before anyone listened.
    const focused = document.activeElement;
    if (focused instanceof HTMLTextAreaElement || focused instanceof HTMLInputElement) onFirstUse();
    return stop;
  }, [start]);
}
