import { useMemo, useSyncExternalStore } from 'react';
import { MAIL_MODES, type MailMode } from '#shared/constants.ts';
import { subscribeToStored } from '#web/lib/storage.ts';

// My mail of a visitor: the mails they formatted or copied, kept by this browser until
// they sign in and import them. Read by hand: the home page's first load carries no zod.

/** The visitor's kept mails (JSON, newest first). */
export const VISITOR_HISTORY_STORAGE_KEY = 'mf_my_mail';
/** The player who said 'Not now' to importing them, for this tab (session storage). */
export const IMPORT_DECLINED_STORAGE_KEY = 'mf_my_mail_import_declined';
/** Tells this tab's readers that the kept mails changed ('storage' tells the other tabs). */
const CHANGE_EVENT = 'mf:my-mail';

export type VisitorMail = {
  id: string;
  /** The player's own title; without one the mail's first line is shown. */
  title?: string;
  formattedMessage: string;
  mode: MailMode;
  createdAt: string;
  /** When it was kept last (a mail kept again moves to the top). */
  updatedAt: string;
};

// Storage can throw (privacy modes, a full quota): the mails then are not kept.
function getStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

function readItem(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return getStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

function isVisitorMail(value: unknown): value is VisitorMail {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Partial<Record<keyof VisitorMail, unknown>>;
  return (
    typeof mail.id === 'string' &&
    (mail.title === undefined || typeof mail.title === 'string') &&
    typeof mail.formattedMessage === 'string' &&
    MAIL_MODES.includes(mail.mode as MailMode) &&
    typeof mail.createdAt === 'string' &&
    typeof mail.updatedAt === 'string'
  );
}

/** The kept mails in `raw` (the stored JSON); anything unreadable is left out. */
export function parseVisitorMails(raw: string | null): VisitorMail[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isVisitorMail) : [];
  } catch {
    return [];
  }
}

/** The mails this browser kept, newest first. */
export function readVisitorMails(): VisitorMail[] {
  return parseVisitorMails(readItem('localStorage', VISITOR_HISTORY_STORAGE_KEY));
}

/** Replaces the kept mails (none removes the list); false when the browser refused to store them. */
export function writeVisitorMails(mails: readonly VisitorMail[]): boolean {
  try {
    const storage = getStorage('localStorage');
    if (!storage) return false;
    if (mails.length === 0) storage.removeItem(VISITOR_HISTORY_STORAGE_KEY);
    else storage.setItem(VISITOR_HISTORY_STORAGE_KEY, JSON.stringify(mails));
    return true;
  } catch {
    return false;
  } finally {
    announceChange();
  }
}

/** Gives a kept mail the player's title; a blank one brings back its first line. */
export function renameVisitorMail(id: string, title: string): boolean {
  const trimmed = title.trim();
  return writeVisitorMails(
    readVisitorMails().map((mail) => {
      if (mail.id !== id) return mail;
      const { title: _previous, ...rest } = mail;
      return trimmed ? { ...rest, title: trimmed } : rest;
    }),
  );
}

export function deleteVisitorMail(id: string): boolean {
  return writeVisitorMails(readVisitorMails().filter((mail) => mail.id !== id));
}

export function clearVisitorMails(): void {
  writeVisitorMails([]);
}

/** Remembers, for this tab, that `userId` answered 'Not now' to importing the kept mails. */
export function declineImport(userId: number): void {
  try {
    getStorage('sessionStorage')?.setItem(IMPORT_DECLINED_STORAGE_KEY, String(userId));
  } catch {
    // Not remembered: the offer comes back on the next page load.
  } finally {
    announceChange();
  }
}

/** Forgets a 'Not now' (a new sign-in offers the import again). */
export function forgetImportDeclined(): void {
  try {
    getStorage('sessionStorage')?.removeItem(IMPORT_DECLINED_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  } finally {
    announceChange();
  }
}

const subscribe = (onChange: () => void) => subscribeToStored(CHANGE_EVENT, onChange);

const readStoredMails = () => readItem('localStorage', VISITOR_HISTORY_STORAGE_KEY);
const readDeclined = () => readItem('sessionStorage', IMPORT_DECLINED_STORAGE_KEY);
// The prerendered page and its hydration know of no kept mail.
const readNothing = () => null;

/** The mails this browser kept, newest first, kept up to date (this tab and the others). */
export function useVisitorMails(): VisitorMail[] {
  const raw = useSyncExternalStore(subscribe, readStoredMails, readNothing);
  return useMemo(() => parseVisitorMails(raw), [raw]);
}

/** Whether `userId` said 'Not now' to importing the kept mails in this tab. */
export function useIsImportDeclined(userId: number | undefined): boolean {
  const declined = useSyncExternalStore(subscribe, readDeclined, readNothing);
  return userId !== undefined && declined === String(userId);
}
