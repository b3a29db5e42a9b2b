// Entry of an engine worker thread. The worker bundles the TypeScript engine with esbuild when it
// starts and runs that bundle: the same sources as tsx would load, without the name-keeping calls
// tsx wraps around every function, which cost the engine about a tenth of its time
// (docs/decisions/006). Should esbuild fail, the worker registers tsx (whose loader a worker does
// not inherit from the server) and loads the engine through it.
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

async function bundleEngine() {
  try {
    const { outputFiles } = await build({
      entryPoints: [fileURLToPath(new URL('./engine-worker.ts', import.meta.url))],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
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

const bundle = await bundleEngine();
if (bundle === undefined) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./engine-worker.ts');
} else {
  await import(`data:text/javascript;base64,${Buffer.from(bundle).toString('base64')}`);
}
