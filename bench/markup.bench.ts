// Markup engine throughput: validate + autoCorrect beside htmlparser2 tokenising the same strings
// (targets: ours >= 2x htmlparser2; validate of a 2000-character mail <= 20 µs median).
// Figures only, never pass/fail.
import { readdirSync, readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { Bench } from 'tinybench';
import { autoCorrect, countChars, gradient, validate } from '#markup/index.ts';
import { SAMPLE_DRAFTS } from '../tests/fixtures/drafts.ts';

const fixtures = new URL('../tests/fixtures/', import.meta.url);

function loadMails(): string[] {
  const dir = new URL('mails/', fixtures);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => readFileSync(new URL(name, dir), 'utf8'));
}

const LINES = [
  '• Rally leader: <color=#1565C0><b>Hannibal</b></color>, everyone else join with full marches',
  'Pass opens <b>Monday 14:00 UTC</b>; teleport to <color=#2E7D32>X:512 Y:740</color> after it falls.',
  'Minimum <color=#E65100><b>20M</b></color> kill points for every governor above 40M power.',
  '<color=#8B4513>══════ ༺✿༻ ══════</color>',
  'Do not hit the altar alone: wait for the rally call in chat and keep your shields up.',
  '<i>Stay online, fill your marches, and remember: we win together.</i>',
  'Donate to alliance technology every day, and help every member who asks for it.',
];

/** A realistic 2000-character mail: gradient header, coloured facts, dividers, plain lines. */
function syntheticMail(seed: number): string {
  let mail = `<size=45><b>${gradient('KINGDOM VS KINGDOM PLAN', '#FF0000', '#FFD700', { chunk: 2 }).markup}</b></size>\n`;
  let index = seed;
  while (countChars(mail) < 2000) {
    mail += `${LINES[index % LINES.length]}\n`;
    index += 3;
  }
  // Trim at a line so the mail stays well formed and close to 2000 characters. The JSON round
  // trip makes one flat string, as text arriving in a request is (built-up strings are ropes).
  const cut = mail.lastIndexOf('\n', 2000);
  return JSON.parse(JSON.stringify(mail.slice(0, cut))) as string;
}

function byteLength(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
}

function medianMs(bench: Bench, name: string): number {
  const task = bench.getTask(name);
  const result = task?.result;
  if (!result || !('latency' in result)) throw new Error(`No result for ${name}`);
  return result.latency.p50;
}

export default async function runMarkupBench(): Promise<void> {
  const corpus = [...loadMails(), ...SAMPLE_DRAFTS.map((draft) => draft.text)];
  const synthetic = [0, 1, 2, 3].map(syntheticMail);
  const all = [...corpus, ...synthetic];
  const mail2000 = synthetic[0]!;
  const parser = new Parser({});
  let sink = 0;

  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench
    .add('ours: validate + autoCorrect (fixtures, drafts, synthetic)', () => {
      for (const text of all) sink += validate(text).length + autoCorrect(text).length;
    })
    .add('htmlparser2: Parser tokenising the same strings', () => {
      for (const text of all) parser.parseComplete(text);
    })
    .add('ours: validate, one 2000-character mail', () => {
      sink += validate(mail2000).length;
    })
    .add('ours: validate + autoCorrect, one 2000-character mail', () => {
      sink += validate(mail2000).length + autoCorrect(mail2000).length;
    })
    .add('htmlparser2: one 2000-character mail', () => {
      parser.parseComplete(mail2000);
    });
  await bench.run();

  /** MB a second of `bytes` at the median time of the task named `task`. */
  const mbPerSecond = (bytes: number, task: string) => bytes / (medianMs(bench, task) / 1000) / 1e6;
  const bytes = byteLength(all);
  const ours = mbPerSecond(bytes, 'ours: validate + autoCorrect (fixtures, drafts, synthetic)');
  const theirs = mbPerSecond(bytes, 'htmlparser2: Parser tokenising the same strings');
  const mailBytes = byteLength([mail2000]);
  const ours2000 = mbPerSecond(mailBytes, 'ours: validate + autoCorrect, one 2000-character mail');
  const theirs2000 = mbPerSecond(mailBytes, 'htmlparser2: one 2000-character mail');
  const validateMicros = medianMs(bench, 'ours: validate, one 2000-character mail') * 1000;

  console.table(
    bench.tasks.map((task) => ({
      task: task.name,
      'median µs':
        task.result && 'latency' in task.result ? (task.result.latency.p50 * 1000).toFixed(2) : '-',
      'ops/s':
        task.result && 'throughput' in task.result ? Math.round(task.result.throughput.mean) : '-',
    })),
  );
  console.log(
    `corpus: ${all.length} strings (${corpus.length} fixtures and drafts, ${synthetic.length} synthetic ~2000-char mails), ${(bytes / 1024).toFixed(1)} KiB`,
  );
  console.log(`validate + autoCorrect: ${ours.toFixed(1)} MB/s`);
  console.log(`htmlparser2 tokenising: ${theirs.toFixed(1)} MB/s`);
  console.log(`ratio (ours / htmlparser2): ${(ours / theirs).toFixed(2)}x (target >= 2x)`);
  console.log(
    `2000-character mail: ours ${ours2000.toFixed(1)} MB/s, htmlparser2 ${theirs2000.toFixed(1)} MB/s, ratio ${(ours2000 / theirs2000).toFixed(2)}x`,
  );
  console.log(
    `validate median for a ${countChars(mail2000)}-character mail: ${validateMicros.toFixed(2)} µs (target <= 20 µs)`,
  );
  if (sink === -1) console.log('unreachable');
}
