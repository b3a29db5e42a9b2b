// `npm run eval`: the built-in engine over the sample and rubric drafts in both modes, every tone
// and intensity. Prints the hard rules (valid, within 2000, facts kept, deterministic), how much the
// tones and intensities change the text, and the rubric (scripts/eval/). Exits 1 when
// a hard rule is broken; the rubric is a measure and never fails the run.

import { formatWithBuiltinEngine, prepareDraft } from '#format/builtin-engine.ts';
import { extractFacts, findMissingFacts } from '#format/facts.ts';
import { countChars, validate, visibleText } from '#markup/index.ts';
import { LIMITS, REWRITE_STYLES, TONES } from '#shared/constants.ts';
import { type FormatRequest, FormatRequestSchema } from '#shared/schemas/format.ts';
import { RUBRIC_DRAFTS } from '../tests/fixtures/drafts.ts';
import { findLanguageDetector } from './eval/engine-language.ts';
import { type FormattedMail, printRubric } from './eval/print-rubric.ts';

const drafts = RUBRIC_DRAFTS;
const detectLanguage = findLanguageDetector();

const SETTINGS = [
  { label: 'format', mode: 'format' },
  ...REWRITE_STYLES.map((style) => ({
    label: `improve/${style}`,
    mode: 'improve' as const,
    style,
  })),
] as const;

function toWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’:.+-]*/gu) ?? []).map((word) =>
    word.replace(/[.:]+$/u, ''),
  );
}

function countCommonWords(a: readonly string[], b: readonly string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = word === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Share of the mail's words that are not the draft's words in the draft's order. */
function shareOfWordsChanged(draft: string, mail: string): number {
  const before = toWords(draft);
  const after = toWords(visibleText(mail));
  if (after.length === 0) return 0;
  return 1 - countCommonWords(before, after) / after.length;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** What the hard rules count over every mail, and the time the engine took. */
const tally = {
  runs: 0,
  valid: 0,
  withinLimit: 0,
  withoutUnderline: 0,
  factsTotal: 0,
  factsKept: 0,
  deterministic: 0,
  totalMs: 0,
};
const rows: string[] = [];
const formattedMails: FormattedMail[] = [];

for (const setting of SETTINGS) {
  const changed: number[] = [];
  const distinctMails: number[] = [];
  const distinctWords: number[] = [];
  for (const draft of drafts) {
    const prepared = prepareDraft(draft.text).text;
    const facts = extractFacts(prepared);
    const detectedLanguage = detectLanguage(prepared);
    const mails = new Set<string>();
    const texts = new Set<string>();
    for (const tone of TONES) {
      const request: FormatRequest = FormatRequestSchema.parse({
        message: draft.text,
        mode: setting.mode,
        tone,
        rewriteStyle: 'style' in setting ? setting.style : undefined,
      });
      const started = performance.now();
      const result = formatWithBuiltinEngine(request);
      tally.totalMs += performance.now() - started;
      const again = formatWithBuiltinEngine(request);
      const mail = result.formattedMessage;
      tally.runs += 1;
      if (!validate(mail).some((issue) => issue.severity === 'error')) tally.valid += 1;
      if (countChars(mail) <= LIMITS.mailChars) tally.withinLimit += 1;
      if (!/<\/?u>/iu.test(mail)) tally.withoutUnderline += 1;
      tally.factsTotal += facts.length;
      tally.factsKept += facts.length - findMissingFacts(facts, visibleText(mail)).length;
      if (JSON.stringify(again) === JSON.stringify(result)) tally.deterministic += 1;
      changed.push(shareOfWordsChanged(draft.text, mail));
      formattedMails.push({
        draft,
        mode: setting.mode,
        tone,
        rewriteStyle: 'style' in setting ? setting.style : undefined,
        markup: mail,
        warningCodes: result.warnings.map((warning) => warning.code),
        detectedLanguage,
      });
      mails.add(mail);
      texts.add(toWords(visibleText(mail)).join(' '));
    }
    distinctMails.push(mails.size);
    distinctWords.push(texts.size);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  rows.push(
    `${setting.label.padEnd(28)} ${`${(100 * mean(changed)).toFixed(1)}%`.padStart(13)} ` +
      `${mean(distinctMails).toFixed(2).padStart(14)} ${mean(distinctWords).toFixed(2).padStart(14)}`,
  );
}

const { runs, valid, withinLimit, withoutUnderline, factsTotal, factsKept, deterministic } = tally;
console.log(
  `MailForge built-in engine eval: ${drafts.length} drafts × ${TONES.length} tones × ${SETTINGS.length} settings = ${runs} mails`,
);
console.log(`valid (no markup error)   ${percent(valid, runs)}`);
console.log(`within ${LIMITS.mailChars} characters  ${percent(withinLimit, runs)}`);
console.log(`no <u> tag                ${percent(withoutUnderline, runs)}`);
console.log(
  `facts kept                ${percent(factsKept, factsTotal)} (${factsKept}/${factsTotal})`,
);
console.log(`deterministic             ${percent(deterministic, runs)}`);
console.log(`mean time per mail        ${(tally.totalMs / runs).toFixed(3)} ms`);
console.log('');
console.log(
  `${'setting'.padEnd(28)} ${'words changed'.padStart(13)} ${'distinct mails'.padStart(14)} ${'distinct words'.padStart(14)}`,
);
console.log(
  `${''.padEnd(28)} ${'(mean)'.padStart(13)} ${`(of ${TONES.length} tones)`.padStart(14)} ${`(of ${TONES.length} tones)`.padStart(14)}`,
);
for (const row of rows) console.log(row);

printRubric(formattedMails);

const isBroken =
  valid < runs ||
  withinLimit < runs ||
  withoutUnderline < runs ||
  factsKept < factsTotal ||
  deterministic < runs;
if (isBroken) {
  console.log('\nA hard rule is broken (see above).');
  process.exitCode = 1;
}
