import {
  INTENSITY_BUTTONS,
  LANGUAGES,
  type RewriteStyle,
  TONES,
  type Tone,
} from '#shared/constants.ts';
import { TEMPLATES } from '#shared/templates/index.ts';
import type { RubricDraft } from '../../tests/fixtures/drafts.ts';
import { readMailLines } from './mail-lines.ts';
import { judgeMail, RULES, type RuleId, type Verdict } from './rubric.ts';
import {
  addTally,
  addVerdict,
  emptyTally,
  formatShare,
  formatTable,
  passesEveryRule,
  type Tally,
} from './tally.ts';
import { fillWithUnits } from './template-units.ts';
import { collectDraftStems, contentTokens, shareFound } from './words.ts';

/** One mail of the eval, with the request that made it. */
export interface FormattedMail {
  draft: RubricDraft;
  mode: 'format' | 'improve';
  tone: Tone;
  rewriteStyle?: RewriteStyle;
  markup: string;
  warningCodes: readonly string[];
  detectedLanguage: string;
}

/** The intensities of the rubric, named as the home page's buttons name them. */
const INTENSITIES = ['format', 'balanced', 'full'] as const;
type Intensity = (typeof INTENSITIES)[number];

/** The three variants of the blind reading, in its order. */
const MAIN_VARIANTS: readonly (readonly [Tone, Intensity])[] = [
  ['neutral', 'format'],
  ['motivational', 'balanced'],
  ['intense', 'full'],
];
const EXAMPLES_PER_RULE = Number(process.env.EVAL_EXAMPLES ?? 4);

function intensityOf(mail: FormattedMail): Intensity | undefined {
  if (mail.mode === 'format') return 'format';
  const button = INTENSITY_BUTTONS.find(
    (candidate) => candidate.rewriteStyle === mail.rewriteStyle,
  );
  return INTENSITIES.find((intensity) => intensity === button?.id);
}

function variantLabel(tone: Tone, intensity: Intensity): string {
  return intensity === 'format' ? `format/${tone}` : `improve/${tone}/${intensity}`;
}

interface Judged {
  mail: FormattedMail;
  variant: string;
  verdicts: Record<RuleId, Verdict>;
}

function tallyRule(judged: readonly Judged[], rule: RuleId): Tally {
  const tally = emptyTally();
  for (const { verdicts } of judged) addVerdict(tally, verdicts[rule]);
  return tally;
}

function tallyEveryCheck(judged: readonly Judged[]): Tally {
  const tally = emptyTally();
  for (const rule of RULES) addTally(tally, tallyRule(judged, rule.id));
  return tally;
}

function tallyWholeMails(judged: readonly Judged[]): Tally {
  return {
    passed: judged.filter(({ verdicts }) => passesEveryRule(verdicts)).length,
    judged: judged.length,
  };
}

/** Rows of rule × column, with the two summary rows under them. */
function ruleRows(columns: readonly (readonly Judged[])[]): string[][] {
  return [
    ...RULES.map((rule) => [
      rule.name,
      ...columns.map((judged) => formatShare(tallyRule(judged, rule.id))),
    ]),
    ['checks passed', ...columns.map((judged) => formatShare(tallyEveryCheck(judged)))],
    ['mails passing every rule', ...columns.map((judged) => formatShare(tallyWholeMails(judged)))],
  ];
}

/** The first failures of each rule, taken in turn from each variant so every variant shows. */
function pickExamples(judged: readonly Judged[], rule: RuleId): Judged[] {
  const byVariant = new Map<string, Judged[]>();
  for (const item of judged) {
    if (item.verdicts[rule].kind !== 'fail') continue;
    byVariant.set(item.variant, [...(byVariant.get(item.variant) ?? []), item]);
  }
  const picked: Judged[] = [];
  for (let round = 0; picked.length < EXAMPLES_PER_RULE; round += 1) {
    const row = [...byVariant.values()].flatMap((items) => items.slice(round, round + 1));
    if (row.length === 0) break;
    picked.push(...row.slice(0, EXAMPLES_PER_RULE - picked.length));
  }
  return picked;
}

function printTemplateUnits(): void {
  const fills = TEMPLATES.flatMap((template) => fillWithUnits(template));
  const doubled = fills.filter((fill) => fill.isDoubled);
  console.log(
    `\ntemplates: ${fills.length} placeholders filled with a value that holds the unit or label ` +
      `beside them; ${fills.length - doubled.length} without a doubled word ` +
      `(${formatShare({ passed: fills.length - doubled.length, judged: fills.length })})`,
  );
  for (const fill of doubled.slice(0, EXAMPLES_PER_RULE)) {
    console.log(`  ${fill.templateId} {${fill.placeholder}} = "${fill.value}": …${fill.excerpt}…`);
  }
}

