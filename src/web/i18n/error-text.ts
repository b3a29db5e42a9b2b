import type en from '#shared/locales/en.json';
import { i18n } from './index.ts';

type ApiErrors = typeof en.apiErrors;
/** The key of each message: `apiErrors.<group>.<name>`, the server's code behind `apiErrors.`. */
type ErrorKey = {
  [Group in keyof ApiErrors]: `apiErrors.${Group}.${keyof ApiErrors[Group] & string}`;
}[keyof ApiErrors];

/**
 * An API or form message in the reader's language. The server answers `{ error, code }`
 * (codes in `#shared/schemas/error-codes.ts`) and the forms check input with the same zod schemas,
 * whose messages are the same English words; `apiErrors.<code>` holds each message in every locale
 * (English's equal to the server's, a unit test keeps them so). A known code is translated, then a
 * known English text; anything else (a bug's message, a newer server's) is shown as it came.
 */
export function translateErrorText(text: string, code?: string): string {
  const key =
    code !== undefined && i18n.exists(`apiErrors.${code}`)
      ? (`apiErrors.${code}` as ErrorKey)
      : englishKeyOf(text);
  return key ? i18n.t(key) : text;
}

/**
 * The `apiErrors` key whose English words are `text`, if any. Before the rest of English is loaded
 * (index.ts, `loadAllEnglish`) there is none, and an English reader gets the same words as they came.
 */
function englishKeyOf(text: string): ErrorKey | undefined {
  const english = i18n.getResource('en', 'translation', 'apiErrors') as ApiErrors | undefined;
  for (const [group, messages] of Object.entries(english ?? {})) {
    for (const [name, message] of Object.entries(messages)) {
      if (message === text) return `apiErrors.${group}.${name}` as ErrorKey;
    }
  }
  return undefined;
}

type WarningKey = `formatWarnings.${keyof typeof en.formatWarnings}`;

/**
 * An engine's warning (`{ code, message, params }`) in the reader's language: `formatWarnings.<code>`
 * with its params, or the English message for a code this browser does not know.
 */
export function translateWarning(warning: {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}): string {
  const key = `formatWarnings.${warning.code}` as WarningKey;
  return i18n.exists(key) ? (i18n.t(key, warning.params ?? {}) as string) : warning.message;
}
