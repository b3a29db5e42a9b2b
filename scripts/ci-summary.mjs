// Prints one line "N passed, N failed" from the JSON reports of vitest and Playwright.
// A failing step that ran no test (typecheck, lint, install) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const exitCode = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

const vitestReport = 'test-results/vitest.json';
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

const e2eReport = 'test-results/e2e.json';
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}

if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
