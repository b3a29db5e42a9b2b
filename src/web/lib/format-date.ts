import { useSyncExternalStore } from 'react';

const STYLES = {
  /** "March 5, 2025" */
  date: { dateStyle: 'long' },
  /** "Mar 5, 2025, 2:30 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

/**
 * A date in the reader's language, long style ("March 5, 2025"), in `timeZone` (the reader's own
 * by default); an unparseable value comes back unchanged rather than as "Invalid Date", and an
 * unknown language falls back to English.
 */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  return format(iso, language, { ...STYLES.date, timeZone });
}

const subscribeNever = () => () => {};

/**
 * The time zone a page shows dates in: the reader's own (undefined), but UTC in HTML rendered
 * on the server and while the browser takes that HTML over, so that both render the same text;
 * the reader's own follows at once.
 */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(
    subscribeNever,
    () => undefined,
    () => 'UTC',
  );
}

/** A date and time in the reader's language (notifications, changelogs, the module board). */
export function formatDateTime(iso: string, language: string): string {
  return format(iso, language, STYLES.dateTime);
}
