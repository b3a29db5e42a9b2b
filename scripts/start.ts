// `npm start`: builds the browser app when it is missing or older than its sources, in a process of
// its own (the server never loads Vite or this folder), then runs the server here, which applies
// the migrations. Starts at the same moment build once: the build holds a lock (build-folder.ts).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const build = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/build-web.ts', '--if-stale'],
  { cwd: resolve(import.meta.dirname, '..'), stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

await import('../src/server/main.ts');
