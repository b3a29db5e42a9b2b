import { useEffect } from 'react';

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `start` once, when the player first touches, clicks, types or tabs on the page while the
 * browser is online: after the first screen is interactive, never as part of its first load. What a
 * feature fetches here is there if the connection goes before the player uses it. `start` is a
 * module-level function (the same one on every render).
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
    return stop;
  }, [start]);
}
