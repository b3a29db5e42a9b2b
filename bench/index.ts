// `npm run bench [-- name…]`: runs every bench/<name>.bench.ts (or only the named ones) in turn.
// Benchmarks print figures and ratios; they never pass or fail on a timing.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.bench\.ts$/, '')))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}`);
  process.exit(1);
}

for (const file of files) {
  console.log(`\n=== ${file.replace(/\.bench\.ts$/, '')} ===`);
  const module = (await import(pathToFileURL(`${benchDir}${file}`).href)) as {
    default: () => Promise<void>;
  };
  await module.default();
}
