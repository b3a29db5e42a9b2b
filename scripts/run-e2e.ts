// `npm run test:e2e`: end-to-end tests in a real Chromium against the real built app on a fresh data
// directory. Fails loudly (never skips) when no Chromium is found.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { prepareE2eData } from '../tests/e2e/support/prepare.ts';
import { buildWebApp } from './build-web.ts';
import { findChromium } from './chromium.ts';

const chromium = findChromium();
if (!chromium) {
  console.error(
    [
      'End-to-end tests need Chromium, and none was found.',
      process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.` : '',
      "Install Debian's package:  sudo apt-get install chromium",
      'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  process.exit(1);
}

const root = resolve(import.meta.dirname, '..');
await buildWebApp();

const runDir = join(root, 'tmp', `e2e-${process.pid}`);
const dataDir = join(runDir, 'data');
mkdirSync(dataDir, { recursive: true });

let exitCode = 1;
try {
  const fixtures = await prepareE2eData(dataDir);
  const fixturesFile = join(runDir, 'fixtures.json');
  writeFileSync(fixturesFile, JSON.stringify(fixtures, null, 2));

  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: dataDir,
      E2E_FIXTURES: fixturesFile,
      E2E_SERVER_ENV: JSON.stringify(fixtures.serverEnv),
    },
  });
  exitCode = result.status ?? 1;
} finally {
  if (!process.env.E2E_KEEP_DATA) rmSync(runDir, { recursive: true, force: true });
}
process.exit(exitCode);
