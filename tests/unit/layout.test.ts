// The layout of docs/architecture.md, checked on the real import graph of the repository: no
// cycle between files, none between features or folders, src/markup self-contained, the top-level
// folders layered, no feature's file that two other features share, each feature's tables its own,
// src/ independent of scripts/, bench/ and tests/, and no component or route plugin grown too long.
// Imports are read with TypeScript's own scanner, type-only imports included, and Vite's
// `import.meta.glob` as an import of each file it matches.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findCycles, type Graph, globsOf, globToRegExp } from './import-graph.ts';
import { componentsOf, pluginsOf } from './source-sizes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { imports: ALIASES } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  imports: Record<string, string | { default: string }>;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$|\/test\//.test(file);

/** Where an import specifier points in the repository, or undefined for a package. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const path = specifier.split('?')[0]!;
  if (path.startsWith('.')) return relative(ROOT, resolve(ROOT, dirname(from), path));
  for (const [pattern, aliased] of Object.entries(ALIASES)) {
    // A conditional import (the browser's file and everyone else's) counts as its default file.
    const target = typeof aliased === 'string' ? aliased : aliased.default;
    if (!pattern.includes('*')) {
      if (path === pattern) return join(target);
      continue;
    }
    const prefix = pattern.replace('*', '');
    if (path.startsWith(prefix)) return join(target.replace('*', ''), path.slice(prefix.length));
  }
  return undefined;
}

const files = sourceFiles('src');
/** The files of src/ each `import.meta.glob` matches; a glob that matches none is an error. */
function globbed(file: string, globs: string[]): { matched: string[]; errors: string[] } {
  const resolved = globs.map((glob) => {
    const isExcluded = glob.startsWith('!');
    const target = resolveSpecifier(file, isExcluded ? glob.slice(1) : glob);
    return { glob, isExcluded, pattern: target === undefined ? undefined : globToRegExp(target) };
  });
  const unreadable = resolved.filter(({ glob, pattern }) => glob === '' || !pattern);
  const included = resolved.filter(({ isExcluded }) => !isExcluded);
  const matched = files.filter(
    (candidate) =>
      included.some(({ pattern }) => pattern?.test(candidate)) &&
      !resolved.some(({ isExcluded, pattern }) => isExcluded && pattern?.test(candidate)),
  );
  const errors = [
    ...unreadable.map(({ glob }) => `${file}: import.meta.glob('${glob}') cannot be followed`),
    ...(matched.length === 0 && unreadable.length === 0
      ? [
          `${file}: import.meta.glob(${globs.map((glob) => `'${glob}'`).join(', ')}) matches nothing`,
        ]
      : []),
  ];
  return { matched, errors };
}

/** A file's imports: repository paths, and the packages it names. */
function importsOf(file: string) {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const scanned = ts.preProcessFile(source, true, true);
  const specifiers = scanned.importedFiles.map((entry) => entry.fileName);
  const local = specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
  const packages = specifiers.filter((specifier) => !resolveSpecifier(file, specifier));
  const globs = globsOf(file, source).map((call) => globbed(file, call));
  local.push(...globs.flatMap(({ matched }) => matched));
  return { local, packages, globErrors: globs.flatMap(({ errors }) => errors) };
}

/** Every file's imports in src/. */
const imports = new Map(files.map((file) => [file, importsOf(file)]));

/** The code outside src/: scripts, benchmarks, tests and their support, CI. */
const OUTSIDE_SRC = ['scripts', 'bench', 'tests', '.ci'];
/** The tools' configuration at the root of the repository (vite, vitest, playwright…). */
const ROOT_FILES = readdirSync(ROOT).filter((name) => /\.(ts|mjs|cjs)$/.test(name));
const outsideImports = new Map(
  [...OUTSIDE_SRC.flatMap(sourceFiles), ...ROOT_FILES].map((file) => [file, importsOf(file)]),
);

const GATHERED_SCHEMA = 'src/server/db/schema.ts';

/**
 * The part of the tree a file belongs to: a feature folder (`server/features/auth`), a folder
 * (`web/lib`), or, for the files at the root of server/ and web/ (app, main, config…), the file.
 */
function unitOf(file: string): string {
  // The tables of every feature gathered for drizzle-kit: it imports features, none imports it.
  if (file === GATHERED_SCHEMA) return file;
  const feature = /^src\/(server|web)\/features\/[^/]+/.exec(file);
  if (feature) return feature[0];
  const parts = file.split('/');
  if ((parts[1] === 'server' || parts[1] === 'web') && parts.length === 3) return file;
  return parts.slice(0, parts.length > 3 ? 3 : 2).join('/');
}

