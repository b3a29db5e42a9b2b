import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A first `npm install` on the README's Node prints no warning: no package in the lock file wants a
// newer Node than package.json's floor (EBADENGINE), and every install script that runs is approved
// in `allowScripts` (npm 11 warns about the others and skips them).

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<
    string,
    { engines?: { node?: string } | string[]; hasInstallScript?: boolean; os?: string[] }
  >;
};

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` meets one comparator of an engines range (>=, >, <, <=, ^, ~, =, x). */
function meets(version: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)/.exec(comparator.trim());
  if (!match) return true;
  const [, operator = '=', text = ''] = match;
  if (text === '*' || text === 'x') return true;
  const wanted = parse(text.replace(/[x*]/g, '0'));
  const order = compare(version, wanted);
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '^':
      return order >= 0 && version[0] === wanted[0];
    case '~':
      return order >= 0 && version[0] === wanted[0] && version[1] === wanted[1];
    default:
      return version[0] === wanted[0] && (text.split('.').length < 2 || version[1] === wanted[1]);
  }
}

/** Whether `version` satisfies an engines range: any `||` alternative whose comparators all hold. */
function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>]=?|=|\^|~)\s+/g, '$1')
      .split(/\s+(?=[<>=^~\d])/)
      .filter(Boolean)
      .every((comparator) => meets(version, comparator)),
  );
}

describe('a first npm install', () => {
  const floor = parse(manifest.engines.node.replace(/^>=\s*/, ''));

  it('reads engine ranges the way npm does for the forms the lock file holds', () => {
    expect(satisfies(parse('20.19.0'), '>=22')).toBe(false);
    expect(satisfies(parse('20.19.0'), '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies(parse('20.19.0'), '>= 14.6')).toBe(true);
    expect(satisfies(parse('20.19.0'), '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies(parse('20.19.0'), '>=20.19 <21')).toBe(true);
    expect(satisfies(parse('20.19.0'), '^22')).toBe(false);
  });

  it("installs no package that wants a newer Node than package.json's floor", () => {
    const wanting = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && !satisfies(floor, range) ? [`${path} wants node ${range}`] : [];
    });
    expect(wanting).toEqual([]);
  });

  it('runs only the install scripts package.json approves', () => {
    const unapproved = Object.entries(lock.packages).flatMap(([path, entry]) => {
      if (!entry.hasInstallScript || path === '') return [];
      if (entry.os && !entry.os.includes(process.platform)) return [];
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      return manifest.allowScripts?.[name] === true ? [] : [path];
    });
    expect(unapproved).toEqual([]);
  });
});
