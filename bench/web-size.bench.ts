// The home route's JavaScript, gzip (issue 6 target: <= 100 kB). Builds the browser app with a
// manifest into tmp/ and adds up what a visitor of / downloads: the entry chunk index.html loads
// with its static imports, then the home page's lazy chunk with its static imports. Figures only,
// never pass/fail.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const TARGET_KB = 100;
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'tmp', 'bench-web-size');

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** `key` and every chunk it imports statically, transitively. */
function collectStatic(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) collectStatic(manifest, imported, into);
  return into;
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(outDir, file))).length;
  return bytes / 1024;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => manifest[key]?.file ?? []);
}

export default async function run(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Manifest;

  const entry = collectStatic(manifest, 'index.html');
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('pages/home-page.tsx'));
  const home = homeKey ? collectStatic(manifest, homeKey, new Set(entry)) : entry;
  const homeOnly = [...home].filter((key) => !entry.has(key));

  const entryKb = gzipKb(filesOf(manifest, entry));
  const homeKb = gzipKb(filesOf(manifest, home));
  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.js')),
    ),
  ];
  const allKb = gzipKb(allJs);

  const rows = [
    ['index.html (entry + static imports)', entryKb, entry.size],
    ['home page chunk + its static imports', homeKb - entryKb, homeOnly.length],
    ['home route total', homeKb, home.size],
    ['every JS chunk of the app', allKb, allJs.length],
  ] as const;
  for (const [label, kb, chunks] of rows) {
    console.log(`${label.padEnd(40)} ${kb.toFixed(1).padStart(7)} kB gzip  (${chunks} chunks)`);
  }
  const ratio = homeKb / TARGET_KB;
  console.log(
    `home route vs target ${TARGET_KB} kB: ${(ratio * 100).toFixed(0)}% ${ratio <= 1 ? '(within)' : '(over)'}`,
  );
  const largest = filesOf(manifest, home)
    .map((file) => [file, gzipKb([file])] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log('largest chunks of the home route:');
  for (const [file, kb] of largest) console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}`);
  rmSync(outDir, { recursive: true, force: true });
}
