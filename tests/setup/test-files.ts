import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { globToRegExp } from './globs.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * What a test file does that the next file in the same worker would inherit: replacing a module or
 * a global, an environment variable, the working folder, fake timers.
 */
const LEAKS_INTO_NEXT_FILE =
  /\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(|process\.env\.\w+\s*=[^=]|process\.chdir\(/;

/** What only a DOM can answer: rendering, the document, the window, storage, browser events. */
const NEEDS_DOM =
  /@testing-library|#web\/test\/render|\b(?:document|window|localStorage|sessionStorage|navigator|location|HTMLElement|KeyboardEvent|MouseEvent)\b/;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The folder a glob's files are under: what comes before its first wildcard. */
function baseOf(glob: string): string {
  const wildcard = glob.search(/[*?{]/);
  return wildcard < 0 ? glob : glob.slice(0, glob.lastIndexOf('/', wildcard) + 1) || '.';
}

/** The files that can share a worker and those that cannot; those that need a DOM and the rest. */
export interface TestFiles {
  shareable: string[];
  isolated: string[];
  rendering: string[];
  notRendering: string[];
}

/**
 * The test files the globs match (paths relative to `root`), sorted by what they need, as their
 * source says.
 */
export function testFilesOf(globs: string[], root = ROOT): TestFiles {
  const files = globs.flatMap((glob) => {
    const pattern = globToRegExp(glob);
    return listFiles(join(root, baseOf(glob)))
      .map((file) => relative(root, file))
      .filter((file) => pattern.test(file));
  });
  const sources = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const where = (test: (source: string) => boolean) =>
    [...sources.keys()].filter((file) => test(sources.get(file)!)).sort();
  return {
    shareable: where((source) => !LEAKS_INTO_NEXT_FILE.test(source)),
    isolated: where((source) => LEAKS_INTO_NEXT_FILE.test(source)),
    rendering: where((source) => NEEDS_DOM.test(source)),
    notRendering: where((source) => !NEEDS_DOM.test(source)),
  };
}
