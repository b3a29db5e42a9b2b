import { useEffect, useState } from 'react';

/** How long a busy browser may hold back the idle update. */
const IDLE_TIMEOUT_MS = 200;
/** Where the browser has no idle callbacks (Safari): a short pause after the last change. */
const FALLBACK_DELAY_MS = 50;

/**
 * `value`, but a changed value arrives only when the browser is idle: for what the player does not
 * watch while typing (the Final Dispatch copy of the Manual Builder's text), so that each keystroke
 * lays out only the textarea and the preview. The first value is returned at once; a burst of
 * changes ends in the last one.
 */
export function useIdleValue<T>(value: T): T {
  const [idleValue, setIdleValue] = useState(value);
  useEffect(() => {
    if (Object.is(idleValue, value)) return;
    const update = () => setIdleValue(() => value);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(update, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(update, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(handle);
  }, [value, idleValue]);
  return idleValue;
}
