import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TONES, type Tone } from '#shared/constants.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { RUBRIC_DRAFTS } from '../../tests/fixtures/drafts.ts';
import { analyseDraft } from './analyse.ts';
import { extractFacts } from './facts.ts';
import { prepareDraft } from './prepare.ts';
import { rewriteMail } from './rewrite-mail.ts';
import { chooseToneLines, findEvent, readMoods } from './tone-lines.ts';

/** The rubric's drafts and the last blind round's: the mails the frame lines are judged over. */
const ROUND_DRAFTS = readFileSync(
  new URL('../../eval/round-1/drafts.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { id: string; text: string });
const DRAFTS = [...RUBRIC_DRAFTS, ...ROUND_DRAFTS];

interface Framed {
  id: string;
  kind: string;
  title: string;
  body: string[];
  added: string[];
}

function frame(
  text: string,
  tone: Tone,
  rewriteStyle: 'balanced' | 'fully-thematic',
): Omit<Framed, 'id'> {
  const prepared = prepareDraft(text);
  const analysis = analyseDraft(prepared.text, true);
  const request = FormatRequestSchema.parse({ message: text, mode: 'improve', tone, rewriteStyle });
  const [mail] = rewriteMail(analysis, extractFacts(prepared.text), request).candidates;
  return {
    kind: analysis.kind,
    title: mail!.title,
    body: mail!.sections.flatMap((section) => [section.heading ?? '', ...section.lines]),
    added: [mail!.opening, mail!.signOff].filter((line): line is string => line !== undefined),
  };
}

const STYLES = ['balanced', 'fully-thematic'] as const;
const MIN_GROUP = 5;

describe('frame lines over the rubric drafts', () => {
  for (const tone of TONES) {
    for (const style of STYLES) {
      const mails = DRAFTS.map((draft) => ({ id: draft.id, ...frame(draft.text, tone, style) }));

      // The blind reading's tones keep every line under a fifth of its kind's mails; the other
      // tones' pools are smaller, and a line may close up to a third of them.
      const limit = tone === 'motivational' || tone === 'intense' ? 0.2 : 1 / 3;
      it(`${tone}/${style}: no added line is in more than ${limit === 0.2 ? 'a fifth' : 'a third'} of the mails of its kind`, () => {
        const byKind = new Map<string, typeof mails>();
        for (const mail of mails) byKind.set(mail.kind, [...(byKind.get(mail.kind) ?? []), mail]);
        for (const [kind, group] of byKind) {
          if (group.length < MIN_GROUP) continue;
          const counts = new Map<string, number>();
          for (const mail of group) {
            for (const line of new Set(mail.added)) counts.set(line, (counts.get(line) ?? 0) + 1);
          }
          // A share of a small group is rounded up: two of nine mails is within a fifth.
          const allowed = Math.ceil(group.length * limit);
          for (const [line, count] of counts) {
            expect(count, `${kind}: "${line}" (${count} of ${group.length})`).toBeLessThanOrEqual(
              allowed,
            );
          }
        }
      });

      it(`${tone}/${style}: an added line repeats neither the title nor a body line`, () => {
        for (const mail of mails) {
          const said = [mail.title, ...mail.body].map((line) => line.toLowerCase());
          for (const line of mail.added) {
            const plain = line.toLowerCase().replace(/[!.。！]$/u, '');
            expect(
              said.some((text) => text.replace(/[!.。！]$/u, '') === plain),
              `${mail.id}: "${line}"`,
            ).toBe(false);
          }
        }
      });
    }
  }
});

describe('frame lines fit the content', () => {
  it('names the time only of the event, never a deadline', () => {
    const deadline = frame(
      'Ark registration\nsign up for the ark before 20:00 UTC\nrally at the fort after reset',
      'motivational',
      'balanced',
    );
    expect(deadline.added.join('\n')).not.toContain('20:00');
    const start = frame(
      'Fort rally\nrally at the fort at 21:00 UTC\nbring full marches',
      'motivational',
      'balanced',
    );
    expect(start.added.join('\n')).toMatch(/21:00 UTC/u);
  });

  it('congratulates only where the draft tells of an achievement', () => {
    const lines = chooseToneLines('motivational', 'thanks', 'en', {
      moods: readMoods('thanks for the tech donations this week', {
        isGreeted: false,
        addressesNewcomers: false,
      }),
    });
    expect(`${lines.opening} ${lines.closing}`).not.toMatch(
      /you did it|what a (?:fight|performance)|made us proud/iu,
    );
  });

  it('adds no cheer to a scam warning, a score cap or a leadership change', () => {
    for (const text of [
      'WARNING: someone impersonates the R4s and asks for your password. never give it',
      'MGE next week: rank 1 Sigurd, everyone else stay under 5M points',
      'Leadership change: Ashkara is the new R5 from Sunday, support her',
    ]) {
      for (const tone of ['motivational', 'intense'] as const) {
        const { added } = frame(text, tone, tone === 'intense' ? 'fully-thematic' : 'balanced');
        expect(added.join(' '), `${tone}: ${text}`).not.toMatch(
          /let's go|give it everything|we've got this|step up|every march|join us|your next alliance|discipline wins/iu,
        );
      }
    }
  });

  it('says "No exceptions." only after rules that state none', () => {
    const rules =
      'Rules\n1. no hitting allies\n2. donate tech daily\n3. shield when offline\n4. be online in KvK';
    const withException = `${rules}\n5. farms stay home unless an R4 says so`;
    for (let seed = 0; seed < 40; seed += 1) {
      const lines = chooseToneLines('intense', 'orders', 'en', {
        hasExceptions: true,
        seed,
        said: withException,
      });
      expect(lines.closing).not.toBe('No exceptions.');
    }
  });

  it('opens with no line of its own where the player greets the reader', () => {
    for (const text of [
      'Governors,\nrally at the fort at 21:00 UTC\nbring full marches',
      'Всем привет! Коротко:\nсбор в 13:00 UTC у перевала\nберите тп',
      'السلام عليكم يا حكام،\nرالي على الحصن الساعة 21:00 UTC',
    ]) {
      expect(frame(text, 'motivational', 'balanced').added.length, text).toBeLessThanOrEqual(1);
    }
  });

  it('names an event only when the mail is about it', () => {
    expect(findEvent('see you at the altar fight')?.name.en).toBe('the altar');
    const { added } = frame(
      'Farm rules\nfarms go in [OWLf]\nfarms gather zone 1 and 2 only\nshield 24/7 in KvK',
      'motivational',
      'balanced',
    );
    expect(added.join(' ')).not.toMatch(/KvK/u);
  });
});
