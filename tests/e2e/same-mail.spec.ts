import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { expect } from '@playwright/test';
import { FORMAT_MODES, REWRITE_STYLES, TONES } from '../../src/shared/constants.ts';
import type { FormatRequestInput, FormatResponse } from '../../src/shared/schemas/format.ts';
import { RUBRIC_DRAFTS } from '../fixtures/drafts.ts';
import { test } from './support/test.ts';

// The engine the browser runs (its Web Worker) and the server's POST /api/format-message answer the
// same request with the same mail and warnings, byte for byte: every draft of the eval set (the
// samples, the rubric's drafts and round 1's), in every mode, tone and rewrite level the UI offers.
// One page; the requests go in batches from inside it. Runs once, in its own project after both
// screens (playwright.config.ts): it is the same engine on any screen, and it takes the whole machine.

const ROUND_ONE = readFileSync(new URL('../../eval/round-1/drafts.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { id: string; text: string });

// Round 1's drafts joined the rubric's; a draft in both is sent once.
const DRAFTS = [
  ...new Map([...RUBRIC_DRAFTS, ...ROUND_ONE].map(({ id, text }) => [id, { id, text }])).values(),
];

function variantsOf(message: string): FormatRequestInput[] {
  return FORMAT_MODES.flatMap((mode) =>
    TONES.flatMap((tone): FormatRequestInput[] =>
      mode === 'format'
        ? [{ message, mode, tone }]
        : REWRITE_STYLES.map((rewriteStyle) => ({ message, mode, tone, rewriteStyle })),
    ),
  );
}

type Answer = Pick<FormatResponse, 'formattedMessage' | 'warnings'> | { failure: string };

test('the browser engine and the server give the same mail for every draft and variant', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const requests = DRAFTS.flatMap(({ text }) => variantsOf(text));
  // The samples, the rubric's drafts and every earlier blind round's: the eval set is not empty.
  expect(DRAFTS.length).toBeGreaterThanOrEqual(180);
  expect(requests.length).toBe(DRAFTS.length * 30);

  await page.goto('/');
  // The page starts its engine once the player first uses it.
  const started = page.waitForEvent('worker');
  await page.getByRole('textbox', { name: 'Your draft' }).click();
  const engineUrl = (await started).url();
  expect(engineUrl).toMatch(/\/assets\/format-engine\.worker-[\w-]+\.js$/);

  const answers = await page.evaluate(
    async ({ engineUrl, requests }) => {
      type Reply =
        | { id: number; response: { formattedMessage: string; warnings: unknown[] } }
        | { id: number; refusal: unknown }
        | { id: number; error: string };
      const pick = (answer: { formattedMessage: string; warnings: unknown[] }) => ({
        formattedMessage: answer.formattedMessage,
        warnings: answer.warnings,
      });

      const worker = new Worker(engineUrl, { type: 'module' });
      const inBrowser = await new Promise<unknown[]>((resolve) => {
        const replies = new Array<unknown>(requests.length);
        let left = requests.length;
        worker.addEventListener('message', (event: MessageEvent<'ready' | Reply>) => {
          const reply = event.data;
          if (reply === 'ready') {
            requests.forEach((request, id) => {
              worker.postMessage({ id, request });
            });
            return;
          }
          replies[reply.id] =
            'response' in reply ? pick(reply.response) : { failure: JSON.stringify(reply) };
          left -= 1;
          if (left === 0) resolve(replies);
        });
      });
      worker.terminate();

      const onServer = new Array<unknown>(requests.length);
      let next = 0;
      async function sendNext(): Promise<void> {
        while (next < requests.length) {
          const id = next;
          next += 1;
          const response = await fetch('/api/format-message', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(requests[id]),
          });
          onServer[id] = response.ok
            ? pick(await response.json())
            : { failure: `${response.status} ${await response.text()}` };
        }
      }
      await Promise.all([sendNext(), sendNext(), sendNext(), sendNext()]);
      return { inBrowser, onServer };
    },
    { engineUrl, requests },
  );

  const inBrowser = answers.inBrowser as Answer[];
  const onServer = answers.onServer as Answer[];
  const differences = requests.flatMap((request, index) => {
    if (isDeepStrictEqual(inBrowser[index], onServer[index])) return [];
    const draft = DRAFTS.find(({ text }) => text === request.message)?.id;
    return [`${draft} ${request.mode} ${request.tone} ${request.rewriteStyle ?? ''}`];
  });
  expect(differences).toEqual([]);
  // Every answer is a mail, not the same failure on both sides.
  expect(onServer.filter((answer) => 'failure' in answer)).toEqual([]);
});
