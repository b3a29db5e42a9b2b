import { useCallback, useSyncExternalStore } from 'react';
import { MAIL_BACKGROUNDS, type MailBackground } from '#shared/constants.ts';
import { subscribeToStored } from '#web/lib/storage.ts';

/** Where this browser's player reads their mails: the mail tool's choice, kept for the next visit. */
export const MAIL_BACKGROUND_STORAGE_KEY = 'mf_mail_background';
const CHANGE_EVENT = 'mf:mail-background';

// Storage can throw (privacy modes): the choice then lasts as long as the page.
let fallback: MailBackground = 'mail';

function readBackground(): MailBackground {
  try {
    const stored = globalThis.localStorage?.getItem(MAIL_BACKGROUND_STORAGE_KEY);
    return MAIL_BACKGROUNDS.find((background) => background === stored) ?? fallback;
  } catch {
    return fallback;
  }
}

// The prerendered page is a mail's.
const readDefault = (): MailBackground => 'mail';

const subscribe = (onChange: () => void) => subscribeToStored(CHANGE_EVENT, onChange);

/** Chooses where mails are read, for every part of the mail tool at once (and the other tabs). */
export function setMailBackground(background: MailBackground): void {
  fallback = background;
  try {
    globalThis.localStorage?.setItem(MAIL_BACKGROUND_STORAGE_KEY, background);
  } catch {
    // Kept in memory only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Where the player reads their mail (a game mail on the parchment, or the alliance description's
 * blue board) and a way to change it: AI Assist sends it, and Final Dispatch's preview and colour
 * warnings follow it.
 */
export function useMailBackground(): [MailBackground, (background: MailBackground) => void] {
  const background = useSyncExternalStore(subscribe, readBackground, readDefault);
  return [background, useCallback(setMailBackground, [])];
}
