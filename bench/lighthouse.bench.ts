// Lighthouse 12 as a player on a phone feels the app (issue 14): the mobile preset (simulated slow
// 4G, 4x CPU slowdown) against `npm start`, 3 runs for / and for /auth/signin, each in a fresh
// Chromium, and the median run (Lighthouse's own choice) printed against the targets:
// performance >= 95, accessibility, best practices and SEO 100. Figures only, never pass/fail.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, requireChromium, startLikeNpmStart } from './serve.ts';

const RUNS = 3;
const PATHS = ['/', '/auth/signin'];
const TARGETS: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['Speed Index', 'speed-index'],
] as const;

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { resourceType?: string; requestCount?: number; transferSize?: number }[] };
};
type Category = { id: string; score: number | null; auditRefs: { id: string; weight: number }[] };
type Result = { categories: Record<string, Category>; audits: Record<string, Audit> };

const median = computeMedianRun as (runs: Result[]) => Result;

async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr as unknown as Result;
  } finally {
    await chrome.kill();
  }
}

const score = (category: Category | undefined) => Math.round((category?.score ?? 0) * 100);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printRun(path: string, runs: Result[]): void {
  const chosen = median(runs);
  console.log(`\n${path}  (median of ${runs.length} runs)`);
  for (const [id, target] of Object.entries(TARGETS)) {
    const all = runs.map((run) => score(run.categories[id])).join(', ');
    const value = score(chosen.categories[id]);
    const verdict = value >= target ? 'meets' : 'BELOW';
    console.log(
      `  ${id.padEnd(15)} ${String(value).padStart(3)}  target ${target}  ${verdict}  (runs: ${all})`,
    );
  }
  for (const [label, id] of METRICS) {
    const spread = runs.map((run) => run.audits[id]?.displayValue ?? '?').join(', ');
    console.log(
      `  ${label.padEnd(15)} ${(chosen.audits[id]?.displayValue ?? '?').padStart(8)}  (runs: ${spread})`,
    );
  }
  const summary = chosen.audits['resource-summary']?.details?.items ?? [];
  const line = summary
    .filter((item) => (item.requestCount ?? 0) > 0)
    .map((item) => `${item.resourceType} ${kB(item.transferSize ?? 0)} (${item.requestCount})`)
    .join(', ');
  console.log(`  transferred     ${line}`);
  for (const category of Object.values(chosen.categories)) {
    for (const ref of category.auditRefs) {
      const audit = chosen.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      if (category.id === 'performance' && ref.weight === 0) continue;
      console.log(
        `  to fix (${category.id}): ${audit.id}: ${audit.title} ${audit.displayValue ?? ''}`,
      );
    }
  }
}

export default async function run(): Promise<void> {
  const server = await startLikeNpmStart();
  try {
    for (const path of PATHS) {
      const runs: Result[] = [];
      for (let index = 0; index < RUNS; index += 1)
        runs.push(await runOnce(`${server.url}${path}`));
      printRun(path, runs);
    }
  } finally {
    await server.stop();
  }
}
