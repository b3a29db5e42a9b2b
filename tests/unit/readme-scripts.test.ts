import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const { scripts } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  scripts: Record<string, string>;
};

// npm's own commands that need no entry in "scripts".
const NPM_BUILTINS = new Set(['install', 'ci', 'init', 'exec', 'view', 'ls', 'outdated']);

function namedScripts(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\bnpm run ([a-z0-9:_-]+)/g)) names.add(match[1]!);
  for (const match of text.matchAll(/\bnpm (start|test|stop|restart)\b/g)) names.add(match[1]!);
  return [...names];
}

describe('README', () => {
  it('names only npm scripts that exist in package.json', () => {
    const missing = namedScripts(readme).filter(
      (name) => !NPM_BUILTINS.has(name) && !scripts[name],
    );
    expect(missing).toEqual([]);
  });

  it('names every npm script of package.json, so none is left undocumented', () => {
    const named = new Set(namedScripts(readme));
    expect(Object.keys(scripts).filter((name) => !named.has(name))).toEqual([]);
  });

  it('gives the two commands a newcomer needs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('finds script names the way a reader would', () => {
    expect(namedScripts('run `npm run dev`, then npm start and npm run db:generate')).toEqual([
      'dev',
      'db:generate',
      'start',
    ]);
  });
});
