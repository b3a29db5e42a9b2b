// The built-in engine as a function: time per sample draft in each mode, and the slowest of
// hostile drafts (one piece repeated to the 2000-character limit: emoji, tags, colons, digits…),
// where a regular expression that backtracks would show. Figures only, never pass/fail.
import { Bench } from 'tinybench';
import { formatWithBuiltinEngine } from '#format/index.ts';
import { LIMITS } from '#shared/constants.ts';
import { type FormatRequest, FormatRequestSchema } from '#shared/schemas/format.ts';
import { SAMPLE_DRAFTS } from '../tests/fixtures/drafts.ts';

const SETTINGS = [
  { label: 'format', body: {} },
  { label: 'improve, balanced', body: { mode: 'improve', rewriteStyle: 'balanced' } },
  {
    label: 'improve, fully-thematic',
    body: { mode: 'improve', rewriteStyle: 'fully-thematic', tone: 'intense' },
  },
] as const;

/** What players paste, and what a hostile client could send, one piece over and over. */
const HOSTILE_PIECES = [
  '🙂',
  '🚨 ',
  'a',
  ' ',
  '\n',
  '•',
  '- ',
  '.',
  '!!?',
  ':',
  '12:',
  '1.2',
  'x:1 y:',
  'K1',
  '#12',
  '[A',
  '<',
  '<b>',
  '<size=',
  '<color=#fff>',
  'Hello. ',
  'ABC ',
  'pls u ',
  'when online ',
  'tmrw ',
  'é',
  // A Russian clause of long words: a pattern that read a word several ways took minutes on it.
  `Кто ${'аааааааааааа '.repeat(8).trim()}, ок. `,
];

/** `piece` over and over, up to the limit in characters (code points, as the schema counts). */
function hostileDraft(piece: string): string {
  return Array.from(piece.repeat(LIMITS.mailChars)).slice(0, LIMITS.mailChars).join('');
}

function medianMs(runs: number[]): number {
  const sorted = [...runs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timeOnce(request: FormatRequest): number {
  const started = performance.now();
  formatWithBuiltinEngine(request);
  return performance.now() - started;
}

export default async function runEngineBench(): Promise<void> {
  const drafts = SAMPLE_DRAFTS.map((draft) => draft.text);
  const bench = new Bench({ time: 1000, warmupTime: 300 });
  for (const setting of SETTINGS) {
    const requests = drafts.map((message) =>
      FormatRequestSchema.parse({ message, ...setting.body }),
    );
    bench.add(`${setting.label}: every sample draft once`, () => {
      for (const request of requests) formatWithBuiltinEngine(request);
    });
  }
  await bench.run();
  console.table(
    bench.tasks.map((task) => ({
      task: task.name,
      'µs per draft':
        task.result && 'latency' in task.result
          ? ((task.result.latency.p50 * 1000) / drafts.length).toFixed(1)
          : '-',
    })),
  );

  const hostile = HOSTILE_PIECES.flatMap((piece) =>
    SETTINGS.map((setting) => ({
      piece,
      setting: setting.label,
      request: FormatRequestSchema.safeParse({ message: hostileDraft(piece), ...setting.body }),
    })),
  ).filter((entry) => entry.request.success);
  const timed = hostile.map(({ piece, setting, request }) => {
    const parsed = request.data as FormatRequest;
    timeOnce(parsed);
    const runs = Array.from({ length: 5 }, () => timeOnce(parsed));
    return { piece: JSON.stringify(piece), setting, 'median ms': medianMs(runs) };
  });
  timed.sort((a, b) => b['median ms'] - a['median ms']);
  console.log(`slowest of ${timed.length} hostile ${LIMITS.mailChars}-character drafts:`);
  console.table(
    timed.slice(0, 5).map((row) => ({ ...row, 'median ms': row['median ms'].toFixed(2) })),
  );
}
