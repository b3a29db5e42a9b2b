// Lighthouse 12 as a player on a phone feels the app: the mobile preset (simulated slow 4G, 4x CPU
// slowdown) against `npm start`, 3 runs for /, /auth/signin and a shared mail's /m/{id} (made
// through the API of the bench's own server), each in a fresh Chromium (as Lighthouse's
// docs/variability.md recipe does: one CLI run, one Chrome, per run).
// Prints the median run (Lighthouse's own choice: nearest the median FCP and TTI, not the median
// score) against the targets, performance >= 95 and accessibility, best practices and SEO 100,
// with the run-to-run spread and the failing audits of each category below 100. Figures only.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS } from '../scripts/chromium.ts';
import { requireChromium, withServer } from './serve.ts';

const RUNS = 3;
const PATHS = ['/', '/auth/signin', '/m/{id}'];
/**
 * The mail behind /m/{id}: the length and markup of a real alliance mail. Its coordinate, amount
 * and warning word are in the colours the built-in engine writes for those facts on the parchment
 * (src/format/tones.ts FACT_COLORS: #0D47A1, #1B5E20, #B71C1C), which read there at 4.5:1 or more;
 * the greens and orange it had (#2E7D32, #E65100, red) are no colour the engine or the Manual
 * Builder writes, and failed the contrast audit on the mail's own text.
 */
const SHARED_MAIL = readFileSync(
  new URL('../tests/fixtures/mails/kvk-plan.txt', import.meta.url),
  'utf8',
);
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
  details?: {
    type?: string;
    items?: {
      resourceType?: string;
      requestCount?: number;
      transferSize?: number;
      url?: string;
      wastedBytes?: number;
    }[];
  };
};
type Category = {
  id: string;
  score: number | null;
  auditRefs: { id: string; weight: number; group?: string }[];
};
type Result = {
  lighthouseVersion: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
  };
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
};

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

/** How busy the machine was while a page was measured: the scores move with it. */
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores`;

function printRun(path: string, runs: Result[]): void {
  const chosen = median(runs);
  console.log(
    `\n${path}  (the median of ${runs.length} runs: Lighthouse's computeMedianRun, the run nearest the median FCP and TTI; ${machineLoad()})`,
  );
  for (const [id, target] of Object.entries(TARGETS)) {
    const all = runs.map((run) => score(run.categories[id]));
    const value = score(chosen.categories[id]);
    const verdict = value >= target ? 'meets' : 'BELOW';
    const middle = [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)];
    console.log(
      `  ${id.padEnd(15)} ${String(value).padStart(3)}  target ${target}  ${verdict}  (runs: ${all.join(', ')}; median score ${middle})`,
    );
  }
  for (const [label, id] of METRICS) {
    const spread = runs.map((run) => run.audits[id]?.displayValue ?? '?').join(', ');
    console.log(
      `  ${label.padEnd(15)} ${(chosen.audits[id]?.displayValue ?? '?').padStart(8)}  (runs: ${spread})`,
    );
  }
  const summary = chosen.audits['resource-summary']?.details?.items ?? [];
  const line = ['total', 'script', 'stylesheet', 'font', 'document', 'other']
    .map((type) => {
      const item = summary.find((entry) => entry.resourceType === type);
      return `${type} ${kB(item?.transferSize ?? 0)} (${item?.requestCount ?? 0})`;
    })
    .join(', ');
  console.log(`  transferred     ${line}`);
  for (const category of Object.values(chosen.categories)) {
    if (score(category) < 100) printFailingAudits(chosen, category);
  }
}

const UNSCORED_MODES = ['informative', 'notApplicable', 'manual'];

/** What the report lists as failed in `category`, with the files to look at for opportunities. */
function printFailingAudits(run: Result, category: Category): void {
  const failing = category.auditRefs.flatMap((ref) => {
    const audit = run.audits[ref.id];
    const fails = audit && audit.score !== null && audit.score < 1;
    return fails && !UNSCORED_MODES.includes(audit.scoreDisplayMode) ? [{ ref, audit }] : [];
  });
  // The report hides this group: metrics it shows elsewhere, and the newer insights, unscored.
  for (const { ref, audit } of failing.filter(({ ref }) => ref.group !== 'hidden')) {
    console.log(
      `  to fix (${category.id}): ${ref.id}: ${audit.title}  ${audit.displayValue ?? ''}${worstFiles(audit)}`,
    );
  }
  const insights = failing
    .filter(({ ref }) => ref.id.endsWith('-insight'))
    .map(({ ref, audit }) => `${ref.id} (${audit.title})`);
  if (insights.length > 0) {
    console.log(`  insights flagged, unscored (${category.id}): ${insights.join(', ')}`);
  }
}

/** For an opportunity, the files that would save the most. */
function worstFiles(audit: Audit): string {
  if (audit.details?.type !== 'opportunity') return '';
  const files = (audit.details.items ?? []).slice(0, 3).flatMap((item) => {
    if (!item.url || !item.wastedBytes) return [];
    return [`${new URL(item.url).pathname} ${kB(item.wastedBytes)}`];
  });
  return files.length > 0 ? ` in ${files.join(', ')}` : '';
}

function printSettings(run: Result): void {
  const { configSettings: settings, environment } = run;
  const chromium = /Chrome\/([\d.]+)/.exec(environment.hostUserAgent)?.[1] ?? '?';
  console.log(
    `Lighthouse ${run.lighthouseVersion}, ${settings.formFactor}, throttling ${settings.throttlingMethod}: RTT ${settings.throttling.rttMs} ms, ${(settings.throttling.throughputKbps / 1000).toFixed(1)} Mbit/s, CPU ${settings.throttling.cpuSlowdownMultiplier}x slower; Chromium ${chromium}; this machine's benchmark index ${Math.round(environment.benchmarkIndex)}; each run in a fresh Chromium`,
  );
}

/** Shares SHARED_MAIL on the bench's server; the path of its page. */
async function shareMail(url: string): Promise<string> {
  const response = await fetch(`${url}/api/share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ formattedMessage: SHARED_MAIL }),
  });
  if (response.status !== 201) throw new Error(`POST /api/share answered ${response.status}`);
  return ((await response.json()) as { url: string }).url;
}

export default async function run(): Promise<void> {
  await withServer(async (server) => {
    const sharedPath = await shareMail(server.url);
    for (const [index, pattern] of PATHS.entries()) {
      const path = pattern === '/m/{id}' ? sharedPath : pattern;
      const runs: Result[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
        const result = await runOnce(`${server.url}${path}`);
        // A run without a first paint (a busy machine, a Chromium hiccup) has no figures to give.
        if (result.audits['first-contentful-paint']?.numericValue === undefined) {
          console.log(`  ${path}: a run had no first contentful paint; running it again`);
        } else {
          runs.push(result);
        }
      }
      if (runs.length === 0) throw new Error(`${path}: no run painted anything`);
      if (index === 0) printSettings(runs[0]!);
      printRun(path, runs);
    }
  });
}
