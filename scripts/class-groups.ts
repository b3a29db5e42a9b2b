// The class groups `cn` (src/web/lib/utils.ts) merges with in the built app: tailwind-merge's own
// configuration cut down to the class names our sources write.
//
// tailwind-merge decides which of two Tailwind classes overrides the other from a table of every
// utility Tailwind has (its default configuration: 7 kB of a phone's first download, as brotli).
// Tailwind only writes CSS for class names that appear whole in the sources, so those are the only
// names that can ever style anything. The build looks each of them up in the full table (with
// tailwind-merge's own parser and lookup) and lists just them, under the group the full table gives
// them; the conflicts between groups are the full table's, kept for the groups listed. For every
// class our sources hold, the cut table answers as the full one does; a name no source holds is
// taken for a class of our own and kept, as the full table does with a name it does not know.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { type DefaultClassGroupIds, getDefaultConfig } from 'tailwind-merge';

type DefaultConfig = ReturnType<typeof getDefaultConfig>;
type GroupId = DefaultClassGroupIds;

/** What tailwind-merge's configuration for `createTailwindMerge` holds, with plain class names only. */
export type ClassGroupsConfig = {
  cacheSize: number;
  theme: Record<string, never>;
  classGroups: Partial<Record<GroupId, (string | Record<string, string[]>)[]>>;
  conflictingClassGroups: Partial<Record<GroupId, GroupId[]>>;
  conflictingClassGroupModifiers: Partial<Record<GroupId, GroupId[]>>;
  orderSensitiveModifiers: string[];
  postfixLookupClassGroups?: GroupId[];
};

type Parsed = {
  isExternal?: boolean;
  baseClassName: string;
  maybePostfixModifierPosition: number | undefined;
};
type ConfigUtils = {
  parseClassName(className: string): Parsed;
  getClassGroupId(className: string): GroupId | undefined;
};

/** The folders whose files may write class names (the app, and what it renders from). */
export const CLASS_SOURCES = ['src/web', 'src/shared', 'src/markup'];
const SOURCE_FILE = /\.(tsx?|html)$/;
const TEST_FILE = /\.test\.tsx?$|[\\/]test[\\/]/;

/** Every source file of `folders` under `root`, tests left out. */
export function sourceFiles(root: string, folders = CLASS_SOURCES): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, folder, file))
      .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(relative(root, file))),
  );
}

/**
 * Every word of `text` that could be a class name: split at white space and quotes as Tailwind's
 * scanner reads a class attribute or a string, and at brackets and commas as well (a word such as
 * `cn('p-2'` yields `p-2`). Words that are no class are looked up too and simply match nothing.
 */
export function candidateWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.split(/[\s'"`\\]+/)) {
    if (!word) continue;
    words.add(word);
    for (const part of word.split(/[(){},;]+/)) if (part) words.add(part);
  }
  return words;
}

let utils: Promise<ConfigUtils> | undefined;

/**
 * tailwind-merge's parser and class lookup over its full table. The package exports only the
 * merge built on them, so its module is loaded again with them exported; a version that renames
 * them fails the build here rather than merging differently.
 */
function fullTableUtils(): Promise<ConfigUtils> {
  utils ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = join(require.resolve('tailwind-merge'), '..', 'bundle-mjs.mjs');
    // Without its source map comment, which a `data:` module cannot resolve.
    const source = readFileSync(file, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
    if (!/\bconst createConfigUtils = /.test(source)) {
      throw new Error(`${file} no longer defines createConfigUtils: scripts/class-groups.ts`);
    }
    const url = `data:text/javascript;base64,${Buffer.from(
      `${source}\nexport { createConfigUtils as __createConfigUtils };`,
    ).toString('base64')}`;
    const module = (await import(url)) as {
      __createConfigUtils(config: DefaultConfig): ConfigUtils;
    };
    return module.__createConfigUtils(getDefaultConfig());
  })();
  return utils;
}

/**
 * The names tailwind-merge looks `parsed` up by, as its merge does: the name without variants and
 * `!`, or, when it ends in `/…` (an opacity, a line height), the name before that, and the whole
 * name when that one is in no group or in a group read with its ending.
 */
