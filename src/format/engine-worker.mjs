// Entry of an engine worker thread. The worker runs the TypeScript engine as one bundle: the same
// sources as tsx would load, without the name-keeping calls tsx wraps around every function, which
// cost the engine about a tenth of its time (docs/decisions/006). The pool's first worker bundles
// it with esbuild as it starts and posts the bundle to the pool, which gives it to the workers it
// starts after (`workerData.bundle`), so the engine is bundled once per pool. The bundle runs from
// memory under a file name of its own, so an error's stack names a file and a line (as a data: URL,
// each frame would carry the whole engine) and nothing is written to disk. Should esbuild fail, the
// worker registers tsx (whose loader a worker does not inherit from the server) and loads the
// engine through it.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { build, stop } from 'esbuild';

const SOURCE = fileURLToPath(new URL('./engine-worker.ts', import.meta.url));
/** The name the bundle's frames carry in a stack: it is never written. */
const BUNDLE_NAME = fileURLToPath(new URL('./engine-worker.bundle.cjs', import.meta.url));

/** The engine and its worker as one CommonJS script, or nothing if esbuild fails. */
async function bundleEngine() {
  try {
    const { outputFiles } = await build({
      entryPoints: [SOURCE],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'silent',
    });
    return outputFiles[0].text;
  } catch {
    return undefined;
  } finally {
    await stop();
  }
}

const given = typeof workerData?.bundle === 'string' ? workerData.bundle : undefined;
const bundle = given ?? (await bundleEngine());
if (given === undefined && bundle !== undefined) parentPort?.postMessage({ bundle });
if (bundle === undefined) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./engine-worker.ts');
} else {
  // Strict, as the engine's modules are; on the wrapper's line, so the bundle's lines keep their numbers.
  const run = runInThisContext(`(function (require, module, exports) {'use strict';${bundle}\n})`, {
    filename: BUNDLE_NAME,
  });
  const module = { exports: {} };
  run(createRequire(SOURCE), module, module.exports);
}