/** Groups of fewer mails say nothing about how often a line comes back. */
const MIN_GROUP_FOR_SHARE = 5;

/** The engine's added lines of a mail (words not the draft's), with times made one. */
function addedLineKeys(mail: FormattedMail): string[] {
  const stems = collectDraftStems(mail.draft.text);
  return readMailLines(mail.markup)
    .body.filter((line) => contentTokens(line).length > 0 && shareFound(line, stems) < 0.5)
    .map((line) => line.replace(/\d{1,2}:\d{2}(?:\s*UTC)?/giu, '{time}'));
}

/**
 * For each mail, the share of the mails of its variant and kind that carry its most common added
 * line: a line on every mail of a kind fits none.
 */
function countLineShares(
  mails: readonly FormattedMail[],
  variantOf: (mail: FormattedMail) => string,
) {
  const groups = new Map<string, FormattedMail[]>();
  for (const mail of mails) {
    const key = `${variantOf(mail)}|${mail.draft.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), mail]);
  }
  const shares = new Map<FormattedMail, number>();
  for (const group of groups.values()) {
    if (group.length < MIN_GROUP_FOR_SHARE) continue;
    const keys = group.map((mail) => new Set(addedLineKeys(mail)));
    const counts = new Map<string, number>();
    for (const set of keys) for (const key of set) counts.set(key, (counts.get(key) ?? 0) + 1);
    group.forEach((mail, index) => {
      const most = Math.max(0, ...[...keys[index]!].map((key) => counts.get(key)!));
      if (most > 0) shares.set(mail, most / group.length);
    });
  }
  return shares;
}

/**
 * The rubric: per rule, the share of mails that pass, by variant, by language and by
 * tone, and the first failures of each rule. A measure, never a failed exit.
 */
export function printRubric(mails: readonly FormattedMail[]): void {
  const judged: Judged[] = [];
  const rated = mails.filter((mail) => intensityOf(mail) !== undefined);
  const lineShares = countLineShares(rated, (mail) => variantLabel(mail.tone, intensityOf(mail)!));
  for (const mail of rated) {
    judged.push({
      mail,
      variant: variantLabel(mail.tone, intensityOf(mail)!),
      verdicts: judgeMail({ ...mail, lineShare: lineShares.get(mail) }),
    });
  }
  const mainLabels = MAIN_VARIANTS.map(([tone, intensity]) => variantLabel(tone, intensity));
  const main = judged.filter((item) => mainLabels.includes(item.variant));
  const drafts = new Set(main.map((item) => item.mail.draft.id)).size;

  console.log(
    `\nRubric: ${drafts} drafts × ${mainLabels.length} variants = ${main.length} mails; ` +
      'share of the mails a rule applies to that pass it (target 100%)',
  );
  const byVariant = mainLabels.map((label) => main.filter((item) => item.variant === label));
  console.log(
    formatTable([['rule', ...mainLabels, 'all three'], ...ruleRows([...byVariant, main])]),
  );

  const languages = LANGUAGES.filter((lang) => main.some((item) => item.mail.draft.lang === lang));
  const byLanguage = languages.map((lang) => main.filter((item) => item.mail.draft.lang === lang));
  const draftCounts = byLanguage.map((items) => `${items.length / mainLabels.length}`);
  console.log('\nBy language (the three variants)');
  console.log(
    formatTable([['rule', ...languages], ['drafts', ...draftCounts], ...ruleRows(byLanguage)]),
  );

  console.log('\nBy tone (every rule): checks passed / mails passing every rule');
  console.log(
    formatTable([
      ['tone', ...INTENSITIES],
      ...TONES.map((tone) => [
        tone,
        ...INTENSITIES.map((intensity) => {
          const items = judged.filter((item) => item.variant === variantLabel(tone, intensity));
          return `${formatShare(tallyEveryCheck(items))} / ${formatShare(tallyWholeMails(items))}`;
        }),
      ]),
    ]),
  );

  console.log('\nFirst failures per rule (the three variants)');
  for (const rule of RULES) {
    for (const item of pickExamples(main, rule.id)) {
      const verdict = item.verdicts[rule.id];
      if (verdict.kind !== 'fail') continue;
      console.log(`  ${rule.id.padEnd(13)} ${item.mail.draft.id} ${item.variant}: ${verdict.why}`);
    }
  }
  printTemplateUnits();

  const overall = tallyEveryCheck(main);
  console.log(
    `\nRubric overall: ${formatShare(overall)} of checks pass (${overall.passed}/${overall.judged}), ` +
      `${formatShare(tallyWholeMails(main))} of mails pass every rule (three variants; target 100%).`,
  );
}
