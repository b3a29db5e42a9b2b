import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants.ts';
import { ENGLISH_STRINGS, PLURAL_SUFFIX } from '#shared/translation-keys.ts';
import { i18n } from './index.ts';

// Every toast the app can raise, read from the code that raises it, rendered in every language
// with the values its call site passes (realistic ones): no `{{` may reach the player. A string
// whose variable the call site does not pass, or a translation that renamed it, fails here.

const WEB = join(import.meta.dirname, '..');

/** The app's source files (not tests) under src/web. */
function sourceFiles(dir = WEB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The balanced expression of `source` from `start` (an opening bracket) to its closing one. */
function balanced(source: string, start: number): string {
  let depth = 0;
  for (let at = start; at < source.length; at += 1) {
    const char = source[at];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === ')' || char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return source.slice(start, at + 1);
    }
  }
  throw new Error(`Unbalanced from ${start}`);
}

/** One property value of an object literal, from just after its colon to its comma or end. */
function propertyValue(source: string, start: number): string {
  let depth = 0;
  for (let at = start; at < source.length; at += 1) {
    const char = source[at];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === ')' || char === '}' || char === ']') {
      if (depth === 0) return source.slice(start, at);
      depth -= 1;
    } else if (char === ',' && depth === 0) return source.slice(start, at);
  }
  return source.slice(start);
}

/** Where a toast's words are written: its call, a copy button's toasts, the account's failures. */
const TOAST_TEXT = [
  { pattern: /\btoast\(\{/g, read: (s: string, m: RegExpExecArray) => balanced(s, m.index + 6) },
  {
    pattern: /\btoastFailure\(/g,
    read: (s: string, m: RegExpExecArray) => balanced(s, m.index + m[0].length - 1),
  },
  {
    pattern: /\b(?:copiedTitle|copiedText|failedTitle|failedText):/g,
    read: (s: string, m: RegExpExecArray) => propertyValue(s, m.index + m[0].length),
  },
];

type ToastText = { where: string; keys: string[]; values: string[] };

/** `list` split at its commas outside brackets. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === ')' || char === '}' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(from, at));
      from = at + 1;
    }
  }
  return [...parts, list.slice(from)].map((part) => part.trim()).filter(Boolean);
}

/**
 * The string literals a variable of `source` may hold, from its type where the file declares it
 * (`titleKey: 'granted' | 'revoked'`): the parts a template key is built from.
 */
function literalsOf(source: string, expression: string): string[] {
  const name = expression.split('.').at(-1)!.trim();
  const declared = new RegExp(`\\b${name}\\??:\\s*((?:'[^']+'\\s*\\|?\\s*)+)`).exec(source);
  if (!declared) throw new Error(`No literal type for ${expression}`);
  return [...declared[1]!.matchAll(/'([^']+)'/g)].map((literal) => literal[1]!);
}

/** Each key a written key stands for: itself, or a template's every spelling. */
function expandKey(source: string, written: string): string[] {
  const hole = /\$\{([^}]+)\}/.exec(written);
  if (!hole) return [written];
  return literalsOf(source, hole[1]!).flatMap((literal) =>
    expandKey(source, written.replace(hole[0], literal)),
  );
}

/** The `t(…)` calls of a toast's words: the keys each stands for and the values it passes. */
function textsOf(source: string, code: string, where: string): ToastText[] {
  const found: ToastText[] = [];
  for (const call of code.matchAll(/\bt\(\s*(['`])/g)) {
    const quote = call[1]!;
    const keyStart = call.index + call[0].length;
    const keyEnd = code.indexOf(quote, keyStart);
    const keys = expandKey(source, code.slice(keyStart, keyEnd));
    const rest = code.slice(keyEnd + 1);
    const options = /^\s*,\s*\{/.exec(rest);
    const values = options
      ? splitTopLevel(balanced(rest, options[0].length - 1).slice(1, -1)).map((part) =>
          part.split(':')[0]!.trim(),
        )
      : [];
    found.push({ where, keys, values });
  }
  return found;
}

function findToastTexts(): { texts: ToastText[]; sites: number } {
  const texts: ToastText[] = [];
  let sites = 0;
  for (const file of sourceFiles()) {
    const source = readFileSync(file, 'utf8');
    for (const { pattern, read } of TOAST_TEXT) {
      for (const match of source.matchAll(pattern)) {
        sites += 1;
        texts.push(...textsOf(source, read(source, match), relative(WEB, file)));
      }
    }
  }
  return { texts, sites };
}

/** Realistic values for each variable a toast passes. */
const VALUES: Record<string, string | number> = {
  count: 3,
  index: 2,
  total: 3,
  kind: 'Bold',
  date: '26 Nov 2026',
  key: 'home.title',
  email: 'ava@example.com',
  name: 'Rally night',
  mode: 'Manual Builder',
};

/** The locale's keys, plural forms under their base key. */
const KEYS = new Set(Object.keys(ENGLISH_STRINGS).map((key) => key.replace(PLURAL_SUFFIX, '')));

describe('toast texts in every language', () => {
  const { texts, sites } = findToastTexts();

  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('finds every toast the app raises, with its words and values', () => {
    // More than sixty places raise a toast or give a copy button its toasts.
    expect(sites).toBeGreaterThan(60);
    const keys = new Set(texts.flatMap((text) => text.keys));
    for (const key of [
      'customizer.toasts.savedText',
      'manualBuilder.toasts.appliedText',
      'home.switch.clearedTitle',
      'finalDispatch.split.copiedTitle',
      'auth.toasts.signedInTitle',
      'account.delete.doneText',
      'admin.users.granted',
      'auth.toasts.errorText',
    ]) {
      expect(keys, key).toContain(key);
    }
    for (const text of texts) {
      for (const key of text.keys) expect(KEYS, `${text.where}: ${key}`).toContain(key);
      for (const name of text.values) {
        expect(Object.keys(VALUES), `${text.where}: a realistic ${name}`).toContain(name);
      }
    }
  });

  for (const language of LANGUAGES) {
    it(`leaves no {{ in any toast in ${language}`, async () => {
      await i18n.changeLanguage(language);
      const leaks: string[] = [];
      for (const text of texts) {
        const values = Object.fromEntries(text.values.map((name) => [name, VALUES[name]]));
        for (const key of text.keys) {
          const shown = i18n.t(key as never, values as never) as unknown as string;
          if (shown.includes('{{') || shown.includes('}}')) leaks.push(`${key}: ${shown}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }

  it('leaves no {{ in a server message shown in a toast, in any language', async () => {
    const apiKeys = Object.keys(ENGLISH_STRINGS).filter((key) => key.startsWith('apiErrors.'));
    expect(apiKeys.length).toBeGreaterThan(20);
    for (const language of LANGUAGES) {
      await i18n.changeLanguage(language);
      const leaks = apiKeys
        .map((key) => `${key}: ${i18n.t(key as never) as unknown as string}`)
        .filter((shown) => shown.includes('{{'));
      expect(leaks, language).toEqual([]);
    }
  });
});
