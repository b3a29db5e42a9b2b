import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '#shared/constants.ts';

/** The texts a player types on the home page, kept in this browser only. */
export const DRAFT_STORAGE_KEYS = {
  new: 'mf_draft_new',
  manual: 'mf_draft_manual',
  /** The template being filled in and its details (JSON, see features/templates/template-work.ts). */
  template: 'mf_draft_template',
} as const;
type DraftName = keyof typeof DRAFT_STORAGE_KEYS;

// Storage can throw (privacy modes, a full quota): the draft then lives only in memory.
function getStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved text of `name`, or '' when nothing is saved or storage cannot be read. */
export function readDraft(name: DraftName): string {
  try {
    return getStorage()?.getItem(DRAFT_STORAGE_KEYS[name]) ?? '';
  } catch {
    return '';
  }
}

/** Saves `text` as the draft `name`; an empty text removes the saved draft. */
export function writeDraft(name: DraftName, text: string): void {
  try {
    const storage = getStorage();
    if (text === '') storage?.removeItem(DRAFT_STORAGE_KEYS[name]);
    else storage?.setItem(DRAFT_STORAGE_KEYS[name], text);
  } catch {
    // Not saved: the text stays on screen, it just will not survive a reload.
  }
}

/**
 * A text that survives a reload or a crash: it starts from the saved draft, and every change is
 * written after a short pause in typing, at once when the page is hidden or left (a phone may
 * kill a background tab without another event) and when the component goes away.
 */
export function useDraft(name: DraftName): [string, (text: string) => void] {
  const [text, setTextState] = useState(() => readDraft(name));
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (pending.current === null) return;
    writeDraft(name, pending.current);
    pending.current = null;
  }, [name]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TIMINGS.draftSaveDelayMs);
    },
    [flush],
  );

  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, [flush]);

  return [text, setText];
}
