import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasModuleState } from '../../vite.config.ts';

const webDir = join(import.meta.dirname, '../../src/web');

/** Module-level state: a `let`, a Map/Set/WeakMap that is written to, a React context. */
function keepsState(source: string): boolean {
  if (/^(export )?let |createContext[(<]/m.test(source)) return true;
  const collections = source.matchAll(/^(?:export )?const (\w+) = new (?:Map|Set|WeakMap)\b/gm);
  return [...collections].some(([, name]) =>
    new RegExp(`\\b${name}\\.(set|add|delete|clear)\\(`).test(source),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('/test'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the bundle keeps one instance of every module with state', () => {
  it('each browser module that keeps state is one the build never copies into two chunks', () => {
    const stateful = sourceFiles(webDir).filter((file) => keepsState(readFileSync(file, 'utf8')));
    expect(stateful.length).toBeGreaterThan(3);
    expect(stateful.filter((file) => !hasModuleState(file))).toEqual([]);
  });

  it('libraries other than the icons are never copied, plain components may be', () => {
    expect(hasModuleState('/x/node_modules/@radix-ui/react-collection/dist/index.mjs')).toBe(true);
    expect(hasModuleState('/x/node_modules/lucide-react/dist/esm/icons/crown.mjs')).toBe(false);
    expect(hasModuleState(join(webDir, 'components/ui/card.tsx'))).toBe(false);
  });
});
