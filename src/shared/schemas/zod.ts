import * as zod from 'zod';

// Every schema reads zod from here (`import * as z from './zod.ts'`), for two reasons.
//
// zod compiles object schemas with `new Function` when it may, and decides so as each schema is
// created. A browser page's Content-Security-Policy forbids eval (script-src 'self'): there zod
// must not even try, since the probe is itself a CSP violation (Lighthouse reports it). This runs
// before any schema exists; the server keeps the compiled parsers. The browser's engine worker
// (no document, but `importScripts`) is a browser page's script too.
const isBrowser =
  typeof document !== 'undefined' ||
  typeof (globalThis as { importScripts?: unknown }).importScripts === 'function';
if (isBrowser) zod.config({ jitless: true });

export * from 'zod';

/** NUL, which PostgreSQL cannot store in text, and a lone UTF-16 surrogate (half an emoji). */
const UNSTORABLE_TEXT = /\0|\p{Cs}/u;

/** The field message for text with a NUL or a lone surrogate. */
export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be saved (a NUL or half of an emoji)';

/** Whether PostgreSQL stores `text` as it is: no NUL, no lone surrogate. */
export const isStorableText = (text: string): boolean => !UNSTORABLE_TEXT.test(text);

/**
 * zod's `string`, refusing NUL and lone surrogates before any other check: every text of every
 * schema gets the rule here, once, instead of a 500 from the database or a silent U+FFFD.
 */
export const string = ((...args: Parameters<typeof zod.string>) =>
  zod.string(...args).refine(isStorableText, {
    error: UNSTORABLE_TEXT_MESSAGE,
    abort: true,
  })) as typeof zod.string;