function graphOf(nodeOf: (file: string) => string, include: (file: string) => boolean): Graph {
  const graph: Graph = new Map();
  for (const [file, { local }] of imports) {
    if (!include(file)) continue;
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of local) {
      if (!imports.has(target) || !include(target)) continue;
      const to = nodeOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

describe('the layout of src/', () => {
  it('reads every import of src/ as a file that exists (a folder is no file: its imports are unseen)', () => {
    const missing = [...imports].flatMap(([file, { local }]) =>
      local.flatMap((target) => {
        if (!existsSync(join(ROOT, target))) return [`${file} → ${target}: missing`];
        if (statSync(join(ROOT, target)).isDirectory()) return [`${file} → ${target}: a folder`];
        return [];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('follows every import.meta.glob to the files it matches', () => {
    expect([...imports.values()].flatMap(({ globErrors }) => globErrors)).toEqual([]);
    expect(imports.get('src/web/routes.ts')?.local).toContain('src/web/pages/home-page.tsx');
  });

  it('has no cycle between files, tests included', () => {
    expect(
      findCycles(
        graphOf(
          (file) => file,
          () => true,
        ),
      ),
    ).toEqual([]);
  });

  it('has no cycle between features, folders or root files (code, not tests)', () => {
    expect(findCycles(graphOf(unitOf, (file) => !isTest(file)))).toEqual([]);
  });

  it("keeps no feature's file that two other features use: it belongs in components/ or lib/", () => {
    // On the server every feature may use `users` and `auth` (docs/architecture.md); pages, the
    // page frame and the root files compose features and do not count.
    const sharedOwners = ['src/server/features/users', 'src/server/features/auth'];
    const featureOf = (file: string) => /^src\/(server|web)\/features\/[^/]+/.exec(file)?.[0];
    const usedBy = new Map<string, Set<string>>();
    for (const [file, { local }] of imports) {
      const from = featureOf(file);
      if (!from || isTest(file)) continue;
      for (const target of local) {
        const owner = featureOf(target);
        if (!owner || owner === from || sharedOwners.includes(owner)) continue;
        usedBy.set(target, (usedBy.get(target) ?? new Set()).add(from));
      }
    }
    const shared = [...usedBy]
      .filter(([, features]) => features.size > 1)
      .map(([target, features]) => `${target} ← ${[...features].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it("keeps each feature's tables its own: only it imports its schema.ts (users' aside, to read)", () => {
    // A schema.ts may import another one for the tables it references; any other file imports the
    // tables of its own feature, and `users` (which every feature uses) to join on for reading; it
    // reads or changes any other feature's data through that feature's functions. Tests aside.
    const featureOf = (file: string) => /^src\/server\/features\/[^/]+/.exec(file)?.[0];
    const isSchema = (file: string) => /^src\/server\/features\/[^/]+\/schema\.ts$/.test(file);
    const foreign = [...imports].flatMap(([file, { local }]) => {
      if (isTest(file) || file === GATHERED_SCHEMA || isSchema(file)) return [];
      return local
        .filter((target) => isSchema(target) && featureOf(target) !== featureOf(file))
        .filter((target) => featureOf(target) !== 'src/server/features/users')
        .map((target) => `${file} → ${target}`);
    });
    // Nor does any code take every table at once from the gathered file.
    for (const [file, { local }] of imports) {
      if (!isTest(file) && local.includes(GATHERED_SCHEMA))
        foreign.push(`${file} → ${GATHERED_SCHEMA}`);
    }
    expect(foreign).toEqual([]);
    expect(imports.get(GATHERED_SCHEMA)?.local.filter(isSchema).length).toBeGreaterThan(0);
  });

  it("writes no other feature's table: no insert, update or delete of a table it imports from another", () => {
    // Directly (`db.insert(table)`) or through db/rows.ts's helpers (`insertRow(db, table, …)`).
    const writesTo = (table: string) =>
      new RegExp(
        `\\.(insert|update|delete)\\(\\s*${table}\\b|\\b(insertRow|updateRow|putMark)\\(\\s*\\w+,\\s*${table}\\b`,
      );
    const featureOf = (file: string) => /^src\/server\/features\/[^/]+/.exec(file)?.[0];
    const writes = [...imports].flatMap(([file, { local }]) => {
      const owner = featureOf(file);
      if (!owner || isTest(file)) return [];
      const source = readFileSync(join(ROOT, file), 'utf8');
      return local
        .filter((target) => target.endsWith('/schema.ts') && featureOf(target) !== owner)
        .flatMap((target) => {
          const tables = [
            ...readFileSync(join(ROOT, target), 'utf8').matchAll(/export const (\w+) = pgTable/g),
          ];
          return tables
            .filter(([, table]) => writesTo(table!).test(source))
            .map(([, table]) => `${file} writes ${table} (${target})`);
        });
    });
    expect(writes).toEqual([]);
  });

  it('keeps src/markup self-contained: no import outside it, no package', () => {
    const outside = [...imports]
      .filter(([file]) => file.startsWith('src/markup/') && !isTest(file))
      .flatMap(([file, { local, packages }]) => [
        ...local.filter((target) => !target.startsWith('src/markup/')).map((t) => `${file} → ${t}`),
        ...packages.map((name) => `${file} → package ${name}`),
      ]);
    expect(outside).toEqual([]);
  });

  it('keeps the build out of the server: nothing it runs imports scripts/ or Vite', () => {
    const isBuildTool = (name: string) => /^(vite|vitest|@vitejs\/|@tailwindcss\/vite)/.test(name);
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || isTest(file)) return;
      reached.add(file);
      for (const target of imports.get(file)?.local ?? []) if (imports.has(target)) visit(target);
    };
    for (const file of imports.keys()) if (file.startsWith('src/server/')) visit(file);
    const refused = [...reached].flatMap((file) => {
      const { local, packages } = imports.get(file)!;
      return [
        ...local.filter((target) => !target.startsWith('src/')).map((t) => `${file} → ${t}`),
        ...packages.filter(isBuildTool).map((name) => `${file} → package ${name}`),
      ];
    });
    expect(reached.size).toBeGreaterThan(50);
    expect(refused).toEqual([]);
  });

  // The browser runs the built-in engine itself (AI Assist on the phone): only the engine's worker
  // and the messages it exchanges with the page reach into src/format.
  const isEngineInBrowser = (file: string) =>
    /^src\/web\/features\/format\/(format-engine\.worker|browser-engine-protocol)\.ts$/.test(file);

  it('layers the top-level folders: markup ← shared ← format ← server, and shared ← web (the engine worker ← format)', () => {
    const allowed: Record<string, string[]> = {
      markup: [],
      shared: ['markup'],
      format: ['markup', 'shared'],
      server: ['format', 'shared', 'markup'],
      web: ['shared', 'markup'],
    };
    const refused = [...imports].flatMap(([file, { local }]) => {
      const from = file.split('/')[1]!;
      return local
        .filter((target) => target.startsWith('src/'))
        .map((target) => target.split('/')[1]!)
        .filter((to) => to !== from && !allowed[from]?.includes(to))
        .filter((to) => !(to === 'format' && isEngineInBrowser(file)))
        .map((to) => `${file} → src/${to}`);
    });
    expect(refused).toEqual([]);
  });
});

describe('the repository outside src/', () => {
  const all = new Map([...imports, ...outsideImports]);
  const topOf = (file: string) => file.split('/')[0]!;

  it('reads every import of scripts/, bench/, tests/ and the root configuration as a file that exists', () => {
    expect(outsideImports.size).toBeGreaterThan(20);
    expect(outsideImports.get('vitest.config.ts')?.local).toContain('vite.config.ts');
    const missing = [...outsideImports].flatMap(([file, { local }]) =>
      local.filter((target) => !existsSync(join(ROOT, target))).map((t) => `${file} → ${t}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no cycle between files of the whole repository', () => {
    const graph: Graph = new Map();
    for (const [file, { local }] of all)
      graph.set(file, new Set(local.filter((target) => all.has(target))));
    expect(findCycles(graph)).toEqual([]);
  });

  it("keeps src/'s code apart from scripts/, bench/ and tests/ (its tests may read tests/fixtures)", () => {
    const refused = [...imports].flatMap(([file, { local }]) =>
      local
        .filter((target) => OUTSIDE_SRC.includes(topOf(target)))
        .filter((target) => !(isTest(file) && target.startsWith('tests/fixtures/')))
        .map((target) => `${file} → ${target}`),
    );
    expect(refused).toEqual([]);
  });

  it('lets only benchmarks import bench/, and only scripts/, tests, benchmarks and the root configuration import scripts/', () => {
    const mayImportScripts = (file: string) =>
      ['scripts', 'tests', 'bench'].includes(topOf(file)) || ROOT_FILES.includes(file);
    const refused = [...all].flatMap(([file, { local }]) =>
      local
        .filter(
          (target) =>
            (topOf(target) === 'bench' && topOf(file) !== 'bench') ||
            (topOf(target) === 'scripts' && !mayImportScripts(file)),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(refused).toEqual([]);
  });
});

describe('tables and sizes', () => {
  const code = files.filter((file) => !isTest(file));

  it("defines every table in its feature's schema.ts, and nowhere else", () => {
    const defined = code.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map(
        ([, table]) => ({ file, table }),
      ),
    );
    expect(defined.length).toBeGreaterThan(15);
    expect(
      defined
        .filter(({ file }) => !/^src\/server\/features\/[^/]+\/schema\.ts$/.test(file))
        .map(({ file, table }) => `${table} in ${file}`),
    ).toEqual([]);
  });

  it('keeps every React component at 150 lines or fewer', () => {
    const components = code
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        componentsOf(file, readFileSync(join(ROOT, file), 'utf8')).map((c) => ({ file, ...c })),
      );
    expect(components.length).toBeGreaterThan(100);
    expect(
      components.filter(({ lines }) => lines > 150).map((c) => `${c.file} ${c.name}: ${c.lines}`),
    ).toEqual([]);
  });

  it('keeps every server route plugin at 200 lines or fewer', () => {
    const plugins = code
      .filter((file) => file.startsWith('src/server/'))
      .flatMap((file) =>
        pluginsOf(file, readFileSync(join(ROOT, file), 'utf8')).map((p) => ({ file, ...p })),
      );
    expect(plugins.map(({ file }) => file)).toContain(
      'src/server/features/community/message-routes.ts',
    );
    expect(
      plugins.filter(({ lines }) => lines > 200).map((p) => `${p.file} ${p.name}: ${p.lines}`),
    ).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  const note = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const block = /## Layout\s+```\n([\s\S]*?)```/.exec(note)?.[1] ?? '';
  const named = block.split('\n').flatMap((line) => /^(\S+)\/\s/.exec(line)?.[1] ?? []);

  // What git does not keep (installed packages, builds, data) is no part of the layout.
  const ignored = [
    '.git',
    ...readFileSync(join(ROOT, '.gitignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim().replace(/\/$/, ''))
      .filter((line) => line && !line.startsWith('#') && !line.includes('/')),
  ].map(globToRegExp);

  function folders(dir: string): string[] {
    return readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && !ignored.some((pattern) => pattern.test(entry.name)),
      )
      .flatMap((entry) => {
        const path = dir === '.' ? entry.name : `${dir}/${entry.name}`;
        return [path, ...folders(path)];
      });
  }

  it('is what comments cite: every docs/… file named in the code is in the repository', () => {
    const cited = files.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map(
        ([path]) => ({ file, path }),
      ),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ path }) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('names only folders that exist', () => {
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((folder) => !existsSync(join(ROOT, folder)))).toEqual([]);
  });

  it('names every folder of the repository with its purpose, not only those of src/', () => {
    const all = folders('.');
    expect(all).toEqual(expect.arrayContaining(['src/server', 'scripts', 'tests/unit', '.ci']));
    expect(all.filter((folder) => !named.includes(folder))).toEqual([]);
  });
});

describe('import.meta.glob', () => {
  it('reads the globs of each call, and matches them the way Vite does', () => {
    const source = `const a = import.meta.glob<M>('./pages/*-page.tsx');
      const b = import.meta.glob(['./x/**/*.ts', '!./x/skip.ts'], { eager: true });`;
    expect(globsOf('src/web/a.tsx', source)).toEqual([
      ['./pages/*-page.tsx'],
      ['./x/**/*.ts', '!./x/skip.ts'],
    ]);
    expect(globsOf('src/web/a.ts', 'import.meta.glob(PATTERN)')).toEqual([['']]);
    const pages = globToRegExp('src/web/pages/*-page.tsx');
    expect(pages.test('src/web/pages/home-page.tsx')).toBe(true);
    expect(pages.test('src/web/pages/home-page.test.tsx')).toBe(false);
    expect(pages.test('src/web/pages/sub/home-page.tsx')).toBe(false);
    expect(globToRegExp('src/x/**/*.{ts,tsx}').test('src/x/a/b/c.tsx')).toBe(true);
    expect(globToRegExp('src/x/**/*.{ts,tsx}').test('src/x/c.ts')).toBe(true);
  });
});

describe('findCycles', () => {
  it('finds a cycle of any length, and none in a layered graph', () => {
    const graph: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
    graph.set('c', new Set());
    expect(findCycles(graph)).toEqual([]);
  });

  it('reads a unit the way the architecture note names it', () => {
    expect(unitOf('src/server/features/auth/routes.ts')).toBe('src/server/features/auth');
    expect(unitOf('src/web/lib/api.ts')).toBe('src/web/lib');
    expect(unitOf('src/web/components/ui/button.tsx')).toBe('src/web/components');
    expect(unitOf('src/server/app.ts')).toBe('src/server/app.ts');
    expect(unitOf('src/markup/runs.ts')).toBe('src/markup');
  });
});
