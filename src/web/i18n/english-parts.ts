// English is the one language every visitor's first screen needs, so its strings ship with the
// app; but most of them belong to screens a first visit never opens (the admin area, the account,
// the Manual Builder, the API's error texts…). The build splits en.json in two (vite.config.ts,
// `englishStrings`): the strings below come with the app, the rest is one small chunk fetched
// before any other screen, feature or answer that needs it (`loadAllEnglish` in index.ts).

/** The dotted paths of en.json the home page's first render and its header, footer and toasts use. */
export const FIRST_SCREEN_STRINGS = [
  'app',
  'banner',
  'common',
  'footer',
  'header',
  'home',
  'mail',
  'meta',
  'toast',
  'auth.nav',
  'mailTool.ai',
  // AI Assist's button that opens the symbols picker (the picker itself loads the rest).
  'symbols.open',
  // A failed format request's toast may show before the rest of English has come.
  'mailTool.toasts',
  // The Templates panel's heading shows while its library loads.
  'templates.title',
  'templates.intro',
  'templates.loading',
] as const;

type Strings = { [key: string]: unknown };

const isBranch = (value: unknown): value is Strings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Splits `strings` into the parts at `paths` (dotted, kept whole) and everything else. */
export function splitStrings(
  strings: Strings,
  paths: readonly string[],
): { picked: Strings; rest: Strings } {
  const picked: Strings = {};
  const rest: Strings = {};
  for (const [key, value] of Object.entries(strings)) {
    if (paths.includes(key)) {
      picked[key] = value;
      continue;
    }
    const inner = paths
      .filter((path) => path.startsWith(`${key}.`))
      .map((path) => path.slice(key.length + 1));
    if (inner.length === 0 || !isBranch(value)) {
      rest[key] = value;
      continue;
    }
    const split = splitStrings(value, inner);
    if (Object.keys(split.picked).length > 0) picked[key] = split.picked;
    if (Object.keys(split.rest).length > 0) rest[key] = split.rest;
  }
  return { picked, rest };
}

/** `base` with `extra` laid into it, branch by branch (the two halves of a split made whole). */
export function mergeStrings(base: Strings, extra: Strings): Strings {
  const merged: Strings = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] = isBranch(existing) && isBranch(value) ? mergeStrings(existing, value) : value;
  }
  return merged;
}
