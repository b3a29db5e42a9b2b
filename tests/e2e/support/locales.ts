import { readFileSync } from 'node:fs';

/** The app's strings, read from the locale files the build bundles. */
type Strings = Record<string, unknown>;

export function readLocale(language: string): Strings {
  const url = new URL(`../../../src/shared/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Strings;
}

/** Every string of a locale by its dotted key. */
export function flattenLocale(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Strings, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(path, value);
      else if (value && typeof value === 'object') walk(value as Strings, path);
    }
  };
  walk(readLocale(language), '');
  return out;
}

/** The string at `key` (`pages.signIn.title`) in `language`, else English: the app's fallback. */
export function text(language: string, key: string): string {
  const find = (strings: Strings) =>
    key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
  const found = find(readLocale(language)) ?? find(readLocale('en'));
  if (typeof found !== 'string') throw new Error(`en.json has no ${key}`);
  return found;
}
