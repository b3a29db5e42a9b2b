import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

// A build that takes a while and writes its files one by one, each naming the process that wrote
// it: a folder two builds wrote into, or a half-written one, has files of two processes or too few.
const BUILDER = `
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFolder } from ${JSON.stringify(join(ROOT, 'scripts/build-folder.ts'))};

const [outDir, mode] = process.argv.slice(2);
const built = await buildFolder(outDir, {
  isStale: mode === 'if-stale' ? () => !existsSync(join(outDir, 'file-19')) : undefined,
  log: () => {},
  build: async (dir) => {
    mkdirSync(dir, { recursive: true });
    for (let index = 0; index < 20; index += 1) {
      writeFileSync(join(dir, 'file-' + index), String(process.pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  },
});
console.log(built ? 'built' : 'skipped');
`;

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function twoBuildsAtOnce(mode: 'always' | 'if-stale') {
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  dir = mkdtempSync(join(ROOT, 'tmp', 'build-folder-'));
  const builder = join(dir, 'builder.ts');
  writeFileSync(builder, BUILDER);
  const outDir = join(dir, 'dist', 'web');
  const start = () =>
    run(process.execPath, ['--import', 'tsx', builder, outDir, mode], { cwd: ROOT });
  const results = await Promise.all([start(), start()]);
  const files = readdirSync(outDir).sort();
  return {
    said: results.map(({ stdout }) => stdout.trim()).sort(),
    files,
    writers: new Set(files.map((file) => readFileSync(join(outDir, file), 'utf8'))),
    beside: readdirSync(join(dir, 'dist')),
  };
}

describe('building a folder from two processes at once', () => {
  it('builds once when the second finds the first one’s build fresh, and leaves one whole build', async () => {
    const { said, files, writers, beside } = await twoBuildsAtOnce('if-stale');
    expect(said).toEqual(['built', 'skipped']);
    expect(files).toHaveLength(20);
    expect(writers.size).toBe(1);
    expect(beside).toEqual(['web']);
  }, 60_000);

  it('builds one after the other when both must, each in a folder of its own', async () => {
    const { said, files, writers, beside } = await twoBuildsAtOnce('always');
    expect(said).toEqual(['built', 'built']);
    expect(files).toHaveLength(20);
    expect(writers.size).toBe(1);
    expect(beside).toEqual(['web']);
    expect(existsSync(join(dir, 'dist', 'mailforge.lock'))).toBe(false);
  }, 60_000);
});
