// `npm start`: builds the browser app when it is missing or older than its sources, then starts
// the server (which applies migrations).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const builtIndex = join(root, 'dist/web/index.html');
const SOURCE_DIRS = ['src/web', 'src/shared', 'src/markup'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const isBuilt = existsSync(builtIndex);
const isStale =
  isBuilt &&
  Math.max(...SOURCE_DIRS.map((dir) => newestMtime(join(root, dir)))) >
    statSync(builtIndex).mtimeMs;
if (!isBuilt || isStale) {
  console.log(
    isBuilt
      ? 'Rebuilding the browser app (sources changed)…'
      : 'Building the browser app (first start)…',
  );
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

await import('./main.ts');
