// AI Assist on the phone: the built-in engine's time per mail in Chromium at 390x844 against
// `npm start`, over every eval draft (the samples, the rubric's drafts and round 1's), one mail at a
// time after a warm-up pass. Chromium slows only a page's main thread (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does; workers refuse it), so the
// shipped worker script is also run on a blank page's main thread with the CPU slowed 4x: that is
// the phone figure. Beside it: the page's own engine worker at full speed (request to answer), and
// the server's round trip (POST /api/format-message from the same page) on the same machine.
// Figures only, never pass/fail.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { FormatRequestInput } from '#shared/schemas/format.ts';
import { RUBRIC_DRAFTS } from '../tests/fixtures/drafts.ts';
import { PHONE_VIEWPORT, withServerAndChromium } from './serve.ts';

const ROUND_ONE = readFileSync(new URL('../eval/round-1/drafts.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { text: string });
const DRAFTS = [...RUBRIC_DRAFTS, ...ROUND_ONE].map(({ text }) => text);

const SETTINGS: readonly { label: string; body: Omit<FormatRequestInput, 'message'> }[] = [
  { label: 'format', body: { mode: 'format' } },
  { label: 'improve, balanced', body: { mode: 'improve', rewriteStyle: 'balanced' } },
];

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summarise(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  return `median ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1) ?? Number.NaN)}`;
}

/**
 * Each request through the shipped worker script run on a blank page's main thread, where the CPU
 * slowdown applies: the script's `globalThis` is a stand-in that takes its job and hands back its
 * reply. The worker answers asynchronously (a language's tone lines are imported the first time a
 * mail needs them, in the warm-up pass), so each job waits for its reply. Written as text: the
 * bench's TypeScript runner would wrap named functions in a helper the page does not have.
 */
async function timeOnMainThread(page: Page, code: string, requests: FormatRequestInput[]) {
  const script = `(async () => {
    let replied;
    const scope = { importScripts: undefined, onJob: undefined };
    scope.addEventListener = (type, listener) => { scope.onJob = listener; };
    scope.postMessage = (message) => { if (message !== 'ready') replied(message); };
    new Function('globalThis', ${JSON.stringify(code)})(scope);
    const requests = ${JSON.stringify(requests)};
    const times = [];
    for (let pass = 0; pass < 2; pass += 1) {
      for (let id = 0; id < requests.length; id += 1) {
        const started = performance.now();
        const reply = await new Promise((resolve) => {
          replied = resolve;
          scope.onJob({ data: { id, request: requests[id] } });
        });
        if (pass === 1) times.push(performance.now() - started);
        if (!reply || !reply.response) throw new Error(JSON.stringify(reply));
      }
    }
    return times;
  })()`;
  return (await page.evaluate(script)) as number[];
}

/** Each request through a new engine worker of the page's own script, one at a time (ms each). */
function timeInWorker(page: Page, engineUrl: string, requests: FormatRequestInput[]) {
  return page.evaluate(
    async ({ engineUrl, requests }) => {
      // No named functions in here: the bench's TypeScript runner would wrap them in a helper the
      // page does not have.
      const worker = new Worker(engineUrl, { type: 'module' });
      let answered: (() => void) | undefined;
      worker.onmessage = () => answered?.();
      await new Promise<void>((resolve) => {
        answered = resolve;
      });
      const times: number[] = [];
      for (let pass = 0; pass < 2; pass += 1) {
        for (let id = 0; id < requests.length; id += 1) {
          const started = performance.now();
          await new Promise<void>((resolve) => {
            answered = resolve;
            worker.postMessage({ id, request: requests[id] });
          });
          if (pass === 1) times.push(performance.now() - started);
        }
      }
      worker.terminate();
      return times;
    },
    { engineUrl, requests },
  );
}

/** Each request to the server's API, one at a time (ms each, the answer read). */
function timeOnServer(page: Page, requests: FormatRequestInput[]) {
  return page.evaluate(async (requests) => {
    const times: number[] = [];
    for (let pass = 0; pass < 2; pass += 1) {
      for (const request of requests) {
        const started = performance.now();
        const response = await fetch('/api/format-message', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
        await response.json();
        if (!response.ok) throw new Error(`POST /api/format-message answered ${response.status}`);
        if (pass === 1) times.push(performance.now() - started);
      }
    }
    return times;
  }, requests);
}

export default async function run(): Promise<void> {
  // The server's per-address limit (30 a minute by default) would refuse most of these requests.
  process.env.FORMAT_RATE_LIMIT = '100000';
  await withServerAndChromium(async (server, browser) => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${server.url}/`);
    // The page starts its app after its first paint (docs/decisions/019-start-after-paint.md).
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    const started = page.waitForEvent('worker');
    await page.getByRole('textbox', { name: 'Your draft' }).click();
    const engineUrl = (await started).url();
    // The script imports its language chunks beside it: run as text on another page, it names them
    // by their full address.
    const code = (await (await fetch(engineUrl)).text()).replaceAll(
      'import(`./',
      `import(\`${new URL('.', engineUrl).href}`,
    );
    const blank = await browser.newPage({ viewport: PHONE_VIEWPORT });
    // On the app's origin, so the script may import its language chunks (module imports need CORS).
    await blank.goto(`${server.url}/robots.txt`);
    const cdp = await blank.context().newCDPSession(blank);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    console.log(
      `${DRAFTS.length} eval drafts, one mail at a time after a warm-up pass (engine worker script ${(code.length / 1000).toFixed(0)} kB):`,
    );
    for (const { label, body } of SETTINGS) {
      const requests = DRAFTS.map((message) => ({ ...body, message }));
      const slowed = await timeOnMainThread(blank, code, requests);
      const inWorker = await timeInWorker(page, engineUrl, requests);
      const served = await timeOnServer(page, requests);
      console.log(`  ${label}`);
      console.log(`    engine, 4x CPU slowdown (main thread)  ${summarise(slowed)}`);
      console.log(`    page's engine worker, full speed       ${summarise(inWorker)}`);
      console.log(`    server round trip (/api/format)        ${summarise(served)}`);
    }
  });
}