function lookedUp(
  parsed: Parsed,
  getClassGroupId: ConfigUtils['getClassGroupId'],
  postfixGroups: ReadonlySet<string>,
): string[] {
  const { baseClassName, maybePostfixModifierPosition } = parsed;
  if (!maybePostfixModifierPosition) return [baseClassName];
  const before = baseClassName.substring(0, maybePostfixModifierPosition);
  const group = getClassGroupId(before);
  return group && !postfixGroups.has(group) ? [before] : [before, baseClassName];
}

/**
 * A group's names as tailwind-merge's definitions: names that begin alike (`bg-gold-500`,
 * `bg-night-700`) under their first part (`{ bg: ['gold-500', 'night-700'] }`), which is the
 * same table in fewer bytes.
 */
function definitions(names: readonly string[]): (string | Record<string, string[]>)[] {
  const byFirst = new Map<string, string[]>();
  for (const name of names) {
    const dash = name.indexOf('-');
    const first = dash > 0 ? name.slice(0, dash) : name;
    byFirst.set(first, [...(byFirst.get(first) ?? []), name]);
  }
  return [...byFirst].flatMap(([first, alike]): (string | Record<string, string[]>)[] =>
    alike.length > 1 && alike.every((name) => name.startsWith(`${first}-`))
      ? [{ [first]: alike.map((name) => name.slice(first.length + 1)) }]
      : alike,
  );
}

/** Keeps the groups of `table` that are listed in `groups`, each with its listed conflicts. */
function keepListed(
  table: Partial<Record<GroupId, readonly GroupId[]>>,
  groups: ReadonlySet<string>,
): Partial<Record<GroupId, GroupId[]>> {
  const kept: Partial<Record<GroupId, GroupId[]>> = {};
  for (const [group, conflicts] of Object.entries(table) as [GroupId, GroupId[]][]) {
    if (!groups.has(group)) continue;
    const listed = conflicts.filter((conflict) => groups.has(conflict));
    if (listed.length > 0) kept[group] = listed;
  }
  return kept;
}

/** The cut table for the class names in `words`. */
export async function classGroupsFor(words: Iterable<string>): Promise<ClassGroupsConfig> {
  const { parseClassName, getClassGroupId } = await fullTableUtils();
  const full = getDefaultConfig();
  const postfixGroups = new Set<string>(full.postfixLookupClassGroups);
  const named = new Map<string, GroupId>();
  for (const word of words) {
    const parsed = parseClassName(word);
    if (parsed.isExternal) continue;
    for (const name of lookedUp(parsed, getClassGroupId, postfixGroups)) {
      // An arbitrary property (`[mask-type:alpha]`) is grouped by its property, with no table.
      if (name.startsWith('[') && name.endsWith(']')) continue;
      const group = getClassGroupId(name);
      // A negative value (`-mt-2`) is looked up without its `-`.
      if (group) named.set(name.startsWith('-') ? name.slice(1) : name, group);
    }
  }
  const names: Partial<Record<GroupId, string[]>> = {};
  for (const [name, group] of [...named].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    names[group] = [...(names[group] ?? []), name];
  }
  const classGroups: ClassGroupsConfig['classGroups'] = {};
  for (const [group, listed] of Object.entries(names) as [GroupId, string[]][]) {
    classGroups[group] = definitions(listed);
  }
  const groups = new Set<string>(Object.keys(classGroups));
  const config: ClassGroupsConfig = {
    cacheSize: full.cacheSize,
    theme: {},
    classGroups,
    conflictingClassGroups: keepListed(full.conflictingClassGroups, groups),
    conflictingClassGroupModifiers: keepListed(full.conflictingClassGroupModifiers, groups),
    orderSensitiveModifiers: [...full.orderSensitiveModifiers],
  };
  if (postfixGroups.size > 0) {
    config.postfixLookupClassGroups = [...postfixGroups].filter((group) =>
      groups.has(group),
    ) as GroupId[];
  }
  return config;
}

/** The cut table for every class name in the app's sources under `root`. */
export async function classGroupsOfSources(root: string): Promise<ClassGroupsConfig> {
  const words = new Set<string>();
  for (const file of sourceFiles(root)) {
    for (const word of candidateWords(readFileSync(file, 'utf8'))) words.add(word);
  }
  return classGroupsFor(words);
}
